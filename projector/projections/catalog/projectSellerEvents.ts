import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { CatalogTable } from './catalogTables.ts';

type Tables = TableNames<CatalogTable>;

export async function insertSeller(
  db: SqlExecutor,
  t: Tables,
  seller: { uid: string; displayName: string; registeredAt: string },
  position: bigint,
) {
  await db.query(
    `insert into ${t.catalog_sellers} (seller_id, display_name, created_at, last_position)
     values ($1, $2, $3::timestamptz, $4) on conflict (seller_id) do nothing`,
    [seller.uid, seller.displayName, seller.registeredAt, position.toString()],
  );
}

export async function renameSeller(
  db: SqlExecutor,
  t: Tables,
  sellerId: string,
  displayName: string,
  position: bigint,
) {
  await db.query(
    `update ${t.catalog_sellers} set display_name = $2, last_position = $3
      where seller_id = $1 and last_position < $3`,
    [sellerId, displayName, position.toString()],
  );
}

/**
 * Erasure: the seller's name goes blank and their unsold clips leave the catalogue with their view
 * rows (sold ones stay: their buyers keep them). Deleting what is gone already is a no-op.
 */
export async function eraseSeller(db: SqlExecutor, t: Tables, sellerId: string, position: bigint) {
  await db.query(
    `update ${t.catalog_sellers} set display_name = '', erased = true, last_position = greatest(last_position, $2)
      where seller_id = $1`,
    [sellerId, position.toString()],
  );
  await db.query(
    `delete from ${t.catalog_clip_views} where clip_id in
       (select clip_id from ${t.catalog_clips} where seller_id = $1 and sales_count = 0)`,
    [sellerId],
  );
  await db.query(`delete from ${t.catalog_clips} where seller_id = $1 and sales_count = 0`, [sellerId]);
  // Sold clips stay with their buyers, anonymous: the seller's words and the exact pin go, as a
  // replay of their sealed events would read them (blank texts and tags, the pin at 0, 0).
  await db.query(
    `update ${t.catalog_clips} set title = '', description = '', tags = '[]', address = '', lat = 0, lng = 0
      where seller_id = $1`,
    [sellerId],
  );
}
