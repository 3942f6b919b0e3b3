/**
 * The buyer's purchase lists and the seller's sales, paged on the server (GET /users/purchases,
 * /purchases/history, /users/earnings): pages are disjoint and newest first, the totals are right,
 * the earnings' sums cover every sale whatever the page, and bad paging is a 400 in Thai.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PAGE_SIZE } from '../../events/constants.ts';
import { toBaht } from '../../events/money.ts';
import { sellerShare } from '../../events/saleShares.ts';
import { MAX_PAGE_SIZE } from '../../query-api/constants.ts';
import {
  LIVE_PLATFORM_ACCOUNT,
  approvedClip,
  auth,
  caughtUp,
  openPurchase,
  payByTransfer,
} from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const thai = /[ก-๙]/;
/** The seller's four clips (one sale refunded); the buyer also buys one of another seller's. */
const PRICES_SATANG = [30_000, 45_000, 60_000, 80_000];

interface Paged {
  pagination: { page: number; limit: number; totalCount: number; totalPages: number };
}
type PurchasePage = Paged & { purchases: { purchaseId: string; status: string }[] };
type EarningsPage = Paged & {
  pendingPayout: number;
  totalEarned: number;
  testEarned: number;
  history: { purchaseId: string; soldAt: string; refunded: boolean }[];
};

