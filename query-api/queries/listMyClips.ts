import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow } from './clipView.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

/**
 * My videos and the profile uploads tab: a seller's clips in every state but deleted, newest
 * first, labelled as the seller sees them (sold, the rejection reason).
 */
export async function listMyClips(db: SqlExecutor, sellerId: string, page: Page) {
  const where = `c.seller_id = $1 and c.status <> 'deleted'`;
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from catalog_clips c where ${where}`,
    [sellerId],
  );
  const { rows } = await db.query<ClipRow>(
    `select ${clipColumns} from ${clipFrom} where ${where}
      order by c.uploaded_at desc, c.clip_id limit $2 offset $3`,
    [sellerId, page.limit, offsetOf(page)],
  );
  return {
    videos: rows.map((row) => toVideo(row, 'seller')),
    pagination: pagination(page, Number(count.rows[0]?.total ?? 0)),
  };
}
