import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { takesSnapshots } from '../../adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './copyWithSha256.ts';
import { eventStoreHead } from './eventStoreHead.ts';
import { linkMediaFiles } from './linkMediaFiles.ts';
import { listFiles } from './listFiles.ts';

/** Where snapshots wait in DATA_DIR until they are copied out (one at a time). */
export const STAGING_FOLDER = 'backup-staging';
/** Inside a snapshot: PGlite's data directory as a tarball, the media files, the token secret. */
export const SNAPSHOT_DATABASE = 'database.tar';
export const SNAPSHOT_MEDIA = 'media';
/** The secret `loadTokenSecret` keeps in DATA_DIR when TOKEN_SECRET is unset (sessions, mailed links). */
export const TOKEN_SECRET_FILE = 'token-secret';
/**
 * The keys kept in DATA_DIR (the certificate signing keys, `keys/certificate-signing/`): without
 * them certificates issued before the backup no longer verify after a restore.
 */
export const SNAPSHOT_KEYS = 'keys';

/** A consistent picture of an embedded data directory, staged for copying out. */
export interface Snapshot {
  /** The staged files: `database.tar`, `media/…` and `token-secret` when DATA_DIR holds one. */
  dir: string;
  takenAt: string;
  whileRunning: boolean;
  postgresVersion: string;
  events: { count: number; lastGlobalPosition: number };
  mediaFiles: number;
}

/**
 * Takes the snapshot in the process that holds the database: the running server, or the backup
 * command when the server is stopped. While no statement can run, PGlite's data directory is
 * dumped (after a checkpoint) and every media file is given a second name beside it; files are
 * written before the event that names them is appended, so every file the snapshot's events name
 * is there, and nothing deleted afterwards can take it away (linkMediaFiles). The copying out,
 * hashing included, happens after the database is free again (writeBackup).
 */
export async function takeSnapshot(options: {
  db: SqlClient;
  dataDir: string;
  mediaDir: string;
  whileRunning: boolean;
}): Promise<Snapshot> {
  const { db } = options;
  if (!takesSnapshots(db)) throw new Error('Only PGlite (the embedded mode) snapshots its data directory.');
  const stagingRoot = path.join(options.dataDir, STAGING_FOLDER);
  // What a backup cut short left behind (one runs at a time, so nothing here is in use).
  await rm(stagingRoot, { recursive: true, force: true });
  const dir = path.join(stagingRoot, randomUUID());
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    const { tarball, during } = await db.snapshotDataDir(async (tx) => {
      const takenAt = new Date().toISOString();
      const { rows } = await tx.query<{ version: string }>(
        `select current_setting('server_version') as version`,
      );
      const events = await eventStoreHead(tx);
      const mediaFiles = await linkMediaFiles(options.mediaDir, path.join(dir, SNAPSHOT_MEDIA));
      return { takenAt, postgresVersion: rows[0]!.version, events, mediaFiles };
    });
    await pipeline(
      Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>),
      createWriteStream(path.join(dir, SNAPSHOT_DATABASE), { flags: 'wx', mode: PRIVATE_FILE_MODE }),
    );
    await copyFile(
      path.join(options.dataDir, TOKEN_SECRET_FILE),
      path.join(dir, TOKEN_SECRET_FILE),
      constants.COPYFILE_EXCL,
    ).catch((error: NodeJS.ErrnoException) => {
      // TOKEN_SECRET set in the environment: no file to keep, the operator keeps the secret.
      if (error.code !== 'ENOENT') throw error;
    });
    for (const file of await listFiles(path.join(options.dataDir, SNAPSHOT_KEYS))) {
      const to = path.join(dir, SNAPSHOT_KEYS, file);
      await mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
      await copyFile(path.join(options.dataDir, SNAPSHOT_KEYS, file), to, constants.COPYFILE_EXCL);
    }
    return { dir, whileRunning: options.whileRunning, ...during };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes a snapshot once copied out (or abandoned); only a folder under DATA_DIR's staging. */
export async function discardSnapshot(dataDir: string, snapshotDir: string): Promise<void> {
  const stagingRoot = path.join(dataDir, STAGING_FOLDER);
  if (path.dirname(path.resolve(snapshotDir)) !== path.resolve(stagingRoot)) return;
  await rm(snapshotDir, { recursive: true, force: true });
  await rmdir(stagingRoot).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY') throw error;
  });
}
