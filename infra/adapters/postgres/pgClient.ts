import pg from 'pg';
import type { QueryResult, SqlClient, SqlExecutor } from './sqlClient.ts';
import { lockKey } from './sqlClient.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

function executor(client: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params: unknown[] = [], prepareAs?: string): Promise<QueryResult<Row>> {
      const result = await client.query(
        prepareAs ? { name: prepareAs, text: sql, values: params } : { text: sql, values: params },
      );
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
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

  /**
   * Runs work on a pooled connection, which goes back to the pool unless the work broke it (or
   * called `discard`, having seen it break).
   */
  async function onConnection<T>(
    work: (client: pg.PoolClient, discard: (why: unknown) => void) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const discard = (why: unknown) => {
      broken ??= why instanceof Error ? why : new Error(String(why));
    };
    try {
      return await work(client, discard);
    } catch (error) {
      if (connectionBroken(error)) discard(error);
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: 'pg',
    query: (sql, params, prepareAs) =>
      onConnection((client) => executor(client).query(sql, params, prepareAs)),
    exec: (sql) => onConnection((client) => executor(client).exec(sql)),
    transaction: (work) =>
      onConnection(async (client, discard) => {
        await client.query('begin');
        try {
          const result = await work(executor(client));
          await client.query('commit');
          return result;
        } catch (error) {
          // A rollback that fails means the connection is gone; the caller still gets the first error.
          await client.query('rollback').catch(discard);
          throw error;
        }
      }),
    /** Server sessions the pool has opened so far (benchmarks and tests count them). */
    connectionsOpened: () => opened,
    async tryLock(name) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => {});
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        lockKey(name),
      ]);
      if (!rows[0]?.locked) {
        await client.end();
        return null;
      }
      return async () => {
        await client.end();
      };
    },
    async close() {
      await pool.end();
    },
  };
}
