import { asDomainEvent } from '../../../events/catalogue.ts';
import {
  CLIP_EDITABLE_FIELDS,
  type ClipEditableField,
  type ClipUploaded,
  type ClipViewed,
} from '../../../events/clip/clipEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { postgresSearchWriter } from '../../../infra/adapters/search/postgres/postgresSearchWriter.ts';
import type { SearchDocument, SearchIndexWriter } from '../../ports/searchIndexWriter.ts';
import type { Projection, TableNames } from '../../projection.ts';
import {
  createSearchIndexes,
  createSearchTables,
  type ClipText,
  type SearchClipSourceRow,
  type SearchErasedSellerRow,
  type SearchTable,
} from './searchSourceTables.ts';

type Tables = TableNames<SearchTable>;

/** A clip's searchable text as uploaded: every field an edit may change, and when. */
const uploadedText = (data: ClipUploaded['data']): ClipText => ({
  ...(Object.fromEntries(CLIP_EDITABLE_FIELDS.map((field) => [field, data[field]])) as Pick<
    ClipUploaded['data'],
    ClipEditableField
  >),
  uploadedAt: data.uploadedAt,
});

interface Source {
  clipId: string;
  sellerId: string;
  doc: ClipText;
  status: string;
  approvedAt: string | null;
  lastPosition: number;
  views: number;
}

/** Where the index lives: the PostgreSQL table in the projector's transaction, or Elasticsearch. */
export type SearchWriterFor = (db: SqlExecutor, tables: Tables) => SearchIndexWriter;

const postgresIndex: SearchWriterFor = (db, t) =>
  postgresSearchWriter(db, t.clip_search, t.clip_search_terms);

/**
 * The search index (DESIGN.md §7b) kept from clip events: a clip enters the index when it is
 * approved, follows its edits and views, and leaves when it is rejected, expires, is deleted or
 * its seller is erased. A batch is folded in memory over the touched clips' sources (an event
 * moves a source only from an older stream position, so a second delivery changes nothing), the
 * sources are written back in one statement, and the index gets one put and one remove.
 * `visible` is the engine's "make it searchable" (SearchIndexWriter.visible), when it has one.
 */
