import type { ClipEditableField, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import {
  createClipSearchIndexes,
  createClipSearchTable,
} from '../../../infra/adapters/search/postgres/clipSearchTable.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, CalendarDay, Timestamp } from '../columnTypes.ts';

export type SearchTable =
  'search_clip_sources' | 'search_clip_views' | 'search_erased_sellers' | 'clip_search' | 'clip_search_terms';

/** The searchable part of a clip, as uploaded and then edited (every field an edit may change). */
export type ClipText = Pick<ClipUploaded['data'], ClipEditableField | 'uploadedAt'>;

/** A `search_clip_sources` row: a clip's latest text, status and view count. */
export interface SearchClipSourceRow {
  clip_id: string;
  seller_id: string;
  doc: ClipText;
  status: string;
  approved_at: Timestamp | null;
  last_position: BigIntValue;
  views: number;
}

/** A `search_clip_views` row: a viewer seen on a clip on a Bangkok day. */
export interface SearchClipViewRow {
  clip_id: string;
  viewer_key: string;
  day: CalendarDay;
}

/** A `search_erased_sellers` row: a seller erased so far, whose clips never enter the index again. */
export interface SearchErasedSellerRow {
  seller_id: string;
}

/**
 * The search projection's own state (DESIGN.md §5, §7b). `search_clip_sources` keeps every clip's
 * latest text, status and view count, because an approval carries no text; `search_clip_views`
 * counts each viewer once per day as the catalogue does. `clip_search` is the PostgreSQL index
 * itself and `clip_search_terms` its vocabulary (both empty when the index lives in Elasticsearch).
 */
export async function createSearchTables(db: SqlExecutor, t: TableNames<SearchTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.search_clip_sources} (
      clip_id text primary key,
      seller_id text not null,
      doc jsonb not null,
      status text not null,
      approved_at timestamptz,
      last_position bigint not null,
      views integer not null default 0
    );
    create index if not exists ${t.search_clip_sources}_seller on ${t.search_clip_sources} (seller_id);
    create table if not exists ${t.search_clip_views} (
      clip_id text not null,
      viewer_key text not null,
      day date not null,
      primary key (clip_id, viewer_key, day)
    );
    create table if not exists ${t.search_erased_sellers} (seller_id text primary key);`);
  await createClipSearchTable(db, t.clip_search, t.clip_search_terms);
}

/** The index's secondary indexes, which a rebuild builds after its replay. */
export async function createSearchIndexes(db: SqlExecutor, t: TableNames<SearchTable>): Promise<void> {
  await createClipSearchIndexes(db, t.clip_search, t.clip_search_terms);
}
