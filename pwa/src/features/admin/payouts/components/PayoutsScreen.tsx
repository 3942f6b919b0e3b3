import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { ADMIN_PAGE_SIZE, PAYOUT_STATUSES } from '../../../../lib/constants.ts';
import { formatBaht } from '../../../../lib/format.ts';
import { payoutMethodLabel, payoutStatusLabel } from '../payoutLabels.ts';
import { showNotice } from '../../../../lib/notice.ts';
import { adminPayouts as t } from '../adminPayoutsTexts.ts';
import { ActionsCell, AdminList, AdminTable, PersonCell } from '../../shared/AdminList.tsx';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { listSearch, pagesOf } from '../../shared/listSearch.ts';
import { useAdminAction } from '../../shared/useAdminAction.ts';
import { dateFilterLabel, whenText } from '../../shared/moneyFormat.ts';
import { StatusDateToolbar } from '../../shared/StatusDateToolbar.tsx';
import { TextConfirmDialog } from '../../shared/TextConfirmDialog.tsx';
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
  const { page, filter, goTo } = listSearch(search, onSearchChange);
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

  const show = (next: Open) => {
    action.reset();
    setOpen(next);
  };
  const close = () => show(null);
  const perform = async (input: PayoutAction, done: string, failed: string) => {
    if (await action.perform(input, done, failed)) setOpen(null);
  };

  const data = query.isError ? undefined : query.data;
  const totalPages = data ? pagesOf(data.total, ADMIN_PAGE_SIZE) : 1;

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

      <StatusDateToolbar
        texts={t}
        statuses={PAYOUT_STATUSES}
        statusName={payoutStatusLabel}
        search={search}
        onFilter={filter}
      />

      <AdminScreenState query={query} failed={t.loadFailed} />

      {data && (
        <AdminList
          shown={data.payouts.length}
          total={data.total}
          page={page}
          totalPages={totalPages}
          pagerLabel={t.pagination}
          onPageChange={goTo}
        >
          <AdminTable
            label={t.tableLabel}
            columns={[t.seller, t.amount, t.method, t.account, t.status, t.createdAt, t.paidAt]}
            busy={query.isPlaceholderData}
          >
            {data.payouts.map((payout) => (
              <tr key={payout._id}>
                <PersonCell person={payout.seller} none={t.none} />
                <td>{formatBaht(payout.amount)}</td>
                <td>{payoutMethodLabel(payout.paymentMethod)}</td>
                <td>{payout.accountInfo.accountNumber || t.none}</td>
                <td>
                  <PayoutStatusBadge status={payout.status} />
                </td>
                <td>{whenText(payout.createdAt)}</td>
                <td>{whenText(payout.paidAt)}</td>
                <ActionsCell onView={() => show({ kind: 'detail', payout })}>
                  {rowActions(payout)}
                </ActionsCell>
              </tr>
            ))}
          </AdminTable>
        </AdminList>
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
          {data && (
            <>
              <p>{t.runQuestion(formatBaht(data.summary.minimumAmount))}</p>
              <p>{t.batchPreview(data.summary.sellersDue, formatBaht(data.summary.dueAmount))}</p>
              {data.summary.dueWithoutBankAccount > 0 && (
                <p className="muted">{t.batchSkipped(data.summary.dueWithoutBankAccount)}</p>
              )}
            </>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
