import { createFileRoute } from '@tanstack/react-router';
import { videoSchema } from '../features/clips/api/videoSchema.ts';
import { ClipCard } from '../features/clips/components/ClipCard.tsx';
import { searchVideosQueryOptions } from '../features/search/api/searchVideos.ts';
import { Landing, latestClipsQuery, provinceCountsQuery } from '../features/search/components/Landing.tsx';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.prefetchQuery(searchVideosQueryOptions(latestClipsQuery, videoSchema)),
      queryClient.prefetchQuery(searchVideosQueryOptions(provinceCountsQuery, videoSchema)),
    ]);
  },
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <Landing
      clipSchema={videoSchema}
      renderCard={(video, first) => <ClipCard video={video} eager={first} />}
    />
  );
}
