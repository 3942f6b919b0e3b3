import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../query-api/constants.ts';
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

const thai = /[ก-๙]/;
/** In the title of every clip of this file, so a search keeps them apart from the others. */
const MARK = 'ขอบรายการ';

/** Each admin list, the key of its rows, and whether it sorts. */
const lists = [
  { path: '/api/admin/videos/all', rows: 'videos', sorts: true },
  { path: '/api/admin/transactions', rows: 'transactions', sorts: false },
  { path: '/api/admin/payouts', rows: 'payouts', sorts: false },
  { path: '/api/admin/complaints', rows: 'complaints', sorts: false },
  { path: '/api/admin/audit', rows: 'entries', sorts: false },
] as const;

describe('the admin lists at their edges, and the admin video list’s filters', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  const clip: Record<'cheap' | 'mid' | 'dear' | 'pricey', string> = {
    cheap: '',
    mid: '',
    dear: '',
    pricey: '',
  };
  let payee: TestPerson;
  let gone: TestPerson;
  const payoutOf: Record<string, string> = {};

  beforeAll(async () => {
    // Live money (a transfer to the platform's real account) is what a payout pays (issue 15).
    m = await testMarketplace({ bankAccount: LIVE_PLATFORM_ACCOUNT });
    admin = auth(m.tokens.admin);
    const seller = m.people!.seller.uid;
    // pending 300 ฿ on 1 Nov, approved 800 ฿ on 10 Nov, rejected 1,500 ฿ on 20 Nov, approved 1,200 ฿ on 30 Nov.
    clip.cheap = (
      await recordClip(m.store, seller, {
        title: `${MARK} ถูก`,
        priceSatang: 30_000,
        incidentDate: '2026-11-01',
      })
    ).clipId;
    clip.mid = (
      await recordClip(m.store, seller, {
        title: `${MARK} กลาง`,
        priceSatang: 80_000,
        incidentDate: '2026-11-10',
      })
    ).clipId;
    clip.dear = (
      await recordClip(m.store, seller, {
        title: `${MARK} แพง`,
        priceSatang: 150_000,
        incidentDate: '2026-11-20',
      })
    ).clipId;
    clip.pricey = (
      await recordClip(m.store, seller, {
        title: `${MARK} ปลายเดือน`,
        priceSatang: 120_000,
        incidentDate: '2026-11-30',
      })
    ).clipId;
    for (const id of [clip.mid, clip.pricey])
      await request(m.app).put(`/api/admin/videos/${id}/approve`).set(admin).expect(200);
    await request(m.app)
      .put(`/api/admin/videos/${clip.dear}/reject`)
      .set(admin)
      .send({ reason: 'ภาพไม่ชัด' })
      .expect(200);

    // Two sellers paid out; one of them is erased afterwards.
    payee = await m.newPerson('EdgePayee');
    gone = await m.newPerson('EdgeGone');
    const buyer = await m.newPerson('EdgeBuyer', { userType: 'buyer' });
    await giveBankAccount(m, payee.uid, '123-4-56789-0');
    await giveBankAccount(m, gone.uid, '987-6-54321-0');
    for (const person of [payee, gone]) {
      const clipId = await approvedClip(m, person.uid);
      await payByTransfer(m, buyer, clipId);
    }
    await caughtUp(m);
    const run = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    for (const payout of run.body.data.payouts as { payoutId: string; sellerId: string }[])
      payoutOf[payout.sellerId] = payout.payoutId;
    await request(m.app).delete(`/api/admin/users/${gone.uid}`).set(admin).expect(200);

    await request(m.app)
      .post('/api/complaints')
      .set(auth(buyer.token))
      .send({ type: 'other', subject: 'ทดสอบ', description: 'รายละเอียด' })
      .expect(201);
    await caughtUp(m, ['purchases', 'catalog', 'users', 'complaints', 'audit']);
  }, 120_000);
  afterAll(async () => m?.close());

  const get = (path: string, query: Record<string, string | number> = {}) =>
    request(m.app).get(path).query(query).set(admin);
  const videos = async (query: Record<string, string | number>) => {
    const res = await get('/api/admin/videos/all', { search: MARK, limit: MAX_PAGE_SIZE, ...query });
    expect(res.status, JSON.stringify(query)).toBe(200);
    return (res.body.data.videos as { _id: string }[]).map((video) => video._id).sort();
  };
  const ids = (...names: (keyof typeof clip)[]) => names.map((name) => clip[name]).sort();
  const expect400 = async (path: string, query: Record<string, string | number>) => {
    const res = await get(path, query);
    expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
    expect(res.body.error.message).toMatch(thai);
    expect(res.body.error.fields?.[0]?.message, `${path} ${JSON.stringify(query)}`).toMatch(thai);
    return res;
  };

  it.each(lists)('$path: a page past the end is empty and keeps the right totals', async ({ path, rows }) => {
    const first = (await get(path, { limit: 1 }).expect(200)).body.data;
    const total = first.pagination.totalCount as number;
    expect(total).toBeGreaterThan(0);
    expect(first[rows]).toHaveLength(1);
    const past = (await get(path, { limit: 1, page: total + 1 }).expect(200)).body.data;
    expect(past[rows]).toEqual([]);
    expect(past.pagination).toMatchObject({
      page: total + 1,
      limit: 1,
      totalCount: total,
      totalPages: total,
    });
    if ('total' in first) expect(past.total).toBe(first.total);
    const far = (await get(path, { page: 999 }).expect(200)).body.data;
    expect(far[rows]).toEqual([]);
    expect(far.pagination.totalCount).toBe(total);
  });

  it.each(lists)(
    '$path: a limit above MAX_PAGE_SIZE, 0 or not a number, or page 0: 400 in Thai',
    async ({ path }) => {
      const res = await expect400(path, { limit: MAX_PAGE_SIZE + 1 });
      expect(res.body.error.fields[0].field).toBe('limit');
      expect(res.body.error.fields[0].message).toContain(String(MAX_PAGE_SIZE));
      await expect400(path, { limit: 0 });
      await expect400(path, { limit: 'ten' });
      await expect400(path, { page: 0 });
      expect((await get(path, { limit: MAX_PAGE_SIZE }).expect(200)).body.data.pagination.limit).toBe(
        MAX_PAGE_SIZE,
      );
    },
  );

  it.each(lists)('$path: an unknown sortBy is 400 in Thai', async ({ path, sorts }) => {
    const res = await expect400(path, { sortBy: 'password' });
    // A list without sorts refuses the field; one with sorts names the ones it knows.
    if (sorts) expect(res.body.error.fields[0].message).toContain('dateRecorded');
    else expect(res.body.error.fields[0].field).toBe('sortBy');
  });

  it('filters admin videos by isActive: approved ones are active, pending, rejected and expired ones not', async () => {
    expect(await videos({ isActive: 'true' })).toEqual(ids('mid', 'pricey'));
    expect(await videos({ isActive: 'false' })).toEqual(ids('cheap', 'dear'));
    expect(await videos({ isActive: 'all' })).toEqual(ids('cheap', 'mid', 'dear', 'pricey'));
    expect(await videos({ isActive: '' })).toEqual(ids('cheap', 'mid', 'dear', 'pricey'));
    const rows = (await get('/api/admin/videos/all', { search: MARK, isActive: 'true' }).expect(200)).body
      .data.videos as { isActive: boolean }[];
    expect(rows.every((row) => row.isActive)).toBe(true);
    await expect400('/api/admin/videos/all', { isActive: 'yes' });
  });

  it('filters admin videos by price in baht, both ends included', async () => {
    expect(await videos({ minPrice: 800 })).toEqual(ids('mid', 'dear', 'pricey'));
    expect(await videos({ maxPrice: 800 })).toEqual(ids('cheap', 'mid'));
    expect(await videos({ minPrice: 300, maxPrice: 300 })).toEqual(ids('cheap'));
    expect(await videos({ minPrice: 800.5, maxPrice: 1200 })).toEqual(ids('pricey'));
    expect(await videos({ minPrice: 0, maxPrice: '' })).toEqual(ids('cheap', 'mid', 'dear', 'pricey'));
    expect(await videos({ minPrice: 2000 })).toEqual([]);
    const res = await expect400('/api/admin/videos/all', { minPrice: 1000, maxPrice: 500 });
    expect(res.body.error.fields[0].field).toBe('minPrice');
    await expect400('/api/admin/videos/all', { minPrice: -1 });
    await expect400('/api/admin/videos/all', { maxPrice: 'cheap' });
  });

  it('filters admin videos by incident date (dateRecorded), Bangkok calendar days, both ends included', async () => {
    expect(await videos({ dateFrom: '2026-11-10' })).toEqual(ids('mid', 'dear', 'pricey'));
    expect(await videos({ dateTo: '2026-11-10' })).toEqual(ids('cheap', 'mid'));
    expect(await videos({ dateFrom: '2026-11-10', dateTo: '2026-11-20' })).toEqual(ids('mid', 'dear'));
    expect(await videos({ dateFrom: '2026-11-30', dateTo: '2026-11-30' })).toEqual(ids('pricey'));
    expect(await videos({ dateFrom: '', dateTo: '' })).toEqual(ids('cheap', 'mid', 'dear', 'pricey'));
    const res = await expect400('/api/admin/videos/all', { dateFrom: '2026-11-21', dateTo: '2026-11-20' });
    expect(res.body.error.fields[0].field).toBe('dateFrom');
    await expect400('/api/admin/videos/all', { dateFrom: '2026-02-30' });
    await expect400('/api/admin/videos/all', { dateTo: '30/11/2026' });
  });

  it('combines the video filters, keeps all/empty meaning no filter, and answers what the detail popup needs', async () => {
    expect(
      await videos({ isActive: 'true', minPrice: 1000, dateFrom: '2026-11-01', dateTo: '2026-11-30' }),
    ).toEqual(ids('pricey'));
    expect(await videos({ status: 'all', category: 'all', vehicleType: '' })).toEqual(
      ids('cheap', 'mid', 'dear', 'pricey'),
    );
    expect(await videos({ status: 'rejected' })).toEqual(ids('dear'));
    await expect400('/api/admin/videos/all', { category: 'space' });
    await expect400('/api/admin/videos/all', { vehicleType: 'rocket' });
    await expect400('/api/admin/videos/all', { sortOrder: 'sideways' });
    const row = (
      await get('/api/admin/videos/all', {
        search: MARK,
        status: 'approved',
        sortBy: 'price',
        sortOrder: 'asc',
      }).expect(200)
    ).body.data.videos[0];
    expect(row).toMatchObject({
      _id: clip.mid,
      price: 800,
      isActive: true,
      vehicleType: 'car',
      views: 0,
      duration: 3,
      dateRecorded: '2026-11-10',
      timeRecorded: '07:40',
      tags: ['ชนท้าย'],
      location: { address: 'ถนนพระราม 2', city: 'บางขุนเทียน', province: 'กรุงเทพมหานคร' },
      seller: { _id: m.people!.seller.uid, email: m.people!.seller.email },
      moderatedBy: { id: m.people!.admin.uid },
      moderatedAt: expect.any(String),
    });
  });

  it('GET /admin/payouts/:id: the list row with the full account number; masked once the seller was erased', async () => {
    const payoutId = payoutOf[payee.uid]!;
    const listed = (await get('/api/admin/payouts', { search: payoutId }).expect(200)).body.data.payouts[0];
    const one = (await get(`/api/admin/payouts/${payoutId}`).expect(200)).body.data;
    expect(one).toEqual({
      ...listed,
      accountInfo: { ...listed.accountInfo, accountNumber: '123-4-56789-0' },
      accountNumberAvailable: true,
    });
    expect(listed.accountInfo.accountNumber).toBe('******7890');

    const erased = (await get(`/api/admin/payouts/${payoutOf[gone.uid]!}`).expect(200)).body.data;
    expect(erased).toMatchObject({ id: payoutOf[gone.uid], amount: 600, accountNumberAvailable: false });
    expect(JSON.stringify(erased)).not.toContain('54321');

    const missing = await get('/api/admin/payouts/no-such-payout').expect(404);
    expect(missing.body.error.message).toMatch(thai);
    await request(m.app).get(`/api/admin/payouts/${payoutId}`).set(auth(m.tokens.seller)).expect(403);
    await request(m.app).get(`/api/admin/payouts/${payoutId}`).expect(401);
  });
});
