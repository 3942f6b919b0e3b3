import { createFileRoute } from '@tanstack/react-router';
import { taxInvoiceQueryOptions } from '../../features/receipt/api/getTaxInvoice.ts';
import { TaxInvoicePage } from '../../features/receipt/components/TaxInvoicePage.tsx';

export const Route = createFileRoute('/_auth/tax-invoice/$purchaseId')({
  // Prefetch only: an invoice not asked for (or not payable) is told inside the page.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(taxInvoiceQueryOptions(params.purchaseId));
  },
  component: TaxInvoiceRoute,
});

function TaxInvoiceRoute() {
  const { purchaseId } = Route.useParams();
  return <TaxInvoicePage purchaseId={purchaseId} />;
}
