import type { SqlExecutor } from '../../postgres/sqlClient.ts';

/**
 * The PostgreSQL search index (DESIGN.md §7b): one row per approved clip. The check makes any
 * other status an error, not a hidden row. `document` is the weighted tsvector of the Thai
 * pipeline's terms, `search_text` the normalised text for the trigram fallback, `title_terms`
 * the title's words alone for typeahead; pins are indexed as points for the map viewport and radius.
 * `termsTable` is the vocabulary (every indexed term of four characters or more, never shrinking),
 * from which a query that finds nothing gets its closest spelling.
 */
export async function createClipSearchTable(
  db: SqlExecutor,
  table: string,
  termsTable = `${table}_terms`,
): Promise<void> {
  await db.exec(`
    create extension if not exists pg_trgm;
    create table if not exists ${table} (
      clip_id text primary key,
      seller_id text not null,
      version bigint not null,
      status text not null check (status = 'approved'),
      title text not null,
      document tsvector not null,
      title_terms tsvector not null,
      search_text text not null,
      category text not null,
      vehicle_type text not null,
      price_satang integer not null,
      province text not null,
      district text not null,
      lat double precision not null,
      lng double precision not null,
      incident_date date not null,
      incident_minute smallint not null,
      uploaded_at timestamptz not null,
      approved_at timestamptz,
      views integer not null default 0
    );
    create table if not exists ${termsTable} (term text primary key);`);
}

/**
 * The index's secondary indexes, apart from its table so that a rebuild can load the rows first
 * and build these once at the end (a bulk GIN build is many times faster than row by row).
 */
export async function createClipSearchIndexes(
  db: SqlExecutor,
  table: string,
  termsTable = `${table}_terms`,
): Promise<void> {
  await db.exec(`
    create index if not exists ${table}_document on ${table} using gin (document);
    create index if not exists ${table}_title_terms on ${table} using gin (title_terms);
    create index if not exists ${table}_text_trgm on ${table} using gin (search_text gin_trgm_ops);
    create index if not exists ${table}_seller on ${table} (seller_id);
    create index if not exists ${table}_province on ${table} (province, district, uploaded_at desc);
    create index if not exists ${table}_category on ${table} (category, uploaded_at desc);
    create index if not exists ${table}_vehicle_type on ${table} (vehicle_type, uploaded_at desc);
    create index if not exists ${table}_price on ${table} (price_satang, uploaded_at desc, clip_id);
    create index if not exists ${table}_price_high on ${table} (price_satang desc, uploaded_at desc, clip_id);
    create index if not exists ${table}_incident_moment on ${table} (incident_date, incident_minute)
      include (uploaded_at, clip_id);
    drop index if exists ${table}_incident_date;
    create index if not exists ${table}_uploaded_at on ${table} (uploaded_at desc, clip_id);
    create index if not exists ${table}_views on ${table} (views desc, uploaded_at desc, clip_id);
    create index if not exists ${table}_pin on ${table} using gist ((point(lng, lat))) include (lat, lng, uploaded_at, price_satang, clip_id);
    create index if not exists ${termsTable}_trgm on ${termsTable} using gin (term gin_trgm_ops);`);
}
