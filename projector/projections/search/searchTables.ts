import type { SqlExecutor } from '../../../infra/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';

export type SearchTable = 'search_clip_sources' | 'search_erased_sellers' | 'clip_search';

/**
 * The search read model (DESIGN.md §5, §7b). `search_clip_sources` keeps every clip's latest text
 * and status, because an approval carries no text; `clip_search` is the index itself and holds
 * approved clips only (the check makes any other status an error, not a hidden row).
 */
export async function createSearchTables(db: SqlExecutor, t: TableNames<SearchTable>): Promise<void> {
  await db.exec(`
    create extension if not exists pg_trgm;
    create table if not exists ${t.search_clip_sources} (
      clip_id text primary key,
      seller_id text not null,
      doc jsonb not null,
      status text not null,
      approved_at timestamptz,
      last_position bigint not null
    );
    create index if not exists ${t.search_clip_sources}_seller on ${t.search_clip_sources} (seller_id);
    create table if not exists ${t.search_erased_sellers} (seller_id text primary key);
    create table if not exists ${t.clip_search} (
      clip_id text primary key,
      seller_id text not null,
      status text not null check (status = 'approved'),
      document tsvector not null,
      search_text text not null,
      category text not null,
      vehicle_type text not null,
      price_satang integer not null,
      province text not null,
      district text not null,
      incident_date date not null,
      uploaded_at timestamptz not null,
      approved_at timestamptz
    );
    create index if not exists ${t.clip_search}_document on ${t.clip_search} using gin (document);
    create index if not exists ${t.clip_search}_text_trgm on ${t.clip_search} using gin (search_text gin_trgm_ops);
    create index if not exists ${t.clip_search}_seller on ${t.clip_search} (seller_id);
    create index if not exists ${t.clip_search}_province on ${t.clip_search} (province, district);
    create index if not exists ${t.clip_search}_category on ${t.clip_search} (category, vehicle_type);
    create index if not exists ${t.clip_search}_price on ${t.clip_search} (price_satang);
    create index if not exists ${t.clip_search}_incident_date on ${t.clip_search} (incident_date);
    create index if not exists ${t.clip_search}_uploaded_at on ${t.clip_search} (uploaded_at desc);`);
}
