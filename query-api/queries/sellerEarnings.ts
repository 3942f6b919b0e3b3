import { satang, toBaht } from '../../events/money.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { LedgerEntryRow } from '../../projector/projections/purchases/purchaseTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

const baht = (amount: number | string | null) => toBaht(satang(amount ?? 0));

/**
 * The earnings tab (spec §3 Earnings): what the seller earned from sales less refunds
 * (totalEarned), what is still to be paid out (pendingPayout, negative after a refund of money
 * already paid out), and a page of the sales, newest first, each with its buyer's display name.
 * The totals are over every sale, whatever the page. Test money (issue 15) is counted apart
 * (testEarned, each such sale `testMode`): shown labelled, never in what is paid out.
 */
export async function sellerEarnings(db: SqlExecutor, sellerId: string, page: Page) {
  const totals = await db.query<{
    earned: string | null;
    balance: string | null;
    test_earned: string | null;
    sales: string;
  }>(
    `select sum(seller_satang) filter (where kind in ('sale', 'reversal') and not test_mode)::text as earned,
            sum(seller_satang) filter (where not test_mode)::text as balance,
            sum(seller_satang) filter (where test_mode)::text as test_earned,
            count(*) filter (where kind = 'sale')::text as sales
     from ledger_entries where seller_id = $1`,
    [sellerId],
  );
  // The page is cut from the seller's sales alone; only its rows are joined and checked for a refund.
  const history = await db.query<
    Pick<LedgerEntryRow, 'at' | 'seller_satang' | 'gross_satang' | 'test_mode'> & {
      purchase_id: LedgerEntryRow['ref_id'];
      title: CatalogClipRow['title'] | null;
      buyer_name: UserRow['display_name'] | null;
      refunded: boolean;
    }
  >(
    `with sales as (
       select seller_id, ref_id, clip_id, at, seller_satang, gross_satang, test_mode
         from ledger_entries where seller_id = $1 and kind = 'sale'
        order by at desc, ref_id limit $2 offset $3)
     select l.ref_id as purchase_id, c.title, l.at, l.seller_satang, l.gross_satang, l.test_mode,
       u.display_name as buyer_name,
       exists (select 1 from ledger_entries r where r.seller_id = l.seller_id and r.kind = 'reversal'
               and r.ref_id = l.ref_id) as refunded
     from sales l
     left join purchases p on p.purchase_id = l.ref_id
     left join catalog_clips c on c.clip_id = l.clip_id
     left join users u on u.uid = p.buyer_id and not u.erased
     order by l.at desc, l.ref_id`,
    [sellerId, page.limit, offsetOf(page)],
  );
  return {
    pendingPayout: baht(totals.rows[0]?.balance ?? 0),
    totalEarned: baht(totals.rows[0]?.earned ?? 0),
    testEarned: baht(totals.rows[0]?.test_earned ?? 0),
    history: history.rows.map((row) => ({
      purchaseId: row.purchase_id,
      videoTitle: row.title ?? '',
      soldAt: new Date(row.at).toISOString(),
      amount: baht(row.seller_satang),
      price: baht(row.gross_satang),
      buyerName: row.buyer_name ?? '',
      refunded: row.refunded,
      testMode: row.test_mode,
    })),
    pagination: pagination(page, Number(totals.rows[0]?.sales ?? 0)),
  };
}
