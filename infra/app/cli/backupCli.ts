/**
 * `npm run backup [-- <target directory>]`: backs up the embedded mode (PGlite's database, the
 * media files and the token secret) into a new or empty directory, default
 * `backups/dashclip-<UTC time>`. While `npm start` runs, the server takes the snapshot itself
 * (asked over the owner-only socket in DATA_DIR/control); stopped, this command opens DATA_DIR.
 * A server deployment is backed up with pg_dump instead (docs/operations.md, Backup and restore).
 */
import path from 'node:path';
import { originalsOf } from '../backup/backupManifest.ts';
import { BackupRefusal } from '../backup/backupRefusal.ts';
import { backupTexts, bilingual } from '../backup/backupTexts.ts';
import { backUpEmbedded, defaultBackupTarget } from '../backup/backUpEmbedded.ts';
import { loadConfig } from '../config.ts';

const config = loadConfig();
try {
  if (!config.embedded) throw new BackupRefusal('SERVER_MODE', backupTexts.serverMode());
  const target = path.resolve(process.argv[2] ?? defaultBackupTarget(new Date()));
  const manifest = await backUpEmbedded({
    dataDir: config.dataDir,
    mediaDir: config.mediaDir,
    target,
  });
  console.log(
    bilingual(
      backupTexts.backedUp({
        target,
        files: manifest.files.length,
        originals: originalsOf(manifest).length,
        events: manifest.database.events.count,
      }),
    ),
  );
} catch (error) {
  if (!(error instanceof BackupRefusal)) throw error;
  console.error(bilingual(error.text));
  process.exitCode = 1;
}
