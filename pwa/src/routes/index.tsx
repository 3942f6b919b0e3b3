import { createFileRoute } from '@tanstack/react-router';
import { clipListSearchSchema, videosQueryOptions } from '../features/clips/api/getVideos.ts';
import { ClipBrowser } from '../features/clips/components/ClipBrowser.tsx';
import { ClipListError } from '../features/clips/components/ClipListError.tsx';

export const Route = createFileRoute('/')({
  validateSearch: clipListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(videosQueryOptions({ page: deps.page })),
  errorComponent: ClipListError,
  component: HomeRoute,
});

function HomeRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ClipBrowser page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />;
}
