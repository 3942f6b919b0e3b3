import { createFileRoute } from '@tanstack/react-router';
import { adminPayoutsSearchSchema } from '../../../features/admin/payouts/api/adminPayouts.ts';
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
      onSearchChange={(next) =>
        void navigate({
          // Empty values and page 1 stay out of the address.
          search: {
            search: next.search || undefined,
            status: next.status,
            date: next.date,
            page: next.page && next.page > 1 ? next.page : undefined,
          },
          replace: true,
        })
      }
    />
  );
}
