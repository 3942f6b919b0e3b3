import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { CatalogTable } from './catalogTables.ts';

export interface Sale {
  purchaseId: string;
  clipId: string;
  refunded: boolean;
}

/**
 * Paid purchases and refunds, by purchase: a second delivery changes nothing, a refund is never
 * undone by a replayed payment, and each touched clip's count is its unrefunded sales.
 */
export async function countSales(db: SqlExecutor, t: TableNames<CatalogTable>, sales: Sale[]) {
  if (sales.length === 0) return;
  // One row per purchase (a payment and its refund may share a batch; one statement may not touch a row twice).
  const byPurchase = new Map<string, Sale>();
  for (const sale of sales) {
    const seen = byPurchase.get(sale.purchaseId);
    byPurchase.set(sale.purchaseId, { ...sale, refunded: sale.refunded || (seen?.refunded ?? false) });
  }
  await db.query(
    `insert into ${t.catalog_sales} (purchase_id, clip_id, refunded)
     select s."purchaseId", s."clipId", s.refunded
     from jsonb_to_recordset($1::jsonb) as s("purchaseId" text, "clipId" text, refunded boolean)
     on conflict (purchase_id) do update set refunded = ${t.catalog_sales}.refunded or excluded.refunded`,
    [JSON.stringify([...byPurchase.values()])],
  );
  await db.query(
    `update ${t.catalog_clips} c set sales_count =
       (select count(*) from ${t.catalog_sales} s where s.clip_id = c.clip_id and not s.refunded)
     where c.clip_id = any($1::text[])`,
    [[...new Set(sales.map((sale) => sale.clipId))]],
  );
}
