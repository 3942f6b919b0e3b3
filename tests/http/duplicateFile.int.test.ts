import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const THAI = /[ก-๙]/;
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** GET /users/videos/duplicate: the upload form's question before it sends a file (issue 17). */
describe('the duplicate-file check before an upload, over HTTP', () => {
  let m: Marketplace;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const check = (token: string, sha256: string, position?: string) => {
    const call = request(m.app).get('/api/users/videos/duplicate').query({ sha256 }).set(auth(token));
    return position ? call.set('x-consistent-after', position) : call;
  };

  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m?.close());

  it('given a file nobody uploaded, then it is neither the seller’s nor on sale', async () => {
    const answer = await check(m.tokens.seller, sha256Of(uniqueMp4().bytes)).expect(200);
    expect(answer.body.data).toEqual({ own: null, onSaleByOthers: false });
  });

  it('given the seller uploaded the file, then the seller is told which clip it is, and nobody else is', async () => {
    const video = uniqueMp4();
    const uploaded = await uploadVideo(m.app, m.tokens.seller, { video }).expect(201);
    const { videoId } = uploaded.body.data;
    const sha256 = sha256Of(video.bytes);

    const mine = await check(m.tokens.seller, sha256.toUpperCase(), uploaded.body.position).expect(200);
    expect(mine.body.data).toEqual({
      own: { videoId, title: expect.any(String), status: 'pending' },
      onSaleByOthers: false,
    });
    // Pending, so not public: another seller learns nothing of it.
    const other = await check(m.tokens.otherSeller, sha256, uploaded.body.position).expect(200);
    expect(other.body.data).toEqual({ own: null, onSaleByOthers: false });
    // The server still refuses the second upload: the check is advice, the server the guard.
    await uploadVideo(m.app, m.tokens.seller, { video }).expect(409);
  });

  it('given another seller’s clip with the file is on sale, then only that it is on sale is said', async () => {
    const video = uniqueMp4();
    const uploaded = await uploadVideo(m.app, m.tokens.otherSeller, { video }).expect(201);
    const approved = await request(m.app)
      .put(`/api/admin/videos/${uploaded.body.data.videoId}/approve`)
      .set(auth(m.tokens.admin))
      .expect(200);
    const answer = await check(m.tokens.seller, sha256Of(video.bytes), approved.body.position).expect(200);
    expect(answer.body.data).toEqual({ own: null, onSaleByOthers: true });
    expect(JSON.stringify(answer.body)).not.toContain(uploaded.body.data.videoId);
  });

  it('given a deleted clip, then its file no longer counts as the seller’s', async () => {
    const video = uniqueMp4();
    const uploaded = await uploadVideo(m.app, m.tokens.seller, { video }).expect(201);
    const deleted = await request(m.app)
      .delete(`/api/videos/${uploaded.body.data.videoId}`)
      .set(auth(m.tokens.seller))
      .expect(200);
    const answer = await check(m.tokens.seller, sha256Of(video.bytes), deleted.body.position).expect(200);
    expect(answer.body.data.own).toBeNull();
  });

  it('answers a malformed hash with a Thai 400 and a signed-out caller with 401', async () => {
    const bad = await check(m.tokens.seller, 'not-a-hash').expect(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    expect(bad.body.error.message).toMatch(THAI);
    await request(m.app).get('/api/users/videos/duplicate').query({ sha256: 'a'.repeat(64) }).expect(401);
  });
});
