import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_DATE_FILTERS, ADMIN_PAGE_SIZE, TRANSACTION_STATUSES } from '../../../../lib/constants.ts';
import { formatBaht } from '../../../../lib/format.ts';
import { categoryLabel, transactionMethodLabel, transactionStatusLabel } from '../../../../lib/labels.ts';
import { adminCommon as common, adminTransactions as t } from '../../../../lib/texts.ts';
import { AdminPager } from '../../shared/AdminPager.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
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
import { dateFilterLabel, whenText } from './moneyFormat.ts';
import { ChoiceField, SearchField } from './SearchField.tsx';
import { TextConfirmDialog } from './TextConfirmDialog.tsx';
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
  const page = search.page ?? 1;
  const query = useQuery(adminTransactionsQueryOptions(search));
  const action = useAdminAction(runTransactionAction, [adminTransactionKeys.all]);
  const [open, setOpen] = useState<Open>(null);

  /** Every filter or search change goes back to page 1 (admin spec §5). */
  const filter = (patch: Partial<AdminTransactionsSearch>) =>
    onSearchChange({ ...search, ...patch, page: undefined });
  const show = (next: Open) => {
    action.reset();
    setOpen(next);
  };
  const close = () => show(null);

  const data = query.isError ? undefined : query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;

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

      <div className="admin-toolbar">
        <SearchField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search.search ?? ''}
          onSearch={(text) => filter({ search: text || undefined })}
        />
        <ChoiceField
          label={t.statusFilter}
          value={search.status}
          choices={TRANSACTION_STATUSES}
          name={transactionStatusLabel}
          allText={common.all}
          onChange={(status) => filter({ status })}
        />
        <ChoiceField
          label={t.dateFilter}
          value={search.date}
          choices={ADMIN_DATE_FILTERS}
          name={dateFilterLabel}
          allText={common.anyDate}
          onChange={(date) => filter({ date })}
        />
      </div>

      <AdminScreenState query={query} failed={t.loadFailed} />

      {data && (
        <>
          <p className="muted" role="status">
            {common.showing(data.transactions.length, data.total)}
          </p>
          {data.transactions.length === 0 ? (
            <p className="muted">{common.empty}</p>
          ) : (
            <div className="admin-table-wrap" aria-busy={query.isPlaceholderData || undefined}>
              <table className="admin-table" aria-label={t.tableLabel}>
                <thead>
                  <tr>
                    <th scope="col">{t.id}</th>
                    <th scope="col">{t.video}</th>
                    <th scope="col">{t.buyer}</th>
                    <th scope="col">{t.seller}</th>
                    <th scope="col">{t.amount}</th>
                    <th scope="col">{t.method}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{common.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.transactions.map((transaction) => (
                    <tr key={transaction._id}>
                      <td>
                        <code title={transaction._id}>{shortId(transaction._id)}</code>
                      </td>
                      <td>
                        {transaction.video.title || t.none}
                        {transaction.video.category && (
                          <div className="muted">{categoryLabel(transaction.video.category)}</div>
                        )}
                      </td>
                      <td>
                        {transaction.buyer.displayName || t.none}
                        {transaction.buyer.email && <div className="muted">{transaction.buyer.email}</div>}
                      </td>
                      <td>
                        {transaction.seller.displayName || t.none}
                        {transaction.seller.email && <div className="muted">{transaction.seller.email}</div>}
                      </td>
                      <td>{formatBaht(transaction.amount)}</td>
                      <td>{transactionMethodLabel(transaction.paymentMethod)}</td>
                      <td>
                        <TransactionStatusBadge status={transaction.status} />
                      </td>
                      <td>{whenText(transaction.createdAt)}</td>
                      <td>
                        <div className="admin-table__actions">
                          <button
                            type="button"
                            className="button button--ghost"
                            onClick={() => show({ kind: 'detail', transaction })}
                          >
                            {common.view}
                          </button>
                          {rowActions(transaction)}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager
            page={page}
            totalPages={totalPages}
            label={t.pagination}
            onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
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
