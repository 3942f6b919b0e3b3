import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, CalendarDay, Timestamp } from '../columnTypes.ts';
import type { Satang } from '../../../events/money.ts';

export type CatalogTable =
  'catalog_clips' | 'catalog_sellers' | 'catalog_clip_views' | 'catalog_sales' | 'catalog_clip_counts';

/** A `catalog_clips` row: one clip, in any state but deleted by erasure. */
export interface CatalogClipRow {
  clip_id: string;
  seller_id: string;
  title: string;
  description: string;
  category: string;
  vehicle_type: string;
  price_satang: Satang;
  tags: string[];
  incident_date: CalendarDay;
  incident_time: string;
  lat: number;
  lng: number;
  province: string;
  district: string;
  sub_district: string;
  address: string;
  status: string;
  rejection_reason: string | null;
  uploaded_at: Timestamp;
  approved_at: Timestamp | null;
  views: number;
  sales_count: number;
  last_position: BigIntValue;
  sha256: string | null;
  size_bytes: BigIntValue | null;
  duration_seconds: number | null;
  container: string | null;
  /** Image ids: the cover and the previews (webp and jpg of each are served by id). */
  cover_image: string | null;
  preview_images: string[];
  /** The clip of another seller that was uploaded first with the same file, and that seller. */
  same_file_as_clip: string | null;
  same_file_as_seller: string | null;
  expired_at: Timestamp | null;
  deleted_at: Timestamp | null;
  updated_at: Timestamp | null;
  /** The watermarked preview (issue 21): none (no file), making, ready or failed. */
  preview_status: 'none' | 'making' | 'ready' | 'failed';
  preview_moment_seconds: number | null;
  preview_from_seconds: number | null;
  preview_to_seconds: number | null;
  preview_sha256: string | null;
  preview_failure_reason: string | null;
  /** The footage request the clip was sent for (issue 22: ClipUploaded's requestId); null for none. */
  request_id: string | null;
  /** The requester's price: the most the clip may cost while it answers that request (issue 22). */
  request_max_price_satang: number | null;
}

/** A `catalog_sellers` row: the seller's public name and since when they are a member. */
export interface CatalogSellerRow {
  seller_id: string;
  display_name: string;
  created_at: Timestamp;
  erased: boolean;
  last_position: BigIntValue;
}

/** A `catalog_clip_views` row: a viewer seen on a clip on a Bangkok day. */
export interface CatalogClipViewRow {
  clip_id: string;
  viewer_key: string;
  day: CalendarDay;
}

/** A `catalog_sales` row: one paid purchase of a clip. */
export interface CatalogSaleRow {
  purchase_id: string;
  clip_id: string;
  refunded: boolean;
}

/** A `catalog_clip_counts` row: how many clips are in a state, sold or not. */
export interface CatalogClipCountRow {
  status: string;
  sold: boolean;
  n: BigIntValue;
}

/**
 * The clip catalogue (DESIGN.md §5): every clip that was not deleted by erasure, in every state,
 * with its seller and place, its file's fingerprint and images, and its counters.
 */
