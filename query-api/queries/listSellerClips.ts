import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CatalogSellerRow } from '../../projector/projections/catalog/catalogTables.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow } from './clipView.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

/** The seller page (/seller/{sellerId}): the seller and their clips on sale, newest first. */
export async function listSellerClips(db: SqlExecutor, sellerId: string, page: Page) {
  const seller = await db.query<Pick<CatalogSellerRow, 'seller_id' | 'display_name' | 'created_at'>>(
    'select seller_id, display_name, created_at from catalog_sellers where seller_id = $1 and not erased',
    [sellerId],
  );
  const found = seller.rows[0];
  if (!found) return null;
  const where = `c.seller_id = $1 and c.status = 'approved'`;
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from catalog_clips c where ${where}`,
    [sellerId],
  );
  const { rows } = await db.query<ClipRow>(
    `select ${clipColumns} from ${clipFrom} where ${where}
      order by c.uploaded_at desc, c.clip_id limit $2 offset $3`,
    [sellerId, page.limit, offsetOf(page)],
  );
  const since = new Date(found.created_at).toISOString();
  return {
    seller: { _id: found.seller_id, displayName: found.display_name, createdAt: since, memberSince: since },
    videos: rows.map((row) => toVideo(row)),
    pagination: pagination(page, Number(count.rows[0]?.total ?? 0)),
  };
}
