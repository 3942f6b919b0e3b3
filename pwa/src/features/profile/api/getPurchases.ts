/**
 * GET /users/purchases: the buyer's paid (and refunded) purchases, newest first, a page at a time
 * (spec §7). Each carries the download window: expiresAt and the server's daysLeft. One odd item
 * is left out rather than hiding the whole list.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';
import { lenientOptionalText } from '../../../lib/lenientSchemas.ts';
import { profileKeys } from './getProfile.ts';
import { listPaginationSchema } from './listPagination.ts';

const purchaseItemSchema = z
  .object({
    purchaseId: z.string().optional(),
    _id: z.string().optional(),
    status: z.string(),
    amount: z.number().optional(),
    price: z.number().optional(),
    title: lenientOptionalText,
    thumbnail: lenientOptionalText,
    purchasedAt: lenientOptionalText,
    expiresAt: lenientOptionalText,
    daysLeft: z.number().nullish().catch(null),
    taxInvoiceNumber: lenientOptionalText,
    video: z.object({ title: lenientOptionalText, thumbnail: lenientOptionalText }).nullish().catch(null),
  })
  .refine((p) => Boolean(p.purchaseId ?? p._id) && (p.amount ?? p.price) !== undefined)
  .transform((p) => ({
    purchaseId: (p.purchaseId ?? p._id)!,
    status: p.status,
    amount: (p.amount ?? p.price)!,
    title: p.title ?? p.video?.title ?? '',
    thumbnail: p.thumbnail ?? p.video?.thumbnail ?? null,
    purchasedAt: p.purchasedAt,
    expiresAt: p.expiresAt,
    daysLeft: p.daysLeft ?? null,
    /** Set once a full tax invoice was asked for. */
    taxInvoiceNumber: p.taxInvoiceNumber ?? null,
  }));
export type PurchaseItem = z.output<typeof purchaseItemSchema>;

const purchasesSchema = z.object({
  purchases: z.array(z.unknown()).transform((purchases) =>
    purchases.flatMap((item) => {
      const parsed = purchaseItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  pagination: listPaginationSchema,
});
export type PurchasesPage = z.output<typeof purchasesSchema>;

export function getPurchases(page: number, signal?: AbortSignal): Promise<PurchasesPage> {
  return apiRequest('/users/purchases', {
    query: { page, limit: DASHBOARD_PAGE_SIZE },
    schema: purchasesSchema,
    signal,
  });
}

/** One page; the previous page stays on screen while the next one loads. */
export const purchasesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...profileKeys.purchases(), page] as const,
    queryFn: ({ signal }) => getPurchases(page, signal),
    placeholderData: keepPreviousData,
  });

const DAY_MS = 24 * 60 * 60 * 1000;

export type DownloadWindow =
  | { kind: 'refunded' }
  | { kind: 'expired' }
  | { kind: 'open'; daysLeft: number }
  /** Paid but without a window in the answer: the server decides when the download is asked for. */
  | { kind: 'unknown' };

/**
 * Where a purchase stands for downloading (spec §4 Purchase: days left before expiry, "expired"
 * after). The end instant decides expiry; the server's daysLeft is shown when it sent one.
 */
export function downloadWindow(item: PurchaseItem, now: Date = new Date()): DownloadWindow {
  if (item.status === 'refunded') return { kind: 'refunded' };
  const end = item.expiresAt ? Date.parse(item.expiresAt) : Number.NaN;
  if (!Number.isNaN(end)) {
    if (end <= now.getTime()) return { kind: 'expired' };
    return { kind: 'open', daysLeft: item.daysLeft ?? Math.floor((end - now.getTime()) / DAY_MS) };
  }
  if (item.daysLeft !== null) {
    return item.daysLeft > 0 ? { kind: 'open', daysLeft: item.daysLeft } : { kind: 'expired' };
  }
  return { kind: 'unknown' };
}
