/** POST /payment-provider/create-checkout-session { purchaseId }: the embedded checkout's session. */
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

const checkoutSessionSchema = z.object({ clientSecret: z.string().min(1), sessionId: z.string().min(1) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export function createCheckoutSession(purchaseId: string): Promise<CheckoutSession> {
  return apiRequest('/payment-provider/create-checkout-session', {
    method: 'POST',
    body: { purchaseId },
    schema: checkoutSessionSchema,
  });
}
