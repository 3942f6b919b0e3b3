/**
 * GET /purchases/{id}/receipt: a paid (or refunded) purchase's evidence receipt, for its buyer or
 * an admin. Amounts are baht; the seller appears only by their public display name (or an alias).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';

const nullableNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null)
  .catch(null);

/** The company that issues the receipt (the server's COMPANY_* settings). */
const issuerSchema = z
  .object({
    name: lenientText,
    address: lenientOptionalText,
    taxId: lenientOptionalText,
    branch: lenientOptionalText,
  })
  .nullish()
  .catch(null)
  .transform((issuer) => issuer ?? null);

export const receiptSchema = z.object({
  issuer: issuerSchema,
  receiptNumber: z.string().min(1),
  purchaseId: z.string().min(1),
  paidAt: lenientOptionalText,
  amount: z.number(),
  paymentMethod: lenientText,
  status: z.enum(['paid', 'refunded']),
  refundedAt: lenientOptionalText,
  buyer: z.object({ displayName: lenientText }).catch({ displayName: '' }),
  clip: z.object({
    videoId: z.string(),
    title: lenientText,
    sellerAlias: lenientText,
    incidentDate: lenientOptionalText,
    incidentTime: lenientOptionalText,
    province: lenientOptionalText,
    district: lenientOptionalText,
    address: lenientOptionalText,
    uploadedAt: lenientOptionalText,
    sha256: lenientOptionalText,
    fileSize: nullableNumber,
    durationSeconds: nullableNumber,
    container: lenientOptionalText,
  }),
  downloads: z.number().catch(0),
  verifyUrl: lenientOptionalText,
});
export type Receipt = z.output<typeof receiptSchema>;

export const receiptKeys = {
  all: ['receipt'] as const,
  one: (purchaseId: string) => [...receiptKeys.all, purchaseId] as const,
};

export function getReceipt(purchaseId: string, signal?: AbortSignal): Promise<Receipt> {
  return apiRequest(`/purchases/${encodeURIComponent(purchaseId)}/receipt`, {
    schema: receiptSchema,
    signal,
  });
}

export const receiptQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: receiptKeys.one(purchaseId),
    queryFn: ({ signal }) => getReceipt(purchaseId, signal),
  });
