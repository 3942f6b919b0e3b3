import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClip } from '../fixtures/clips.ts';
import { clipRequests, idsOf } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('clip detail and seller pages over HTTP', () => {
  let m: Marketplace;
  let api: ReturnType<typeof clipRequests>;
  beforeAll(async () => {
    m = await testMarketplace();
    api = clipRequests(m.app);
  });
  afterAll(async () => m.close());

  async function approved(sellerId: string, overrides = {}) {
    const { clipId } = await recordClip(m.store, sellerId, overrides);
    const res = await api.as(m.tokens.admin).put(`/admin/videos/${clipId}/approve`).expect(200);
    return { clipId, position: res.body.position as string };
  }

  it('shows every detail of the spec, with image URLs, the fingerprint and the seller block', async () => {
    const seller = m.people!.seller;
    const sha256 = 'b'.repeat(64);
    const { clipId, position } = await approved(seller.uid, {
      title: 'รถตู้ชนท้ายกระบะ บางนา',
      description: 'เห็นทะเบียนชัด',
      category: 'car_truck',
      vehicleType: 'truck',
      priceSatang: 120_000,
      tags: ['ชนท้าย', 'บางนา'],
      incidentDate: '2026-11-15',
      incidentTime: '16:05',
      location: {
        lat: 13.6682,
        lng: 100.6043,
        province: 'กรุงเทพมหานคร',
        district: 'บางนา',
        subDistrict: 'บางนาเหนือ',
        address: 'ถนนบางนา-ตราด กม.1',
      },
      file: {
        storageKey: 'originals/x',
        sha256,
        sizeBytes: 12_582_912,
        container: 'mp4',
        durationSeconds: 95.4,
      },
      images: { cover: 'cover1', previews: ['p1', 'p2'] },
    });
    const res = await api.as().get(`/videos/${clipId}`, position).expect(200);
    expect(res.body.data).toMatchObject({
      _id: clipId,
      title: 'รถตู้ชนท้ายกระบะ บางนา',
      description: 'เห็นทะเบียนชัด',
      category: 'car_truck',
      vehicleType: 'truck',
      price: 1200,
      duration: 95.4,
      fileSize: 12_582_912,
      views: 0,
      salesCount: 0,
      status: 'approved',
      tags: ['ชนท้าย', 'บางนา'],
      thumbnail: '/api/media/images/cover1.webp',
      thumbnailJpg: '/api/media/images/cover1.jpg',
      thumbnailPreviews: ['/api/media/images/p1.webp', '/api/media/images/p2.webp'],
      dateRecorded: '2026-11-15',
      timeRecorded: '16:05',
      sha256,
      location: {
        address: 'ถนนบางนา-ตราด กม.1',
        province: 'กรุงเทพมหานคร',
        district: 'บางนา',
        subDistrict: 'บางนาเหนือ',
        coordinates: { lat: 13.6682, lng: 100.6043 },
      },
      seller: { _id: seller.uid, displayName: 'Seller ทดสอบ' },
    });
    expect(res.body.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.body.data.seller.memberSince).toMatch(/^\d{4}-\d\d-\d\dT/);
    // the public never sees moderation details
    expect(res.body.data).not.toHaveProperty('rejectionReason');
    expect(res.body.data).not.toHaveProperty('sameFileAs');
  });

  it('related: up to 4 approved clips of the same category, never itself, never a pending one', async () => {
    const seller = m.people!.otherSeller.uid;
    const category = 'motorcycle_motorcycle';
    const ids: string[] = [];
    let position = '';
    for (let i = 0; i < 6; i++) ({ clipId: ids[i]!, position } = await approved(seller, { category }));
    const waiting = await recordClip(m.store, seller, { category });
    const res = await api.as().get(`/videos/${ids[0]}`, position).expect(200);
    const related = (res.body.data.related as { _id: string; category: string }[]).map((v) => v._id);
    expect(related).toHaveLength(4);
    expect(related).not.toContain(ids[0]);
    expect(related).not.toContain(waiting.clipId);
    expect(res.body.data.related.every((v: { category: string }) => v.category === category)).toBe(true);
  });

  it('a clip not on sale: its seller and admins see it, everyone else gets 404 in Thai', async () => {
    const { clipId, position } = await recordClip(m.store, m.people!.seller.uid);
    expect(
      (await api.as(m.tokens.seller).get(`/videos/${clipId}`, position).expect(200)).body.data.status,
    ).toBe('pending');
    expect(
      (await api.as(m.tokens.admin).get(`/videos/${clipId}`, position).expect(200)).body.data,
    ).toMatchObject({
      status: 'pending',
      possiblyNotTheirs: false,
    });
    for (const token of [m.tokens.otherSeller, m.tokens.buyer, undefined]) {
      const res = await api.as(token).get(`/videos/${clipId}`, position).expect(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบวิดีโอ' });
    }
  });

  it('the seller page lists that seller’s clips on sale, paged, with the seller block', async () => {
    const person = await m.newPerson('PageSeller');
    const ids: string[] = [];
    let position = '';
    for (let i = 0; i < 3; i++) ({ clipId: ids[i]!, position } = await approved(person.uid));
    await recordClip(m.store, person.uid);
    const first = await api.as().get(`/videos/user/${person.uid}?limit=2`, position).expect(200);
    expect(first.body.data.seller).toMatchObject({ _id: person.uid, displayName: 'PageSeller ทดสอบ' });
    expect(first.body.data.seller.memberSince).toMatch(/^\d{4}-/);
    expect(first.body.data.pagination).toMatchObject({ page: 1, limit: 2, totalCount: 3, totalPages: 2 });
    const second = await api.as().get(`/videos/user/${person.uid}?limit=2&page=2`).expect(200);
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([...ids].sort());
    const missing = await api.as().get('/videos/user/nobody').expect(404);
    expect(missing.body.error.message).toBe('ไม่พบผู้ขาย');
    const bad = await api.as().get(`/videos/user/${person.uid}?page=0`).expect(400);
    expect(bad.body.error.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
