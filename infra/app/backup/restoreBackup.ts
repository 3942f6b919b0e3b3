import { openAsBlob } from 'node:fs';
import { access, lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256File } from '../../adapters/files/sha256File.ts';
import { DataDirectoryLockedError, pgliteClient } from '../../adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { MANIFEST_FILE, parseManifest, type BackupFile, type BackupManifest } from './backupManifest.ts';
import { BackupRefusal } from './backupRefusal.ts';
import { backupTexts } from './backupTexts.ts';
import { copyWithSha256 } from './copyWithSha256.ts';
import { emptyFolder, isAbsentOrEmpty } from './emptyDirectory.ts';
import { eventStoreHead } from './eventStoreHead.ts';

export interface RestoreSummary {
  manifest: BackupManifest;
  events: number;
  files: number;
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefusal('NOT_A_BACKUP', backupTexts.notABackup(backupDir));
  }
  const parsed = parseManifest(text);
  if ('problem' in parsed) throw new BackupRefusal('BAD_MANIFEST', backupTexts.badManifest(parsed.problem));
  return parsed.manifest;
}

/** The file is there as a plain file (not a link to elsewhere) with the size and SHA-256 listed. */
async function verify(backupDir: string, file: BackupFile): Promise<void> {
  const full = path.join(backupDir, file.path);
  const info = await lstat(full).catch(() => null);
  if (!info?.isFile()) throw new BackupRefusal('FILE_MISSING', backupTexts.fileMissing(file.path));
  if (info.size !== file.bytes || (await sha256File(full)) !== file.sha256)
    throw new BackupRefusal('FILE_CHANGED', backupTexts.fileChanged(file.path));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * `npm run restore`: the backup in `backupDir` into `dataDir`, which must be new or empty (nothing
 * is ever overwritten). Every file is checked against the manifest's SHA-256 before anything is
 * written, and again as it is copied; the database is loaded into a fresh PGlite (under DATA_DIR's
 * lock, so no server starts on it meanwhile) and must read back the events the backup recorded.
 * Whatever fails, `dataDir` is left as empty as it was found.
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<RestoreSummary> {
  const manifest = await readManifest(backupDir);
  if (!(await isAbsentOrEmpty(dataDir)))
    throw new BackupRefusal('DATA_DIR_NOT_EMPTY', backupTexts.dataDirNotEmpty(dataDir));
  for (const file of [manifest.database, ...manifest.files]) await verify(backupDir, file);

  const created = !(await exists(dataDir));
  let db: SqlClient | null = null;
  try {
    db = await pgliteClient(dataDir, {
      loadDataDir: await openAsBlob(path.join(backupDir, manifest.database.path)),
    });
    const head = await eventStoreHead(db);
    const expected = manifest.database.events;
    if (head.count !== expected.count || head.lastGlobalPosition !== expected.lastGlobalPosition)
      throw new BackupRefusal('DATABASE_MISMATCH', backupTexts.databaseMismatch(expected.count, head.count));
    for (const file of manifest.files) {
      const copied = await copyWithSha256(path.join(backupDir, file.path), path.join(dataDir, file.path));
      if (copied.sha256 !== file.sha256)
        throw new BackupRefusal('FILE_CHANGED', backupTexts.fileChanged(file.path));
    }
    await db.close();
    return { manifest, events: head.count, files: manifest.files.length };
  } catch (error) {
    // Another process took the directory first: it is theirs, leave it alone.
    if (error instanceof DataDirectoryLockedError)
      throw new BackupRefusal('IN_USE', backupTexts.inUse(dataDir));
    await db?.close();
    await emptyFolder(dataDir, { remove: created });
    throw error;
  }
}
