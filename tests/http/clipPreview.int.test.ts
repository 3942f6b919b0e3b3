import { existsSync } from 'node:fs';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStore } from '../../infra/adapters/files/mediaStore.ts';
import { previewWorker } from '../../infra/app/previews/previewWorker.ts';
import type { Schedule } from '../../infra/app/schedulers/schedule.ts';
import { testMarketplace, type Caller } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

/** Waits for the worker and the projections (no time bound: the suite's timeout is the limit). */
async function until<T>(probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the watermarked preview over HTTP (real ffmpeg, real files)', () => {
  let m: Marketplace;
  let worker: Schedule;
  beforeAll(async () => {
    m = await testMarketplace();
    worker = previewWorker({
      store: m.store,
      db: m.db,
      media: mediaStore(m.mediaDir),
      logger: pino({ level: 'silent' }),
      pollMs: 50,
    });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await m.close();
  });

  const detail = (clipId: string, caller: Caller) =>
    request(m.app).get(`/api/videos/${clipId}`).set('authorization', `Bearer ${m.tokens[caller]}`);
  const preview = (clipId: string, caller?: Caller) => {
    const call = request(m.app).get(`/api/videos/${clipId}/preview`);
    return caller ? call.set('authorization', `Bearer ${m.tokens[caller]}`) : call;
  };
  const ready = (clipId: string) =>
    until(async () => {
      const res = await detail(clipId, 'seller');
      return res.body.data?.preview?.status === 'ready' && res.body.data.preview;
    });
  async function uploaded(fields: Record<string, string> = {}) {
    const res = await uploadVideo(m.app, m.tokens.seller, { video: uniqueMp4(), fields }).expect(201);
    return res.body.data.videoId as string;
  }

  it('is made around the marked moment; before approval only its seller and admins get it', async () => {
    const clipId = await uploaded({ previewMomentSeconds: '1.5' });
    const made = await ready(clipId);
    expect(made).toMatchObject({
      status: 'ready',
      url: `/api/videos/${clipId}/preview`,
      momentSeconds: 1.5,
      fromSeconds: 0,
      progress: null,
      failureReason: null,
    });
    expect(made.toSeconds).toBeGreaterThan(2.9);

    await preview(clipId).expect(404);
    await preview(clipId, 'otherSeller').expect(404);
    await preview(clipId, 'buyer').expect(404);
    const own = await preview(clipId, 'seller').expect(200);
    expect(own.headers['content-type']).toBe('video/mp4');
    expect(own.headers['cache-control']).toMatch(/^private/);
    await preview(clipId, 'admin').expect(200);

    const mine = await request(m.app)
      .get('/api/users/videos')
      .set('authorization', `Bearer ${m.tokens.seller}`);
    const item = mine.body.data.videos.find((video: { _id: string }) => video._id === clipId);
    expect(item.preview).toEqual({ status: 'ready', failureReason: null });

    await request(m.app)
      .put(`/api/admin/videos/${clipId}/approve`)
      .set('authorization', `Bearer ${m.tokens.admin}`)
      .expect(200);
    const open = await preview(clipId).expect(200);
    expect(open.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(open.headers['accept-ranges']).toBe('bytes');
    const etag = open.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    await preview(clipId, 'otherSeller').expect(200);

    const part = await preview(clipId).set('range', 'bytes=0-99').expect(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(part.headers['content-length']).toBe('100');
    await preview(clipId).set('if-none-match', etag).expect(304);
  });

  it('moving the moment makes it again; deleting the clip removes it', async () => {
    const clipId = await uploaded();
    const first = await ready(clipId);
    expect(first.momentSeconds).toBe(1.5);
    const moved = await request(m.app)
      .put(`/api/videos/${clipId}`)
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .send({ previewMomentSeconds: 0.5 });
    expect(moved.status).toBe(200);
    const again = await until(async () => {
      const res = await detail(clipId, 'seller');
      const p = res.body.data?.preview;
      return p?.status === 'ready' && p.momentSeconds === 0.5 && p;
    });
    expect(again.fromSeconds).toBe(0);

    const file = mediaStore(m.mediaDir).previewPath(clipId);
    expect(existsSync(file)).toBe(true);
    await request(m.app)
      .delete(`/api/videos/${clipId}`)
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .expect(200);
    await preview(clipId, 'admin').expect(404);
    await until(async () => !existsSync(file));
  });

  it('a moment outside the clip or not a number is refused in Thai, naming the field', async () => {
    for (const value of ['99', '-1', 'กลางคลิป']) {
      const res = await uploadVideo(m.app, m.tokens.seller, {
        video: uniqueMp4(),
        fields: { previewMomentSeconds: value },
      }).expect(400);
      expect(JSON.stringify(res.body.error)).toContain('previewMomentSeconds');
    }
    const clipId = await uploaded();
    const res = await request(m.app)
      .put(`/api/videos/${clipId}`)
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .send({ previewMomentSeconds: 500 })
      .expect(400);
    expect(res.body.error.code).toBe('PREVIEW_MOMENT_OUT_OF_RANGE');
    expect(res.body.error.message).toMatch(/previewMomentSeconds/);
  });

  it('an unknown clip has no preview', async () => {
    await preview('no-such-clip').expect(404);
    await preview('../../etc/passwd').expect(404);
  });
});