export async function createCatalogTables(db: SqlExecutor, t: TableNames<CatalogTable>): Promise<void> {
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
    -- Added with the clip lifecycle (issue 4).
    alter table ${t.catalog_clips} add column if not exists sha256 text;
    alter table ${t.catalog_clips} add column if not exists size_bytes bigint;
    alter table ${t.catalog_clips} add column if not exists duration_seconds double precision;
    alter table ${t.catalog_clips} add column if not exists container text;
    alter table ${t.catalog_clips} add column if not exists cover_image text;
    alter table ${t.catalog_clips} add column if not exists preview_images jsonb not null default '[]';
    alter table ${t.catalog_clips} add column if not exists same_file_as_clip text;
    alter table ${t.catalog_clips} add column if not exists same_file_as_seller text;
    alter table ${t.catalog_clips} add column if not exists expired_at timestamptz;
    alter table ${t.catalog_clips} add column if not exists deleted_at timestamptz;
    alter table ${t.catalog_clips} add column if not exists updated_at timestamptz;
    -- The watermarked preview (issue 21). Clips from before it get theirs made around their middle
    -- (the preview job projection replays them): they read as being made until then.
    alter table ${t.catalog_clips} add column if not exists preview_status text not null default 'none';
    alter table ${t.catalog_clips} add column if not exists preview_moment_seconds double precision;
    alter table ${t.catalog_clips} add column if not exists preview_from_seconds double precision;
    alter table ${t.catalog_clips} add column if not exists preview_to_seconds double precision;
    alter table ${t.catalog_clips} add column if not exists preview_sha256 text;
    alter table ${t.catalog_clips} add column if not exists preview_failure_reason text;
    update ${t.catalog_clips}
       set preview_status = 'making', preview_moment_seconds = floor(duration_seconds * 5) / 10
     where preview_status = 'none' and duration_seconds is not null and preview_moment_seconds is null;
    create index if not exists ${t.catalog_clips}_preview_failed on ${t.catalog_clips} (clip_id)
      where preview_status = 'failed';
    -- The footage request a clip was sent for (issue 22); no clip from before requests answers one.
    alter table ${t.catalog_clips} add column if not exists request_id text;
    create index if not exists ${t.catalog_clips}_request on ${t.catalog_clips} (request_id)
      where request_id is not null;
    alter table ${t.catalog_clips} add column if not exists request_max_price_satang integer;
    create index if not exists ${t.catalog_clips}_status_uploaded on ${t.catalog_clips} (status, uploaded_at desc);
    create index if not exists ${t.catalog_clips}_seller on ${t.catalog_clips} (seller_id);
    create index if not exists ${t.catalog_clips}_category on ${t.catalog_clips} (category, status);
    create index if not exists ${t.catalog_clips}_approved_at on ${t.catalog_clips} (approved_at) where status = 'approved';
    -- Footage requests (issue 22) look for the approved clips of an incident day around a pin.
    create index if not exists ${t.catalog_clips}_approved_day_pin
      on ${t.catalog_clips} (incident_date, lat, lng) where status = 'approved';
    -- Public verification (issue 6) looks a file up by its fingerprint.
    create index if not exists ${t.catalog_clips}_sha256 on ${t.catalog_clips} (sha256);
    -- The admin clip list (issue 7): its default order (newest incident first), and substring
    -- search over titles and descriptions, which a trigram index answers without reading every row.
    create extension if not exists pg_trgm;
    create index if not exists ${t.catalog_clips}_incident_order
      on ${t.catalog_clips} (incident_date desc, uploaded_at desc, clip_id);
    create index if not exists ${t.catalog_clips}_title_trgm on ${t.catalog_clips} using gin (title gin_trgm_ops);
    create index if not exists ${t.catalog_clips}_description_trgm
      on ${t.catalog_clips} using gin (description gin_trgm_ops);
    -- The admin list's other sorts; not views, which change on every visit and would lose the
    -- row's in-place (HOT) updates.
    create index if not exists ${t.catalog_clips}_price on ${t.catalog_clips} (price_satang);
    create index if not exists ${t.catalog_clips}_sales on ${t.catalog_clips} (sales_count);
    create index if not exists ${t.catalog_clips}_title on ${t.catalog_clips} (title);
    create table if not exists ${t.catalog_sellers} (
      seller_id text primary key,
      display_name text not null,
      created_at timestamptz not null
    );
    -- Added with PDPA erasure (issue 3); "add column" also upgrades tables made before it.
    alter table ${t.catalog_sellers} add column if not exists erased boolean not null default false;
    alter table ${t.catalog_sellers} add column if not exists last_position bigint not null default 0;
    -- One row per viewer per clip per Bangkok day: the key makes a repeated view (or a replayed
    -- event) count nothing.
    create table if not exists ${t.catalog_clip_views} (
      clip_id text not null,
      viewer_key text not null,
      day date not null,
      primary key (clip_id, viewer_key, day)
    );
    -- One row per paid purchase (issue 6): a clip's sales count is its unrefunded rows.
    create table if not exists ${t.catalog_sales} (
      purchase_id text primary key,
      clip_id text not null,
      refunded boolean not null default false
    );
    create index if not exists ${t.catalog_sales}_clip on ${t.catalog_sales} (clip_id);
    create table if not exists ${t.catalog_clip_counts} (
      status text not null,
      sold boolean not null,
      n bigint not null,
      primary key (status, sold)
    );
    -- A catalogue from before the counts existed: count it once.
    insert into ${t.catalog_clip_counts} (status, sold, n)
    select status, sales_count > 0, count(*) from ${t.catalog_clips}
     where not exists (select 1 from ${t.catalog_clip_counts})
     group by 1, 2;`);
}
