import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../adapters/logging/logger.ts';
import { migrate } from '../../adapters/postgres/migrate.ts';
import { pgliteClient } from '../../adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { startBackupControl, type BackupControl } from './backupControl.ts';
import { CONTROL_FOLDER } from './backupProtocol.ts';
import { BackupRefusal } from './backupRefusal.ts';
import { requestSnapshot } from './requestSnapshot.ts';
import { STAGING_FOLDER } from './takeSnapshot.ts';

/** The running server's side of `npm run backup`, on real PGlite and a real Unix socket. */
describe('the backup control socket', () => {
  let root: string;
  let dataDir: string;
  let db: SqlClient;
  let control: BackupControl | null;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dashclip-control-'));
    dataDir = path.join(root, 'data');
    db = await pgliteClient(dataDir);
    await migrate(db);
    control = await startBackupControl({
      db,
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      logger: createLogger('silent'),
    });
  });

  afterEach(async () => {
    await control?.stop();
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers only its owner: the socket is 0600 in a 0700 folder of DATA_DIR', () => {
    expect(control).not.toBeNull();
    expect(statSync(path.join(dataDir, CONTROL_FOLDER)).mode & 0o777).toBe(0o700);
    expect(statSync(control!.socketPath).mode & 0o777).toBe(0o600);
  });

  it('stages one snapshot at a time, keeps it while the command copies, discards it when told it is done', async () => {
    const held = await requestSnapshot(dataDir);
    expect(held?.snapshot.whileRunning).toBe(true);
    expect(await readdir(held!.snapshot.dir)).toContain('database.tar');
    const second = await requestSnapshot(dataDir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(BackupRefusal);
    expect((second as BackupRefusal).code).toBe('BUSY');

    await held!.release();
    expect(existsSync(held!.snapshot.dir)).toBe(false);
    const next = await requestSnapshot(dataDir);
    expect(next?.snapshot.dir).not.toBe(held!.snapshot.dir);
    await next!.release();
  });

  it('is gone when the server stops: the command then finds nobody to ask', async () => {
    await control!.stop();
    control = null;
    expect(await requestSnapshot(dataDir)).toBeNull();
    expect(existsSync(path.join(dataDir, STAGING_FOLDER))).toBe(false);
  });
});
