/**
 * Server sessions the fault suites hold, find and end: a transaction of the test's own that makes
 * the app wait at a chosen statement, the app's session caught waiting there, and its termination.
 */
import pg from 'pg';
import { lockKey, type SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { eventually, projectionNames } from './readModels.ts';

export interface HeldRow {
  /** Rolls the holding transaction back: whoever waited on it goes on. */
  release(): Promise<void>;
}

/**
 * Runs `statement` in a transaction of its own on `url`, left open until released; null (and
 * rolled back) when it changed no row.
 *
 * Its transaction gets an id with the first row it writes or locks, and every catch-up reader of
 * the store then sees no event committed after that (docs/architecture.md, gap-free order): hold a
 * row only after the events the app must read are written.
 */
async function holding(url: string, statement: string, params: unknown[]): Promise<HeldRow | null> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const release = async () => {
    await client.query('rollback').catch(() => {});
    await client.end().catch(() => {});
  };
  await client.query('begin');
  const { rowCount } = await client.query(statement, params);
  if (rowCount) return { release };
  await release();
  return null;
}

/**
 * An audit entry for `eventId`, inserted and not committed: the audit projection's insert of that
 * event (`on conflict do nothing`) waits until it is rolled back, with the batch's earlier
 * entries already written in its transaction. Null when the projection has the entry already.
 */
export const holdAuditEntry = (url: string, eventId: string) =>
  holding(
    url,
    `insert into audit_entries (event_id, position_tx, position_gp, occurred_at, actor_kind, entity_type,
       entity_id, action, summary) values ($1, 0, 0, now(), 'system', 'held', 'held', 'held', '{}')
     on conflict do nothing`,
    [eventId],
  );

/**
 * A catalogue view not committed: the batch that counts the same view waits on it, its insert
 * half done. Null when the catalogue counted that view already.
 */
export const holdCatalogView = (url: string, view: { clipId: string; viewerKey: string; day: string }) =>
  holding(
    url,
    'insert into catalog_clip_views (clip_id, viewer_key, day) values ($1, $2, $3::date) on conflict do nothing',
    [view.clipId, view.viewerKey, view.day],
  );

/** A stream's row locked: an append to that stream waits on it. */
export const holdStream = (url: string, streamId: string) =>
  holding(url, 'select version from streams where stream_id = $1 for update', [streamId]);

export interface WaitingBackend {
  pid: number;
  /** Whether its transaction had written rows before it began to wait (it has a transaction id). */
  wroteInTransaction: boolean;
  query: string;
}

/** Waits until a session of the database's (not this test's) waits on a lock, and answers it. */
export async function waitingBackend(db: SqlExecutor, querying = '%'): Promise<WaitingBackend> {
  let found: WaitingBackend | undefined;
  await eventually('a session of the app waiting on the held row', async () => {
    const { rows } = await db.query<{ pid: number; wrote: boolean; query: string }>(
      `select pid, backend_xid is not null as wrote, query from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
      [querying],
    );
    found = rows[0] && { pid: rows[0].pid, wroteInTransaction: rows[0].wrote, query: rows[0].query };
    return found !== undefined;
  });
  return found!;
}

/** Ends a server session as an administrator would (`pg_terminate_backend`). */
export async function terminate(db: SqlExecutor, pid: number): Promise<void> {
  await db.query('select pg_terminate_backend($1)', [pid]);
}

/** The server sessions holding each projection's lock (`projection:<name>`) in this database. */
export async function projectionLockHolders(db: SqlExecutor): Promise<Map<string, number[]>> {
  const holders = new Map<string, number[]>();
  for (const name of projectionNames) {
    // pg_try_advisory_lock(bigint): the key's high half in classid, its low half in objid.
    const key = BigInt(lockKey(`projection:${name}`));
    const { rows } = await db.query<{ pid: number }>(
      `select pid from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1
          and database = (select oid from pg_database where datname = current_database())
          and classid = $1::bigint::oid and objid = $2::bigint::oid`,
      [((key >> 32n) & 0xffffffffn).toString(), (key & 0xffffffffn).toString()],
    );
    holders.set(
      name,
      rows.map((row) => row.pid),
    );
  }
  return holders;
}
