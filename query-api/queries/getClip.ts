import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow, type Video } from './clipView.ts';

export async function getClip(db: SqlExecutor, clipId: string): Promise<Video | null> {
  const { rows } = await db.query<ClipRow>(`select ${clipColumns} from ${clipFrom} where c.clip_id = $1`, [
    clipId,
  ]);
  return rows[0] ? toVideo(rows[0]) : null;
}