export function searchProjectionWriting(
  writerFor: SearchWriterFor,
  visible?: () => Promise<void>,
): Projection<SearchTable> {
  return {
    name: 'search',
    ...(visible ? { visible } : {}),
    handles: [
      'ClipUploaded',
      'ClipApproved',
      'ClipRejected',
      'ClipResubmitted',
      'ClipEdited',
      'ClipDeleted',
      'ClipExpired',
      'ClipViewed',
      'UserErased',
    ],
    tables: [
      'search_clip_sources',
      'search_clip_views',
      'search_erased_sellers',
      'clip_search',
      'clip_search_terms',
    ],

    createTables: createSearchTables,
    createIndexes: createSearchIndexes,

    async handle(events, db, t) {
      const writer = writerFor(db, t);
      const batch = events.map((recorded) => ({
        event: asDomainEvent(recorded),
        position: Number(recorded.streamPosition),
      }));
      const clipIds = new Set<string>();
      const sellerIds = new Set<string>();
      for (const { event } of batch) {
        if (!event || event.type === 'UserErased') continue;
        // A complaint's clip reference may be null (complaints are not handled here).
        if ('clipId' in event.data && event.data.clipId !== null) clipIds.add(event.data.clipId);
        if (event.type === 'ClipUploaded') sellerIds.add(event.data.sellerId);
      }
      const sources = await loadSources(db, t, [...clipIds]);
      const erased = await loadErased(db, t, [...sellerIds]);
      const changed = new Set<string>();
      const views: ClipViewed['data'][] = [];
      const erasedNow: string[] = [];

      for (const { event, position } of batch) {
        const moveTo = (clipId: string, status: string, approvedAt?: string) => {
          const source = sources.get(clipId);
          if (source === undefined || source.lastPosition >= position) return;
          source.status = status;
          source.approvedAt = approvedAt ?? source.approvedAt;
          source.lastPosition = position;
          changed.add(clipId);
        };
        switch (event?.type) {
          case 'ClipUploaded': {
            const { clipId, sellerId } = event.data;
            if (sources.has(clipId) || erased.has(sellerId)) break;
            sources.set(clipId, {
              clipId,
              sellerId,
              doc: uploadedText(event.data),
              status: 'pending',
              approvedAt: null,
              lastPosition: position,
              views: 0,
            });
            changed.add(clipId);
            break;
          }
          case 'ClipApproved':
            moveTo(event.data.clipId, 'approved', event.data.approvedAt);
            break;
          case 'ClipRejected':
            moveTo(event.data.clipId, 'rejected');
            break;
          case 'ClipResubmitted':
            moveTo(event.data.clipId, 'pending');
            break;
          case 'ClipExpired':
            moveTo(event.data.clipId, 'expired');
            break;
          case 'ClipDeleted':
            moveTo(event.data.clipId, 'deleted');
            break;
          case 'ClipEdited': {
            const source = sources.get(event.data.clipId);
            if (source === undefined || source.lastPosition >= position) break;
            source.doc = { ...source.doc, ...event.data.changes } as ClipText;
            source.lastPosition = position;
            changed.add(source.clipId);
            break;
          }
          case 'ClipViewed':
            views.push(event.data);
            break;
          case 'UserErased':
            erased.add(event.data.uid);
            erasedNow.push(event.data.uid);
            for (const source of sources.values()) {
              if (source.sellerId !== event.data.uid) continue;
              sources.delete(source.clipId);
              changed.delete(source.clipId);
            }
            break;
        }
      }

      // The index first, PostgreSQL last: the transaction gets its id with its first write and
      // holds back every catch-up reader of the event store while it is open (readAll), so no
      // engine round trip may come after one. A failure between the two replays the index writes
      // harmlessly (versions, absolute view counts).
      const viewed: Source[] = [];
      for (const [clipId, firstViews] of await firstViewsOf(db, t, views)) {
        const source = sources.get(clipId);
        if (source === undefined) continue;
        source.views += firstViews;
        viewed.push(source);
      }
      const touched = [...changed].map((id) => sources.get(id) as Source);
      for (const uid of erasedNow) await writer.removeSeller(uid);
      await writer.put(touched.filter((source) => source.status === 'approved').map(toSearchDocument));
      await writer.remove(
        touched
          .filter((source) => source.status !== 'approved')
          .map((source) => ({ clipId: source.clipId, version: source.lastPosition })),
      );
      await writer.setViews(
        viewed
          .filter((source) => !changed.has(source.clipId))
          .map((source) => ({ clipId: source.clipId, views: source.views })),
      );

      await saveSources(
        db,
        t,
        [...changed].map((id) => sources.get(id) as Source),
      );
      for (const uid of erasedNow) {
        await db.query(
          `insert into ${t.search_erased_sellers} (seller_id) values ($1) on conflict do nothing`,
          [uid],
        );
        await db.query(`delete from ${t.search_clip_sources} where seller_id = $1`, [uid]);
      }
      await recordViews(db, t, views, viewed);
    },
  };
}

/** The search projection as the embedded and PostgreSQL-server modes run it. */
export const searchProjection = searchProjectionWriting(postgresIndex);

function toSearchDocument(source: Source): SearchDocument {
  return {
    clipId: source.clipId,
    sellerId: source.sellerId,
    version: source.lastPosition,
    title: source.doc.title,
    description: source.doc.description,
    tags: source.doc.tags,
    category: source.doc.category,
    vehicleType: source.doc.vehicleType,
    priceSatang: source.doc.priceSatang,
    incidentDate: source.doc.incidentDate,
    incidentTime: source.doc.incidentTime,
    location: source.doc.location,
    uploadedAt: source.doc.uploadedAt,
    approvedAt: source.approvedAt,
    views: source.views,
  };
}

