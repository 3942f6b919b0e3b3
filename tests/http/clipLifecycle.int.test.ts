import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketplace, validClip } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('thin slice over HTTP: upload → review → listing', () => {
  let m: Marketplace;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  /** The spec's multipart upload with a real video, different bytes each time (no duplicates). */
  const upload = (token: string, fields: Record<string, string> = {}) =>
    uploadVideo(m.app, token, { video: uniqueMp4(), fields });

  it('given a seller uploads a clip, when anyone lists clips, then the pending clip is not listed', async () => {
    const uploaded = await upload(m.tokens.seller).expect(201);
    expect(uploaded.body).toMatchObject({ success: true, data: { status: 'pending' } });
    expect(uploaded.body.position).toMatch(/^\d+\.\d+$/);

    const list = await request(m.app)
      .get('/api/videos')
      .set('x-consistent-after', uploaded.body.position)
      .expect(200);
    expect(list.body.data.videos.map((v: { _id: string }) => v._id)).not.toContain(
      uploaded.body.data.videoId,
    );

    // the seller sees their own pending clip; a stranger does not
    const own = await request(m.app)
      .get(`/api/videos/${uploaded.body.data.videoId}`)
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .set('x-consistent-after', uploaded.body.position)
      .expect(200);
    expect(own.body.data).toMatchObject({ status: 'pending', title: validClip.title, price: 800 });
    await request(m.app).get(`/api/videos/${uploaded.body.data.videoId}`).expect(404);
  });

  it('given an admin approves it, then it is listed with seller, place and price in baht (read-your-writes)', async () => {
    const uploaded = await upload(m.tokens.seller).expect(201);
    const id = uploaded.body.data.videoId as string;
    const approved = await request(m.app)
      .put(`/api/admin/videos/${id}/approve`)
      .set('authorization', `Bearer ${m.tokens.admin}`)
      .expect(200);
    const list = await request(m.app)
      .get('/api/videos')
      .set('x-consistent-after', approved.body.position)
      .expect(200);
    expect(list.headers['x-consistency']).toBeUndefined();
    const video = list.body.data.videos.find((v: { _id: string }) => v._id === id);
    expect(video).toMatchObject({
      status: 'approved',
      price: 800,
      category: 'car_car',
      dateRecorded: '2026-11-18',
      timeRecorded: '07:40',
      location: {
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        coordinates: { lat: 13.6593, lng: 100.4309 },
      },
      seller: { _id: m.people!.seller.uid, displayName: 'Seller ทดสอบ' },
    });
    const detail = await request(m.app).get(`/api/videos/${id}`).expect(200);
    expect(detail.body.data._id).toBe(id);
  });

  it('given a rejected clip, then it is never listed, and approving it afterwards is a 409', async () => {
    const uploaded = await upload(m.tokens.seller).expect(201);
    const id = uploaded.body.data.videoId as string;
    const rejected = await request(m.app)
      .put(`/api/admin/videos/${id}/reject`)
      .set('authorization', `Bearer ${m.tokens.admin}`)
      .send({ reason: 'ภาพไม่ชัด มองไม่เห็นเหตุการณ์' })
      .expect(200);
    const again = await request(m.app)
      .put(`/api/admin/videos/${id}/approve`)
      .set('authorization', `Bearer ${m.tokens.admin}`)
      .expect(409);
    expect(again.body.error).toEqual({ code: 'CLIP_NOT_PENDING', message: 'คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ' });
    const list = await request(m.app)
      .get('/api/videos?limit=100')
      .set('x-consistent-after', rejected.body.position)
      .expect(200);
    expect(list.body.data.videos.map((v: { _id: string }) => v._id)).not.toContain(id);
  });

  it('approving a clip that does not exist is a 404 in Thai', async () => {
    const res = await request(m.app)
      .put('/api/admin/videos/nope/approve')
      .set('authorization', `Bearer ${m.tokens.admin}`)
      .expect(404);
    expect(res.body).toEqual({ success: false, error: { code: 'CLIP_NOT_FOUND', message: 'ไม่พบวิดีโอ' } });
  });

  it('two admins approving at once: one wins, the other gets a conflict answer, nothing is written twice', async () => {
    const uploaded = await upload(m.tokens.seller).expect(201);
    const id = uploaded.body.data.videoId as string;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        request(m.app)
          .put(`/api/admin/videos/${id}/approve`)
          .set('authorization', `Bearer ${m.tokens.admin}`),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const { events } = await m.store.readStream(`clip-${id}`);
    expect(events.map((e) => e.type)).toEqual(['ClipUploaded', 'ClipApproved']);
  });

  it('filters on the server: category, province, price range and paging', async () => {
    const ids: string[] = [];
    let position = '';
    for (const [category, province, price] of [
      ['pedestrian', 'เชียงใหม่', 300],
      ['pedestrian', 'ภูเก็ต', 1500],
      ['car_truck', 'เชียงใหม่', 1200],
    ] as const) {
      const res = await upload(m.tokens.seller, { category, province, price: String(price) }).expect(201);
      ids.push(res.body.data.videoId);
      position = (
        await request(m.app)
          .put(`/api/admin/videos/${res.body.data.videoId}/approve`)
          .set('authorization', `Bearer ${m.tokens.admin}`)
          .expect(200)
      ).body.position;
    }
    const get = (query: string) =>
      request(m.app).get(`/api/videos?${query}`).set('x-consistent-after', position).expect(200);
    const titlesOf = (res: request.Response) => res.body.data.videos.map((v: { _id: string }) => v._id);
    expect(titlesOf(await get('category=pedestrian')).sort()).toEqual([ids[0], ids[1]].sort());
    expect(titlesOf(await get(`province=${encodeURIComponent('เชียงใหม่')}`)).sort()).toEqual(
      [ids[0], ids[2]].sort(),
    );
    expect(titlesOf(await get('category=pedestrian&minPrice=1000'))).toEqual([ids[1]]);
    const paged = await get('limit=1&page=2&sortBy=price_high');
    expect(paged.body.data.videos).toHaveLength(1);
    expect(paged.body.data.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(paged.body.data.pagination.totalPages).toBe(paged.body.data.pagination.totalCount);
  });
});
