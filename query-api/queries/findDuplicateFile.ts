import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';

type OwnRow = Pick<CatalogClipRow, 'clip_id' | 'title' | 'status'>;

/**
 * The upload form's check before it sends a file: does the caller already hold a clip with these
 * exact bytes (the server refuses a second one with DUPLICATE_CLIP), and is a clip with them on sale
 * here. Another seller's clip is only told about when it is on sale — which the public /verify tells
 * anyone — and never who sells it or which clip it is; a pending or rejected upload of someone else
 * is not disclosed at all.
 */
export async function findDuplicateFile(db: SqlExecutor, sellerId: string, sha256: string) {
  const own = await db.query<OwnRow>(
    `select c.clip_id, c.title, c.status from catalog_clips c
      where c.sha256 = $1 and c.seller_id = $2 and c.status <> 'deleted'
      order by c.uploaded_at, c.clip_id limit 1`,
    [sha256, sellerId],
  );
  const others = await db.query<{ listed: boolean }>(
    `select exists (select 1 from catalog_clips c
      where c.sha256 = $1 and c.seller_id <> $2 and c.status = 'approved') as listed`,
    [sha256, sellerId],
  );
  const mine = own.rows[0];
  return {
    own: mine ? { videoId: mine.clip_id, title: mine.title, status: mine.status } : null,
    onSaleByOthers: others.rows[0]?.listed === true,
  };
}
