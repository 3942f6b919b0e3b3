/** POST /purchases/{id}/payment-method { paymentMethod }: a bank transfer gets its days to arrive. */
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { PaymentMethod } from '../../../lib/constants.ts';

const chosenSchema = z.object({
  purchaseId: z.string(),
  paymentMethod: z.string(),
  payBy: z.string().nullable(),
});

export function choosePaymentMethod(purchaseId: string, paymentMethod: PaymentMethod) {
  return apiRequest(`/purchases/${encodeURIComponent(purchaseId)}/payment-method`, {
    method: 'POST',
    body: { paymentMethod },
    schema: chosenSchema,
  });
}
