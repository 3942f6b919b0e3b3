import { createFileRoute } from '@tanstack/react-router';
import { adminAuditSearchSchema } from '../../../features/admin/audit/adminAuditSearch.ts';
import { AuditScreen } from '../../../features/admin/audit/components/AuditScreen.tsx';

export const Route = createFileRoute('/_admin/admin/audit')({
  validateSearch: adminAuditSearchSchema,
  component: AdminAuditRoute,
});

function AdminAuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
  );
}
