import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmdirSync, statfsSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { th } from '../../infra/http/messages.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uploadVideo, videoFixture } from '../fixtures/uploads.ts';

/** The media disk: small enough to fill in a moment. */
const MEDIA_DISK = '2m';
/** What is left free on it when an upload starts: less than any upload below. */
const ROOM_LEFT_BYTES = 64 * 1024;
/** The videos sent: several times the room left. */
const VIDEO_BYTES = 512 * 1024;
const tus = { 'tus-resumable': '1.0.0' };
const storageFull = { code: 'STORAGE_FULL', message: th.storageFull };

/**
 * Why a real full disk cannot be made here, or null: the media directory becomes a small tmpfs,
 * which needs root and a kernel that lets this container mount one.
 */
function diskFullSkipReason(): string | null {
  let reason: string | null = null;
  if (process.getuid?.() !== 0) reason = 'not running as root, so no small tmpfs can be mounted to fill';
  else {
    const probe = mkdtempSync(path.join(os.tmpdir(), 'dashclip-tmpfs-probe-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
      execFileSync('umount', [probe]);
    } catch (error) {
      reason = `mounting a tmpfs is not permitted here (${(error as Error).message.split('\n')[0]})`;
    }
    rmdirSync(probe);
  }
  if (reason) console.log(`[skip] disk-full uploads: ${reason}`);
  return reason;
}

/** A valid mp4 of `size` bytes nobody sent before: a real 3 s clip, then a `free` box of random bytes. */
function mp4Of(size: number): Buffer {
  const head = readFileSync(videoFixture('clip-3s-faststart.mp4'));
  const free = randomBytes(size - head.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([head, free]);
}

const skip = diskFullSkipReason();

(skip ? describe.skip : describe)('the media disk full during an upload (issue 20)', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  let seller: TestPerson;
  let mounted = false;
  const filler = () => path.join(m.mediaDir, 'filler');

  beforeAll(async () => {
    m = await testMarketplace();
    seller = await m.newPerson('DiskFullSeller');
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MEDIA_DISK}`, 'tmpfs', m.mediaDir]);
    mounted = true;
    // The store made its folders before the disk was mounted over them.
    for (const folder of ['originals', 'images', 'uploads', 'incoming'])
      mkdirSync(path.join(m.mediaDir, folder), { recursive: true });
  });
  afterAll(async () => {
    if (mounted) execFileSync('umount', [m.mediaDir]);
    await m?.close();
  });

  /** Fills the disk up to ROOM_LEFT_BYTES free. */
  async function fillDisk() {
    await rm(filler(), { force: true });
    const { bavail, bsize } = statfsSync(m.mediaDir);
    await writeFile(filler(), Buffer.alloc(Number(bavail) * Number(bsize) - ROOM_LEFT_BYTES));
  }

  /** Every file of the media store but the filler: nothing of a refused upload may stay. */
  async function mediaFiles() {
    const files: string[] = [];
    for (const folder of ['originals', 'images', 'uploads', 'incoming'])
      for (const name of await readdir(path.join(m.mediaDir, folder))) files.push(`${folder}/${name}`);
    return files;
  }

  /** What the marketplace recorded about the seller's uploads: events and quota entries. */
  async function recorded() {
    const events = await m.db.query<{ type: string }>(
      `select type from events where type in ('ClipUploaded', 'FingerprintRecorded') and data->>'sellerId' = $1`,
      [seller.uid],
    );
    const quota = await m.db.query('select entry_id from upload_quota_entries where uid = $1', [seller.uid]);
    return { events: events.rows.map((row) => row.type), quotaEntries: quota.rows.length };
  }

  it('a multipart upload: a Thai 507, the partial file removed, no clip, no fingerprint, no quota slot', async () => {
    await fillDisk();
    const answer = await uploadVideo(m.app, seller.token, {
      video: { bytes: mp4Of(VIDEO_BYTES), filename: 'dashcam.mp4' },
    });
    expect(answer.status).toBe(507);
    expect(answer.body).toEqual({ success: false, error: storageFull });
    expect(await mediaFiles()).toEqual([]);
    expect(await recorded()).toEqual({ events: [], quotaEntries: 0 });
  });

  it('a tus upload: the PATCH that meets the full disk gets a Thai 507, the upload is removed whole and its quota slot freed', async () => {
    await fillDisk();
    const bytes = mp4Of(VIDEO_BYTES);
    const created = await request(m.app)
      .post('/api/uploads/videos')
      .set(tus)
      .set('authorization', `Bearer ${seller.token}`)
      .set('upload-length', String(bytes.length))
      .expect(201);
    const location = created.headers.location!;
    const patched = await request(m.app)
      .patch(location)
      .set(tus)
      .set('authorization', `Bearer ${seller.token}`)
      .set('upload-offset', '0')
      .set('content-type', 'application/offset+octet-stream')
      .send(bytes);
    expect(patched.status).toBe(507);
    expect(JSON.parse(patched.text)).toEqual({ success: false, error: storageFull });
    expect(await mediaFiles()).toEqual([]);
    await request(m.app).head(location).set(tus).set('authorization', `Bearer ${seller.token}`).expect(404);
    // Nothing can be made a clip of it either.
    const uploadId = location.split('/').pop()!;
    await uploadVideo(m.app, seller.token, { video: null, fields: { uploadId } }).expect(404);
    expect(await recorded()).toEqual({ events: [], quotaEntries: 0 });
  });

  it('once there is room again the same seller uploads: nothing of the failed attempts stands in the way', async () => {
    await rm(filler(), { force: true });
    const answer = await uploadVideo(m.app, seller.token, {
      video: { bytes: mp4Of(VIDEO_BYTES), filename: 'dashcam.mp4' },
    });
    expect(answer.status).toBe(201);
    expect(await recorded()).toMatchObject({ events: ['FingerprintRecorded', 'ClipUploaded'] });
  });
});
