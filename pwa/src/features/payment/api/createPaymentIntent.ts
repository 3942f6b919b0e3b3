/** POST /payment-provider/create-payment-intent { purchaseId, method }: card direct or PromptPay. */
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';

const paymentIntentSchema = z.object({
  clientSecret: z.string().min(1),
  paymentIntentId: z.string().min(1),
  status: z.string(),
  promptpay: z
    .object({ data: z.string(), svg: z.string().min(1) })
    .nullish()
    .catch(null),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export function createPaymentIntent(
  purchaseId: string,
  method: 'card' | 'promptpay',
): Promise<PaymentIntent> {
  return apiRequest('/payment-provider/create-payment-intent', {
    method: 'POST',
    body: { purchaseId, method },
    schema: paymentIntentSchema,
  });
}
