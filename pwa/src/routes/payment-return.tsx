import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PaymentResult } from '../features/payment/components/PaymentResult.tsx';

const paymentReturnSearchSchema = z.object({
  session_id: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  purchase_id: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});

export const Route = createFileRoute('/payment-return')({
  validateSearch: paymentReturnSearchSchema,
  component: PaymentReturnRoute,
});

function PaymentReturnRoute() {
  const { session_id: sessionId, purchase_id: purchaseId } = Route.useSearch();
  return <PaymentResult sessionId={sessionId} purchaseId={purchaseId} />;
}
