import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAny } from '../../../events/eventStore.ts';
import { newEvent } from '../../../tests/fixtures/newEvent.ts';
import { uniqueMp4 } from '../../../tests/fixtures/uploads.ts';
import { postgresEventStore } from '../../adapters/postgres/eventStore/postgresEventStore.ts';
import { migrate } from '../../adapters/postgres/migrate.ts';
import { pgliteClient, takesSnapshots } from '../../adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { BACKUP_FORMAT, MANIFEST_FILE, parseManifest, type BackupManifest } from './backupManifest.ts';
import { BackupRefusal } from './backupRefusal.ts';
import { eventStoreHead } from './eventStoreHead.ts';
import { restoreBackup } from './restoreBackup.ts';
import { STAGING_FOLDER, discardSnapshot, takeSnapshot } from './takeSnapshot.ts';
import { writeBackup } from './writeBackup.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const ORIGINAL = 'originals/6f1c2a52-8e0b-4c8e-9d1e-3b2f6a7c9d10.mp4';

/**
 * The snapshot and the copy on real PGlite and real files, in this process: one instant for the
 * database and the media, whatever is deleted or written after it.
 */
describe('takeSnapshot and writeBackup (embedded data directory)', () => {
  let root: string;
  let dataDir: string;
  let mediaDir: string;
  let db: SqlClient;
  let video: Buffer;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dashclip-snapshot-'));
    dataDir = path.join(root, 'data');
    mediaDir = path.join(dataDir, 'media');
    db = await pgliteClient(dataDir);
    await migrate(db);
    await postgresEventStore(db).append(
      'clip-1',
      [newEvent('ClipUploaded', { storageKey: ORIGINAL })],
      expectAny,
    );
    video = uniqueMp4().bytes;
    await mkdir(path.join(mediaDir, 'originals'), { recursive: true });
    await mkdir(path.join(mediaDir, 'images'), { recursive: true });
    await mkdir(path.join(mediaDir, 'uploads'), { recursive: true });
    await mkdir(path.join(mediaDir, 'incoming'), { recursive: true });
    await writeFile(path.join(mediaDir, ORIGINAL), video);
    await writeFile(path.join(mediaDir, 'images', 'cover-1.webp'), Buffer.from('webp bytes'));
    await writeFile(
      path.join(mediaDir, 'uploads', '0123456789abcdef0123456789abcdef'),
      video.subarray(0, 100),
    );
    await writeFile(path.join(mediaDir, 'incoming', 'half-received'), Buffer.from('partial form'));
    await writeFile(path.join(dataDir, 'token-secret'), 'a-token-secret-of-the-data-directory', {
      mode: 0o600,
    });
  });

  afterEach(async () => {
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('holds every statement back while it is taken: an append asked for meanwhile lands after it', async () => {
    if (!takesSnapshots(db)) throw new Error('PGlite takes snapshots');
    const store = postgresEventStore(db);
    let later: Promise<unknown> = Promise.resolve();
    const { tarball, during } = await db.snapshotDataDir(async (tx) => {
      later = store.append('clip-2', [newEvent('ClipUploaded', {})], expectAny);
      // Give the append every chance to run: it must still be waiting for the snapshot.
      await new Promise((resolve) => setImmediate(resolve));
      return eventStoreHead(tx);
    });
    expect(during.count).toBe(1);
    await later;
    expect((await eventStoreHead(db)).count).toBe(2);
    const copy = await pgliteClient(null, { loadDataDir: tarball });
    try {
      expect(await eventStoreHead(copy)).toEqual({ count: 1, lastGlobalPosition: 1 });
    } finally {
      await copy.close();
    }
  });

  it('keeps a file deleted between the snapshot and the copy, leaves out files made after it', async () => {
    const snapshot = await takeSnapshot({ db, dataDir, mediaDir, whileRunning: true });
    // An erasure (the projector removing the clip's files) and a new upload, both after the snapshot.
    await rm(path.join(mediaDir, ORIGINAL));
    await rm(path.join(mediaDir, 'images', 'cover-1.webp'));
    await writeFile(path.join(mediaDir, 'originals', 'made-after-the-snapshot.mp4'), video);
    const target = path.join(root, 'backup');
    const manifest = await writeBackup(snapshot, target);
    await discardSnapshot(dataDir, snapshot.dir);

    expect(manifest.files.map((file) => file.path)).toEqual([
      'media/images/cover-1.webp',
      `media/${ORIGINAL}`,
      'media/uploads/0123456789abcdef0123456789abcdef',
      'token-secret',
    ]);
    const original = manifest.files.find((file) => file.path === `media/${ORIGINAL}`)!;
    expect(original).toEqual({ path: `media/${ORIGINAL}`, bytes: video.length, sha256: sha256(video) });
    expect(sha256(await readFile(path.join(target, 'media', ORIGINAL)))).toBe(sha256(video));
    expect(manifest.database.events).toEqual({ count: 1, lastGlobalPosition: 1 });
    expect(manifest.format).toBe(BACKUP_FORMAT);
    expect(parseManifest(readFileSync(path.join(target, MANIFEST_FILE), 'utf8'))).toEqual({ manifest });
    expect(existsSync(path.join(dataDir, STAGING_FOLDER))).toBe(false);
  });

  describe('restoreBackup', () => {
    let backup: string;
    let manifest: BackupManifest;
    beforeEach(async () => {
      const snapshot = await takeSnapshot({ db, dataDir, mediaDir, whileRunning: false });
      backup = path.join(root, 'backup');
      manifest = await writeBackup(snapshot, backup);
      await discardSnapshot(dataDir, snapshot.dir);
    });

    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (error: unknown) => (error instanceof BackupRefusal ? error : Promise.reject(error)),
      );

    it('puts the database, the media and the token secret back in a new directory, every hash checked', async () => {
      const restored = path.join(root, 'restored');
      const summary = await restoreBackup(backup, restored);
      expect(summary.events).toBe(1);
      for (const file of manifest.files)
        expect(sha256(await readFile(path.join(restored, file.path))), file.path).toBe(file.sha256);
      expect(await readdir(restored)).not.toContain('dashclip.lock');
      const reopened = await pgliteClient(restored);
      try {
        const { rows } = await reopened.query<{ storage_key: string }>(
          `select data->>'storageKey' as storage_key from events`,
        );
        expect(rows).toEqual([{ storage_key: ORIGINAL }]);
      } finally {
        await reopened.close();
      }
    });

    it('refuses a directory that holds anything, and writes nothing there', async () => {
      const occupied = path.join(root, 'occupied');
      await mkdir(occupied);
      await writeFile(path.join(occupied, 'notes.txt'), 'mine');
      const refused = await refusal(restoreBackup(backup, occupied));
      expect(refused?.code).toBe('DATA_DIR_NOT_EMPTY');
      expect(refused?.text.th).toContain('ไม่กู้คืน');
      expect(refused?.text.en).toContain('not empty');
      expect(await readdir(occupied)).toEqual(['notes.txt']);
    });

    it('refuses a backup with a changed byte, or a file missing, before writing anything', async () => {
      const file = path.join(backup, 'media', ORIGINAL);
      const bytes = await readFile(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      await writeFile(file, bytes);
      const restored = path.join(root, 'restored');
      const changed = await refusal(restoreBackup(backup, restored));
      expect(changed?.code).toBe('FILE_CHANGED');
      expect(changed?.text.en).toContain(`media/${ORIGINAL}`);
      expect(existsSync(restored)).toBe(false);

      await rm(file);
      expect((await refusal(restoreBackup(backup, restored)))?.code).toBe('FILE_MISSING');
      expect(existsSync(restored)).toBe(false);
    });

    it('refuses a manifest that names a path outside the data directory, or none at all', async () => {
      const edited = {
        ...manifest,
        files: [...manifest.files, { ...manifest.files[0]!, path: '../outside' }],
      };
      await writeFile(path.join(backup, MANIFEST_FILE), JSON.stringify(edited));
      const restored = path.join(root, 'restored');
      expect((await refusal(restoreBackup(backup, restored)))?.code).toBe('BAD_MANIFEST');
      await rm(path.join(backup, MANIFEST_FILE));
      expect((await refusal(restoreBackup(backup, restored)))?.code).toBe('NOT_A_BACKUP');
      expect(existsSync(restored)).toBe(false);
    });
  });
});
