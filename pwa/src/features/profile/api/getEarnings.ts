/**
 * GET /users/earnings (sellers): pendingPayout, totalEarned and the sales history, in baht (spec §3
 * Earnings); test money (issue 15: the sandbox, a Stripe test key) apart as testEarned and per sale.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';
import { profileKeys } from './getProfile.ts';

const saleSchema = z.object({
  videoTitle: lenientText,
  soldAt: lenientOptionalText,
  amount: z.number(),
  buyerName: lenientOptionalText,
  testMode: z.boolean().catch(false),
});
export type Sale = z.infer<typeof saleSchema>;

const earningsSchema = z.object({
  pendingPayout: z.number(),
  totalEarned: z.number(),
  /** Test money credited: shown labelled, never paid out. Absent from older servers: none. */
  testEarned: z.number().catch(0),
  history: z.array(z.unknown()).transform((sales) =>
    sales.flatMap((sale) => {
      const parsed = saleSchema.safeParse(sale);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
export type Earnings = z.infer<typeof earningsSchema>;

export function getEarnings(signal?: AbortSignal): Promise<Earnings> {
  return apiRequest('/users/earnings', { schema: earningsSchema, signal });
}

export const earningsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.earnings(),
    queryFn: ({ signal }) => getEarnings(signal),
  });
