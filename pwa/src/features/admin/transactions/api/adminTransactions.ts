/**
 * GET /admin/transactions (admin spec §7; DESIGN.md §7: searched, filtered by status and date and
 * paged on the server across all pages) and the admin's two actions on one: PUT refund {reason}
 * (completed only) and PUT confirm-transfer {reference} (a pending bank transfer whose money arrived).
 * Read leniently: one odd field must not hide the list.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { TRANSFER_REFERENCE_MAX } from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { adminTransactions as t } from '../adminTransactionsTexts.ts';
import { totalCountCappedSchema } from '../../shared/adminPagination.ts';
import { reasonSchema } from '../../shared/reasonSchema.ts';
import { statusDateKey, statusDateQuery } from '../../shared/statusDateSearch.ts';
import type { AdminTransactionsSearch } from '../adminTransactionsSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export { adminTransactionsSearchSchema, type AdminTransactionsSearch } from '../adminTransactionsSearch.ts';

const person = z
  .object({ _id: lenientText, displayName: lenientText, email: lenientText })
  .catch({ _id: '', displayName: '', email: '' });

export const adminTransactionSchema = z.object({
  _id: z.string().min(1),
  video: z
    .object({ _id: lenientText, title: lenientText, category: lenientText })
    .catch({ _id: '', title: '', category: '' }),
  buyer: person,
  seller: person,
  amount: z.number().catch(0),
  status: z.string().catch('pending'),
  paymentMethod: lenientText,
  provider: lenientOptionalText,
  paymentReference: lenientOptionalText,
  createdAt: lenientOptionalText,
  paidAt: lenientOptionalText,
  refundedAt: lenientOptionalText,
  refundReason: lenientOptionalText,
  /** Paid with test money (issue 15): labelled โหมดทดสอบ. */
  testMode: z.boolean().catch(false),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

const listSchema = z.object({
  transactions: z.array(adminTransactionSchema),
  total: z.number().catch(0),
  /** Only whether the server stopped counting at its cap; `total` is the count. */
  pagination: z.object({ totalCountCapped: totalCountCappedSchema }).catch({ totalCountCapped: undefined }),
});
export type AdminTransactionList = z.infer<typeof listSchema>;

export const adminTransactionKeys = {
  all: ['admin', 'transactions'] as const,
  list: (search: AdminTransactionsSearch) => [...adminTransactionKeys.all, ...statusDateKey(search)] as const,
};

export function getAdminTransactions(
  search: AdminTransactionsSearch,
  signal?: AbortSignal,
): Promise<AdminTransactionList> {
  return apiRequest('/admin/transactions', {
    query: statusDateQuery(search),
    schema: listSchema,
    signal,
  });
}

export const adminTransactionsQueryOptions = (search: AdminTransactionsSearch) =>
  queryOptions({
    queryKey: adminTransactionKeys.list(search),
    queryFn: ({ signal }) => getAdminTransactions(search, signal),
    // The table stays while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/** Refund is offered only on completed transactions (admin spec §4). */
export const canRefund = (transaction: AdminTransaction) => transaction.status === 'completed';
/** A bank transfer waits for an admin to confirm its money arrived (DESIGN.md §7). */
export const canConfirmTransfer = (transaction: AdminTransaction) =>
  transaction.status === 'pending' && transaction.paymentMethod === 'bank_transfer';

/** The refund's reason (the server requires one); `text` is the confirm dialog's one field. */
export const refundSchema = reasonSchema(t);

/** The transfer's reference from the slip or the bank statement (the server requires one). */
export const confirmTransferSchema = z.object({
  text: z.string().trim().min(1, t.referenceRequired).max(TRANSFER_REFERENCE_MAX, t.referenceTooLong),
});

const path = (id: string) => `/admin/transactions/${encodeURIComponent(id)}`;
const anything = z.unknown();

export type TransactionAction =
  { kind: 'refund'; id: string; reason: string } | { kind: 'confirmTransfer'; id: string; reference: string };

export function runTransactionAction(action: TransactionAction): Promise<unknown> {
  switch (action.kind) {
    case 'refund':
      return apiRequest(`${path(action.id)}/refund`, {
        method: 'PUT',
        body: { reason: action.reason },
        schema: anything,
      });
    case 'confirmTransfer':
      return apiRequest(`${path(action.id)}/confirm-transfer`, {
        method: 'PUT',
        body: { reference: action.reference },
        schema: anything,
      });
    default: {
      const never: never = action;
      throw new Error(`unknown transaction action ${String(never)}`);
    }
  }
}
