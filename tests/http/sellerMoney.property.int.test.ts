import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createPurchase } from '../../command-api/purchases/createPurchase.ts';
import { nowIso } from '../../command-api/accounts/userCommands.ts';
import { START } from '../../events/checkpoint.ts';
import { PAYOUT_MINIMUM_SATANG } from '../../events/constants.ts';
import type { RecordedEvent } from '../../events/envelope.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import { catalogProjection } from '../../projector/projections/catalog/catalogProjection.ts';
import { purchasesProjection } from '../../projector/projections/purchases/purchasesProjection.ts';
import { rebuildProjection } from '../../projector/rebuildProjection.ts';
import { platformShare } from '../../events/saleShares.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import {
  approvedClip,
  auth,
  caughtUp,
  giveBankAccount,
  LIVE_PLATFORM_ACCOUNT,
  payByCard,
  payByTransfer,
} from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

/**
 * Issue 6 "Proofs": random sequences of purchases, payments, refunds, payout batches and
 * mark-paid/fail against the whole marketplace. After each sequence money is conserved (paid =
 * seller balances + paid out + platform share + refunded), no balance is paid out twice, and the
 * read models agree with the events and with a model of what should have happened; at the end,
 * rebuilding the purchases and catalog read models from the events gives the same figures.
 * Issue 15: card payments go through the sandbox and are test money, which no payout ever takes;
 * bank transfers to the platform's real account are live money, which is paid out.
 */
type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
type Method = 'card' | 'bank_transfer';
type Action =
  | { kind: 'buy'; buyer: number; clip: number; method: Method }
  | { kind: 'pay'; which: number }
  | { kind: 'refund'; which: number }
  | { kind: 'batch' }
  | { kind: 'settle'; which: number; outcome: 'paid' | 'failed' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      buyer: fc.nat(2),
      clip: fc.nat(3),
      method: fc.constantFrom<Method>('card', 'bank_transfer'),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), which: fc.nat(5) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), which: fc.nat(5) }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'batch' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      which: fc.nat(5),
      outcome: fc.constantFrom<'paid' | 'failed'>('paid', 'failed'),
    }),
    weight: 2,
  },
);

interface ModelPurchase {
  id: string;
  sellerId: string;
  gross: number;
  method: string;
  buyerToken: string;
  status: 'pending' | 'paid' | 'refunded';
}

/** What should have happened, across every run (they share one marketplace). */
const model = {
  purchases: new Map<string, ModelPurchase>(),
  /** Live money owed per seller: what a payout takes. */
  balance: new Map<string, number>(),
  /** Test money (the sandbox's card payments) per seller: never paid out. */
  testBalance: new Map<string, number>(),
  hasBank: new Set<string>(),
  payouts: new Map<string, { sellerId: string; amount: number; status: 'pending' | 'paid' | 'failed' }>(),
  paid: 0,
  refunded: 0,
  platform: 0,
  paidOut: 0,
};
const credit = (sellerId: string, satang: number, testMoney = false) => {
  const balances = testMoney ? model.testBalance : model.balance;
  balances.set(sellerId, (balances.get(sellerId) ?? 0) + satang);
};
/** The sandbox is the card provider here: what it takes is test money. */
const isTestMoney = (purchase: ModelPurchase) => purchase.method !== 'bank_transfer';
const nth = <T>(items: T[], which: number): T | undefined =>
  items.length ? items[which % items.length] : undefined;

async function allEvents(m: Marketplace): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after = START;
  for (;;) {
    const batch = await m.store.readAll(after, 1000);
    if (batch.length === 0) return events;
    events.push(...batch);
    after = batch.at(-1)!.globalPosition;
  }
}

const sum = async (db: SqlExecutor, sql: string) =>
  Number((await db.query<{ total: string | null }>(sql)).rows[0]?.total ?? 0);

