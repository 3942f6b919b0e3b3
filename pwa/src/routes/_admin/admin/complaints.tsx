import { createFileRoute } from '@tanstack/react-router';
import { adminComplaintsSearchSchema } from '../../../features/admin/complaints/adminComplaintsSearch.ts';
import { ComplaintsScreen } from '../../../features/admin/complaints/components/ComplaintsScreen.tsx';

export const Route = createFileRoute('/_admin/admin/complaints')({
  validateSearch: adminComplaintsSearchSchema,
  component: AdminComplaintsRoute,
});

function AdminComplaintsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ComplaintsScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
