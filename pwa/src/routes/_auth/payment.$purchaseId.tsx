import { createFileRoute } from '@tanstack/react-router';
import { paymentConfigQueryOptions } from '../../features/payment/api/getPaymentConfig.ts';
import { PaymentPage } from '../../features/payment/components/PaymentPage.tsx';

export const Route = createFileRoute('/_auth/payment/$purchaseId')({
  // Prefetch only: failures are told inside the page (spec §8). The purchase itself is read when
  // the page mounts (always fresh: its state is money).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(paymentConfigQueryOptions());
  },
  component: PaymentRoute,
});

function PaymentRoute() {
  const { purchaseId } = Route.useParams();
  return <PaymentPage purchaseId={purchaseId} />;
}
