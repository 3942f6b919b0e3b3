import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_MAX_PAGE_SIZE } from '../../query-api/constants.ts';
import { recordClip } from '../fixtures/clips.ts';
import {
  approvedClip,
  auth,
  caughtUp,
  giveBankAccount,
  LIVE_PLATFORM_ACCOUNT,
  payByTransfer,
} from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
interface Notification {
  _id: string;
  kind: string;
  data: Record<string, unknown>;
  read: boolean;
  createdAt: string;
  link: string;
}

describe('notifications over HTTP: what a seller hears, reading one and all', () => {
  let m: Marketplace;
  let seller: TestPerson;
  let clipId: string;
  let rejectedId: string;
  let payoutId: string;
  const projections = ['purchases', 'catalog', 'users', 'notifications'];
  const list = async (person: TestPerson, query: Record<string, unknown> = {}, position?: string) => {
    const call = request(m.app).get('/api/notifications').query(query).set(auth(person.token));
    if (position) call.set('x-consistent-after', position);
    const res = await call.expect(200);
    return res.body.data as {
      notifications: Notification[];
      unreadCount: number;
      pagination: { totalCount: number };
    };
  };

  beforeAll(async () => {
    // Live money (a transfer to the platform's real account) is what a payout pays (issue 15).
    m = await testMarketplace({ bankAccount: LIVE_PLATFORM_ACCOUNT });
    seller = await m.newPerson('NotifiedSeller');
    const buyer = await m.newPerson('NotifiedBuyer', { userType: 'buyer' });
    clipId = await approvedClip(m, seller.uid, 80_000);
    rejectedId = (await recordClip(m.store, seller.uid, { title: 'คลิปที่ภาพไม่ชัด' })).clipId;
    await caughtUp(m, projections);
    await request(m.app)
      .put(`/api/admin/videos/${rejectedId}/reject`)
      .set(auth(m.tokens.admin))
      .send({ reason: 'ภาพเบลอ มองไม่เห็นทะเบียน' })
      .expect(200);
    await giveBankAccount(m, seller.uid);
    await payByTransfer(m, buyer, clipId);
    await caughtUp(m, projections);
    const batch = await m.payoutBatch();
    payoutId = batch.payouts.find((payout) => payout.sellerId === seller.uid)!.payoutId;
    await request(m.app)
      .put(`/api/admin/payouts/${payoutId}/mark-paid`)
      .set(auth(m.tokens.admin))
      .expect(200);
    await caughtUp(m, projections);
  }, 120_000);
  afterAll(async () => m?.close());

  it('tells the seller of the approval, the rejection with its reason, the sale with their 75% and the payout, newest first', async () => {
    const { notifications, unreadCount, pagination } = await list(seller);
    expect(unreadCount).toBe(4);
    expect(pagination.totalCount).toBe(4);
    expect(notifications.map(({ kind, data, read, link }) => ({ kind, data, read, link }))).toEqual([
      { kind: 'payout_paid', data: { payoutId, amount: 600 }, read: false, link: '/profile?tab=earnings' },
      {
        kind: 'clip_sold',
        data: {
          clipId,
          purchaseId: expect.any(String),
          title: 'รถเก๋งเปลี่ยนเลนกะทันหันชนท้าย พระราม 2',
          price: 800,
          sellerShare: 600,
        },
        read: false,
        link: '/profile?tab=earnings',
      },
      {
        kind: 'clip_rejected',
        data: { clipId: rejectedId, title: 'คลิปที่ภาพไม่ชัด', reason: 'ภาพเบลอ มองไม่เห็นทะเบียน' },
        read: false,
        link: '/my-videos',
      },
      {
        kind: 'clip_approved',
        data: { clipId, title: 'รถเก๋งเปลี่ยนเลนกะทันหันชนท้าย พระราม 2' },
        read: false,
        link: `/video/${clipId}`,
      },
    ]);
    expect(new Date(notifications[0]!.createdAt).getTime()).not.toBeNaN();
    // Nobody else hears of it.
    const other = await m.newPerson('NotNotified');
    expect(await list(other)).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('pages newest first and refuses a limit above the maximum in Thai', async () => {
    const second = await list(seller, { limit: 3, page: 2 });
    expect(second.notifications.map((n) => n.kind)).toEqual(['clip_approved']);
    expect(second.unreadCount).toBe(4);
    expect((await list(seller, { limit: 3, page: 9 })).notifications).toEqual([]);
    const tooMany = await request(m.app)
      .get('/api/notifications')
      .query({ limit: NOTIFICATIONS_MAX_PAGE_SIZE + 1 })
      .set(auth(seller.token))
      .expect(400);
    expect(tooMany.body.error.message).toMatch(/[ก-๙]/);
  });

  it('reads one (again is fine), not someone else’s, then all', async () => {
    const [newest, ...rest] = (await list(seller)).notifications;
    const other = await request(m.app)
      .put(`/api/notifications/${newest!._id}/read`)
      .set(auth(m.tokens.otherSeller))
      .expect(404);
    expect(other.body.error.message).toMatch(/[ก-๙]/);
    await request(m.app).put('/api/notifications/no-such-id/read').set(auth(seller.token)).expect(404);

    const read = await request(m.app)
      .put(`/api/notifications/${newest!._id}/read`)
      .set(auth(seller.token))
      .expect(200);
    expect(read.body.data).toEqual({ _id: newest!._id, read: true });
    const after = await list(seller, {}, read.body.position);
    expect(after.unreadCount).toBe(3);
    expect(after.notifications.map((n) => n.read)).toEqual([true, false, false, false]);
    await request(m.app).put(`/api/notifications/${newest!._id}/read`).set(auth(seller.token)).expect(200);

    const all = await request(m.app).put('/api/notifications/read-all').set(auth(seller.token)).expect(200);
    expect(all.body.data).toEqual({ read: rest.length });
    const none = await list(seller, {}, all.body.position);
    expect(none.unreadCount).toBe(0);
    expect(none.notifications.every((n) => n.read)).toBe(true);
    const again = await request(m.app).put('/api/notifications/read-all').set(auth(seller.token)).expect(200);
    expect(again.body.data).toEqual({ read: 0 });
  });
});
