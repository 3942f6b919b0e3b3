import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import {
  ADMIN_DATE_FILTERS,
  ADMIN_PAGE_SIZE,
  PAYOUT_MINIMUM_BAHT,
  PAYOUT_STATUSES,
} from '../../../../lib/constants.ts';
import { formatBaht } from '../../../../lib/format.ts';
import { payoutMethodLabel, payoutStatusLabel } from '../../../../lib/labels.ts';
import { showNotice } from '../../../../lib/notice.ts';
import { adminCommon as common, adminPayouts as t } from '../../../../lib/texts.ts';
import { AdminPager } from '../../shared/AdminPager.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { useAdminAction } from '../../shared/useAdminAction.ts';
import { dateFilterLabel, whenText } from '../../transactions/components/moneyFormat.ts';
import { ChoiceField, SearchField } from '../../transactions/components/SearchField.tsx';
import { TextConfirmDialog } from '../../transactions/components/TextConfirmDialog.tsx';
import {
  adminPayoutKeys,
  adminPayoutsQueryOptions,
  failPayoutSchema,
  isPending,
  runPayoutAction,
  type AdminPayout,
  type AdminPayoutsSearch,
  type PayoutAction,
  type PayoutRun,
} from '../api/adminPayouts.ts';
import { PayoutDetail } from './PayoutDetail.tsx';
import { PayoutStatusBadge } from './PayoutStatusBadge.tsx';
import { PayoutSummaryCards } from './PayoutSummaryCards.tsx';

interface PayoutsScreenProps {
  search: AdminPayoutsSearch;
  onSearchChange: (search: AdminPayoutsSearch) => void;
}

type Open = { kind: 'detail' | 'markPaid' | 'fail'; payout: AdminPayout } | { kind: 'run' } | null;

const sellerName = (payout: AdminPayout) => payout.seller.displayName || payout.seller.email || t.none;

/**
 * /admin/payouts (admin spec §2 Payout management): four summary cards, search, status and date
 * filters applied on the server, the table with the masked account, a detail popup with the full
 * account and the history tab, mark paid and mark failed (pending only, after confirmation), and a
 * payout batch run now. A failed load or action tells the admin (DESIGN.md §7, not the spec's silence).
 */
export function PayoutsScreen({ search, onSearchChange }: PayoutsScreenProps) {
  const page = search.page ?? 1;
  const query = useQuery(adminPayoutsQueryOptions(search));
  const lastRun = useRef<PayoutRun | null>(null);
  const action = useAdminAction(
    async (input: PayoutAction) => {
      const answer = await runPayoutAction(input);
      if (input.kind === 'run') lastRun.current = answer as PayoutRun;
    },
    [adminPayoutKeys.all],
  );
  const [open, setOpen] = useState<Open>(null);

  /** Every filter or search change goes back to page 1 (admin spec §5). */
  const filter = (patch: Partial<AdminPayoutsSearch>) =>
    onSearchChange({ ...search, ...patch, page: undefined });
  const show = (next: Open) => {
    action.reset();
    setOpen(next);
  };
  const close = () => show(null);
  const perform = async (input: PayoutAction, done: string, failed: string) => {
    if (await action.perform(input, done, failed)) setOpen(null);
  };

  const data = query.isError ? undefined : query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;

  const rowActions = (payout: AdminPayout) =>
    isPending(payout) && (
      <>
        <button type="button" className="button" onClick={() => show({ kind: 'markPaid', payout })}>
          {t.markPaid}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => show({ kind: 'fail', payout })}
        >
          {t.fail}
        </button>
      </>
    );

  return (
    <section className="page admin-payouts">
      <header className="admin-page__head">
        <h1>{t.title}</h1>
        <button type="button" className="button" onClick={() => show({ kind: 'run' })}>
          {t.run}
        </button>
      </header>

      {data && <PayoutSummaryCards summary={data.summary} period={dateFilterLabel(search.date)} />}

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
          choices={PAYOUT_STATUSES}
          name={payoutStatusLabel}
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
            {common.showing(data.payouts.length, data.total)}
          </p>
          {data.payouts.length === 0 ? (
            <p className="muted">{common.empty}</p>
          ) : (
            <div className="admin-table-wrap" aria-busy={query.isPlaceholderData || undefined}>
              <table className="admin-table" aria-label={t.tableLabel}>
                <thead>
                  <tr>
                    <th scope="col">{t.seller}</th>
                    <th scope="col">{t.amount}</th>
                    <th scope="col">{t.method}</th>
                    <th scope="col">{t.account}</th>
                    <th scope="col">{t.status}</th>
                    <th scope="col">{t.createdAt}</th>
                    <th scope="col">{t.paidAt}</th>
                    <th scope="col">{common.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.payouts.map((payout) => (
                    <tr key={payout._id}>
                      <td>
                        {payout.seller.displayName || t.none}
                        {payout.seller.email && <div className="muted">{payout.seller.email}</div>}
                      </td>
                      <td>{formatBaht(payout.amount)}</td>
                      <td>{payoutMethodLabel(payout.paymentMethod)}</td>
                      <td>{payout.accountInfo.accountNumber || t.none}</td>
                      <td>
                        <PayoutStatusBadge status={payout.status} />
                      </td>
                      <td>{whenText(payout.createdAt)}</td>
                      <td>{whenText(payout.paidAt)}</td>
                      <td>
                        <div className="admin-table__actions">
                          <button
                            type="button"
                            className="button button--ghost"
                            onClick={() => show({ kind: 'detail', payout })}
                          >
                            {common.view}
                          </button>
                          {rowActions(payout)}
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
        <PayoutDetail payout={open.payout} onClose={close} actions={rowActions(open.payout)} />
      )}
      {open?.kind === 'markPaid' && (
        <ConfirmDialog
          title={t.markPaidTitle}
          confirmText={t.confirmMarkPaid}
          busyText={t.markingPaid}
          busy={action.busy}
          failure={action.failure}
          onConfirm={() =>
            void perform({ kind: 'markPaid', id: open.payout._id }, t.markedPaid, t.markPaidFailed)
          }
          onClose={close}
        >
          <p>{t.markPaidQuestion(formatBaht(open.payout.amount), sellerName(open.payout))}</p>
        </ConfirmDialog>
      )}
      {open?.kind === 'fail' && (
        <TextConfirmDialog
          title={t.failTitle}
          schema={failPayoutSchema}
          label={t.failReasonLabel}
          multiline
          confirmText={t.confirmFail}
          busyText={t.failing}
          failure={action.failure}
          onConfirm={(reason) =>
            perform({ kind: 'fail', id: open.payout._id, reason }, t.failedDone, t.failFailed)
          }
          onClose={close}
        >
          <p>{t.failQuestion(formatBaht(open.payout.amount), sellerName(open.payout))}</p>
        </TextConfirmDialog>
      )}
      {open?.kind === 'run' && (
        <ConfirmDialog
          title={t.runTitle}
          confirmText={t.confirmRun}
          busyText={t.running}
          busy={action.busy}
          failure={action.failure}
          onConfirm={() =>
            void (async () => {
              lastRun.current = null;
              if (!(await action.perform({ kind: 'run' }, t.runTitle, t.runFailed))) return;
              setOpen(null);
              const run = lastRun.current as PayoutRun | null;
              if (run) showNotice(t.runDone(run.created, run.withoutBankAccount));
            })()
          }
          onClose={close}
        >
          <p>{t.runQuestion(formatBaht(PAYOUT_MINIMUM_BAHT))}</p>
          {data && <p className="muted">{t.sellersDue(data.summary.sellersDue)}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