describe('purchase lists and sales, a page at a time, over HTTP', () => {
  let m: Marketplace;
  let seller: TestPerson;
  let buyer: TestPerson;
  /** The seller's sales, oldest first; `refunded` is the second one. */
  const sales: string[] = [];
  let otherSellersSale: string;
  let refunded: string;
  let open: string;

  beforeAll(async () => {
    m = await testMarketplace({ bankAccount: LIVE_PLATFORM_ACCOUNT });
    seller = await m.newPerson('PagedSeller');
    buyer = await m.newPerson('PagedBuyer', { userType: 'buyer' });
    const other = await m.newPerson('OtherPagedSeller');
    const clips = [];
    for (const price of PRICES_SATANG) clips.push(await approvedClip(m, seller.uid, price));
    const otherClip = await approvedClip(m, other.uid);
    const unpaidClip = await approvedClip(m, seller.uid);

    sales.push(await payByTransfer(m, buyer, clips[0]!));
    otherSellersSale = await payByTransfer(m, buyer, otherClip);
    for (const clipId of clips.slice(1)) sales.push(await payByTransfer(m, buyer, clipId));
    refunded = sales[1]!;
    await request(m.app)
      .put(`/api/admin/transactions/${refunded}/refund`)
      .set(auth(m.tokens.admin))
      .send({ reason: 'ผู้ซื้อขอคืนเงิน' })
      .expect(200);
    // Opened last and never paid: the newest attempt in the history, not a bought clip.
    open = await openPurchase(m, buyer, unpaidClip, 'bank_transfer');
    await caughtUp(m);
  }, 120_000);
  afterAll(async () => m?.close());

  const get = <T>(path: string, person: TestPerson, query: Record<string, string | number> = {}) =>
    request(m.app)
      .get(path)
      .query(query)
      .set(auth(person.token))
      .expect(200)
      .then((res) => res.body.data as T);

  /** Every page of `limit` rows, in order, each checked against the totals. */
  async function allPages<T extends Paged>(path: string, person: TestPerson, limit: number, total: number) {
    const pages: T[] = [];
    const totalPages = Math.ceil(total / limit);
    for (let page = 1; page <= totalPages; page++) {
      const answer = await get<T>(path, person, { page, limit });
      expect(answer.pagination).toEqual({ page, limit, totalCount: total, totalPages });
      pages.push(answer);
    }
    return pages;
  }

  it('GET /users/purchases: bought clips (paid, refunded) in disjoint pages, newest first', async () => {
    const newestFirst = [...sales.slice(1)].reverse().concat(otherSellersSale, sales[0]!);
    const pages = await allPages<PurchasePage>('/api/users/purchases', buyer, 2, newestFirst.length);
    const ids = pages.map((page) => page.purchases.map((purchase) => purchase.purchaseId));
    expect(ids.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(ids[0]!.filter((id) => ids[1]!.includes(id))).toEqual([]);
    expect(ids.flat()).toEqual(newestFirst);
    expect(new Set(pages.flatMap((page) => page.purchases.map((purchase) => purchase.status)))).toEqual(
      new Set(['paid', 'refunded']),
    );

    const first = await get<PurchasePage>('/api/users/purchases', buyer);
    expect(first.pagination).toEqual({
      page: 1,
      limit: DASHBOARD_PAGE_SIZE,
      totalCount: newestFirst.length,
      totalPages: 1,
    });
    expect(first.purchases.map((purchase) => purchase.purchaseId)).toEqual(newestFirst);
  });

  it('GET /purchases/history: every attempt, the unpaid one too, in disjoint pages, newest first', async () => {
    const newestFirst = [open, ...[...sales.slice(1)].reverse(), otherSellersSale, sales[0]!];
    const pages = await allPages<PurchasePage>('/api/purchases/history', buyer, 4, newestFirst.length);
    const ids = pages.map((page) => page.purchases.map((purchase) => purchase.purchaseId));
    expect(ids.map((page) => page.length)).toEqual([4, 2]);
    expect(ids[0]!.filter((id) => ids[1]!.includes(id))).toEqual([]);
    expect(ids.flat()).toEqual(newestFirst);
    expect(pages[0]!.purchases[0]).toMatchObject({ purchaseId: open, status: 'pending' });
  });

  it('GET /users/earnings: the sales in disjoint pages, newest first; the totals cover every sale on every page', async () => {
    const earned = PRICES_SATANG.filter((_, index) => index !== 1).reduce(
      (sum, price) => sum + sellerShare(price),
      0,
    );
    const totals = { pendingPayout: toBaht(earned), totalEarned: toBaht(earned), testEarned: 0 };
    const pages = await allPages<EarningsPage>('/api/users/earnings', seller, 3, sales.length);
    for (const page of pages) expect(page).toMatchObject(totals);
    const ids = pages.map((page) => page.history.map((sale) => sale.purchaseId));
    expect(ids.map((page) => page.length)).toEqual([3, 1]);
    expect(ids[0]!.filter((id) => ids[1]!.includes(id))).toEqual([]);
    expect(ids.flat()).toEqual([...sales].reverse());
    const soldAt = pages.flatMap((page) => page.history.map((sale) => Date.parse(sale.soldAt)));
    expect(soldAt).toEqual([...soldAt].sort((a, b) => b - a));
    expect(
      pages.flatMap((page) => page.history.filter((sale) => sale.refunded).map((s) => s.purchaseId)),
    ).toEqual([refunded]);

    const past = await get<EarningsPage>('/api/users/earnings', seller, { page: 3, limit: 3 });
    expect(past).toMatchObject({ ...totals, history: [] });
    expect(past.pagination).toEqual({ page: 3, limit: 3, totalCount: sales.length, totalPages: 2 });
    const whole = await get<EarningsPage>('/api/users/earnings', seller);
    expect(whole).toMatchObject(totals);
    expect(whole.pagination.limit).toBe(DASHBOARD_PAGE_SIZE);
    expect(whole.history.map((sale) => sale.purchaseId)).toEqual([...sales].reverse());
  });

  it('a page past the end is empty with the right totals; a new member has empty lists', async () => {
    const past = await get<PurchasePage>('/api/users/purchases', buyer, { page: 99, limit: 2 });
    expect(past.purchases).toEqual([]);
    expect(past.pagination).toEqual({ page: 99, limit: 2, totalCount: 5, totalPages: 3 });
    const nobody = await m.newPerson('PagedNobody');
    for (const path of ['/api/users/purchases', '/api/purchases/history']) {
      expect(await get<PurchasePage>(path, nobody)).toEqual({
        purchases: [],
        pagination: { page: 1, limit: DASHBOARD_PAGE_SIZE, totalCount: 0, totalPages: 1 },
      });
    }
    expect(await get<EarningsPage>('/api/users/earnings', nobody)).toMatchObject({
      pendingPayout: 0,
      totalEarned: 0,
      history: [],
      pagination: { page: 1, limit: DASHBOARD_PAGE_SIZE, totalCount: 0, totalPages: 1 },
    });
  });

  it.each(['/api/users/purchases', '/api/purchases/history', '/api/users/earnings'])(
    '%s: a bad page or limit, or an unknown parameter, is a 400 in Thai',
    async (path) => {
      const refused = async (query: Record<string, string | number>, field: string) => {
        const res = await request(m.app).get(path).query(query).set(auth(buyer.token));
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION');
        expect(res.body.error.message).toMatch(thai);
        expect(res.body.error.fields?.[0]).toMatchObject({ field });
        expect(res.body.error.fields[0].message, JSON.stringify(query)).toMatch(thai);
        return res.body.error.fields[0].message as string;
      };
      expect(await refused({ limit: MAX_PAGE_SIZE + 1 }, 'limit')).toContain(String(MAX_PAGE_SIZE));
      await refused({ limit: 0 }, 'limit');
      await refused({ limit: 'ten' }, 'limit');
      await refused({ limit: 2.5 }, 'limit');
      await refused({ page: 0 }, 'page');
      await refused({ page: -1 }, 'page');
      await refused({ page: 'two' }, 'page');
      const unknown = await request(m.app).get(path).query({ sortBy: 'price' }).set(auth(buyer.token));
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.message).toMatch(thai);
      await request(m.app).get(path).query({ limit: MAX_PAGE_SIZE }).set(auth(buyer.token)).expect(200);
    },
  );
});
