import { createFileRoute } from '@tanstack/react-router';
import { myVideosQueryOptions } from '../../features/myVideos/api/getMyVideos.ts';
import { MyVideosPage } from '../../features/myVideos/components/MyVideosPage.tsx';
import { myVideosSearchSchema } from '../../features/myVideos/myVideosSearch.ts';

export const Route = createFileRoute('/_auth/my-videos')({
  validateSearch: myVideosSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Not awaited: the list shows its own loading and error states (with a retry).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(myVideosQueryOptions(deps.page));
  },
  component: MyVideosRoute,
});

function MyVideosRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyVideosPage
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
