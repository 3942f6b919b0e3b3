import { toBaht } from '../../events/money.ts';
import {
  purchaseStatusesOf,
  transactionMethod,
  transactionStatus,
  type TransactionStatus,
} from '../../events/purchase/transactionStatus.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { LeftJoined, Timestamp } from '../../projector/projections/columnTypes.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import { USER_SEARCH_TEXT, type UserRow } from '../../projector/projections/users/userTables.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { containing, periodStart, type AdminPeriod } from './adminPeriod.ts';
import { purchaseLookupOf, purchaseLookupSql } from './purchaseLookup.ts';
import { cappedCount, cappedPagination, offsetOf, type Page } from './pagination.ts';

export interface AdminTransactionFilters extends Page {
  /** Purchase id, clip title, buyer or seller name or e-mail. */
  search?: string;
  status?: TransactionStatus;
  date?: AdminPeriod;
}

/** A purchase with its clip's title and category and its buyer's and seller's names and e-mails. */
type TransactionRow = Pick<
  PurchaseRow,
  | 'purchase_id'
  | 'status'
  | 'amount_satang'
  | 'payment_method'
  | 'provider'
  | 'payment_id'
  | 'created_at'
  | 'paid_at'
  | 'refunded_at'
  | 'refund_reason'
  | 'test_mode'
  | 'clip_id'
  | 'buyer_id'
  | 'seller_id'
> &
  LeftJoined<Pick<CatalogClipRow, 'title' | 'category'>> & {
    buyer_name: UserRow['display_name'] | null;
    buyer_email: UserRow['email'] | null;
    seller_name: UserRow['display_name'] | null;
    seller_email: UserRow['email'] | null;
  };

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());

/** A purchase as the spec's Transaction (admin §3), with what a refund or a transfer check needs. */
function toTransaction(row: TransactionRow) {
  return {
    _id: row.purchase_id,
    id: row.purchase_id,
    video: { _id: row.clip_id, title: row.title ?? '', category: row.category ?? '' },
    buyer: { _id: row.buyer_id, displayName: row.buyer_name ?? '', email: row.buyer_email ?? '' },
    seller: { _id: row.seller_id, displayName: row.seller_name ?? '', email: row.seller_email ?? '' },
    amount: toBaht(Number(row.amount_satang)),
    status: transactionStatus(row.status),
    paymentMethod: transactionMethod(row.payment_method),
    /** Who took the money: the card provider, or bank_transfer (an admin confirmed it). */
    provider: row.provider,
    /** The provider's payment id, or the bank transfer's reference. */
    paymentReference: row.payment_id,
    createdAt: iso(row.created_at),
    paidAt: iso(row.paid_at),
    refundedAt: iso(row.refunded_at),
    refundReason: row.refund_reason,
    /** Paid with test money (issue 15): shown as test mode; the seller's share is never paid out. */
    testMode: row.test_mode,
  };
}

/**
 * The admin's transaction list (admin spec §2 Transaction management, §7 GET /admin/transactions):
 * every purchase, newest first, searched, filtered by status and date and paged on the server.
 */
export async function listAdminTransactions(db: SqlExecutor, filters: AdminTransactionFilters, now: Date) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.status) add((n) => `p.status = any(${n}::text[])`, purchaseStatusesOf(filters.status));
  const since = periodStart(filters.date, now);
  if (since) add((n) => `p.created_at >= ${n}::timestamptz`, since.toISOString());
  if (filters.search) {
    // Each way a purchase can match is looked up through its own index (the clip's title, the
    // buyer's or seller's name or e-mail, the exact id); OR-ing them across the joins would read
    // every purchase.
    params.push(containing(filters.search), filters.search.trim());
    const like = `$${params.length - 1}`;
    const exact = `$${params.length}`;
    const people = `select u.uid from users u where not u.erased and (${USER_SEARCH_TEXT('u.')}) ilike ${like}`;
    // A receipt number or a short id support was given on the phone (issue 17).
    const lookup = purchaseLookupOf(filters.search);
    let byLookup = '';
    if (lookup) {
      const found = purchaseLookupSql(lookup, `$${params.length + 1}`);
      params.push(found.value);
      byLookup = `union ${found.sql}`;
    }
    where.push(`p.purchase_id in (
      select purchase_id from purchases where purchase_id = ${exact}
      ${byLookup}
      union select purchase_id from purchases where buyer_id in (${people})
      union select purchase_id from purchases where seller_id in (${people})
      union select purchase_id from purchases where clip_id in (select clip_id from catalog_clips where title ilike ${like}))`);
  }
  const from = `purchases p
    left join catalog_clips c on c.clip_id = p.clip_id
    left join users b on b.uid = p.buyer_id
    left join users s on s.uid = p.seller_id`;
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const count = await cappedCount(db, `from purchases p ${whereSql}`, params);
  const { rows } = await db.query<TransactionRow>(
    `select p.purchase_id, p.status, p.amount_satang, p.payment_method, p.provider, p.payment_id, p.created_at,
            p.paid_at, p.refunded_at, p.refund_reason, p.test_mode, p.clip_id, c.title, c.category,
            p.buyer_id, b.display_name as buyer_name, b.email as buyer_email,
            p.seller_id, s.display_name as seller_name, s.email as seller_email
       from ${from} ${whereSql}
      order by p.created_at desc, p.purchase_id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters)],
  );
  return {
    transactions: rows.map(toTransaction),
    total: count.total,
    pagination: cappedPagination(filters, count),
  };
}
