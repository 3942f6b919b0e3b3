import type { ClipViewed } from '../../../events/clip/clipEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';

/**
 * Whether the catalogue has counted this viewer on this clip this day already: the view route then
 * appends nothing, so reloading a page does not grow the views stream. The catalogue may lag; a
 * view it has not seen yet is appended and counted once by the projection all the same.
 */
export async function viewAlreadyCounted(db: SqlExecutor, view: ClipViewed['data']): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from catalog_clip_views where clip_id = $1 and viewer_key = $2 and day = $3::date',
    [view.clipId, view.viewerKey, view.day],
  );
  return rows.length > 0;
}
