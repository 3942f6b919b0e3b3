import { createFileRoute } from '@tanstack/react-router';
import { tidyStatusDateSearch } from '../../../features/admin/shared/statusDateSearch.ts';
import { adminPayoutsSearchSchema } from '../../../features/admin/payouts/adminPayoutsSearch.ts';
import { PayoutsScreen } from '../../../features/admin/payouts/components/PayoutsScreen.tsx';

export const Route = createFileRoute('/_admin/admin/payouts')({
  validateSearch: adminPayoutsSearchSchema,
  component: AdminPayoutsRoute,
});

function AdminPayoutsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PayoutsScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: tidyStatusDateSearch(next), replace: true })}
    />
  );
}
