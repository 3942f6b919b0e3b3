import { createFileRoute } from '@tanstack/react-router';
import {
  adminUsersSearchSchema,
  type AdminUsersSearch,
} from '../../../features/admin/users/adminUsersSearch.ts';
import { AdminUsers } from '../../../features/admin/users/components/AdminUsers.tsx';
import { ADMIN_USER_DEFAULT_SORT } from '../../../lib/constants.ts';

export const Route = createFileRoute('/_admin/admin/users')({
  validateSearch: adminUsersSearchSchema,
  component: AdminUsersRoute,
});

/** The URL keeps only what differs from the defaults: no page 1, no default sort, no empty filter. */
const cleanSearch = (search: AdminUsersSearch): AdminUsersSearch => ({
  ...search,
  page: search.page && search.page > 1 ? search.page : undefined,
  sort: search.sort === ADMIN_USER_DEFAULT_SORT ? undefined : search.sort,
  search: search.search || undefined,
});

function AdminUsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminUsers
      search={search}
      onSearchChange={(next) => void navigate({ search: cleanSearch(next), replace: true })}
    />
  );
}
