import type { ReactNode } from 'react';
import { formatBaht } from '../../../../lib/format.ts';
import { categoryLabel } from '../../../../lib/labels.ts';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { adminTransactions as t } from '../adminTransactionsTexts.ts';
import { AdminDetailModal } from '../../shared/AdminDetailModal.tsx';
import { DetailList } from '../../shared/DetailList.tsx';
import type { AdminTransaction } from '../api/adminTransactions.ts';
import { whenText } from '../../shared/moneyFormat.ts';
import { transactionMethodLabel } from '../transactionLabels.ts';
import { TransactionStatusBadge } from './TransactionStatusBadge.tsx';

const person = (who: AdminTransaction['buyer']) =>
  [who.displayName, who.email].filter(Boolean).join(' · ') || adminCommon.none;

/** One transaction in full, with its history (admin spec §2 detail popup; the purchase's audit trail). */
export function TransactionDetail({
  transaction,
  actions,
  onClose,
}: {
  transaction: AdminTransaction;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const rows: [string, ReactNode][] = [
    [t.id, <code key="id">{transaction._id}</code>],
    [t.video, transaction.video.title || adminCommon.none],
    [t.category, transaction.video.category ? categoryLabel(transaction.video.category) : adminCommon.none],
    [t.buyer, person(transaction.buyer)],
    [t.seller, person(transaction.seller)],
    [t.amount, formatBaht(transaction.amount)],
    [t.method, transactionMethodLabel(transaction.paymentMethod)],
    [t.provider, transaction.provider ?? adminCommon.none],
    [t.paymentReference, transaction.paymentReference ?? adminCommon.none],
    [t.status, <TransactionStatusBadge key="status" status={transaction.status} />],
    [t.date, whenText(transaction.createdAt)],
    [t.paidAt, whenText(transaction.paidAt)],
  ];
  if (transaction.refundedAt || transaction.refundReason) {
    rows.push(
      [t.refundedAt, whenText(transaction.refundedAt)],
      [t.refundReason, transaction.refundReason ?? adminCommon.none],
    );
  }
  return (
    <AdminDetailModal
      title={t.detailTitle}
      entity={{ type: 'purchase', id: transaction._id }}
      onClose={onClose}
      actions={actions}
    >
      <DetailList rows={rows} />
    </AdminDetailModal>
  );
}
