/** GET /payment-provider/session-status?session_id=: how an embedded checkout session ended. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { paymentKeys } from './getPurchase.ts';

const sessionStatusSchema = z.object({
  status: z.string(),
  payment_status: z.string().nullish(),
  customer_email: z.string().nullish(),
  purchaseId: z.string().nullish(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export function getSessionStatus(sessionId: string, signal?: AbortSignal): Promise<SessionStatus> {
  return apiRequest('/payment-provider/session-status', {
    query: { session_id: sessionId },
    schema: sessionStatusSchema,
    signal,
    fresh: true,
  });
}

export const sessionStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.sessionStatus(sessionId),
    queryFn: ({ signal }) => getSessionStatus(sessionId, signal),
    staleTime: 0,
  });
