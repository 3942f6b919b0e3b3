import { access, chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FILE,
  MANIFEST_FILE,
  type BackupFile,
  type BackupManifest,
} from './backupManifest.ts';
import { BackupRefusal } from './backupRefusal.ts';
import { backupTexts } from './backupTexts.ts';
import { copyWithSha256, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './copyWithSha256.ts';
import { emptyFolder, isAbsentOrEmpty } from './emptyDirectory.ts';
import { listFiles } from './listFiles.ts';
import {
  SNAPSHOT_DATABASE,
  SNAPSHOT_KEYS,
  SNAPSHOT_MEDIA,
  TOKEN_SECRET_FILE,
  type Snapshot,
} from './takeSnapshot.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Copies a snapshot out into `target` (new or empty, owner-only): the database gzipped, every
 * media file and the token secret under the path they have in DATA_DIR, each with its size and
 * SHA-256 in `manifest.json`, which is written last (a backup without it is unfinished). Whatever
 * fails, `target` is left as empty as it was found.
 */
export async function writeBackup(snapshot: Snapshot, target: string): Promise<BackupManifest> {
  if (!(await isAbsentOrEmpty(target)))
    throw new BackupRefusal('TARGET_NOT_EMPTY', backupTexts.targetNotEmpty(target));
  const created = !(await exists(target));
  await mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(target, PRIVATE_DIR_MODE);
  try {
    const database = await copyWithSha256(
      path.join(snapshot.dir, SNAPSHOT_DATABASE),
      path.join(target, DATABASE_FILE),
      createGzip(),
    );
    const files: BackupFile[] = [];
    const copy = async (from: string, relative: string) =>
      files.push({ path: relative, ...(await copyWithSha256(from, path.join(target, relative))) });
    const mediaDir = path.join(snapshot.dir, SNAPSHOT_MEDIA);
    for (const file of await listFiles(mediaDir))
      await copy(path.join(mediaDir, file), `${SNAPSHOT_MEDIA}/${file}`);
    const secret = path.join(snapshot.dir, TOKEN_SECRET_FILE);
    if (await exists(secret)) await copy(secret, TOKEN_SECRET_FILE);
    const keysDir = path.join(snapshot.dir, SNAPSHOT_KEYS);
    for (const file of await listFiles(keysDir))
      await copy(path.join(keysDir, file), `${SNAPSHOT_KEYS}/${file}`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      takenAt: snapshot.takenAt,
      whileRunning: snapshot.whileRunning,
      database: {
        path: DATABASE_FILE,
        ...database,
        postgresVersion: snapshot.postgresVersion,
        events: snapshot.events,
      },
      files,
    };
    const draft = path.join(target, `${MANIFEST_FILE}.partial`);
    await writeFile(draft, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await rename(draft, path.join(target, MANIFEST_FILE));
    return manifest;
  } catch (error) {
    await emptyFolder(target, { remove: created });
    throw error;
  }
}
