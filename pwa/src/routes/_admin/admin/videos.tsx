import { createFileRoute } from '@tanstack/react-router';
import {
  ADMIN_VIDEO_DEFAULT_SORT,
  adminVideosSearchSchema,
  type AdminVideosSearch,
} from '../../../features/admin/videos/adminVideosSearch.ts';
import { AdminVideosScreen } from '../../../features/admin/videos/components/AdminVideosScreen.tsx';

export const Route = createFileRoute('/_admin/admin/videos')({
  validateSearch: adminVideosSearchSchema,
  component: AdminVideosRoute,
});

/** The URL keeps only what differs from the defaults (page 1, incident date newest first). */
function tidy(search: AdminVideosSearch): AdminVideosSearch {
  const next: AdminVideosSearch = { ...search };
  if (next.page !== undefined && next.page <= 1) next.page = undefined;
  if (next.sortBy === ADMIN_VIDEO_DEFAULT_SORT) next.sortBy = undefined;
  if (next.sortOrder === 'desc') next.sortOrder = undefined;
  return Object.fromEntries(
    Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
  ) as AdminVideosSearch;
}

function AdminVideosRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminVideosScreen
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => tidy({ ...previous, ...patch }), replace: true })
      }
    />
  );
}
