import { asDomainEvent } from '../../../events/catalogue.ts';
import type { SqlExecutor } from '../../../infra/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { searchDocument, type ClipText } from './searchDocument.ts';
import { createSearchTables, type SearchTable } from './searchTables.ts';

type Tables = TableNames<SearchTable>;

/**
 * The search index (DESIGN.md §7b) kept from clip events: a clip enters `clip_search` when it is
 * approved, follows its edits, and leaves when it expires, is deleted or its seller is erased.
 * Each event moves the clip's source row only from an older stream position, so a second delivery
 * changes nothing; the index rows of the clips a batch touched are then rebuilt from their sources.
 */
export const searchProjection: Projection<SearchTable> = {
  name: 'search',
  handles: [
    'ClipUploaded',
    'ClipApproved',
    'ClipRejected',
    'ClipEdited',
    'ClipDeleted',
    'ClipExpired',
    'UserErased',
  ],
  tables: ['search_clip_sources', 'search_erased_sellers', 'clip_search'],

  createTables: createSearchTables,

  async handle(events, db, t) {
    const touched = new Set<string>();
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      const position = recorded.streamPosition.toString();
      switch (event?.type) {
        case 'ClipUploaded': {
          const { clipId, sellerId, ...rest } = event.data;
          const doc: ClipText = {
            title: rest.title,
            description: rest.description,
            category: rest.category,
            vehicleType: rest.vehicleType,
            priceSatang: rest.priceSatang,
            tags: rest.tags,
            incidentDate: rest.incidentDate,
            incidentTime: rest.incidentTime,
            location: rest.location,
            uploadedAt: rest.uploadedAt,
          };
          await db.query(
            `insert into ${t.search_clip_sources} (clip_id, seller_id, doc, status, last_position)
             select $1, $2, $3::jsonb, 'pending', $4::bigint
             where not exists (select 1 from ${t.search_erased_sellers} where seller_id = $2)
             on conflict (clip_id) do nothing`,
            [clipId, sellerId, JSON.stringify(doc), position],
          );
          touched.add(clipId);
          break;
        }
        case 'ClipApproved':
          await moveStatus(db, t, event.data.clipId, 'approved', position, event.data.approvedAt);
          touched.add(event.data.clipId);
          break;
        case 'ClipRejected':
          await moveStatus(db, t, event.data.clipId, 'rejected', position);
          touched.add(event.data.clipId);
          break;
        case 'ClipExpired':
          await moveStatus(db, t, event.data.clipId, 'expired', position);
          touched.add(event.data.clipId);
          break;
        case 'ClipDeleted':
          await moveStatus(db, t, event.data.clipId, 'deleted', position);
          touched.add(event.data.clipId);
          break;
        case 'ClipEdited':
          await db.query(
            `update ${t.search_clip_sources} set doc = doc || $2::jsonb, last_position = $3::bigint
             where clip_id = $1 and last_position < $3::bigint`,
            [event.data.clipId, JSON.stringify(event.data.changes), position],
          );
          touched.add(event.data.clipId);
          break;
        case 'UserErased':
          await db.query(
            `insert into ${t.search_erased_sellers} (seller_id) values ($1) on conflict do nothing`,
            [event.data.uid],
          );
          await db.query(`delete from ${t.search_clip_sources} where seller_id = $1`, [event.data.uid]);
          await db.query(`delete from ${t.clip_search} where seller_id = $1`, [event.data.uid]);
          break;
      }
    }
    await reindex(db, t, [...touched]);
  },
};

async function moveStatus(
  db: SqlExecutor,
  t: Tables,
  clipId: string,
  status: string,
  position: string,
  at?: string,
) {
  await db.query(
    `update ${t.search_clip_sources} set status = $2, approved_at = coalesce($4::timestamptz, approved_at),
       last_position = $3::bigint
     where clip_id = $1 and last_position < $3::bigint`,
    [clipId, status, position, at ?? null],
  );
}

/** Rebuilds the index rows of these clips from their sources: approved ones in, every other out. */
async function reindex(db: SqlExecutor, t: Tables, clipIds: string[]) {
  if (clipIds.length === 0) return;
  const { rows } = await db.query<{
    clip_id: string;
    seller_id: string;
    doc: ClipText;
    approved_at: string | null;
  }>(
    `select clip_id, seller_id, doc, approved_at::text from ${t.search_clip_sources}
     where clip_id = any($1::text[]) and status = 'approved'`,
    [clipIds],
  );
  const approved = rows.map((row) => {
    const document = searchDocument(row.doc);
    return {
      clipId: row.clip_id,
      sellerId: row.seller_id,
      title: document.title,
      body: document.body,
      place: document.place,
      text: document.text,
      category: row.doc.category,
      vehicleType: row.doc.vehicleType,
      priceSatang: row.doc.priceSatang,
      province: row.doc.location.province,
      district: row.doc.location.district,
      incidentDate: row.doc.incidentDate,
      uploadedAt: row.doc.uploadedAt,
      approvedAt: row.approved_at,
    };
  });
  const approvedIds = new Set(approved.map((row) => row.clipId));
  await db.query(`delete from ${t.clip_search} where clip_id = any($1::text[])`, [
    clipIds.filter((id) => !approvedIds.has(id)),
  ]);
  if (approved.length === 0) return;
  await db.query(
    `insert into ${t.clip_search} (clip_id, seller_id, status, document, search_text, category, vehicle_type,
       price_satang, province, district, incident_date, uploaded_at, approved_at)
     select r."clipId", r."sellerId", 'approved', r.title::tsvector || r.body::tsvector || r.place::tsvector, r.text,
       r.category, r."vehicleType", r."priceSatang", r.province, r.district, r."incidentDate"::date,
       r."uploadedAt"::timestamptz, r."approvedAt"::timestamptz
     from jsonb_to_recordset($1::jsonb) as r("clipId" text, "sellerId" text, title text, body text, place text,
       text text, category text, "vehicleType" text, "priceSatang" int, province text, district text,
       "incidentDate" text, "uploadedAt" text, "approvedAt" text)
     on conflict (clip_id) do update set document = excluded.document, search_text = excluded.search_text,
       category = excluded.category, vehicle_type = excluded.vehicle_type, price_satang = excluded.price_satang,
       province = excluded.province, district = excluded.district, incident_date = excluded.incident_date,
       uploaded_at = excluded.uploaded_at, approved_at = excluded.approved_at`,
    [JSON.stringify(approved)],
  );
}
