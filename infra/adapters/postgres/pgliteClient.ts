import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openFromFreshCluster } from './pgliteTemplate.ts';
import type { QueryResult, SqlClient, SqlExecutor } from './sqlClient.ts';

/** Where the database lives inside DATA_DIR. */
const DATABASE_SUBDIR = 'pglite';

/** PGlite beside the SQL port: a consistent copy of its data directory while it runs (backups). */
export interface PgliteSqlClient extends SqlClient {
  readonly kind: 'pglite';
  /**
   * Runs `during` while no other statement or transaction can run, after a checkpoint and a
   * tarball of the data directory taken at that same instant: whatever `during` reads or copies
   * beside the database belongs to the moment of the tarball, as far as the database can tell.
   */
  snapshotDataDir<T>(during: (tx: SqlExecutor) => Promise<T>): Promise<{ tarball: Blob; during: T }>;
}

/** Whether `db` is PGlite's client, which `pgliteClient` answers as a plain SqlClient. */
export const takesSnapshots = (db: SqlClient): db is PgliteSqlClient => 'snapshotDataDir' in db;

/** Whether `dataDir` holds a PGlite database (opening one that does not creates it). */
export const hasPgliteDatabase = (dataDir: string): boolean =>
  fs.existsSync(path.join(dataDir, DATABASE_SUBDIR, 'PG_VERSION'));

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

const openWith = (dataDir: string | null, loadDataDir: Blob | undefined) =>
  PGlite.create(dataDir ? path.join(dataDir, DATABASE_SUBDIR) : undefined, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });

/** PGlite in `dataDir`, or in memory from a copy of a fresh cluster (pgliteTemplate.ts). */
const openPglite = (dataDir: string | null, loadDataDir: Blob | undefined): Promise<PGlite> =>
  dataDir || loadDataDir
    ? openWith(dataDir, loadDataDir)
    : openFromFreshCluster((freshCluster) => openWith(null, freshCluster));

/**
 * Opens PGlite persisted in `dataDir`, or in memory when `dataDir` is null (tests); with
 * `loadDataDir`, a fresh one made from a tarball of `snapshotDataDir` (a restore).
 */
export async function pgliteClient(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<SqlClient> {
  let unlock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDirectory(dataDir);
  }
  let db: PGlite;
  try {
    db = await openPglite(dataDir, options.loadDataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const heldLocks = new Set<string>();
  const client: PgliteSqlClient = {
    kind: 'pglite',
    ...executor(db),
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    async tryLock(name) {
      if (heldLocks.has(name)) return null;
      heldLocks.add(name);
      return async () => void heldLocks.delete(name);
    },
    snapshotDataDir(during) {
      // Every statement takes PGlite's transaction mutex, which this transaction holds throughout;
      // the dump itself takes only the query mutex, free between this transaction's statements.
      return db.transaction(async (tx) => {
        await tx.exec('checkpoint');
        const tarball = await db.dumpDataDir('none');
        return { tarball, during: await during(executor(tx)) };
      });
    },
    async close() {
      if (!db.closed) await db.close();
      unlock();
    },
  };
  return client;
}