async function loadSources(db: SqlExecutor, t: Tables, clipIds: string[]): Promise<Map<string, Source>> {
  if (clipIds.length === 0) return new Map();
  // The time as ISO text and the position as text, whichever the driver.
  const { rows } = await db.query<
    Pick<SearchClipSourceRow, 'clip_id' | 'seller_id' | 'doc' | 'status' | 'views'> & {
      approved_at: string | null;
      last_position: string;
    }
  >(
    `select clip_id, seller_id, doc, status, to_json(approved_at) #>> '{}' as approved_at,
       last_position::text, views
     from ${t.search_clip_sources} where clip_id = any($1::text[])`,
    [clipIds],
  );
  return new Map(
    rows.map((row) => [
      row.clip_id,
      {
        clipId: row.clip_id,
        sellerId: row.seller_id,
        doc: row.doc,
        status: row.status,
        approvedAt: row.approved_at,
        lastPosition: Number(row.last_position),
        views: row.views,
      },
    ]),
  );
}

async function loadErased(db: SqlExecutor, t: Tables, sellerIds: string[]): Promise<Set<string>> {
  if (sellerIds.length === 0) return new Set();
  const { rows } = await db.query<SearchErasedSellerRow>(
    `select seller_id from ${t.search_erased_sellers} where seller_id = any($1::text[])`,
    [sellerIds],
  );
  return new Set(rows.map((row) => row.seller_id));
}

async function saveSources(db: SqlExecutor, t: Tables, sources: Source[]) {
  if (sources.length === 0) return;
  await db.query(
    `insert into ${t.search_clip_sources} (clip_id, seller_id, doc, status, approved_at, last_position, views)
     select r."clipId", r."sellerId", r.doc, r.status, r."approvedAt"::timestamptz, r."lastPosition", r.views
     from jsonb_to_recordset($1::jsonb) as r("clipId" text, "sellerId" text, doc jsonb, status text,
       "approvedAt" text, "lastPosition" bigint, views int)
     on conflict (clip_id) do update set doc = excluded.doc, status = excluded.status,
       approved_at = excluded.approved_at, last_position = excluded.last_position
     where ${t.search_clip_sources}.last_position < excluded.last_position`,
    [JSON.stringify(sources)],
  );
}

const viewRows = `select distinct v."clipId" as clip_id, v."viewerKey" as viewer_key, v.day::date as day
  from jsonb_to_recordset($1::jsonb) as v("clipId" text, "viewerKey" text, day text)`;

/**
 * Per clip, how many of `views` are first views (each viewer counts once per clip and Bangkok
 * day), read without writing.
 */
async function firstViewsOf(db: SqlExecutor, t: Tables, views: ClipViewed['data'][]) {
  if (views.length === 0) return new Map<string, number>();
  const { rows } = await db.query<{ clip_id: string; n: number }>(
    `select seen.clip_id, count(*)::int as n from (${viewRows}) seen
      where not exists (select 1 from ${t.search_clip_views} w
        where w.clip_id = seen.clip_id and w.viewer_key = seen.viewer_key and w.day = seen.day)
      group by seen.clip_id`,
    [JSON.stringify(views)],
  );
  return new Map(rows.map((row) => [row.clip_id, row.n]));
}

/**
 * Records the views and the clips' new counts. A clip's views all come from its own stream (one
 * partition, one chunk at a time), so the counts folded in memory are the truth.
 */
async function recordViews(db: SqlExecutor, t: Tables, views: ClipViewed['data'][], viewed: Source[]) {
  if (views.length === 0) return;
  await db.query(
    `insert into ${t.search_clip_views} (clip_id, viewer_key, day)
     select clip_id, viewer_key, day from (${viewRows}) seen on conflict do nothing`,
    [JSON.stringify(views)],
  );
  if (viewed.length === 0) return;
  await db.query(
    `update ${t.search_clip_sources} s set views = c.views
       from jsonb_to_recordset($1::jsonb) as c("clipId" text, views int) where s.clip_id = c."clipId"`,
    [JSON.stringify(viewed.map((source) => ({ clipId: source.clipId, views: source.views })))],
  );
}
