import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClip } from '../fixtures/clips.ts';
import { clipRequests, idsOf } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('GET /api/videos?search — Thai-aware keyword search', () => {
  let m: Marketplace;
  let api: ReturnType<typeof clipRequests>;
  let redLight: string;
  let citizens: string;
  let pendingRedLight: string;
  let position: string;

  beforeAll(async () => {
    m = await testMarketplace();
    api = clipRequests(m.app);
    const seller = m.people!.seller.uid;
    const approve = async (overrides: { title: string; description: string; tags: string[] }) => {
      const { clipId } = await recordClip(m.store, seller, overrides);
      const res = await api.as(m.tokens.admin).put(`/admin/videos/${clipId}/approve`).expect(200);
      position = res.body.position as string;
      return clipId;
    };
    redLight = await approve({
      title: 'ฝ่าไฟแดงที่แยกอโศก เก๋งชนมอไซ',
      description: 'กล้องหน้ารถ เห็นทะเบียนชัด',
      tags: [],
    });
    citizens = await approve({
      title: 'ประชาชนรอรถเมล์หน้าห้าง',
      description: 'คนเดินข้ามถนนเยอะ รถติดยาว',
      tags: [],
    });
    pendingRedLight = (
      await recordClip(m.store, seller, { title: 'ฝ่าไฟแดงอีกคลิป รอตรวจ', description: 'รอตรวจ', tags: [] })
    ).clipId;
  });
  afterAll(async () => m.close());

  it('ไฟแดง finds a clip titled ฝ่าไฟแดง…, never one still pending', async () => {
    const res = await api
      .as()
      .get(`/videos?search=${encodeURIComponent('ไฟแดง')}`, position)
      .expect(200);
    expect(idsOf(res)).toContain(redLight);
    expect(idsOf(res)).not.toContain(pendingRedLight);
    expect(res.body.data.pagination).toMatchObject({ page: 1, totalCount: idsOf(res).length });
    expect(res.body.data.videos[0]).toMatchObject({ _id: redLight, title: 'ฝ่าไฟแดงที่แยกอโศก เก๋งชนมอไซ' });
  });

  it('ชน does not return a clip whose only match is ประชาชน', async () => {
    const res = await api
      .as()
      .get(`/videos?search=${encodeURIComponent('ชน')}`, position)
      .expect(200);
    expect(idsOf(res)).toContain(redLight);
    expect(idsOf(res)).not.toContain(citizens);
  });

  it('ignores empty filter values, and still sorts on request', async () => {
    const res = await api
      .as()
      .get(
        `/videos?search=${encodeURIComponent('ไฟแดง')}&province=&district=&dateFrom=&sortBy=newest`,
        position,
      )
      .expect(200);
    expect(idsOf(res)).toContain(redLight);
  });
});
