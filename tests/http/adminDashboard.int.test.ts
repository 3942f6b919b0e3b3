import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { dashboardTexts } from '../../query-api/routes/messages/dashboardTexts.ts';
import { approvedClip, auth, caughtUp, openPurchase, payByCard } from '../fixtures/money.ts';
import { recordClip } from '../fixtures/clips.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const readModels = ['dashboard', 'catalog', 'purchases', 'users', 'complaints', 'audit'];

describe('GET /admin/dashboard over HTTP', () => {
  let m: Marketplace;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m?.close());

  it('answers an admin with real figures for the default 7 days: a sale, an upload and sign-ups of today', async () => {
    const seller = await m.newPerson('DashSeller');
    const buyer = await m.newPerson('DashBuyer', { userType: 'buyer' });
    const clipId = await approvedClip(m, seller.uid);
    const purchaseId = await openPurchase(m, buyer, clipId);
    await payByCard(m, buyer.token, purchaseId);
    const { clipId: rejectedId } = await recordClip(m.store, seller.uid, { title: 'ภาพไม่ชัด ปฏิเสธ' });
    await request(m.app)
      .put(`/api/admin/videos/${rejectedId}/reject`)
      .set(auth(m.tokens.admin))
      .send({ reason: 'ภาพไม่ชัด มองไม่เห็นทะเบียนรถ' })
      .expect(200);
    const { clipId: pendingId } = await recordClip(m.store, seller.uid, { title: 'รอตรวจบนแดชบอร์ด' });
    await caughtUp(m, readModels);

    const response = await request(m.app).get('/api/admin/dashboard').set(auth(m.tokens.admin)).expect(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data;
    const today = bangkokDay(new Date());
    expect(data).toMatchObject({ timeRange: '7d', to: today });
    expect(data.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(data).sort()).toEqual(
      [
        'cards',
        'from',
        'pendingVideos',
        'recentActivities',
        'revenueSeries',
        'stats',
        'timeRange',
        'to',
        'videoStatus',
      ].sort(),
    );
    // Nothing happened in the 7 days before this test's marketplace was born.
    // The sandbox card payment is test money: the card says how much of its revenue that is.
    expect(data.cards.revenue).toEqual({ value: 800, previous: 0, changePercent: null, testMoney: 800 });
    expect(data.cards.videosSold).toEqual({ value: 1, previous: 0, changePercent: null });
    expect(data.cards.newUsers.value).toBeGreaterThanOrEqual(2);
    expect(data.cards.pendingReview).toEqual({ value: 1, previous: 0, changePercent: null });
    expect(data.revenueSeries).toHaveLength(7);
    expect(data.revenueSeries.at(-1).day).toBe(today);
    // A test that crosses midnight in Bangkok sees the sale on yesterday's point.
    const { rows } = await m.db.query<{ paid_at: Date }>(
      'select paid_at from purchases where purchase_id = $1',
      [purchaseId],
    );
    const sameDay = bangkokDay(new Date(rows[0]!.paid_at)) === today ? 1 : 0;
    expect(data.revenueSeries.at(-1)).toMatchObject({ revenue: 800 * sameDay, sales: sameDay });
    // Each clip in one state: approved = sold + unsold; the rejected clip is counted too.
    expect(data.videoStatus).toEqual({ sold: 1, pending: 1, approved: 1, unsold: 0, rejected: 1 });
    const { sold, unsold, pending, rejected } = data.videoStatus;
    expect(sold + unsold + pending + rejected).toBe(3);
    expect(data.stats.revenue).toEqual({
      today: 800 * sameDay,
      week: 800,
      month: 800,
      total: 800,
      gp25: { today: 200 * sameDay, week: 200, month: 200, total: 200 },
    });
    expect(data.stats.videos).toMatchObject({
      sold: { today: sameDay, week: 1, total: 1 },
      pending: 1,
      approved: 1,
      total: 3,
      unsold: 0,
      rejected: 1,
    });
    if (sameDay) expect(data.stats.videos.uploadedToday).toBe(3);
    expect(data.stats.transactions).toMatchObject({ pending: 0, completed: 1, total: 1, paidOut: 0 });
    expect(data.stats.complaints).toEqual({ count: 0 });
    expect(data.recentActivities[0]).toMatchObject({
      type: 'upload',
      id: pendingId,
      clipTitle: 'รอตรวจบนแดชบอร์ด',
    });
    expect(data.recentActivities).toContainEqual(
      expect.objectContaining({
        type: 'purchase',
        id: purchaseId,
        amount: 800,
        displayName: 'DashBuyer ทดสอบ',
      }),
    );
    expect(data.pendingVideos.map((video: { _id: string }) => video._id)).toEqual([pendingId]);

    const all = await request(m.app)
      .get('/api/admin/dashboard?timeRange=all')
      .set(auth(m.tokens.admin))
      .expect(200);
    expect(all.body.data).toMatchObject({ timeRange: 'all', from: null });
    expect(all.body.data.cards.revenue).toEqual({
      value: 800,
      previous: null,
      changePercent: null,
      testMoney: 800,
    });
  });

  it('refuses a non-admin (403), a signed-out caller (401) and an unknown time range (400, in Thai)', async () => {
    const buyer = await request(m.app).get('/api/admin/dashboard').set(auth(m.tokens.buyer)).expect(403);
    expect(buyer.body.error.message).toMatch(/[ก-๙]/);
    await request(m.app).get('/api/admin/dashboard').set(auth(m.tokens.seller)).expect(403);
    await request(m.app).get('/api/admin/dashboard').expect(401);
    const bad = await request(m.app)
      .get('/api/admin/dashboard?timeRange=90d')
      .set(auth(m.tokens.admin))
      .expect(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    expect(bad.body.error.message).toMatch(/[ก-๙]/);
    expect(JSON.stringify(bad.body.error)).toContain(dashboardTexts.invalidTimeRange);
  });
});