describe('seller money, property-based, against the marketplace on PGlite', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  beforeAll(async () => {
    m = await testMarketplace({ bankAccount: LIVE_PLATFORM_ACCOUNT });
    admin = auth(m.tokens.admin);
  });
  afterAll(async () => m?.close());

  async function act(
    action: Action,
    buyers: TestPerson[],
    clips: { clipId: string; sellerId: string; gross: number }[],
  ) {
    const open = [...model.purchases.values()].filter((p) => p.status === 'pending');
    const paid = [...model.purchases.values()].filter((p) => p.status === 'paid');
    const pendingPayouts = [...model.payouts.entries()].filter(([, p]) => p.status === 'pending');
    switch (action.kind) {
      case 'buy': {
        const buyer = buyers[action.buyer]!;
        const clip = clips[action.clip]!;
        let id: string | null = null;
        let method: string = action.method;
        if (action.method === 'bank_transfer') {
          const context = { actor: { id: buyer.uid, role: 'buyer' as const }, correlationId: randomUUID() };
          const created = await createPurchase(
            m.store,
            { buyerId: buyer.uid, clipId: clip.clipId, paymentMethod: 'bank_transfer', now: nowIso() },
            context,
          ).catch(() => null);
          if (created?.created) id = created.purchaseId;
        } else {
          const res = await request(m.app)
            .post('/api/purchases/create')
            .set(auth(buyer.token))
            .send({ videoId: clip.clipId, paymentMethod: 'card' });
          expect([200, 201, 409]).toContain(res.status);
          if (res.status === 201) ({ purchaseId: id, paymentMethod: method } = res.body.data);
        }
        if (id)
          model.purchases.set(id, {
            id,
            sellerId: clip.sellerId,
            gross: clip.gross,
            method,
            buyerToken: buyer.token,
            status: 'pending',
          });
        return;
      }
      case 'pay': {
        const purchase = nth(open, action.which);
        if (!purchase) return;
        if (purchase.method === 'bank_transfer')
          await request(m.app)
            .put(`/api/admin/transactions/${purchase.id}/confirm-transfer`)
            .set(admin)
            .send({ reference: `REF-${purchase.id.slice(0, 8)}` })
            .expect(200);
        else await payByCard(m, purchase.buyerToken, purchase.id);
        purchase.status = 'paid';
        const share = platformShare(purchase.gross);
        credit(purchase.sellerId, purchase.gross - share, isTestMoney(purchase));
        model.platform += share;
        model.paid += purchase.gross;
        return;
      }
      case 'refund': {
        const purchase = nth(paid, action.which);
        if (!purchase) return;
        await request(m.app)
          .put(`/api/admin/transactions/${purchase.id}/refund`)
          .set(admin)
          .send({ reason: 'ทดสอบการคืนเงิน' })
          .expect(200);
        purchase.status = 'refunded';
        const share = platformShare(purchase.gross);
        credit(purchase.sellerId, -(purchase.gross - share), isTestMoney(purchase));
        model.platform -= share;
        model.refunded += purchase.gross;
        return;
      }
      case 'batch': {
        await caughtUp(m);
        const expected = [...model.balance.entries()]
          .filter(([sellerId, balance]) => model.hasBank.has(sellerId) && balance >= PAYOUT_MINIMUM_SATANG)
          .map(([sellerId, balance]) => ({ sellerId, amount: balance / 100 }));
        const res = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
        const made = res.body.data.payouts as { payoutId: string; sellerId: string; amount: number }[];
        const bySeller = (a: { sellerId: string }, b: { sellerId: string }) =>
          a.sellerId.localeCompare(b.sellerId);
        expect(made.map(({ sellerId, amount }) => ({ sellerId, amount })).sort(bySeller)).toEqual(
          expected.sort(bySeller),
        );
        for (const payout of made) {
          const amount = Math.round(payout.amount * 100);
          model.payouts.set(payout.payoutId, { sellerId: payout.sellerId, amount, status: 'pending' });
          credit(payout.sellerId, -amount);
          model.paidOut += amount;
        }
        return;
      }
      case 'settle': {
        const entry = nth(pendingPayouts, action.which);
        if (!entry) return;
        const [payoutId, payout] = entry;
        if (action.outcome === 'paid') {
          await request(m.app).put(`/api/admin/payouts/${payoutId}/mark-paid`).set(admin).expect(200);
          payout.status = 'paid';
        } else {
          await request(m.app)
            .put(`/api/admin/payouts/${payoutId}/fail`)
            .set(admin)
            .send({ reason: 'บัญชีปิด' })
            .expect(200);
          payout.status = 'failed';
          credit(payout.sellerId, payout.amount);
          model.paidOut -= payout.amount;
        }
        return;
      }
    }
  }

  /** Money conserved and paid out once, by the events, by the read models and by the model. */
  async function checkInvariants(sellers: TestPerson[]) {
    await caughtUp(m);
    const events = await allEvents(m);
    const of = (type: string) =>
      events.filter((event) => event.type === type).map((event) => event.data as Record<string, never>);
    const total = (type: string, field: string) =>
      of(type).reduce((acc, data) => acc + Number(data[field]), 0);
    const paid = total('PaymentSucceeded', 'amountSatang');
    const refunded = total('PurchaseRefunded', 'amountSatang');
    const reversed = new Set(of('SaleReversed').map((data) => String(data['purchaseId'])));
    const platformKept = of('SaleCredited')
      .filter((data) => !reversed.has(String(data['purchaseId'])))
      .reduce((acc, data) => acc + Number(data['platformSatang']), 0);
    const paidOut = total('PayoutDebited', 'amountSatang') - total('PayoutReturned', 'amountSatang');
    const balances = total('SaleCredited', 'sellerSatang') - total('SaleReversed', 'sellerSatang') - paidOut;
    expect(paid).toBe(balances + paidOut + platformKept + refunded);
    expect({ paid, refunded, platformKept, paidOut }).toEqual({
      paid: model.paid,
      refunded: model.refunded,
      platformKept: model.platform,
      paidOut: model.paidOut,
    });
    const modelled = [...model.balance.values(), ...model.testBalance.values()];
    expect(balances).toBe(modelled.reduce((a, b) => a + b, 0));

    // No balance paid out twice: each debit takes the whole balance, once, at or over the minimum;
    // each has one payout of that amount; only failed payouts come back, once.
    const failed = new Set(of('PayoutFailed').map((data) => String(data['payoutId'])));
    const markedPaid = new Set(of('PayoutMarkedPaid').map((data) => String(data['payoutId'])));
    const created = new Map(of('PayoutCreated').map((data) => [String(data['payoutId']), data]));
    const debitedIds = new Set<string>();
    const returnedIds = new Set<string>();
    const running = new Map<string, number>();
    for (const event of events) {
      const data = event.data as Record<string, never>;
      if (!event.streamId.startsWith('ledger-')) continue;
      const seller = event.streamId;
      const before = running.get(seller) ?? 0;
      // The live balance only: test money is never part of a payout.
      const testMoney = (data as { testMode?: boolean }).testMode === true;
      if (event.type === 'SaleCredited' && !testMoney)
        running.set(seller, before + Number(data['sellerSatang']));
      if (event.type === 'SaleReversed' && !testMoney)
        running.set(seller, before - Number(data['sellerSatang']));
      if (event.type === 'PayoutDebited') {
        const payoutId = String(data['payoutId']);
        expect(debitedIds.has(payoutId)).toBe(false);
        debitedIds.add(payoutId);
        expect(before).toBeGreaterThanOrEqual(PAYOUT_MINIMUM_SATANG);
        expect(Number(data['amountSatang'])).toBe(before);
        expect(Number(created.get(payoutId)?.['amountSatang'])).toBe(before);
        running.set(seller, 0);
      }
      if (event.type === 'PayoutReturned') {
        const payoutId = String(data['payoutId']);
        expect(returnedIds.has(payoutId)).toBe(false);
        expect(failed.has(payoutId)).toBe(true);
        expect(markedPaid.has(payoutId)).toBe(false);
        returnedIds.add(payoutId);
        running.set(seller, before + Number(data['amountSatang']));
      }
    }
    expect(of('PayoutCreated')).toHaveLength(debitedIds.size);

    // The read models say the same.
    expect(
      await sum(
        m.db,
        `select sum(amount_satang)::text as total from purchases where status in ('paid', 'refunded')`,
      ),
    ).toBe(paid);
    expect(
      await sum(m.db, `select sum(amount_satang)::text as total from purchases where status = 'refunded'`),
    ).toBe(refunded);
    expect(await sum(m.db, `select sum(seller_satang)::text as total from ledger_entries`)).toBe(balances);
    expect(
      await sum(m.db, `select sum(amount_satang)::text as total from payouts where status <> 'failed'`),
    ).toBe(paidOut);
    for (const seller of sellers) {
      const earnings = await request(m.app).get('/api/users/earnings').set(auth(seller.token)).expect(200);
      expect(Math.round(earnings.body.data.pendingPayout * 100)).toBe(model.balance.get(seller.uid) ?? 0);
      expect(Math.round(earnings.body.data.testEarned * 100)).toBe(model.testBalance.get(seller.uid) ?? 0);
    }
  }

  it('conserves money and pays each balance once over random sequences', async () => {
    const prices = fc.constantFrom(30_001, 50_000, 80_000, 99_999, 66_667);
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 4, maxLength: 16 }),
        fc.array(prices, { minLength: 4, maxLength: 4 }),
        async (actions, clipPrices) => {
          const sellers = [
            await m.newPerson('PropSellerA'),
            await m.newPerson('PropSellerB'),
            await m.newPerson('PropSellerC'),
          ];
          for (const seller of sellers.slice(0, 2)) {
            await giveBankAccount(m, seller.uid);
            model.hasBank.add(seller.uid);
          }
          const clips = [];
          for (const [i, gross] of clipPrices.entries()) {
            const sellerId = sellers[i % 3]!.uid;
            clips.push({ clipId: await approvedClip(m, sellerId, gross), sellerId, gross });
          }
          const buyers = [
            await m.newPerson('PropBuyerA', { userType: 'buyer' }),
            await m.newPerson('PropBuyerB', { userType: 'buyer' }),
            await m.newPerson('PropBuyerC', { userType: 'buyer' }),
          ];
          for (const action of actions) await act(action, buyers, clips);
          await checkInvariants(sellers);
        },
      ),
      { numRuns: 8, endOnFailure: true },
    );
    // Eight sequences of up to 16 HTTP actions each: room for a busy 2-core box, not a speed limit.
  }, 300_000);

  it('rebuilding the purchases and catalog read models from the events gives the same figures', async () => {
    // One live sale paid out whatever the random runs did (card sales are test money and never
    // paid out), so the comparison always covers payouts too.
    const seller = await m.newPerson('RebuildSeller');
    await giveBankAccount(m, seller.uid);
    const clipId = await approvedClip(m, seller.uid, 80_000);
    await payByTransfer(m, await m.newPerson('RebuildBuyer', { userType: 'buyer' }), clipId);
    await caughtUp(m);
    const run = await request(m.app).post('/api/admin/payouts/run').set(auth(m.tokens.admin)).expect(200);
    const made = run.body.data.payouts as { sellerId: string }[];
    expect(made.some((payout) => payout.sellerId === seller.uid)).toBe(true);
    await caughtUp(m);
    const rebuilt = await pgliteClient(null);
    try {
      await migrate(rebuilt);
      await rebuildProjection(m.store, rebuilt, purchasesProjection);
      await rebuildProjection(m.store, rebuilt, catalogProjection);
      const figures = async (db: SqlExecutor) => ({
        purchases: (
          await db.query(
            `select purchase_id, status, amount_satang, payment_id, refund_id from purchases order by 1`,
          )
        ).rows,
        ledger: (
          await db.query(
            `select seller_id, kind, ref_id, seller_satang, gross_satang, platform_satang, test_mode from ledger_entries order by 1, 2, 3`,
          )
        ).rows,
        payouts: (
          await db.query(
            `select payout_id, seller_id, amount_satang, status, account_last4, paid_at, failed_at from payouts order by 1`,
          )
        ).rows,
        sales: (await db.query(`select purchase_id, clip_id, refunded from catalog_sales order by 1`)).rows,
        clips: (await db.query(`select clip_id, status, sales_count from catalog_clips order by 1`)).rows,
        balances: (
          await db.query(
            `select seller_id, balance_satang, test_balance_satang from ledger_balances order by 1`,
          )
        ).rows,
        clipCounts: (
          await db.query(`select status, sold, n from catalog_clip_counts where n <> 0 order by 1, 2`)
        ).rows,
      });
      const live = await figures(m.db);
      // The kept balances and clip counts are what summing the ledger and counting the clips give.
      expect(live.balances).toEqual(
        (
          await m.db.query(
            `select seller_id, coalesce(sum(seller_satang) filter (where not test_mode), 0)::bigint as balance_satang,
                    coalesce(sum(seller_satang) filter (where test_mode), 0)::bigint as test_balance_satang
               from ledger_entries group by 1 order by 1`,
          )
        ).rows,
      );
      expect(live.clipCounts).toEqual(
        (
          await m.db.query(
            `select status, sales_count > 0 as sold, count(*)::bigint as n from catalog_clips group by 1, 2 order by 1, 2`,
          )
        ).rows,
      );
      expect(live.payouts.length).toBeGreaterThan(0);
      expect(await figures(rebuilt)).toEqual(live);
    } finally {
      await rebuilt.close();
    }
  });
});
