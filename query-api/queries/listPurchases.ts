import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';
import { purchaseColumns, purchaseFrom, toPurchase, type PurchaseViewRow } from './purchaseView.ts';

/** One purchase, for its buyer or an admin; null for anyone else (answered like a missing one). */
export async function getPurchase(
  db: SqlExecutor,
  purchaseId: string,
  caller: { id: string; role: string },
  now: Date,
) {
  const { rows } = await db.query<PurchaseViewRow>(
    `select ${purchaseColumns} from ${purchaseFrom} where p.purchase_id = $1`,
    [purchaseId],
  );
  const row = rows[0];
  if (!row || (row.buyer_id !== caller.id && caller.role !== 'admin')) return null;
  return toPurchase(row, now);
}

/**
 * A page of a buyer's purchases, newest first: those paid (and since refunded) for the purchases
 * tab, or every attempt for the history.
 */
export async function listBuyerPurchases(
  db: SqlExecutor,
  buyerId: string,
  which: 'bought' | 'all',
  page: Page,
  now: Date,
) {
  const where = `p.buyer_id = $1 ${which === 'bought' ? `and p.status in ('paid', 'refunded')` : ''}`;
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from purchases p where ${where}`,
    [buyerId],
  );
  // The page is chosen from the purchases alone, then joined with its clips and sellers.
  const { rows } = await db.query<PurchaseViewRow>(
    `select ${purchaseColumns} from ${purchaseFrom}
      where p.purchase_id in (
        select p.purchase_id from purchases p where ${where}
         order by coalesce(p.paid_at, p.created_at) desc, p.purchase_id limit $2 offset $3)
      order by coalesce(p.paid_at, p.created_at) desc, p.purchase_id`,
    [buyerId, page.limit, offsetOf(page)],
  );
  return {
    purchases: rows.map((row) => toPurchase(row, now)),
    pagination: pagination(page, Number(count.rows[0]?.total ?? 0)),
  };
}
