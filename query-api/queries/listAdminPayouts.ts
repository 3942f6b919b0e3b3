import { PAYOUT_MINIMUM_SATANG } from '../../events/constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { satang, toBaht } from '../../events/money.ts';
import { streams } from '../../events/streams.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { Timestamp } from '../../projector/projections/columnTypes.ts';
import { payoutBatchPreview } from '../../projector/projections/purchases/payoutNominations.ts';
import type { PayoutRow } from '../../projector/projections/purchases/purchaseTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';
import { containing, periodStart, type AdminPeriod } from './adminPeriod.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

export interface AdminPayoutFilters extends Page {
  /** Payout id, seller name or e-mail. */
  search?: string;
  status?: (typeof PAYOUT_STATUSES)[number];
  date?: AdminPeriod;
}

/** A payout with its seller's name, e-mail and photo (`columns` from `from`). */
type PayoutListRow = Pick<
  PayoutRow,
  | 'payout_id'
  | 'seller_id'
  | 'amount_satang'
  | 'method'
  | 'bank_name'
  | 'account_name'
  | 'account_last4'
  | 'status'
  | 'created_at'
  | 'paid_at'
  | 'failed_at'
  | 'failure_reason'
> & {
  seller_name: UserRow['display_name'] | null;
  seller_email: UserRow['email'] | null;
  seller_photo: UserRow['photo_url'];
};

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());
const baht = (amount: number | string | null) => toBaht(satang(amount ?? 0));

/** The spec's Payout (admin §3); the account number only by its last four digits. */
function toPayout(row: PayoutListRow) {
  return {
    _id: row.payout_id,
    id: row.payout_id,
    seller: {
      _id: row.seller_id,
      displayName: row.seller_name ?? '',
      email: row.seller_email ?? '',
      photoURL: row.seller_photo,
    },
    amount: baht(row.amount_satang),
    paymentMethod: row.method,
    status: row.status,
    accountInfo: {
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumber: row.account_last4 ? `******${row.account_last4}` : '',
    },
    createdAt: iso(row.created_at),
    paidAt: iso(row.paid_at),
    failedAt: iso(row.failed_at),
    failureReason: row.failure_reason,
  };
}

const columns = `p.payout_id, p.seller_id, p.amount_satang, p.method, p.bank_name, p.account_name,
  p.account_last4, p.status, p.created_at, p.paid_at, p.failed_at, p.failure_reason,
  u.display_name as seller_name, u.email as seller_email, u.photo_url as seller_photo`;
const from = `payouts p left join users u on u.uid = p.seller_id`;

/**
 * The admin's payout list (admin spec §2 Payout management, §7 GET /admin/payouts): four summary
 * figures, then the payouts newest first, searched, filtered by status and date and paged on the
 * server. The summary: what is pending now, what was paid and what failed in the period (all time
 * without one), how many sellers wait for a pending payout, and how many are due for the next batch.
 */
export async function listAdminPayouts(
  db: SqlExecutor,
  filters: AdminPayoutFilters,
  now: Date,
  minimumSatang = PAYOUT_MINIMUM_SATANG,
) {
  const since = periodStart(filters.date, now)?.toISOString() ?? null;
  const summary = await db.query<{
    pending: string | null;
    paid: string | null;
    failed_count: string;
    failed: string | null;
    sellers_waiting: string;
  }>(
    `select sum(amount_satang) filter (where status = 'pending')::text as pending,
            sum(amount_satang) filter (where status = 'paid' and ($1::timestamptz is null or paid_at >= $1))::text as paid,
            count(*) filter (where status = 'failed' and ($1::timestamptz is null or failed_at >= $1))::text as failed_count,
            sum(amount_satang) filter (where status = 'failed' and ($1::timestamptz is null or failed_at >= $1))::text as failed,
            count(distinct seller_id) filter (where status = 'pending')::text as sellers_waiting
       from payouts`,
    [since],
  );
  const held = await db.query<{ test: string | null }>(
    `select sum(test_balance_satang)::text as test from ledger_balances`,
  );
  // The same nomination the batch makes, so the cards and the run dialog say what a run would do.
  const nextBatch = await payoutBatchPreview(db, minimumSatang);

  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.status) add((n) => `p.status = ${n}`, filters.status);
  if (since) add((n) => `p.created_at >= ${n}::timestamptz`, since);
  if (filters.search)
    add(
      (n) => `(p.payout_id ilike ${n} or u.display_name ilike ${n} or u.email ilike ${n})`,
      containing(filters.search),
    );
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from ${from} ${whereSql}`,
    params,
  );
  const { rows } = await db.query<PayoutListRow>(
    `select ${columns} from ${from} ${whereSql}
      order by p.created_at desc, p.payout_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters)],
  );
  const total = Number(count.rows[0]?.total ?? 0);
  const figures = summary.rows[0];
  return {
    summary: {
      pendingAmount: baht(figures?.pending ?? 0),
      paidAmount: baht(figures?.paid ?? 0),
      failedCount: Number(figures?.failed_count ?? 0),
      failedAmount: baht(figures?.failed ?? 0),
      sellersWaiting: Number(figures?.sellers_waiting ?? 0),
      sellersDue: nextBatch.sellers,
      dueAmount: toBaht(nextBatch.amountSatang),
      dueWithoutBankAccount: nextBatch.withoutBankAccount,
      minimumAmount: toBaht(satang(minimumSatang)),
      // Sellers' test money (issue 15): held apart, never due, never in a payout.
      testMoneyHeld: baht(held.rows[0]?.test ?? 0),
    },
    payouts: rows.map(toPayout),
    total,
    pagination: pagination(filters, total),
  };
}

/**
 * One payout for the admin's detail popup (the admin transfers the money by hand): the list row,
 * with the full account number opened from the payout's own event (sealed with the seller's key,
 * DESIGN.md §3). Once the seller was erased the key is gone: the masked number (blank by then) and
 * accountNumberAvailable false. Null for an unknown payout.
 */
export async function getAdminPayout(db: SqlExecutor, store: EventStore | null, payoutId: string) {
  const { rows } = await db.query<PayoutListRow>(`select ${columns} from ${from} where p.payout_id = $1`, [
    payoutId,
  ]);
  const row = rows[0];
  if (!row) return null;
  const payout = toPayout(row);
  const created = store
    ? (await store.readStream(streams.payout(payoutId))).events.find(
        (event) => event.type === 'PayoutCreated',
      )
    : undefined;
  const data = created?.data as { accountNumber?: unknown; accountName?: unknown } | undefined;
  const accountNumber = typeof data?.accountNumber === 'string' ? data.accountNumber : '';
  const accountName = typeof data?.accountName === 'string' ? data.accountName : '';
  return {
    ...payout,
    accountInfo: {
      ...payout.accountInfo,
      accountName: accountName || payout.accountInfo.accountName,
      accountNumber: accountNumber || payout.accountInfo.accountNumber,
    },
    accountNumberAvailable: accountNumber !== '',
  };
}
