import { createFileRoute } from '@tanstack/react-router';
import { tidyStatusDateSearch } from '../../../features/admin/shared/statusDateSearch.ts';
import { adminTransactionsSearchSchema } from '../../../features/admin/transactions/adminTransactionsSearch.ts';
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
      onSearchChange={(next) => void navigate({ search: tidyStatusDateSearch(next), replace: true })}
    />
  );
}
