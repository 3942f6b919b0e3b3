import { asDomainEvent } from '../../../events/catalogue.ts';
import type { ClipUploaded, ClipViewed } from '../../../events/clip/clipEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createCatalogTables, type CatalogTable } from './catalogTables.ts';
import { clipStates, clipsTouched, moveClipCounts } from './clipCounts.ts';
import { applyClipChanges, countViews, insertClips, type ClipChange } from './projectClipEvents.ts';
import { countSales, type Sale } from './projectSales.ts';
import { eraseSeller, insertSeller, renameSeller } from './projectSellerEvents.ts';

/**
 * The clip catalogue buyers browse and sellers and admins manage (DESIGN.md §5): every clip in
 * every state with its seller and place, kept in step with each clip event, and views counted once
 * per viewer per clip per day. Stream positions and unique keys make a second delivery change
 * nothing.
 *
 * A batch applies seller events first, in order, then new clips, then later clip events, then
 * views, each kind in one statement (a round per event of the same clip). Seller events first is
 * safe: an erasure anywhere in the batch flags the seller before their uploads are inserted, and
 * the insert leaves out clips of erased sellers, as the erasure would have removed them; sales
 * earlier in the batch are counted before an erasure, which keeps sold clips. Around each batch
 * the clips it touches are counted by state (clipCounts.ts) for the admin dashboard.
 */
export const catalogProjection: Projection<CatalogTable> = {
  name: 'catalog',
  handles: [
    'ClipUploaded',
    'ClipApproved',
    'ClipRejected',
    'ClipResubmitted',
    'ClipEdited',
    'ClipDeleted',
    'ClipExpired',
    'ClipPreviewMade',
    'ClipPreviewFailed',
    'ClipViewed',
    'UserRegistered',
    'ProfileUpdated',
    'UserErased',
    'PaymentSucceeded',
    'PurchaseRefunded',
  ],
  tables: ['catalog_clips', 'catalog_sellers', 'catalog_clip_views', 'catalog_sales', 'catalog_clip_counts'],

  createTables: createCatalogTables,

  async handle(events, db, t) {
    const touched = await clipsTouched(
      db,
      t,
      events.flatMap((recorded) => asDomainEvent(recorded) ?? []),
    );
    const before = await clipStates(db, t, touched);
    await projectBatch(events, db, t);
    await moveClipCounts(db, t, before, await clipStates(db, t, touched));
  },
};

async function projectBatch(
  events: Parameters<Projection<CatalogTable>['handle']>[0],
  db: SqlExecutor,
  t: TableNames<CatalogTable>,
) {
  const uploads: (ClipUploaded['data'] & { position: bigint })[] = [];
  const changes: { event: ClipChange; position: bigint }[] = [];
  const views: ClipViewed['data'][] = [];
  const sales: Sale[] = [];
  for (const recorded of events) {
    const event = asDomainEvent(recorded);
    const position = recorded.streamPosition;
    switch (event?.type) {
      case 'ClipUploaded':
        uploads.push({ ...event.data, position });
        break;
      case 'ClipApproved':
      case 'ClipRejected':
      case 'ClipResubmitted':
      case 'ClipEdited':
      case 'ClipDeleted':
      case 'ClipExpired':
      case 'ClipPreviewMade':
      case 'ClipPreviewFailed':
        changes.push({ event, position });
        break;
      case 'ClipViewed':
        views.push(event.data);
        break;
      case 'UserRegistered':
        await insertSeller(db, t, event.data, position);
        break;
      case 'ProfileUpdated':
        if (event.data.displayName !== undefined)
          await renameSeller(db, t, event.data.uid, event.data.displayName, position);
        break;
      case 'UserErased':
        // Sales before the erasure in this batch first: a sold clip stays with its buyers.
        await countSales(db, t, sales.splice(0));
        await eraseSeller(db, t, event.data.uid, position);
        break;
      case 'PaymentSucceeded':
        sales.push({ purchaseId: event.data.purchaseId, clipId: event.data.clipId, refunded: false });
        break;
      case 'PurchaseRefunded':
        sales.push({ purchaseId: event.data.purchaseId, clipId: event.data.clipId, refunded: true });
        break;
    }
  }
  await insertClips(db, t, uploads);
  await applyClipChanges(db, t, changes);
  await countViews(db, t, views);
  await countSales(db, t, sales);
}
