import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
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
 * A buyer's purchases, newest first: those paid (and since refunded) for the purchases tab, or
 * every attempt for the history.
 */
export async function listBuyerPurchases(
  db: SqlExecutor,
  buyerId: string,
  which: 'bought' | 'all',
  now: Date,
) {
  const { rows } = await db.query<PurchaseViewRow>(
    `select ${purchaseColumns} from ${purchaseFrom}
     where p.buyer_id = $1 ${which === 'bought' ? `and p.status in ('paid', 'refunded')` : ''}
     order by coalesce(p.paid_at, p.created_at) desc, p.purchase_id`,
    [buyerId],
  );
  return rows.map((row) => toPurchase(row, now));
}
