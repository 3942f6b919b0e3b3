import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, TRANSACTION_STATUSES } from '../../../../lib/constants.ts';
import { formatBaht } from '../../../../lib/format.ts';
import { categoryLabel } from '../../../../lib/labels.ts';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { adminTransactions as t } from '../adminTransactionsTexts.ts';
import { transactionMethodLabel, transactionStatusLabel } from '../transactionLabels.ts';
import { ActionsCell, AdminList, AdminTable, PersonCell } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { listSearch, pagesOf } from '../../shared/listSearch.ts';
import { useAdminAction } from '../../shared/useAdminAction.ts';
import {
  adminTransactionKeys,
  adminTransactionsQueryOptions,
  canConfirmTransfer,
  canRefund,
  confirmTransferSchema,
  refundSchema,
  runTransactionAction,
  type AdminTransaction,
  type AdminTransactionsSearch,
} from '../api/adminTransactions.ts';
import { whenText } from '../../shared/moneyFormat.ts';
import { StatusDateToolbar } from '../../shared/StatusDateToolbar.tsx';
import { TextConfirmDialog } from '../../shared/TextConfirmDialog.tsx';
import { TransactionDetail } from './TransactionDetail.tsx';
import { TransactionStatusBadge } from './TransactionStatusBadge.tsx';

/** The first block of a purchase id: enough to tell rows apart; the full id is in its title and the popup. */
const shortId = (id: string) => (id.length > 13 ? `${id.slice(0, 8)}…` : id);

interface TransactionsScreenProps {
  search: AdminTransactionsSearch;
  onSearchChange: (search: AdminTransactionsSearch) => void;
}

type Open = { kind: 'detail' | 'refund' | 'confirmTransfer'; transaction: AdminTransaction } | null;

/**
 * /admin/transactions (admin spec §2 Transaction management): search, status and date filters
 * applied on the server, the table, a detail popup with the history tab, refund (completed only,
 * with a reason) and the bank-transfer confirmation. Failures tell the admin (DESIGN.md §7).
 */
export function TransactionsScreen({ search, onSearchChange }: TransactionsScreenProps) {
  const { page, filter, goTo } = listSearch(search, onSearchChange);
  const query = useQuery(adminTransactionsQueryOptions(search));
  const action = useAdminAction(runTransactionAction, [adminTransactionKeys.all]);
  const [open, setOpen] = useState<Open>(null);

  const show = (next: Open) => {
    action.reset();
    setOpen(next);
  };
  const close = () => show(null);

  const data = query.isError ? undefined : query.data;
  const totalPages = data ? pagesOf(data.total, ADMIN_PAGE_SIZE) : 1;

  const rowActions = (transaction: AdminTransaction) => (
    <>
      {canRefund(transaction) && (
        <button
          type="button"
          className="button button--danger"
          onClick={() => show({ kind: 'refund', transaction })}
        >
          {t.refund}
        </button>
      )}
      {canConfirmTransfer(transaction) && (
        <button
          type="button"
          className="button"
          onClick={() => show({ kind: 'confirmTransfer', transaction })}
        >
          {t.confirmTransfer}
        </button>
      )}
    </>
  );

  return (
    <section className="page admin-transactions">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
      </header>

      <StatusDateToolbar
        texts={t}
        statuses={TRANSACTION_STATUSES}
        statusName={transactionStatusLabel}
        search={search}
        onFilter={filter}
      />

      <AdminScreenState query={query} failed={t.loadFailed} />

      {data && (
        <AdminList
          shown={data.transactions.length}
          total={data.total}
          capped={data.pagination.totalCountCapped}
          page={page}
          totalPages={totalPages}
          pagerLabel={t.pagination}
          onPageChange={goTo}
        >
          <AdminTable
            label={t.tableLabel}
            columns={[t.id, t.video, t.buyer, t.seller, t.amount, t.method, t.status, t.date]}
            busy={query.isPlaceholderData}
          >
            {data.transactions.map((transaction) => (
              <tr key={transaction._id}>
                <td>
                  <code title={transaction._id}>{shortId(transaction._id)}</code>
                </td>
                <td>
                  {transaction.video.title || adminCommon.none}
                  {transaction.video.category && (
                    <div className="muted">{categoryLabel(transaction.video.category)}</div>
                  )}
                </td>
                <PersonCell person={transaction.buyer} none={adminCommon.none} />
                <PersonCell person={transaction.seller} none={adminCommon.none} />
                <td>{formatBaht(transaction.amount)}</td>
                <td>{transactionMethodLabel(transaction.paymentMethod)}</td>
                <td>
                  <TransactionStatusBadge status={transaction.status} />
                  {transaction.testMode && <span className="badge badge--warn">{t.testMode}</span>}
                </td>
                <td>{whenText(transaction.createdAt)}</td>
                <ActionsCell onView={() => show({ kind: 'detail', transaction })}>
                  {rowActions(transaction)}
                </ActionsCell>
              </tr>
            ))}
          </AdminTable>
        </AdminList>
      )}

      {open?.kind === 'detail' && (
        <TransactionDetail
          transaction={open.transaction}
          onClose={close}
          actions={rowActions(open.transaction)}
        />
      )}
      {open?.kind === 'refund' && (
        <TextConfirmDialog
          title={t.refundTitle}
          schema={refundSchema}
          label={t.reasonLabel}
          multiline
          confirmText={t.confirmRefund}
          busyText={t.refunding}
          failure={action.failure}
          onConfirm={async (reason) => {
            const done = await action.perform(
              { kind: 'refund', id: open.transaction._id, reason },
              t.refunded,
              t.refundFailed,
            );
            if (done) setOpen(null);
          }}
          onClose={close}
        >
          <p>
            {t.refundQuestion(
              formatBaht(open.transaction.amount),
              open.transaction.video.title,
              open.transaction.buyer.displayName || open.transaction.buyer.email,
            )}
          </p>
          {open.transaction.paymentMethod === 'bank_transfer' && (
            <p className="muted">{t.refundBankTransferNote}</p>
          )}
        </TextConfirmDialog>
      )}
      {open?.kind === 'confirmTransfer' && (
        <TextConfirmDialog
          title={t.confirmTransferTitle}
          schema={confirmTransferSchema}
          label={t.referenceLabel}
          confirmText={t.confirmTransferButton}
          busyText={t.confirming}
          failure={action.failure}
          onConfirm={async (reference) => {
            const done = await action.perform(
              { kind: 'confirmTransfer', id: open.transaction._id, reference },
              t.transferConfirmed,
              t.confirmTransferFailed,
            );
            if (done) setOpen(null);
          }}
          onClose={close}
        >
          <p>
            {t.confirmTransferQuestion(
              formatBaht(open.transaction.amount),
              open.transaction.buyer.displayName || open.transaction.buyer.email,
            )}
          </p>
        </TextConfirmDialog>
      )}
    </section>
  );
}
