import pg from 'pg';
import type { QueryResult, SqlClient, SqlExecutor } from './sqlClient.ts';
import { lockKey } from './sqlClient.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** SQLSTATE connection_failure: the connection broke while a statement was on it. */
const CONNECTION_FAILURE = '08006';
/** SQLSTATE sqlclient_unable_to_establish_sqlconnection: no connection could be opened. */
const UNABLE_TO_CONNECT = '08001';
/** Node's socket errors when the server cannot be reached or the connection drops. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'ECONNABORTED',
  'EAI_AGAIN',
]);
/** What `pg` and its pool say, without any code, when a connection fails or is gone. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * The server could not be reached, or the connection to it broke (a restart, a termination, a
 * network drop). It carries a SQLSTATE of class 08, connection exception, as the server's own
 * refusals do (57P01 terminated, 57P03 starting up), so whoever answers a caller can tell "the
 * database is away, try again" from a fault in the code without knowing this adapter.
 */
export class DatabaseUnreachableError extends Error {
  override readonly name = 'DatabaseUnreachableError';
  constructor(
    readonly code: typeof CONNECTION_FAILURE | typeof UNABLE_TO_CONNECT,
    cause: unknown,
  ) {
    super(
      code === UNABLE_TO_CONNECT
        ? 'could not connect to the PostgreSQL server'
        : 'the connection to the PostgreSQL server broke',
      { cause },
    );
  }
}

/**
 * `pg`'s own failures of the connection (no SQLSTATE: a socket error or "Connection terminated"),
 * as DatabaseUnreachableError; anything else (the server's errors, a parameter `pg` could not
 * serialize) unchanged.
 */
function asConnectionFailure(error: unknown, connecting: boolean): unknown {
  if (error instanceof pg.DatabaseError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const failed =
    (typeof code === 'string' && SOCKET_ERRORS.has(code)) ||
    CONNECTION_MESSAGES.test(error.message) ||
    (error instanceof AggregateError &&
      error.errors.some((inner) => asConnectionFailure(inner, connecting) !== inner));
  return failed
    ? new DatabaseUnreachableError(connecting ? UNABLE_TO_CONNECT : CONNECTION_FAILURE, error)
    : error;
}

function executor(client: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params: unknown[] = [], prepareAs?: string): Promise<QueryResult<Row>> {
      try {
        const result = await client.query(
          prepareAs ? { name: prepareAs, text: sql, values: params } : { text: sql, values: params },
        );
        return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
      } catch (error) {
        throw asConnectionFailure(error, false);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (error) {
        throw asConnectionFailure(error, false);
      }
    },
  };
}

/**
 * Whether a failed statement broke its connection. A server's SQL error (a version conflict, the
 * stale-transaction guard, a constraint) leaves it usable, and it goes back to the pool: `pg`'s own
 * `pool.query` destroys the connection on any error, and a burst of conflicts on a contended stream
 * then opened a new server session for nearly every append (issue 20). Only a connection error,
 * an administrator's termination or a server shutting down (classes 08 and 57P) discard it.
 */
export function connectionBroken(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  return code.startsWith('08') || code.startsWith('57P');
}

/** How long a listening session that dropped waits before connecting again. */
const LISTEN_RECONNECT_MS = 1_000;

