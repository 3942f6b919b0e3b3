import { createFileRoute } from '@tanstack/react-router';
import { adminVideosSearchSchema } from '../../../features/admin/api/getAdminVideos.ts';
import { VideoReviewQueue } from '../../../features/admin/components/VideoReviewQueue.tsx';

export const Route = createFileRoute('/_admin/admin/videos')({
  validateSearch: adminVideosSearchSchema,
  component: AdminVideosRoute,
});

function AdminVideosRoute() {
  const { status = 'pending', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VideoReviewQueue
      status={status}
      page={page}
      onSearchChange={(next) =>
        void navigate({
          search: {
            status: next.status === 'pending' ? undefined : next.status,
            page: next.page > 1 ? next.page : undefined,
          },
          replace: true,
        })
      }
    />
  );
}
