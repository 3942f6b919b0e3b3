import { createFileRoute } from '@tanstack/react-router';
import { videoQueryOptions } from '../features/clips/api/getVideo.ts';
import { ClipDetail } from '../features/clips/components/ClipDetail.tsx';
import { ClipDetailError } from '../features/clips/components/ClipsErrorScreens.tsx';

export const Route = createFileRoute('/video/$id')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(videoQueryOptions(params.id)),
  errorComponent: ClipDetailError,
  component: VideoRoute,
});

function VideoRoute() {
  const { id } = Route.useParams();
  return <ClipDetail id={id} />;
}
