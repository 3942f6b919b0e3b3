/**
 * GET /admin/payouts (admin spec §7; DESIGN.md §7: filtered on the server across all pages) with its
 * four summary figures, GET /admin/payouts/{id} (one payout with the full account number, for the
 * detail popup), and the admin's actions: PUT mark-paid, PUT fail {reason} (pending only) and
 * POST run (a payout batch now). Read leniently: one odd field must not hide the list.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { PAYOUT_MINIMUM_BAHT } from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { adminPayouts as t } from '../adminPayoutsTexts.ts';
import { reasonSchema } from '../../shared/reasonSchema.ts';
import { statusDateKey, statusDateQuery } from '../../shared/statusDateSearch.ts';
import type { AdminPayoutsSearch } from '../adminPayoutsSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export { adminPayoutsSearchSchema, type AdminPayoutsSearch } from '../adminPayoutsSearch.ts';

export const adminPayoutSchema = z.object({
  _id: z.string().min(1),
  seller: z
    .object({ _id: lenientText, displayName: lenientText, email: lenientText, photoURL: lenientOptionalText })
    .catch({ _id: '', displayName: '', email: '', photoURL: null }),
  amount: z.number().catch(0),
  paymentMethod: lenientText,
  status: z.string().catch('pending'),
  accountInfo: z
    .object({ bankName: lenientText, accountName: lenientText, accountNumber: lenientText })
    .catch({ bankName: '', accountName: '', accountNumber: '' }),
  createdAt: lenientOptionalText,
  paidAt: lenientOptionalText,
  failedAt: lenientOptionalText,
  failureReason: lenientOptionalText,
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

const count = z.number().catch(0);
const summarySchema = z
  .object({
    pendingAmount: count,
    paidAmount: count,
    failedCount: count,
    failedAmount: count,
    sellersWaiting: count,
    /** What a batch run now would do: sellers paid, the amount, sellers skipped for want of a bank account. */
    sellersDue: count,
    dueAmount: count,
    dueWithoutBankAccount: count,
    /** The payout minimum the server is configured with (PAYOUT_MINIMUM_BAHT by default). */
    minimumAmount: z.number().catch(PAYOUT_MINIMUM_BAHT),
    /** Sellers' test money (issue 15): held apart, never paid out. */
    testMoneyHeld: count,
  })
  .catch({
    pendingAmount: 0,
    paidAmount: 0,
    failedCount: 0,
    failedAmount: 0,
    sellersWaiting: 0,
    sellersDue: 0,
    dueAmount: 0,
    dueWithoutBankAccount: 0,
    minimumAmount: PAYOUT_MINIMUM_BAHT,
    testMoneyHeld: 0,
  });
export type PayoutSummary = z.infer<typeof summarySchema>;

const listSchema = z.object({
  summary: summarySchema,
  payouts: z.array(adminPayoutSchema),
  total: z.number().catch(0),
});
export type AdminPayoutList = z.infer<typeof listSchema>;

export const adminPayoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (search: AdminPayoutsSearch) => [...adminPayoutKeys.all, 'list', ...statusDateKey(search)] as const,
  one: (id: string) => [...adminPayoutKeys.all, 'one', id] as const,
};

export function getAdminPayouts(search: AdminPayoutsSearch, signal?: AbortSignal): Promise<AdminPayoutList> {
  return apiRequest('/admin/payouts', {
    query: statusDateQuery(search),
    schema: listSchema,
    signal,
  });
}

export const adminPayoutsQueryOptions = (search: AdminPayoutsSearch) =>
  queryOptions({
    queryKey: adminPayoutKeys.list(search),
    queryFn: ({ signal }) => getAdminPayouts(search, signal),
    placeholderData: keepPreviousData,
  });

/** One payout with the full account number; accountNumberAvailable false once it was erased. */
const oneSchema = adminPayoutSchema.extend({ accountNumberAvailable: z.boolean().catch(true) });
export type AdminPayoutDetail = z.infer<typeof oneSchema>;

export const adminPayoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminPayoutKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/payouts/${encodeURIComponent(id)}`, { schema: oneSchema, signal }),
    // A full account number is personal data: keep it no longer than the popup needs it.
    gcTime: 0,
    retry: false,
  });

/** Mark-paid and mark-failed are offered only on pending payouts (admin spec §4). */
export const isPending = (payout: AdminPayout) => payout.status === 'pending';

/** Why the payout failed (the seller reads it); required. */
export const failPayoutSchema = reasonSchema(t);

const runSchema = z.object({
  created: z.number().catch(0),
  withoutBankAccount: z.number().catch(0),
});
export type PayoutRun = z.infer<typeof runSchema>;

export type PayoutAction =
  { kind: 'markPaid'; id: string } | { kind: 'fail'; id: string; reason: string } | { kind: 'run' };

const path = (id: string) => `/admin/payouts/${encodeURIComponent(id)}`;
const anything = z.unknown();

export function runPayoutAction(action: PayoutAction): Promise<unknown> {
  switch (action.kind) {
    case 'markPaid':
      return apiRequest(`${path(action.id)}/mark-paid`, { method: 'PUT', schema: anything });
    case 'fail':
      return apiRequest(`${path(action.id)}/fail`, {
        method: 'PUT',
        body: { reason: action.reason },
        schema: anything,
      });
    case 'run':
      return apiRequest('/admin/payouts/run', { method: 'POST', schema: runSchema });
    default: {
      const never: never = action;
      throw new Error(`unknown payout action ${String(never)}`);
    }
  }
}
