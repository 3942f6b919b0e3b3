/**
 * POST /purchases/create { videoId, paymentMethod } (spec §7): a pending purchase of a clip, its
 * amount taken from the clip by the server. The buy button always starts with the embedded card
 * checkout; the payment page offers the other methods.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/apiClient.ts';

const createdPurchaseSchema = z.object({ purchaseId: z.string().min(1) });

export function createPurchase(videoId: string): Promise<string> {
  return apiRequest('/purchases/create', {
    method: 'POST',
    body: { videoId, paymentMethod: 'card' },
    schema: createdPurchaseSchema,
  }).then(({ purchaseId }) => purchaseId);
}

/** The buyer's purchase of this clip that is still open: a 409 PURCHASE_OPEN names it. */
export function openPurchaseOf(error: unknown): string | null {
  if (!isApiError(error, 'PURCHASE_OPEN')) return null;
  const id = error.facts.details?.purchaseId;
  return typeof id === 'string' && id ? id : null;
}

export function useCreatePurchase() {
  return useMutation({ mutationFn: createPurchase });
}
