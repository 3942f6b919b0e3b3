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

/** A pool on a PostgreSQL server; `max` connections (the benchmark raises it for its writers). */
export function pgClient(connectionString: string, options: { max?: number } = {}): SqlClient {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    kind: 'pg',
    ...executor(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
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
