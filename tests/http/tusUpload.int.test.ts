import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { uploadTexts } from '../../command-api/routes/messages/uploadTexts.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uploadVideo, videoFixture } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const tus = { 'tus-resumable': '1.0.0' };

describe('resumable video uploads over tus at /api/uploads/videos', () => {
  let m: Marketplace;
  let owner: TestPerson;
  let stranger: TestPerson;
  beforeAll(async () => {
    m = await testMarketplace();
    owner = await m.newPerson('Resumer');
    stranger = await m.newPerson('Stranger');
  });
  afterAll(async () => m.close());

  const as = (person: TestPerson) => ({
    create: (length: number) =>
      request(m.app)
        .post('/api/uploads/videos')
        .set(tus)
        .set('authorization', `Bearer ${person.token}`)
        .set('upload-length', String(length))
        .set('upload-metadata', `filetype ${Buffer.from('video/mp4').toString('base64')}`),
    head: (location: string) =>
      request(m.app).head(location).set(tus).set('authorization', `Bearer ${person.token}`),
    patch: (location: string, offset: number, bytes: Buffer) =>
      request(m.app)
        .patch(location)
        .set(tus)
        .set('authorization', `Bearer ${person.token}`)
        .set('upload-offset', String(offset))
        .set('content-type', 'application/offset+octet-stream')
        .send(bytes),
  });

  it('another site cannot read tus answers: no CORS header, whatever Origin the request names', async () => {
    const created = await as(owner).create(1000).set('origin', 'https://evil.example').expect(201);
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
    const head = await as(owner)
      .head(created.headers.location!)
      .set('origin', 'https://evil.example')
      .expect(200);
    expect(head.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('create, send half, "interrupt", HEAD tells the offset, send the rest, then make the clip from it', async () => {
    const bytes = await readFile(videoFixture('clip-3s.avi'));
    const half = Math.floor(bytes.length / 2);
    const created = await as(owner).create(bytes.length).expect(201);
    const location = created.headers.location!;
    expect(location).toMatch(/^\/api\/uploads\/videos\/[0-9a-f]{32}$/);

    const first = await as(owner).patch(location, 0, bytes.subarray(0, half)).expect(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // the connection drops here; the client asks where to go on
    const head = await as(owner).head(location).expect(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(bytes.length));

    const rest = await as(owner).patch(location, half, bytes.subarray(half)).expect(204);
    expect(rest.headers['upload-offset']).toBe(String(bytes.length));

    const uploadId = location.split('/').pop()!;
    const clip = await uploadVideo(m.app, owner.token, { video: null, fields: { uploadId } }).expect(201);
    expect(clip.body.data).toMatchObject({
      status: 'pending',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fileSize: bytes.length,
    });
    expect(clip.body.data.durationSeconds).toBeCloseTo(3.2, 1);
    // the upload became the clip's original: it cannot be resumed, and nobody else can use its id
    await as(owner).head(location).expect(404);
    await uploadVideo(m.app, stranger.token, { video: null, fields: { uploadId } }).expect(404);
    // the 201 lost on a flaky network: asking again answers the same clip, and makes no second one
    const again = await uploadVideo(m.app, owner.token, { video: null, fields: { uploadId } }).expect(201);
    expect(again.body.data).toEqual(clip.body.data);
    const { rows } = await m.db.query<{ n: string }>(
      "select count(*)::text as n from events where type = 'ClipUploaded' and data->>'sellerId' = $1",
      [owner.uid],
    );
    expect(rows[0]!.n).toBe('1');
  });

  it('only the uploader can see, resume, use or cancel an upload: everyone else gets 404', async () => {
    const bytes = await readFile(videoFixture('clip-3s.wmv'));
    const location = (await as(owner).create(bytes.length).expect(201)).headers.location!;
    await as(stranger).head(location).expect(404);
    const patched = await as(stranger).patch(location, 0, bytes).expect(404);
    expect(patched.body.error.message).toBe(uploadTexts.uploadNotFound);
    await request(m.app)
      .delete(location)
      .set(tus)
      .set('authorization', `Bearer ${stranger.token}`)
      .expect(404);
    await as(owner).head(location).expect(200).expect('upload-offset', '0');

    await as(owner).patch(location, 0, bytes).expect(204);
    const uploadId = location.split('/').pop()!;
    const used = await uploadVideo(m.app, stranger.token, { video: null, fields: { uploadId } }).expect(404);
    expect(used.body.error).toEqual({ code: 'UPLOAD_NOT_FOUND', message: uploadTexts.uploadNotFound });
    await request(m.app).delete(location).set(tus).set('authorization', `Bearer ${owner.token}`).expect(204);
    await as(owner).head(location).expect(404);
  });

  it('a PATCH at the wrong offset → 409 with a Thai message, and nothing is written', async () => {
    const bytes = await readFile(videoFixture('clip-3s-faststart.mp4'));
    const location = (await as(owner).create(bytes.length).expect(201)).headers.location!;
    const res = await as(owner).patch(location, 10, bytes.subarray(10)).expect(409);
    expect(JSON.parse(res.text).error).toEqual({ code: 'CONFLICT', message: uploadTexts.offsetConflict });
    await as(owner).head(location).expect(200).expect('upload-offset', '0');
  });

  it('an unfinished upload cannot become a clip', async () => {
    const bytes = await readFile(videoFixture('clip-3s.flv'));
    const location = (await as(owner).create(bytes.length).expect(201)).headers.location!;
    await as(owner).patch(location, 0, bytes.subarray(0, 100)).expect(204);
    const uploadId = location.split('/').pop()!;
    await uploadVideo(m.app, owner.token, { video: null, fields: { uploadId } }).expect(404);
  });

  it('an Upload-Length over 100 MB → 413 in Thai; none at all → 400', async () => {
    const res = await as(owner)
      .create(VIDEO_MAX_BYTES + 1)
      .expect(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: uploadTexts.fileTooLarge });
    await as(owner).create(VIDEO_MAX_BYTES).expect(201);
    const none = await request(m.app)
      .post('/api/uploads/videos')
      .set(tus)
      .set('authorization', `Bearer ${owner.token}`)
      .expect(400);
    expect(none.body.error.message).toBe(uploadTexts.uploadLengthRequired);
  });

  it('signed out → 401, unverified → 403, before tus sees the request', async () => {
    await request(m.app).post('/api/uploads/videos').set(tus).set('upload-length', '10').expect(401);
    const unverified = await m.newPerson('Unverified', { verified: false });
    await as(unverified).create(10).expect(403);
  });
});
