import { RELATED_CLIPS } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import type { RequestRow } from '../../projector/projections/requests/requestTables.ts';
import { clipColumns, clipFrom, previewOf, toVideo, type Audience, type ClipRow } from './clipView.ts';
import { openAt } from './requestView.ts';

/** Who asks: anonymous, or a signed-in person (an admin sees every clip). */
export type Viewer = { id: string; role: string } | null;

/**
 * One clip with every detail of spec §2, and up to RELATED_CLIPS approved clips of the same
 * category, and the viewer's own downloadable purchase of it (`myPurchase`, null when none), and
 * the footage request it was sent for (`answersRequest`, null when none the viewer may see).
 * A clip that is not on sale is seen only by its seller and admins; a deleted one by
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
  const myPurchase =
    viewer && audience !== 'seller' ? await downloadablePurchase(db, clipId, viewer.id) : null;
  const preview = previewOf(row, audience, await previewProgress(db, row));
  return {
    ...toVideo(row, audience),
    preview,
    myPurchase,
    answersRequest: await answeredRequest(db, clipId, viewer),
    related: related.rows.map((r) => toVideo(r)),
  };
}

/**
 * The footage request the clip was sent for (issue 22), when the viewer may see it as its own page
 * shows it (getRequest.ts): an open one to anyone, any other to its requester and admins.
 */
async function answeredRequest(
  db: SqlExecutor,
  clipId: string,
  viewer: Viewer,
): Promise<{ requestId: string; title: string } | null> {
  const { rows } = await db.query<Pick<RequestRow, 'request_id' | 'title'>>(
    `select r.request_id, r.title
       from catalog_clips c join requests r on r.request_id = c.request_id
      where c.clip_id = $1
        and (${openAt('now()')} or r.requester_id = $2 or $3::boolean)`,
    [clipId, viewer?.id ?? '', viewer?.role === 'admin'],
  );
  const row = rows[0];
  return row ? { requestId: row.request_id, title: row.title } : null;
}

/** How far the preview worker is (0–100) while the preview is being made; its job table is the source. */
async function previewProgress(db: SqlExecutor, row: ClipRow): Promise<number | null> {
  if (row.preview_status !== 'making') return null;
  const { rows } = await db.query<{ progress: number }>(
    `select progress from preview_jobs where clip_id = $1 and status in ('queued', 'running')`,
    [row.clip_id],
  );
  return rows[0] ? Number(rows[0].progress) : null;
}

/**
 * The viewer's paid purchase of the clip that is still in its download window: the clip page
 * offers its download instead of a buy button (buying again would answer ALREADY_PURCHASED).
 */
async function downloadablePurchase(db: SqlExecutor, clipId: string, buyerId: string) {
  const { rows } = await db.query<Pick<PurchaseRow, 'purchase_id' | 'download_until'>>(
    `select purchase_id, download_until from purchases
      where clip_id = $1 and buyer_id = $2 and status = 'paid' and download_until > now()
      order by paid_at desc limit 1`,
    [clipId, buyerId],
  );
  const purchase = rows[0];
  if (!purchase?.download_until) return null;
  return { purchaseId: purchase.purchase_id, downloadUntil: new Date(purchase.download_until).toISOString() };
}
