import { createFileRoute } from '@tanstack/react-router';
import { receiptQueryOptions } from '../../features/receipt/api/getReceipt.ts';
import { ReceiptPage } from '../../features/receipt/components/ReceiptPage.tsx';

export const Route = createFileRoute('/_auth/receipt/$purchaseId')({
  // Prefetch only: a receipt that cannot be issued (not found, not paid) is told inside the page.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(receiptQueryOptions(params.purchaseId));
  },
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { purchaseId } = Route.useParams();
  return <ReceiptPage purchaseId={purchaseId} />;
}
