import { asDomainEvent } from '../../../events/catalogue.ts';
import type { MediaEraser } from '../../../infra/adapters/files/eraseMedia.ts';
import { devOutbox } from '../../../infra/adapters/outbox/devOutbox.ts';
import { personalDataKeys } from '../../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';

export type ErasureTable = 'erasure_clip_media' | 'erasure_sales';
type Tables = TableNames<ErasureTable>;

async function createErasureTables(db: SqlExecutor, t: Tables): Promise<void> {
  await db.exec(`
    create table if not exists ${t.erasure_clip_media} (
      clip_id text primary key,
      seller_id text not null,
      storage_key text,
      cover text,
      previews jsonb not null
    );
    create index if not exists ${t.erasure_clip_media}_seller on ${t.erasure_clip_media} (seller_id);
    create table if not exists ${t.erasure_sales} (
      purchase_id text primary key,
      clip_id text not null,
      refunded boolean not null default false
    );
    create index if not exists ${t.erasure_sales}_clip on ${t.erasure_sales} (clip_id);
  `);
}

/** The clips of `uid` nobody holds a paid, unrefunded purchase of: their files go with the seller. */
async function unsoldClipsOf(db: SqlExecutor, t: Tables, uid: string) {
  const { rows } = await db.query<{
    clip_id: string;
    storage_key: string | null;
    cover: string | null;
    previews: string[];
  }>(
    `select clip_id, storage_key, cover, previews from ${t.erasure_clip_media} m
      where seller_id = $1
        and not exists (select 1 from ${t.erasure_sales} s where s.clip_id = m.clip_id and not s.refunded)`,
    [uid],
  );
  return rows;
}

async function erase(db: SqlExecutor, t: Tables, uid: string, media: MediaEraser | null): Promise<void> {
  await personalDataKeys(db).delete(uid);
  await devOutbox(db).eraseFor(uid);
  // The upload quota's rows (command-api's, ids only) go too: nothing of the person is kept.
  await db.query('delete from upload_quota_entries where uid = $1', [uid]);
  const unsold = await unsoldClipsOf(db, t, uid);
  if (media) {
    for (const clip of unsold)
      await media.removeClip({
        clipId: clip.clip_id,
        storageKey: clip.storage_key,
        cover: clip.cover,
        previews: clip.previews,
      });
    await media.removeUploadsOf(uid);
  }
  await db.query(`delete from ${t.erasure_clip_media} where clip_id = any($1::text[])`, [
    unsold.map((clip) => clip.clip_id),
  ]);
}

/**
 * PDPA erasure of what lies outside the read models (DESIGN.md §3): on UserErased the person's key
 * is deleted — from then on every event of theirs reads back with its personal fields blank — and
 * so are their dev outbox messages, the originals, covers, preview images and preview videos of their clips
 * nobody bought, and the resumable uploads they left. A sold clip keeps its files: its buyers paid for the
 * evidence and keep their download right; the clip itself is anonymous from then on (its words and
 * pin were sealed with the seller's key). It remembers each clip's files and sales (ids only) to
 * know what to remove. Deleting what is already gone is a no-op, so replays are safe.
 *
 * `media` is the media store's eraser; a process without the media directory (a rebuild tool)
 * passes null and leaves files to the live projection.
 */
export function erasureProjectionRemoving(media: MediaEraser | null): Projection<ErasureTable> {
  return {
    name: 'erasure',
    handles: ['ClipUploaded', 'PaymentSucceeded', 'PurchaseRefunded', 'UserErased'],
    tables: ['erasure_clip_media', 'erasure_sales'],
    createTables: createErasureTables,

    async handle(events, db, t) {
      for (const recorded of events) {
        const event = asDomainEvent(recorded);
        switch (event?.type) {
          case 'ClipUploaded': {
            const { clipId, sellerId, file, images } = event.data;
            await db.query(
              `insert into ${t.erasure_clip_media} (clip_id, seller_id, storage_key, cover, previews)
               values ($1, $2, $3, $4, $5::jsonb) on conflict (clip_id) do nothing`,
              [clipId, sellerId, file?.storageKey ?? null, images.cover, JSON.stringify(images.previews)],
            );
            break;
          }
          case 'PaymentSucceeded':
            await db.query(
              `insert into ${t.erasure_sales} (purchase_id, clip_id) values ($1, $2) on conflict do nothing`,
              [event.data.purchaseId, event.data.clipId],
            );
            break;
          case 'PurchaseRefunded':
            await db.query(`update ${t.erasure_sales} set refunded = true where purchase_id = $1`, [
              event.data.purchaseId,
            ]);
            break;
          case 'UserErased':
            await erase(db, t, event.data.uid, media);
            break;
        }
      }
    },
  };
}

/** The erasure projection without a media store (files are left alone). */
export const erasureProjection = erasureProjectionRemoving(null);
