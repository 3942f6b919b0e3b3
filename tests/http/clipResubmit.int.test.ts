import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClip } from '../fixtures/clips.ts';
import { clipRequests, idsOf } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('a rejected clip resubmitted by its seller over HTTP', () => {
  let m: Marketplace;
  let api: ReturnType<typeof clipRequests>;
  beforeAll(async () => {
    m = await testMarketplace();
    api = clipRequests(m.app);
  }, 300_000);
  afterAll(async () => m?.close());

  const admin = () => api.as(m.tokens.admin);
  const asSeller = () => api.as(m.tokens.seller);
  async function rejectedClip(reason = 'ชื่อเรื่องไม่ตรงกับเหตุการณ์ในคลิป') {
    const { clipId } = await recordClip(m.store, m.people!.seller.uid);
    const res = await admin().put(`/admin/videos/${clipId}/reject`, { reason }).expect(200);
    return { clipId, position: res.body.position as string };
  }
  const mine = async (clipId: string, after: string) =>
    (await asSeller().get('/users/videos', after).expect(200)).body.data.videos.find(
      (video: { _id: string }) => video._id === clipId,
    );

  it('with its fixes: pending again, in the admin queue, fixed, and the audit trail says so', async () => {
    const { clipId, position } = await rejectedClip();
    expect(idsOf(await admin().get('/admin/videos?status=pending&limit=100', position).expect(200))).not.toContain(
      clipId,
    );

    const res = await asSeller()
      .post(`/videos/${clipId}/resubmit`)
      .send({ title: 'รถกระบะชนท้ายเก๋งที่แยกอโศก', category: 'car_truck' })
      .expect(200);
    expect(res.body.data).toEqual({ videoId: clipId, status: 'pending' });
    const after = res.body.position as string;

    expect(await mine(clipId, after)).toMatchObject({
      status: 'pending',
      title: 'รถกระบะชนท้ายเก๋งที่แยกอโศก',
      category: 'car_truck',
    });
    expect(idsOf(await admin().get('/admin/videos?status=pending&limit=100', after).expect(200))).toContain(
      clipId,
    );
    const audit = await admin().get(`/admin/audit/clip/${clipId}`, after).expect(200);
    expect((audit.body.data.entries as { action: string }[]).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['ClipUploaded', 'ClipRejected', 'ClipEdited', 'ClipResubmitted']),
    );

    // The new review can approve it: it goes on sale.
    const approved = await admin().put(`/admin/videos/${clipId}/approve`).expect(200);
    expect(idsOf(await api.as().get('/videos?limit=100', approved.body.position).expect(200))).toContain(clipId);
  });

  it('without changes, when the reason was elsewhere', async () => {
    const { clipId } = await rejectedClip('ได้รับหลักฐานเพิ่มแล้ว');
    const res = await asSeller().post(`/videos/${clipId}/resubmit`).send({}).expect(200);
    expect(await mine(clipId, res.body.position)).toMatchObject({ status: 'pending' });
  });

  it('refuses a clip that is not rejected (409 in Thai), bad fixes (400 in Thai), and anyone else (404)', async () => {
    const { clipId } = await recordClip(m.store, m.people!.seller.uid);
    const notRejected = await asSeller().post(`/videos/${clipId}/resubmit`).send({}).expect(409);
    expect(notRejected.body.error).toEqual({
      code: 'CLIP_NOT_REJECTED',
      message: 'ส่งตรวจอีกครั้งได้เฉพาะคลิปที่ถูกปฏิเสธ',
    });

    const rejected = await rejectedClip();
    const badPrice = await asSeller().post(`/videos/${rejected.clipId}/resubmit`).send({ price: 5 }).expect(400);
    expect(badPrice.body.error.message).toMatch(/[\u0E00-\u0E7F]/);
    await asSeller().post(`/videos/${rejected.clipId}/resubmit`).send({ file: 'x' }).expect(400);
    await api.as(m.tokens.buyer).post(`/videos/${rejected.clipId}/resubmit`).send({}).expect(404);
    await api.as().post(`/videos/${rejected.clipId}/resubmit`).send({}).expect(401);
    // Still rejected after all of those.
    expect(await mine(rejected.clipId, rejected.position)).toMatchObject({ status: 'rejected' });
  });
});
