import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PaymentResult } from '../features/payment/components/PaymentResult.tsx';

const paymentReturnSearchSchema = z.object({
  session_id: z.string().min(1).optional().catch(undefined),
  purchase_id: z.string().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/payment-return')({
  validateSearch: paymentReturnSearchSchema,
  component: PaymentReturnRoute,
});

function PaymentReturnRoute() {
  const { session_id: sessionId, purchase_id: purchaseId } = Route.useSearch();
  return <PaymentResult sessionId={sessionId} purchaseId={purchaseId} />;
}
