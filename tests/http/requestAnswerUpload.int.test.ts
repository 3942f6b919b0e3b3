import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClipUploaded } from '../../events/clip/clipEvents.ts';
import { streams } from '../../events/streams.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { clipTexts } from '../../command-api/routes/messages/clipTexts.ts';
import { uploadTexts } from '../../command-api/routes/messages/uploadTexts.ts';
import { auth } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const DAY_MS = 24 * 60 * 60 * 1000;
const tus = { 'tus-resumable': '1.0.0' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** The requester will pay up to ฿3,000: above the usual ฿1,500 ceiling of a clip. */
const requestBody = () => ({
  title: 'ตามหาคลิปกระบะชนท้ายแล้วหนี พระราม 2',
  description: 'ถูกชนท้ายที่แยกบางขุนเทียน รถคู่กรณีเป็นกระบะสีขาว',
  latitude: 13.6593,
  longitude: 100.4309,
  radiusM: 500,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  incidentDate: bangkokDay(new Date(Date.now() - DAY_MS)),
  timeFrom: '07:30',
  timeTo: '08:30',
  vehicleTypes: ['car', 'truck'],
  maxPrice: 3000,
});

describe('a seller answers a footage request through the upload form (issue 22)', () => {
  let m: Marketplace;
  let seller: TestPerson;
  let admin: TestPerson;
  let position = '0.0';
  beforeAll(async () => {
    m = await testMarketplace();
    seller = m.people!.seller;
    admin = m.people!.admin;
  });
  afterAll(async () => m?.close());

  const member = () => m.newPerson(`Requester${randomUUID().slice(0, 4)}`, { userType: 'buyer' });
  /** A new member's open request, once the read model the upload checks has it. */
  const openRequest = async (requester: TestPerson) => {
    const opened = await request(m.app).post('/api/requests').set(auth(requester.token)).send(requestBody());
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { requestId } = opened.body.data as { requestId: string };
    await get(`/requests/${requestId}`, requester, opened.body.position).expect(200);
    return requestId;
  };
  const get = (path: string, person?: TestPerson, after = position) => {
    const call = request(m.app).get(`/api${path}`).set('x-consistent-after', after);
    return person ? call.set(auth(person.token)) : call;
  };
  const answer = (person: TestPerson, fields: Record<string, string | undefined>) =>
    uploadVideo(m.app, person.token, { fields, video: uniqueMp4() });
  const uploadedEvent = async (clipId: string) =>
    (await m.store.readStream(streams.clip(clipId))).events.find((event) => event.type === 'ClipUploaded')!
      .data as ClipUploaded['data'];
  const catalogRequestId = async (clipId: string) =>
    (
      await m.db.query<{ request_id: string | null }>(
        'select request_id from catalog_clips where clip_id = $1',
        [clipId],
      )
    ).rows[0]?.request_id;
  const approve = async (clipId: string) => {
    const approved = await request(m.app)
      .put(`/api/admin/videos/${clipId}/approve`)
      .set(auth(admin.token))
      .expect(200);
    position = approved.body.position;
  };
  const noClipOf = async (person: TestPerson) => {
    const { rows } = await m.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'ClipUploaded' and data->>'sellerId' = $1`,
      [person.uid],
    );
    expect(rows[0]!.n).toBe(0);
  };

  it('priced above ฿1,500 but within the requester’s price: 201, linked on the stream, the catalogue and the clip page', async () => {
    const requester = await member();
    const requestId = await openRequest(requester);
    const res = await answer(seller, { requestId, price: '2500' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const clipId = res.body.data.videoId as string;

    expect(await uploadedEvent(clipId)).toMatchObject({
      requestId,
      requestMaxPriceSatang: 300_000,
      priceSatang: 250_000,
    });
    position = res.body.position;
    // The seller sees the link while the clip waits for review.
    const pending = await get(`/videos/${clipId}`, seller).expect(200);
    expect(pending.body.data).toMatchObject({
      price: 2500,
      requestMaxPrice: 3000,
      answersRequest: { requestId, title: requestBody().title },
    });
    // The ceiling is the seller's (and admins') to know: the edit popup checks the price with it.
    expect((await get('/users/videos', seller).expect(200)).body.data.videos[0]).toMatchObject({
      _id: clipId,
      requestMaxPrice: 3000,
    });
    expect(await catalogRequestId(clipId)).toBe(requestId);

    await approve(clipId);
    const detail = await get(`/videos/${clipId}`).expect(200);
    expect(detail.body.data.answersRequest).toEqual({ requestId, title: requestBody().title });
    expect(detail.body.data).not.toHaveProperty('requestMaxPrice');

    // A later price edit keeps the requester's price as the ceiling.
    const edited = await request(m.app)
      .put(`/api/videos/${clipId}`)
      .set(auth(seller.token))
      .send({ price: 3000 })
      .expect(200);
    position = edited.body.position;
    expect((await get(`/videos/${clipId}`).expect(200)).body.data.price).toBe(3000);
    const over = await request(m.app)
      .put(`/api/videos/${clipId}`)
      .set(auth(seller.token))
      .send({ price: 3100 })
      .expect(400);
    expect(over.body.error).toMatchObject({
      code: 'VALIDATION',
      field: 'price',
      message: clipTexts.priceRangeForRequest(3000),
    });

    // Once the request is closed the public no longer sees it on the clip; its requester still does.
    const closed = await request(m.app)
      .post(`/api/requests/${requestId}/close`)
      .set(auth(requester.token))
      .expect(200);
    position = closed.body.position;
    const after = await get(`/videos/${clipId}`, undefined, closed.body.position).expect(200);
    expect(after.body.data.answersRequest).toBeNull();
    const asRequester = await get(`/videos/${clipId}`, requester, closed.body.position).expect(200);
    expect(asRequester.body.data.answersRequest).toEqual({ requestId, title: requestBody().title });
  });

  it('above the requester’s price: a Thai 400 on the price, quoting that price; nothing recorded', async () => {
    const requester = await member();
    const requestId = await openRequest(requester);
    const someone = await m.newPerson('Overpricer');
    const res = await answer(someone, { requestId, price: '3500' }).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      field: 'price',
      message: clipTexts.priceRangeForRequest(3000),
    });
    await noClipOf(someone);
  });

  it('the requester cannot answer their own request', async () => {
    const requester = await m.newPerson('SelfAnswer');
    const requestId = await openRequest(requester);
    const res = await answer(requester, { requestId, price: '900' }).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      field: 'requestId',
      message: uploadTexts.requestOwn,
    });
    await noClipOf(requester);
  });

  it('a closed request takes no clips: 409 on the request field', async () => {
    const requester = await member();
    const requestId = await openRequest(requester);
    const closed = await request(m.app)
      .post(`/api/requests/${requestId}/close`)
      .set(auth(requester.token))
      .expect(200);
    await get(`/requests/${requestId}`, requester, closed.body.position).expect(200);
    const someone = await m.newPerson('LateSeller');
    const res = await answer(someone, { requestId, price: '900' }).expect(409);
    expect(res.body.error).toMatchObject({
      code: 'REQUEST_NOT_OPEN',
      field: 'requestId',
      message: uploadTexts.requestNotOpen,
    });
    await noClipOf(someone);
  });

  it('an unknown request, or an id that cannot be one: a Thai 400 on the request field', async () => {
    const someone = await m.newPerson('Unknown');
    for (const requestId of [randomUUID(), 'not an id!']) {
      const res = await answer(someone, { requestId, price: '900' }).expect(400);
      expect(res.body.error, requestId).toMatchObject({
        code: 'VALIDATION',
        field: 'requestId',
        message: uploadTexts.requestUnknown,
      });
    }
    await noClipOf(someone);
  });

  it('a clip answering no request is still held to ฿1,500, and an empty request field is none', async () => {
    const someone = await m.newPerson('Unlinked');
    for (const fields of [{ price: '1600' }, { price: '1600', requestId: '' }]) {
      const res = await answer(someone, fields).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION',
        field: 'price',
        message: clipTexts.priceRange,
      });
    }
    await noClipOf(someone);
    const plain = await answer(someone, { price: '1500', requestId: '' }).expect(201);
    const event = await uploadedEvent(plain.body.data.videoId);
    expect(event.requestId).toBeUndefined();
    expect(event.requestMaxPriceSatang).toBeUndefined();
  });

  it('a resumable upload may name the request in its tus metadata instead of the form', async () => {
    const requester = await member();
    const requestId = await openRequest(requester);
    const someone = await m.newPerson('Resumer');
    const { bytes } = uniqueMp4();
    const created = await request(m.app)
      .post('/api/uploads/videos')
      .set(tus)
      .set(auth(someone.token))
      .set('upload-length', String(bytes.length))
      .set('upload-metadata', `filetype ${base64('video/mp4')},requestId ${base64(requestId)}`)
      .expect(201);
    const location = created.headers.location!;
    await request(m.app)
      .patch(location)
      .set(tus)
      .set(auth(someone.token))
      .set('upload-offset', '0')
      .set('content-type', 'application/offset+octet-stream')
      .send(bytes)
      .expect(204);
    const uploadId = location.split('/').pop()!;
    const res = await uploadVideo(m.app, someone.token, { video: null, fields: { uploadId, price: '2000' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await uploadedEvent(res.body.data.videoId)).toMatchObject({
      requestId,
      requestMaxPriceSatang: 300_000,
    });
  });

  it('a resumable upload without a request is held to ฿1,500 once its metadata is read', async () => {
    const someone = await m.newPerson('ResumerAlone');
    const { bytes } = uniqueMp4();
    const created = await request(m.app)
      .post('/api/uploads/videos')
      .set(tus)
      .set(auth(someone.token))
      .set('upload-length', String(bytes.length))
      .set('upload-metadata', `filetype ${base64('video/mp4')}`)
      .expect(201);
    const location = created.headers.location!;
    await request(m.app)
      .patch(location)
      .set(tus)
      .set(auth(someone.token))
      .set('upload-offset', '0')
      .set('content-type', 'application/offset+octet-stream')
      .send(bytes)
      .expect(204);
    const uploadId = location.split('/').pop()!;
    const res = await uploadVideo(m.app, someone.token, { video: null, fields: { uploadId, price: '2000' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'price', message: clipTexts.priceRange });
    await noClipOf(someone);
  });
});
