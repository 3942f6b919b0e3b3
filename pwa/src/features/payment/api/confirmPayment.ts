/**
 * POST /payment-provider/confirm-payment { paymentIntentId }: the server asks the provider itself
 * and marks the purchase paid only if the provider says the intent succeeded.
 */
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

const confirmedSchema = z.object({ status: z.string(), purchaseId: z.string().nullish() });

/** True when the server now holds the purchase as paid. */
export async function confirmPayment(paymentIntentId: string): Promise<boolean> {
  const { status } = await apiRequest('/payment-provider/confirm-payment', {
    method: 'POST',
    body: { paymentIntentId },
    schema: confirmedSchema,
  });
  return status === 'paid' || status === 'succeeded';
}
