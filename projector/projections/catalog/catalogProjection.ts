import { asDomainEvent } from '../../../events/catalogue.ts';
import type { ClipUploaded } from '../../../events/clip/clipEvents.ts';
import type { SqlExecutor } from '../../../infra/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';

type CatalogTable = 'catalog_clips' | 'catalog_sellers';

/** The clip catalogue buyers browse: clips with their seller and place (DESIGN.md §5). */
export const catalogProjection: Projection<CatalogTable> = {
  name: 'catalog',
  handles: ['ClipUploaded', 'ClipApproved', 'ClipRejected', 'UserRegistered', 'ProfileUpdated', 'UserErased'],
  tables: ['catalog_clips', 'catalog_sellers'],

  async createTables(db, t) {
    await db.exec(`
      create table if not exists ${t.catalog_clips} (
        clip_id text primary key,
        seller_id text not null,
        title text not null,
        description text not null,
        category text not null,
        vehicle_type text not null,
        price_satang integer not null,
        tags jsonb not null,
        incident_date date not null,
        incident_time text not null,
        lat double precision not null,
        lng double precision not null,
        province text not null,
        district text not null,
        sub_district text not null,
        address text not null,
        status text not null,
        rejection_reason text,
        uploaded_at timestamptz not null,
        approved_at timestamptz,
        views integer not null default 0,
        sales_count integer not null default 0,
        last_position bigint not null
      );
      create index if not exists ${t.catalog_clips}_status_uploaded on ${t.catalog_clips} (status, uploaded_at desc);
      create index if not exists ${t.catalog_clips}_seller on ${t.catalog_clips} (seller_id);
      create table if not exists ${t.catalog_sellers} (
        seller_id text primary key,
        display_name text not null,
        created_at timestamptz not null
      );
      -- Added with PDPA erasure (issue 3); "add column" also upgrades tables made before it.
      alter table ${t.catalog_sellers} add column if not exists erased boolean not null default false;
      alter table ${t.catalog_sellers} add column if not exists last_position bigint not null default 0;`);
  },

  async handle(events, db, t) {
    const uploads: (ClipUploaded['data'] & { position: string })[] = [];
    const statuses = new Map<
      string,
      { clipId: string; status: string; reason: string | null; at: string; position: string }
    >();
    const sellers: { sellerId: string; displayName: string; createdAt: string; position: string }[] = [];
    const sellerChanges = new Map<string, SellerChange>();
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      const position = recorded.streamPosition.toString();
      switch (event?.type) {
        case 'ClipUploaded':
          uploads.push({ ...event.data, position });
          break;
        case 'ClipApproved':
          statuses.set(event.data.clipId, {
            clipId: event.data.clipId,
            status: 'approved',
            reason: null,
            at: event.data.approvedAt,
            position,
          });
          break;
        case 'ClipRejected':
          statuses.set(event.data.clipId, {
            clipId: event.data.clipId,
            status: 'rejected',
            reason: event.data.reason,
            at: event.data.rejectedAt,
            position,
          });
          break;
        case 'UserRegistered':
          sellers.push({
            sellerId: event.data.uid,
            displayName: event.data.displayName,
            createdAt: event.data.registeredAt,
            position,
          });
          break;
        case 'ProfileUpdated':
          if (event.data.displayName === undefined) break;
          sellerChanges.set(event.data.uid, {
            sellerId: event.data.uid,
            displayName: event.data.displayName,
            erased: sellerChanges.get(event.data.uid)?.erased ?? false,
            position,
          });
          break;
        case 'UserErased':
          sellerChanges.set(event.data.uid, {
            sellerId: event.data.uid,
            displayName: '',
            erased: true,
            position,
          });
          break;
      }
    }
    await insertClips(db, t, uploads);
    await applyStatuses(db, t, [...statuses.values()]);
    await insertSellers(db, t, sellers);
    await applySellerChanges(db, t, [...sellerChanges.values()]);
  },
};

