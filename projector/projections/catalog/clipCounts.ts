/**
 * How many clips are in each state (pending, approved sold or unsold, rejected, expired, deleted),
 * kept by the catalogue as it changes: the admin dashboard reads a handful of rows instead of
 * counting a million clips. Each batch notes the state of every clip it may touch before and after,
 * and moves the counts by the difference, in the batch's own transaction; a second delivery changes
 * no state, so it moves nothing.
 */
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { CatalogClipCountRow, CatalogClipRow, CatalogTable } from './catalogTables.ts';

type Tables = TableNames<CatalogTable>;
/** `status|sold` of each clip that exists. */
export type ClipStates = Map<string, string>;

const stateKey = (status: string, sold: boolean) => `${status}|${sold}`;

/** The clips a batch may move between states: the ones it names, and every clip of an erased seller. */
export async function clipsTouched(db: SqlExecutor, t: Tables, events: DomainEvent[]): Promise<string[]> {
  const ids = new Set<string>();
  const erased: string[] = [];
  for (const event of events) {
    if (event.type === 'ClipViewed') continue; // a view changes no state
    if (event.type === 'UserErased') erased.push(event.data.uid);
    else if ('clipId' in event.data && typeof event.data.clipId === 'string') ids.add(event.data.clipId);
  }
  if (erased.length > 0) {
    const { rows } = await db.query<Pick<CatalogClipRow, 'clip_id'>>(
      `select clip_id from ${t.catalog_clips} where seller_id = any($1::text[])`,
      [erased],
    );
    for (const row of rows) ids.add(row.clip_id);
  }
  return [...ids];
}

export async function clipStates(db: SqlExecutor, t: Tables, clipIds: string[]): Promise<ClipStates> {
  if (clipIds.length === 0) return new Map();
  const { rows } = await db.query<Pick<CatalogClipRow, 'clip_id' | 'status'> & { sold: boolean }>(
    `select clip_id, status, sales_count > 0 as sold from ${t.catalog_clips} where clip_id = any($1::text[])`,
    [clipIds],
  );
  return new Map(rows.map((row) => [row.clip_id, stateKey(row.status, row.sold)]));
}

/** Moves the counts from the states before a batch to the states after it. */
export async function moveClipCounts(db: SqlExecutor, t: Tables, before: ClipStates, after: ClipStates) {
  const delta = new Map<string, number>();
  const move = (key: string | undefined, by: number) => {
    if (key !== undefined) delta.set(key, (delta.get(key) ?? 0) + by);
  };
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(id) === after.get(id)) continue;
    move(before.get(id), -1);
    move(after.get(id), 1);
  }
  const changes = [...delta].filter(([, by]) => by !== 0);
  if (changes.length === 0) return;
  await db.query(
    `insert into ${t.catalog_clip_counts} (status, sold, n)
     select split_part(c.key, '|', 1), split_part(c.key, '|', 2)::boolean, c.by
       from jsonb_to_recordset($1::jsonb) as c(key text, by bigint)
     on conflict (status, sold) do update set n = ${t.catalog_clip_counts}.n + excluded.n`,
    [JSON.stringify(changes.map(([key, by]) => ({ key, by })))],
  );
}

/** The counts as the dashboard reads them (deleted clips left out). */
export async function readClipCounts(db: SqlExecutor) {
  const { rows } = await db.query<CatalogClipCountRow>(
    `select status, sold, n::text as n from catalog_clip_counts where status <> 'deleted' and n <> 0`,
  );
  const count = (match: (row: CatalogClipCountRow) => boolean) =>
    rows.filter(match).reduce((sum, row) => sum + Number(row.n), 0);
  return {
    pending: count((row) => row.status === 'pending'),
    approved: count((row) => row.status === 'approved'),
    sold: count((row) => row.status === 'approved' && row.sold),
    unsold: count((row) => row.status === 'approved' && !row.sold),
    rejected: count((row) => row.status === 'rejected'),
    total: count(() => true),
  };
}
