import { createFileRoute } from '@tanstack/react-router';
import { adminTransactionsSearchSchema } from '../../../features/admin/transactions/api/adminTransactions.ts';
import { TransactionsScreen } from '../../../features/admin/transactions/components/TransactionsScreen.tsx';

export const Route = createFileRoute('/_admin/admin/transactions')({
  validateSearch: adminTransactionsSearchSchema,
  component: AdminTransactionsRoute,
});

function AdminTransactionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TransactionsScreen
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
