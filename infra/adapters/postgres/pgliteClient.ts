import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { QueryResult, SqlClient, SqlExecutor } from './sqlClient.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function executor(db: PgliteLike): SqlExecutor {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

export class DataDirectoryLockedError extends Error {
  override readonly name = 'DataDirectoryLockedError';
}

/**
 * PGlite is one process per data directory: a second writer would corrupt it. A lock file holding
 * the owner's pid makes a second process refuse the directory; a lock left by a dead process is
 * taken over.
 */
function lockDirectory(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'dashclip.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirectoryLockedError(
          `The data directory ${dataDir} is in use by process ${owner}. ` +
            'Stop that process first, or give this one its own DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Opens PGlite persisted in `dataDir`, or in memory when `dataDir` is null (tests). */
export async function pgliteClient(dataDir: string | null): Promise<SqlClient> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDirectory(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const heldLocks = new Set<string>();
  return {
    kind: 'pglite',
    ...executor(db),
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    async tryLock(name) {
      if (heldLocks.has(name)) return null;
      heldLocks.add(name);
      return async () => void heldLocks.delete(name);
    },
    async close() {
      if (!db.closed) await db.close();
      unlock();
    },
  };
}
