import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { videoQueryOptions } from '../features/clips/api/getVideo.ts';
import { videoSchema } from '../features/clips/api/videoSchema.ts';
import { ClipCard } from '../features/clips/components/ClipCard.tsx';
import { mapPointsQueryOptions } from '../features/search/api/searchMap.ts';
import { searchVideosQueryOptions } from '../features/search/api/searchVideos.ts';
import { SearchDashboard } from '../features/search/components/SearchDashboard.tsx';
import { dashboardSearchSchema, toFilterQuery, toListQuery } from '../features/search/searchParams.ts';

export const Route = createFileRoute('/dashboard')({
  validateSearch: dashboardSearchSchema,
  loaderDeps: ({ search }) => ({
    list: toListQuery(search),
    map: search.view === 'map' ? toFilterQuery(search) : null,
  }),
  // Prefetch only: a failed search shows inside the page, next to the filters that can fix it.
  // A filter change on the page does not wait here: the page keeps the previous results (and the
  // keyword box its focus) until the new ones arrive, instead of giving way to the pending screen.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const prefetched = Promise.all([
      queryClient.prefetchQuery(searchVideosQueryOptions(deps.list, videoSchema)),
      deps.map && queryClient.prefetchQuery(mapPointsQueryOptions(deps.map)),
    ]);
    if (cause !== 'stay') await prefetched;
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  return (
    <SearchDashboard
      search={search}
      navigate={(update, options) => void navigate({ search: update, replace: options?.replace })}
      clipSchema={videoSchema}
      renderCard={(video, first) => <ClipCard video={video} eager={first} />}
      loadPopupClip={(id) => queryClient.ensureQueryData(videoQueryOptions(id))}
    />
  );
}
