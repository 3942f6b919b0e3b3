/** GET /purchases/{id}: the buyer's purchase, read by the payment page and polled while PromptPay waits. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { purchaseSchema, type Purchase } from './purchaseSchema.ts';

export const paymentKeys = {
  all: ['payment'] as const,
  purchase: (id: string) => [...paymentKeys.all, 'purchase', id] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
  checkout: (clientSecret: string) => [...paymentKeys.all, 'sandbox-checkout', clientSecret] as const,
  sessionStatus: (sessionId: string) => [...paymentKeys.all, 'session-status', sessionId] as const,
};

export function getPurchase(id: string, signal?: AbortSignal): Promise<Purchase> {
  return apiRequest(`/purchases/${encodeURIComponent(id)}`, { schema: purchaseSchema, signal, fresh: true });
}

export const purchaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.purchase(id),
    queryFn: ({ signal }) => getPurchase(id, signal),
    // A purchase's state is money: always ask the server when the page opens.
    staleTime: 0,
  });
