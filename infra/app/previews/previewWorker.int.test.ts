import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeTestVideo } from '../../../tests/fixtures/testVideos.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../../../events/streams.ts';
import { recordClip } from '../../../tests/fixtures/clips.ts';
import { testMarketplace } from '../../../tests/fixtures/testMarketplace.ts';
import { mediaStore, type MediaStore } from '../../adapters/files/mediaStore.ts';
import { ffmpegPath } from '../../adapters/video/ffmpegPath.ts';
import { previewWorker } from './previewWorker.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const MB = 1024 * 1024;

async function until<T>(probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** This process's resident memory (the worker runs here; ffmpeg is a child of its own). */
const rss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

describe('the preview worker (real ffmpeg, real PGlite)', () => {
  let m: Marketplace;
  let media: MediaStore;
  let ffmpeg: string;
  beforeAll(async () => {
    m = await testMarketplace();
    media = mediaStore(m.mediaDir);
    ffmpeg = await ffmpegPath();
  });
  afterAll(async () => m.close());

  /** A 720p original of `seconds` at `bitrate`, kept as a clip's original, and its pending clip. */
  async function clipWith(seconds: number, bitrate: string) {
    const clipId = randomUUID();
    const storageKey = `originals/${clipId}.mp4`;
    const file = path.join(m.mediaDir, storageKey);
    makeTestVideo(ffmpeg, file, { seconds, bitrate });
    const sizeBytes = statSync(file).size;
    await recordClip(m.store, m.people!.seller.uid, {
      clipId,
      file: { storageKey, sha256: 'c'.repeat(64), sizeBytes, container: 'mp4', durationSeconds: seconds },
    });
    return { clipId, sizeBytes };
  }
  const job = async (clipId: string) =>
    (
      await m.db.query<{ status: string; progress: number; attempts: number }>(
        'select status, progress, attempts from preview_jobs where clip_id = $1',
        [clipId],
      )
    ).rows[0];
  const made = async (clipId: string) =>
    (await m.store.readStream(streams.clip(clipId))).events.filter((e) => e.type === 'ClipPreviewMade');

  it('a job whose worker died mid-way is claimed again once its lease ran out, and made once', async () => {
    const { clipId } = await clipWith(60, '4M');
    const options = { store: m.store, db: m.db, media, logger: pino({ level: 'silent' }), pollMs: 25 };
    const first = previewWorker({ ...options, leaseSeconds: 1 });
    first.start();
    await until(async () => {
      const row = await job(clipId);
      return row?.status === 'running' && row.progress > 0;
    });
    // The process dies: ffmpeg is killed, the row stays 'running' with its lease.
    await first.stop();
    expect(await job(clipId)).toMatchObject({ status: 'running', attempts: 1 });
    expect(await made(clipId)).toHaveLength(0);

    const second = previewWorker({ ...options, leaseSeconds: 1 });
    second.start();
    await until(async () => (await job(clipId))?.status === 'done');
    await second.stop();
    expect(await job(clipId)).toMatchObject({ status: 'done', progress: 100, attempts: 2 });
    expect(await made(clipId)).toHaveLength(1);
    expect(statSync(media.previewPath(clipId)).size).toBeGreaterThan(0);
  });

  it('a 100 MB original is made into a preview with the server process growing by at most 100 MB', async () => {
    const { clipId, sizeBytes } = await clipWith(20, '40M');
    expect(sizeBytes).toBeGreaterThan(90 * MB);
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
    let childPeak: number | null = null;
    const worker = previewWorker({
      store: m.store,
      db: m.db,
      media,
      logger: pino({ level: 'silent' }),
      pollMs: 25,
      onMade: (_id, video) => (childPeak = video.peakRssBytes),
    });
    worker.start();
    try {
      await until(async () => (await job(clipId))?.status === 'done');
    } finally {
      clearInterval(sampler);
      await worker.stop();
    }
    peak = Math.max(peak, rss());
    expect(peak - before).toBeLessThanOrEqual(100 * MB);
    expect(childPeak).not.toBeNull();
  });
});
