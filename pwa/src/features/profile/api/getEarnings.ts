/**
 * GET /users/earnings (sellers): pendingPayout and totalEarned over every sale, and a page of the
 * sales history, newest first, in baht (spec §3 Earnings); test money (issue 15: the sandbox, a
 * Stripe test key) apart as testEarned and per sale.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';
import { profileKeys } from './getProfile.ts';
import { listPaginationSchema } from './listPagination.ts';

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
  pagination: listPaginationSchema,
});
export type Earnings = z.infer<typeof earningsSchema>;

export function getEarnings(page: number, signal?: AbortSignal): Promise<Earnings> {
  return apiRequest('/users/earnings', {
    query: { page, limit: DASHBOARD_PAGE_SIZE },
    schema: earningsSchema,
    signal,
  });
}

/** One page of sales; the totals and the previous page stay on screen while the next one loads. */
export const earningsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...profileKeys.earnings(), page] as const,
    queryFn: ({ signal }) => getEarnings(page, signal),
    placeholderData: keepPreviousData,
  });
