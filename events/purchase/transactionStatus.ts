import type { PaymentMethod } from './purchaseEvents.ts';

/**
 * A purchase as the admin's transaction list names it (spec/admin-and-shell.md §4 Transaction:
 * completed, pending, failed, refunded): paid reads completed; an unpaid purchase past its window
 * keeps its own name, expired, which the spec's list does not know.
 */
export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'refunded', 'expired'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

const byPurchaseStatus: Record<string, TransactionStatus> = {
  paid: 'completed',
  pending: 'pending',
  failed: 'failed',
  refunded: 'refunded',
  expired: 'expired',
};

export const transactionStatus = (purchaseStatus: string): TransactionStatus =>
  byPurchaseStatus[purchaseStatus] ?? 'pending';

/** The purchase statuses one transaction status stands for. */
export const purchaseStatusesOf = (status: TransactionStatus): string[] =>
  Object.keys(byPurchaseStatus).filter((key) => byPurchaseStatus[key] === status);

/**
 * The spec's transaction payment methods (§9: credit_card, bank_transfer, wallet); PromptPay, which
 * the spec's list predates, keeps its own name.
 */
export function transactionMethod(method: PaymentMethod | string): string {
  if (method === 'card' || method === 'card_direct') return 'credit_card';
  if (method === 'e_wallet') return 'wallet';
  return method;
}
