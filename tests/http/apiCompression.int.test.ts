import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClip } from '../fixtures/clips.ts';
import { clipRequests } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('answers of the API are compressed for a slow phone network', () => {
  let m: Marketplace;
  let position = '0.0';
  beforeAll(async () => {
    m = await testMarketplace();
    const api = clipRequests(m.app);
    for (let n = 0; n < 6; n++) {
      const { clipId } = await recordClip(m.store, m.people!.seller.uid);
      position = (await api.as(m.tokens.admin).put(`/admin/videos/${clipId}/approve`).expect(200)).body
        .position;
    }
  });
  afterAll(async () => m?.close());

  it('a list of clips goes brotli- or gzip-compressed and reads back as the same JSON', async () => {
    const plain = await request(m.app)
      .get('/api/videos')
      .set('x-consistent-after', position)
      .set('accept-encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.data.videos).toHaveLength(6);
    for (const encoding of ['br', 'gzip']) {
      const packed = await request(m.app)
        .get('/api/videos')
        .set('x-consistent-after', position)
        .set('accept-encoding', encoding)
        .expect(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.body).toEqual(plain.body);
    }
  });

  it('a small answer goes as it is', async () => {
    const res = await request(m.app).get('/api/videos/no-such-clip').set('accept-encoding', 'br, gzip');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
