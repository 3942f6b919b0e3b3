import { createFileRoute } from '@tanstack/react-router';
import { adminRequestsSearchSchema } from '../../../features/admin/requests/adminRequestsSearch.ts';
import { RequestsScreen } from '../../../features/admin/requests/components/RequestsScreen.tsx';

export const Route = createFileRoute('/_admin/admin/requests')({
  validateSearch: adminRequestsSearchSchema,
  component: AdminRequestsRoute,
});

function AdminRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequestsScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