interface SellerChange {
  sellerId: string;
  displayName: string;
  erased: boolean;
  position: string;
}

async function insertClips(
  db: SqlExecutor,
  t: TableNames<CatalogTable>,
  uploads: (ClipUploaded['data'] & { position: string })[],
) {
  if (uploads.length === 0) return;
  await db.query(
    `insert into ${t.catalog_clips} (clip_id, seller_id, title, description, category, vehicle_type, price_satang,
       tags, incident_date, incident_time, lat, lng, province, district, sub_district, address, status, uploaded_at,
       last_position)
     select u."clipId", u."sellerId", u.title, u.description, u.category, u."vehicleType", u."priceSatang",
       u.tags, u."incidentDate"::date, u."incidentTime", (u.location->>'lat')::float8, (u.location->>'lng')::float8,
       u.location->>'province', u.location->>'district', u.location->>'subDistrict', u.location->>'address',
       'pending', u."uploadedAt"::timestamptz, u.position::bigint
     from jsonb_to_recordset($1::jsonb) as u("clipId" text, "sellerId" text, title text, description text,
       category text, "vehicleType" text, "priceSatang" int, tags jsonb, "incidentDate" text, "incidentTime" text,
       location jsonb, "uploadedAt" text, position text)
     where not exists (select 1 from ${t.catalog_sellers} s where s.seller_id = u."sellerId" and s.erased)
     on conflict (clip_id) do nothing`,
    [JSON.stringify(uploads)],
  );
}

/** Status events set state, so the last one per clip in a batch wins; older replays are ignored. */
async function applyStatuses(db: SqlExecutor, t: TableNames<CatalogTable>, statuses: object[]) {
  if (statuses.length === 0) return;
  await db.query(
    `update ${t.catalog_clips} c set status = s.status, rejection_reason = s.reason,
       approved_at = case when s.status = 'approved' then s.at::timestamptz else c.approved_at end,
       last_position = s.position::bigint
     from jsonb_to_recordset($1::jsonb) as s("clipId" text, status text, reason text, at text, position text)
     where c.clip_id = s."clipId" and c.last_position < s.position::bigint`,
    [JSON.stringify(statuses)],
  );
}

async function insertSellers(db: SqlExecutor, t: TableNames<CatalogTable>, sellers: object[]) {
  if (sellers.length === 0) return;
  await db.query(
    `insert into ${t.catalog_sellers} (seller_id, display_name, created_at, last_position)
     select s."sellerId", s."displayName", s."createdAt"::timestamptz, s.position::bigint
       from jsonb_to_recordset($1::jsonb) as s("sellerId" text, "displayName" text, "createdAt" text, position text)
     on conflict (seller_id) do nothing`,
    [JSON.stringify(sellers)],
  );
}

/**
 * A new display name, or erasure: the seller's name goes blank and their unsold clips leave the
 * catalogue (sold ones stay, their buyers keep them). Positions of the user stream guard replays.
 */
async function applySellerChanges(db: SqlExecutor, t: TableNames<CatalogTable>, changes: SellerChange[]) {
  if (changes.length === 0) return;
  const json = JSON.stringify(changes);
  await db.query(
    `update ${t.catalog_sellers} c set display_name = s."displayName", erased = c.erased or s.erased,
       last_position = s.position::bigint
     from jsonb_to_recordset($1::jsonb) as s("sellerId" text, "displayName" text, erased boolean, position text)
     where c.seller_id = s."sellerId" and c.last_position < s.position::bigint`,
    [json],
  );
  const erased = changes.filter((change) => change.erased).map((change) => change.sellerId);
  if (erased.length === 0) return;
  await db.query(
    `delete from ${t.catalog_clips}
      where seller_id in (select jsonb_array_elements_text($1::jsonb)) and sales_count = 0`,
    [JSON.stringify(erased)],
  );
}
