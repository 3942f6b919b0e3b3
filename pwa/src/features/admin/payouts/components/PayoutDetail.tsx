import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatBaht } from '../../../../lib/format.ts';
import { bankLabel, payoutMethodLabel } from '../payoutLabels.ts';
import { adminPayouts as t } from '../adminPayoutsTexts.ts';
import { AdminDetailModal } from '../../shared/AdminDetailModal.tsx';
import { DetailList } from '../../shared/DetailList.tsx';
import { whenText } from '../../shared/moneyFormat.ts';
import { adminPayoutQueryOptions, type AdminPayout } from '../api/adminPayouts.ts';
import { PayoutStatusBadge } from './PayoutStatusBadge.tsx';

const usePayout = (id: string) => useQuery(adminPayoutQueryOptions(id));

/** The account number: in full from GET /admin/payouts/{id}; the row's masked one if that fails. */
function AccountNumber({ query, masked }: { query: ReturnType<typeof usePayout>; masked: string }) {
  if (query.isPending) {
    return (
      <>
        {masked || t.none}{' '}
        <small className="muted" aria-busy="true">
          {t.loadingAccount}
        </small>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {masked || t.none} <small className="muted">{t.accountMaskedOnly}</small>
      </>
    );
  }
  if (!query.data.accountNumberAvailable || !query.data.accountInfo.accountNumber) {
    return (
      <>
        {masked || t.none} <small className="muted">{t.accountUnavailable}</small>
      </>
    );
  }
  return <code>{query.data.accountInfo.accountNumber}</code>;
}

/** One payout in full with the seller's whole account number, and its history (admin spec §2). */
export function PayoutDetail({
  payout: row,
  actions,
  onClose,
}: {
  payout: AdminPayout;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const query = usePayout(row._id);
  // The fresh answer wins (it may have changed since the list loaded); the row otherwise.
  const payout: AdminPayout = query.data ?? row;
  const rows: [string, ReactNode][] = [
    [t.id, <code key="id">{payout._id}</code>],
    [t.seller, [payout.seller.displayName, payout.seller.email].filter(Boolean).join(' · ') || t.none],
    [t.amount, formatBaht(payout.amount)],
    [t.method, payoutMethodLabel(payout.paymentMethod)],
    [t.bank, payout.accountInfo.bankName ? bankLabel(payout.accountInfo.bankName) : t.none],
    [t.accountName, payout.accountInfo.accountName || t.none],
    [t.accountNumber, <AccountNumber key="account" query={query} masked={row.accountInfo.accountNumber} />],
    [t.status, <PayoutStatusBadge key="status" status={payout.status} />],
    [t.createdAt, whenText(payout.createdAt)],
    [t.paidAt, whenText(payout.paidAt)],
  ];
  if (payout.failedAt || payout.failureReason) {
    rows.push([t.failedAt, whenText(payout.failedAt)], [t.failureReason, payout.failureReason ?? t.none]);
  }
  return (
    <AdminDetailModal
      title={t.detailTitle}
      entity={{ type: 'payout', id: row._id }}
      onClose={onClose}
      actions={actions}
    >
      <DetailList rows={rows} />
    </AdminDetailModal>
  );
}
