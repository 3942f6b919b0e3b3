import { RELATED_CLIPS } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { clipColumns, clipFrom, toVideo, type Audience, type ClipRow } from './clipView.ts';

/** Who asks: anonymous, or a signed-in person (an admin sees every clip). */
export type Viewer = { id: string; role: string } | null;

/**
 * One clip with every detail of spec §2, and up to RELATED_CLIPS approved clips of the same
 * category. A clip that is not on sale is seen only by its seller and admins; a deleted one by
 * nobody. Null means "answer 404".
 */
export async function getClip(db: SqlExecutor, clipId: string, viewer: Viewer) {
  const { rows } = await db.query<ClipRow>(
    `select ${clipColumns} from ${clipFrom} where c.clip_id = $1 and c.status <> 'deleted'`,
    [clipId],
  );
  const row = rows[0];
  if (!row) return null;
  const audience: Audience =
    viewer?.role === 'admin' ? 'admin' : viewer?.id === row.seller_id ? 'seller' : 'public';
  if (row.status !== 'approved' && audience === 'public') return null;
  const related = await db.query<ClipRow>(
    `select ${clipColumns} from ${clipFrom}
      where c.status = 'approved' and c.category = $1 and c.clip_id <> $2
      order by c.uploaded_at desc, c.clip_id limit $3`,
    [row.category, row.clip_id, RELATED_CLIPS],
  );
  return { ...toVideo(row, audience), related: related.rows.map((r) => toVideo(r)) };
}