/** A pool on a PostgreSQL server; `max` connections (the benchmark raises it for its writers). */
export function pgClient(
  connectionString: string,
  options: { max?: number } = {},
): SqlClient & { connectionsOpened(): number } {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  let opened = 0;
  pool.on('connect', () => {
    opened += 1;
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  /** A pooled connection; one that cannot be opened is DatabaseUnreachableError. */
  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      throw asConnectionFailure(error, true);
    }
  }

  /**
   * Runs work on a pooled connection, which goes back to the pool unless the work called
   * `discard`, having seen it break, or the connection reported itself broken meanwhile.
   */
  async function onConnection<T>(
    work: (client: pg.PoolClient, discard: (why: unknown) => void) => Promise<T>,
  ): Promise<T> {
    const client = await connect();
    let broken: Error | undefined;
    const discard = (why: unknown) => {
      broken ??= why instanceof Error ? why : new Error(String(why));
    };
    // A connection that drops while it is out of the pool (a termination, a restart) also emits
    // 'error', after failing its statement; the pool listens only to idle ones, and an 'error'
    // nobody listens to ends the process.
    client.on('error', discard);
    try {
      return await work(client, discard);
    } finally {
      client.removeListener('error', discard);
      client.release(broken);
    }
  }

  /** One statement of ours: its failure tells whether the connection broke. */
  const statement = <T>(run: (sql: SqlExecutor) => Promise<T>) =>
    onConnection(async (client, discard) => {
      try {
        return await run(executor(client));
      } catch (error) {
        if (connectionBroken(error)) discard(error);
        throw error;
      }
    });

  return {
    kind: 'pg',
    query: (sql, params, prepareAs) => statement((on) => on.query(sql, params, prepareAs)),
    exec: (sql) => statement((on) => on.exec(sql)),
    transaction: (work) =>
      onConnection(async (client, discard) => {
        const tx = executor(client);
        /** begin and commit: their failure tells whether the connection broke. */
        const control = async (sql: string) => {
          try {
            await tx.exec(sql);
          } catch (error) {
            if (connectionBroken(error)) discard(error);
            throw error;
          }
        };
        await control('begin');
        let result: Awaited<ReturnType<typeof work>>;
        try {
          result = await work(tx);
        } catch (error) {
          // Whatever failed (a statement, or the work's own refusal), a rollback that goes through
          // shows the connection sound and one that fails shows it gone; the caller gets the first error.
          await tx.exec('rollback').catch(discard);
          throw error;
        }
        await control('commit');
        return result;
      }),
    /** Server sessions the pool has opened so far (benchmarks and tests count them). */
    connectionsOpened: () => opened,
    async tryLock(name, onLost) {
      const client = new pg.Client({ connectionString });
      let held = false;
      // Ended on purpose (given back): not a loss.
      let ended = false;
      const lost = (why: unknown) => {
        if (!held || ended) return;
        ended = true;
        onLost?.(why instanceof Error ? why : new Error(String(why)));
      };
      // The lock lives as long as this session: a restart, a termination or a network drop ends both.
      client.on('error', lost);
      client.on('end', () =>
        lost(new DatabaseUnreachableError(CONNECTION_FAILURE, 'the lock session ended')),
      );
      const end = async () => {
        ended = true;
        await client.end().catch(() => {});
      };
      try {
        await client.connect();
      } catch (error) {
        await end();
        throw asConnectionFailure(error, true);
      }
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [lockKey(name)],
        );
        if (rows[0]?.locked) {
          held = true;
          return end;
        }
      } catch (error) {
        await end();
        throw asConnectionFailure(error, false);
      }
      await end();
      return null;
    },
    async listen(channel, onNotify) {
      let stopped = false;
      let session: pg.Client | null = null;
      let retry: NodeJS.Timeout | null = null;
      const open = async (): Promise<void> => {
        const client = new pg.Client({ connectionString });
        // Dropped (a restart, a termination): connect again after a pause; the readers poll meanwhile.
        const dropped = () => {
          if (session !== client) return;
          session = null;
          void client.end().catch(() => {});
          if (!stopped) retry = setTimeout(() => void open().catch(() => {}), LISTEN_RECONNECT_MS);
        };
        client.on('error', dropped);
        client.on('end', dropped);
        client.on('notification', (message) => onNotify(message.payload));
        session = client;
        try {
          await client.connect();
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch {
          // Cannot connect now: the next attempt follows, and the readers poll meanwhile.
          dropped();
          return;
        }
        if (stopped) await client.end().catch(() => {});
        else onNotify(undefined);
      };
      await open();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const client = session;
        session = null;
        await client?.end().catch(() => {});
      };
    },
    async notify(channel, payload) {
      await statement((on) => on.query('select pg_notify($1, $2)', [channel, payload]));
    },
    async close() {
      await pool.end();
    },
  };
}
