import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import {
  UPLOAD_DAILY_BYTES_MAX,
  UPLOAD_PENDING_MAX,
  UPLOAD_QUOTA_WINDOW_HOURS,
} from '../../command-api/constants.ts';
import { uploadTexts } from '../../command-api/routes/messages/uploadTexts.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo, videoFixture } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const tus = { 'tus-resumable': '1.0.0' };
const GB = 1024 * 1024 * 1024;

describe('each member has an upload quota: pending uploads and bytes per day, answered 429 in Thai', () => {
  let m: Marketplace;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  const create = (person: TestPerson, length: number) =>
    request(m.app)
      .post('/api/uploads/videos')
      .set(tus)
      .set('authorization', `Bearer ${person.token}`)
      .set('upload-length', String(length));
  const remove = (person: TestPerson, location: string) =>
    request(m.app).delete(location).set(tus).set('authorization', `Bearer ${person.token}`);
  const pendingFull = { code: 'UPLOAD_QUOTA', message: uploadTexts.quotaPending(UPLOAD_PENDING_MAX) };

  it(`one waiting upload more than ${UPLOAD_PENDING_MAX} → 429; parallel creations never pass the last slot; cancelling frees one`, async () => {
    const seller = await m.newPerson('Busy');
    const locations: string[] = [];
    for (let n = 0; n < UPLOAD_PENDING_MAX - 1; n++)
      locations.push((await create(seller, 10).expect(201)).headers.location!);

    const racing = await Promise.all(Array.from({ length: 5 }, () => create(seller, 10)));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 429, 429, 429, 429]);
    const refused = racing.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({ success: false, error: pendingFull });
    // only a reviewer (or the seller cancelling) frees a slot: no time to wait for
    expect(refused.headers['retry-after']).toBeUndefined();

    // the clip submission is held to the same quota, before its video is read
    const multipart = await uploadVideo(m.app, seller.token, { video: uniqueMp4() }).expect(429);
    expect(multipart.body.error).toEqual(pendingFull);
    expect(await readdir(path.join(m.mediaDir, 'incoming'))).toEqual([]);

    await remove(seller, locations[0]!).expect(204);
    await create(seller, 10).expect(201);
    await create(seller, 10).expect(429);
  });

  it('a creation refused after its bytes were written (creation-with-upload past its length) still counts those bytes', async () => {
    const seller = await m.newPerson('Overflowing');
    const length = 1000;
    await create(seller, length)
      .set('content-type', 'application/offset+octet-stream')
      .send(Buffer.alloc(length + 1))
      .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
    const { rows } = await m.db.query<{ bytes: string; pending: boolean }>(
      'select bytes::text, pending from upload_quota_entries where uid = $1',
      [seller.uid],
    );
    // its bytes were written (tus answers only at the end): refusing must not free them, or
    // refusals would fill the disk around the quota
    expect(rows.map((row) => Number(row.bytes))).toEqual([length]);
  });

  it(`more than ${UPLOAD_DAILY_BYTES_MAX / GB} GB in ${UPLOAD_QUOTA_WINDOW_HOURS} h → 429 with Retry-After; cancelled uploads still count`, async () => {
    const seller = await m.newPerson('Heavy');
    for (let used = 0; used < UPLOAD_DAILY_BYTES_MAX; used += VIDEO_MAX_BYTES) {
      const length = Math.min(VIDEO_MAX_BYTES, UPLOAD_DAILY_BYTES_MAX - used);
      const location = (await create(seller, length).expect(201)).headers.location!;
      await remove(seller, location).expect(204);
    }
    const refused = await create(seller, 1).expect(429);
    expect(refused.body.error).toMatchObject({
      code: 'UPLOAD_QUOTA',
      message: uploadTexts.quotaBytes(UPLOAD_DAILY_BYTES_MAX / GB, UPLOAD_QUOTA_WINDOW_HOURS),
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(UPLOAD_QUOTA_WINDOW_HOURS * 3600 - 600);
    expect(wait).toBeLessThanOrEqual(UPLOAD_QUOTA_WINDOW_HOURS * 3600);
    const multipart = await uploadVideo(m.app, seller.token, { video: uniqueMp4() }).expect(429);
    expect(multipart.body.error.code).toBe('UPLOAD_QUOTA');
    expect(multipart.headers['retry-after']).toBeDefined();
    // another member is not affected
    await create(await m.newPerson('Light'), 10).expect(201);
  });

  it('a finished resumable upload becomes a clip in its own slot; the clip frees it once reviewed', async () => {
    const seller = await m.newPerson('Reviewed');
    const bytes = await readFile(videoFixture('clip-3s-faststart.mp4'));
    const location = (await create(seller, bytes.length).expect(201)).headers.location!;
    await request(m.app)
      .patch(location)
      .set(tus)
      .set('authorization', `Bearer ${seller.token}`)
      .set('upload-offset', '0')
      .set('content-type', 'application/offset+octet-stream')
      .send(bytes)
      .expect(204);
    for (let n = 0; n < UPLOAD_PENDING_MAX - 1; n++) await create(seller, 10).expect(201);
    await create(seller, 10).expect(429);

    const uploadId = location.split('/').pop()!;
    const clip = await uploadVideo(m.app, seller.token, { video: null, fields: { uploadId } }).expect(201);
    await create(seller, 10).expect(429);
    await request(m.app)
      .put(`/api/admin/videos/${clip.body.data.videoId}/approve`)
      .set('authorization', `Bearer ${m.tokens.admin}`)
      .expect(200);
    await create(seller, 10).expect(201);
  });

  it('a refused multipart upload takes no slot', async () => {
    const seller = await m.newPerson('Refused');
    for (let n = 0; n < UPLOAD_PENDING_MAX - 1; n++) await create(seller, 10).expect(201);
    await uploadVideo(m.app, seller.token, { video: 'truncated.mp4' }).expect(422);
    await create(seller, 10).expect(201);
  });
});
