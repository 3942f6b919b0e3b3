import path from 'node:path';
import {
  DataDirectoryLockedError,
  hasPgliteDatabase,
  pgliteClient,
} from '../../adapters/postgres/pgliteClient.ts';
import type { BackupManifest } from './backupManifest.ts';
import { BackupRefusal } from './backupRefusal.ts';
import { backupTexts } from './backupTexts.ts';
import { isAbsentOrEmpty } from './emptyDirectory.ts';
import { requestSnapshot, type HeldSnapshot } from './requestSnapshot.ts';
import { discardSnapshot, takeSnapshot } from './takeSnapshot.ts';
import { writeBackup } from './writeBackup.ts';

/** Whether `target` lies in `dataDir` (a backup there would be backed up, or restored over). */
export function isInside(target: string, dataDir: string): boolean {
  const relative = path.relative(path.resolve(dataDir), path.resolve(target));
  const outside = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  return !outside;
}

/** Where `npm run backup` writes when not told: `backups/dashclip-<UTC time>` in the current folder. */
export const defaultBackupTarget = (now: Date): string =>
  `backups/dashclip-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;

/**
 * The server is stopped: this process opens the data directory itself (taking its lock, so no
 * server starts meanwhile) and keeps it until the copy is written.
 */
async function snapshotStopped(dataDir: string, mediaDir: string): Promise<HeldSnapshot> {
  // Opening a directory without a database would make an empty one.
  if (!hasPgliteDatabase(dataDir)) throw new BackupRefusal('NO_DATABASE', backupTexts.noDatabase(dataDir));
  let db;
  try {
    db = await pgliteClient(dataDir);
  } catch (error) {
    if (error instanceof DataDirectoryLockedError)
      throw new BackupRefusal('IN_USE', backupTexts.inUse(dataDir));
    throw error;
  }
  try {
    const snapshot = await takeSnapshot({ db, dataDir, mediaDir, whileRunning: false });
    return {
      snapshot,
      async release() {
        await discardSnapshot(dataDir, snapshot.dir);
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * `npm run backup`: a backup of the embedded data directory in `target` (new or empty), through
 * the running server when one answers on DATA_DIR's control socket, else from the stopped
 * directory. Either way the same snapshot (takeSnapshot.ts) and the same copy (writeBackup.ts).
 */
export async function backUpEmbedded(options: {
  dataDir: string;
  mediaDir: string;
  target: string;
}): Promise<BackupManifest> {
  // Refused before anything is asked of the server.
  if (isInside(options.target, options.dataDir))
    throw new BackupRefusal(
      'TARGET_IN_DATA_DIR',
      backupTexts.targetInDataDir(options.target, options.dataDir),
    );
  if (!(await isAbsentOrEmpty(options.target)))
    throw new BackupRefusal('TARGET_NOT_EMPTY', backupTexts.targetNotEmpty(options.target));
  const held =
    (await requestSnapshot(options.dataDir)) ?? (await snapshotStopped(options.dataDir, options.mediaDir));
  try {
    return await writeBackup(held.snapshot, options.target);
  } finally {
    await held.release();
  }
}
