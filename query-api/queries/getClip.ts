import { RELATED_CLIPS } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import { clipColumns, clipFrom, toVideo, type Audience, type ClipRow } from './clipView.ts';

/** Who asks: anonymous, or a signed-in person (an admin sees every clip). */
export type Viewer = { id: string; role: string } | null;

/**
 * One clip with every detail of spec §2, and up to RELATED_CLIPS approved clips of the same
 * category, and the viewer's own downloadable purchase of it (`myPurchase`, null when none).
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
  return { ...toVideo(row, audience), myPurchase, related: related.rows.map((r) => toVideo(r)) };
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
