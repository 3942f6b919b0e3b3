/**
 * The little of PostgreSQL that dashclip needs, spoken the same way to PGlite (embedded) and to a
 * PostgreSQL server through `pg`. All SQL in infra/ runs unchanged on both.
 */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface SqlExecutor {
  /**
   * `prepareAs` names a statement that runs very often (the append): a server then parses and
   * plans it once per connection. PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    prepareAs?: string,
  ): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'pg';
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Holds an exclusive named lock until the returned release is called, or answers null when
   * someone else holds it. On a server this is a session advisory lock on a dedicated connection;
   * PGlite is owned by one process (see pgliteClient's lock file), so it keeps the lock in memory.
   * `onLost` is called if the lock goes without being released (its server session ended).
   */
  tryLock(name: string, onLost?: (why: Error) => void): Promise<(() => Promise<void>) | null>;
  /**
   * A server only (PGlite is one process: its readers are woken in memory): a session of its own
   * LISTENing on `channel`, calling `onNotify` for each notification, and once more after it had
   * to connect again (a notification sent while it was away is lost, so the listener must read
   * anyway). A server it cannot reach is tried again every second; it never rejects. Answers the
   * function that stops it.
   */
  listen?(channel: string, onNotify: (payload: string | undefined) => void): Promise<() => Promise<void>>;
  /** Sends a notification on `channel` (pg_notify) with `payload`, to every session listening on it. */
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A stable 32-bit key for advisory locks, computed the same way everywhere. */
export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
