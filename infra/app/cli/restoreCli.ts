/**
 * `npm run restore -- <backup directory>`: restores a backup made by `npm run backup` into
 * DATA_DIR, which must be new or empty (it refuses, in Thai and English, to overwrite anything),
 * after checking every file's SHA-256 against the backup's manifest. A server deployment is
 * restored with pg_restore instead (docs/operations.md, Backup and restore).
 */
import path from 'node:path';
import { BackupRefusal } from '../backup/backupRefusal.ts';
import { backupTexts, bilingual } from '../backup/backupTexts.ts';
import { restoreBackup } from '../backup/restoreBackup.ts';
import { loadConfig } from '../config.ts';

const backupDir = process.argv[2];
if (!backupDir) {
  console.error(bilingual(backupTexts.usage()));
  process.exit(2);
}
const config = loadConfig();
try {
  if (!config.embedded) throw new BackupRefusal('SERVER_MODE', backupTexts.serverMode());
  const restored = await restoreBackup(path.resolve(backupDir), config.dataDir);
  console.log(
    bilingual(
      backupTexts.restored({ dataDir: config.dataDir, files: restored.files, events: restored.events }),
    ),
  );
} catch (error) {
  if (!(error instanceof BackupRefusal)) throw error;
  console.error(bilingual(error.text));
  process.exitCode = 1;
}
