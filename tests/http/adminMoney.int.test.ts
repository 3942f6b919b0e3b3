import { TRANSFER_REFERENCE_MAX } from '../../events/constants.ts';
import { limitTexts } from '../../events/limitTexts.ts';
import { receiptNumber } from '../../projector/projections/purchases/receiptNumber.ts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { debitPayout, runPayoutCommand } from '../../command-api/payouts/payoutLedger.ts';
import { PAYOUT_MINIMUM_SATANG } from '../../events/constants.ts';
import { streams } from '../../events/streams.ts';
import { expectNoStream } from '../../events/eventStore.ts';
import { newEvent } from '../fixtures/newEvent.ts';
import {
  approvedClip,
  auth,
  caughtUp,
  giveBankAccount,
  LIVE_PLATFORM_ACCOUNT,
  openPurchase,
  payByCard,
  payByTransfer,
} from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('admin money over HTTP: refunds, bank transfers, transactions and payouts', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // A real platform account: the transfers an admin confirms are live money, which is paid out;
    // the sandbox's card payments are test money, which is not (issue 15).
    m = await testMarketplace({ bankAccount: LIVE_PLATFORM_ACCOUNT });
    admin = auth(m.tokens.admin);
  });
  afterAll(async () => m?.close());

  const earnings = async (person: TestPerson) => {
    await caughtUp(m);
    return (await request(m.app).get('/api/users/earnings').set(auth(person.token)).expect(200)).body
      .data as {
      pendingPayout: number;
      totalEarned: number;
      testEarned: number;
      history: { purchaseId: string; testMode: boolean }[];
    };
  };
  const ledgerTypes = async (sellerId: string) =>
    (await m.store.readStream(streams.ledger(sellerId))).events.map((event) => event.type);

  it('refunds a card payment through the provider, once, with the admin’s reason; only completed ones', async () => {
    const seller = await m.newPerson('RefundSeller');
    const buyer = await m.newPerson('RefundBuyer', { userType: 'buyer' });
    const clipId = await approvedClip(m, seller.uid);
    const purchaseId = await openPurchase(m, buyer, clipId);

    const notPaid = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({ reason: 'ผู้ซื้อขอคืนเงิน' })
      .expect(409);
    expect(notPaid.body.error.code).toBe('TRANSACTION_NOT_COMPLETED');
    expect(notPaid.body.error.message).toMatch(/[ก-๙]/);

    await payByCard(m, buyer.token, purchaseId);
    // Sandbox money: the seller's 75% is credited as test money (issue 15).
    expect(await earnings(seller)).toMatchObject({ pendingPayout: 0, totalEarned: 0, testEarned: 600 });

    const noReason = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/[ก-๙]/);

    const refunded = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({ reason: 'คลิปไม่ตรงกับที่ขาย' })
      .expect(200);
    expect(refunded.body.data.transaction).toMatchObject({ id: purchaseId, status: 'refunded', amount: 800 });
    expect(refunded.body.data.transaction.refundId).toMatch(/^re_/);
    expect(refunded.body.position).toEqual(expect.any(String));

    const { events } = await m.store.readStream(streams.purchase(purchaseId));
    const request_ = events.find((event) => event.type === 'RefundRequested')!;
    expect(request_.metadata.actor).toEqual({ id: m.people!.admin.uid, role: 'admin' });
    const recorded = events.filter((event) => event.type === 'PurchaseRefunded');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.data).toMatchObject({ reason: 'คลิปไม่ตรงกับที่ขาย' });

    expect(await earnings(seller)).toMatchObject({ pendingPayout: 0, totalEarned: 0, testEarned: 0 });
    await request(m.app)
      .get(`/api/users/purchases/${purchaseId}/download`)
      .set(auth(buyer.token))
      .expect(403);
    const again = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({ reason: 'ซ้ำ' })
      .expect(409);
    expect(again.body.error.code).toBe('PURCHASE_ALREADY_REFUNDED');
    await request(m.app)
      .put('/api/admin/transactions/nope/refund')
      .set(admin)
      .send({ reason: 'x' })
      .expect(404);
  });

  it('confirms a bank transfer with its reference, credits the seller, and records its refund as paid back outside', async () => {
    const seller = await m.newPerson('TransferSeller');
    const buyer = await m.newPerson('TransferBuyer', { userType: 'buyer' });
    const clipId = await approvedClip(m, seller.uid);
    const byCard = await openPurchase(m, buyer, clipId);
    const wrong = await request(m.app)
      .put(`/api/admin/transactions/${byCard}/confirm-transfer`)
      .set(admin)
      .send({ reference: 'KBANK-001' })
      .expect(409);
    expect(wrong.body.error.code).toBe('NOT_BANK_TRANSFER');

    const other = await m.newPerson('TransferBuyer2', { userType: 'buyer' });
    const purchaseId = await openPurchase(m, other, clipId, 'bank_transfer');
    await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/confirm-transfer`)
      .set(admin)
      .send({})
      .expect(400);
    const tooLong = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/confirm-transfer`)
      .set(admin)
      .send({ reference: 'ก'.repeat(TRANSFER_REFERENCE_MAX + 1) })
      .expect(400);
    expect(JSON.stringify(tooLong.body)).toContain(limitTexts.transferReferenceTooLong);
    const confirmed = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/confirm-transfer`)
      .set(admin)
      .send({ reference: 'KBANK-20261121-7788' })
      .expect(200);
    expect(confirmed.body.data.transaction).toMatchObject({
      id: purchaseId,
      status: 'completed',
      paymentMethod: 'bank_transfer',
    });
    expect(await ledgerTypes(seller.uid)).toEqual(['SaleCredited']);
    const twice = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/confirm-transfer`)
      .set(admin)
      .send({ reference: 'KBANK-20261121-7788' })
      .expect(409);
    expect(twice.body.error.code).toBe('PAYMENT_ALREADY_RECORDED');

    const refunded = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({ reason: 'โอนคืนให้ผู้ซื้อแล้ว' })
      .expect(200);
    expect(refunded.body.data.transaction).toMatchObject({ status: 'refunded', refundId: null });
    expect(await ledgerTypes(seller.uid)).toEqual(['SaleCredited', 'SaleReversed']);
  });

  it('records the refund of a PromptPay payment as paid back outside, and ends the access', async () => {
    const seller = await m.newPerson('PromptPaySeller');
    const buyer = await m.newPerson('PromptPayRefund', { userType: 'buyer' });
    const clipId = await approvedClip(m, seller.uid);
    const purchaseId = await openPurchase(m, buyer, clipId);
    const intent = await request(m.app)
      .post('/api/payment-provider/create-payment-intent')
      .set(auth(buyer.token))
      .send({ purchaseId, method: 'promptpay' })
      .expect(200);
    await m.payments.sandbox!.markPromptPayPaid(intent.body.data.paymentIntentId);
    await caughtUp(m);
    const refunded = await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/refund`)
      .set(admin)
      .send({ reason: 'โอนคืนทางพร้อมเพย์แล้ว' })
      .expect(200);
    expect(refunded.body.data.transaction).toMatchObject({ status: 'refunded', refundId: null });
    await request(m.app)
      .get(`/api/users/purchases/${purchaseId}/download`)
      .set(auth(buyer.token))
      .expect(403);
    expect(await ledgerTypes(seller.uid)).toEqual(['SaleCredited', 'SaleReversed']);
  });

  it('lists transactions with the spec’s fields, searched and filtered on the server across pages', async () => {
    const seller = await m.newPerson('ListSeller');
    const buyer = await m.newPerson('ListBuyer', { userType: 'buyer' });
    const clipId = await approvedClip(m, seller.uid);
    const paid = await openPurchase(m, buyer, clipId);
    await payByCard(m, buyer.token, paid);
    const buyer2 = await m.newPerson('ListBuyer2', { userType: 'buyer' });
    const pending = await openPurchase(m, buyer2, clipId);
    await caughtUp(m);

    const list = (query: Record<string, string | number>) =>
      request(m.app).get('/api/admin/transactions').query(query).set(admin);
    const bySeller = await list({ search: seller.email }).expect(200);
    expect(bySeller.body.data.total).toBe(2);
    const completed = bySeller.body.data.transactions.find((t: { id: string }) => t.id === paid);
    expect(completed).toMatchObject({
      _id: paid,
      video: { title: expect.any(String), category: 'car_car' },
      buyer: { displayName: 'ListBuyer ทดสอบ', email: buyer.email },
      seller: { displayName: 'ListSeller ทดสอบ', email: seller.email },
      amount: 800,
      status: 'completed',
      paymentMethod: 'credit_card',
      createdAt: expect.any(String),
    });
    expect(
      (await list({ search: seller.email, status: 'pending' }).expect(200)).body.data.transactions.map(
        (t: { id: string }) => t.id,
      ),
    ).toEqual([pending]);
    expect((await list({ search: paid }).expect(200)).body.data.total).toBe(1);
    // Support finds a purchase by the receipt number the buyer reads out (with or without dashes,
    // any case), or by its short id.
    const found = async (search: string) =>
      (await list({ search }).expect(200)).body.data.transactions.map((t: { id: string }) => t.id);
    const printed = receiptNumber(paid);
    expect(await found(printed)).toEqual([paid]);
    expect(await found(printed.replaceAll('-', '').toLowerCase())).toEqual([paid]);
    expect(await found(paid.slice(0, 8))).toEqual([paid]);
    expect(await found('DC-0000-0000-0000')).toEqual([]);
    expect((await list({ search: buyer2.email, date: 'today' }).expect(200)).body.data.total).toBe(1);
    expect(
      (await list({ search: buyer2.email, status: 'all', date: '30d' }).expect(200)).body.data.total,
    ).toBe(1);

    const page1 = await list({ search: seller.email, limit: 1, page: 1 }).expect(200);
    const page2 = await list({ search: seller.email, limit: 1, page: 2 }).expect(200);
    expect(page1.body.data.pagination).toMatchObject({ page: 1, limit: 1, totalCount: 2, totalPages: 2 });
    expect([page1.body.data.transactions[0].id, page2.body.data.transactions[0].id].sort()).toEqual(
      [paid, pending].sort(),
    );

    const bad = await list({ status: 'lost' }).expect(400);
    expect(bad.body.error.message).toMatch(/[ก-๙]/);
    await list({ date: 'yesterday' }).expect(400);
  });

  it('sandbox card money is credited as test money, labelled, and never paid out (issue 15)', async () => {
    const seller = await m.newPerson('SandboxSeller');
    const buyer = await m.newPerson('SandboxBuyer', { userType: 'buyer' });
    await giveBankAccount(m, seller.uid);
    const purchaseId = await openPurchase(m, buyer, await approvedClip(m, seller.uid));
    await payByCard(m, buyer.token, purchaseId);
    await caughtUp(m);
    const paid = (await m.store.readStream(streams.purchase(purchaseId))).events.find(
      (event) => event.type === 'PaymentSucceeded',
    );
    expect(paid?.data).toMatchObject({ provider: 'sandbox', testMode: true });
    const [credit] = (await m.store.readStream(streams.ledger(seller.uid))).events;
    expect(credit).toMatchObject({ type: 'SaleCredited', data: { sellerSatang: 60_000, testMode: true } });

    // Over the minimum, with a bank account: today's code paid this 75% out.
    const run = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    expect(run.body.data.payouts.filter((p: { sellerId: string }) => p.sellerId === seller.uid)).toEqual([]);
    const scheduled = await m.payoutBatch(new Date(Date.now() + 8 * 24 * 3_600_000), 7);
    expect(scheduled.payouts.filter((p) => p.sellerId === seller.uid)).toEqual([]);
    expect(await ledgerTypes(seller.uid)).toEqual(['SaleCredited']);

    // The seller sees it, labelled, apart from the money owed; so does the admin.
    expect(await earnings(seller)).toMatchObject({
      pendingPayout: 0,
      totalEarned: 0,
      testEarned: 600,
      history: [{ purchaseId, testMode: true }],
    });
    const listed = await request(m.app).get('/api/admin/payouts').set(admin).expect(200);
    expect(listed.body.data.summary.testMoneyHeld).toBeGreaterThanOrEqual(600);
    const transactions = await request(m.app)
      .get('/api/admin/transactions')
      .query({ search: purchaseId })
      .set(admin)
      .expect(200);
    expect(transactions.body.data.transactions).toEqual([
      expect.objectContaining({ id: purchaseId, testMode: true }),
    ]);

    // A live sale beside it: only the live 75% is paid out, the test money stays.
    await payByTransfer(m, buyer, await approvedClip(m, seller.uid));
    await caughtUp(m);
    const live = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    expect(live.body.data.payouts.filter((p: { sellerId: string }) => p.sellerId === seller.uid)).toEqual([
      { payoutId: expect.any(String), sellerId: seller.uid, amount: 600 },
    ]);
    expect(await earnings(seller)).toMatchObject({ pendingPayout: 0, totalEarned: 600, testEarned: 600 });
  });

  it('an old live credit (an event from before test money was marked) is still paid out', async () => {
    const seller = await m.newPerson('OldLiveSeller');
    await giveBankAccount(m, seller.uid);
    // Written as the ledger wrote it before issue 15: no testMode field, which reads as live.
    await m.store.append(
      streams.ledger(seller.uid),
      [
        newEvent('SaleCredited', {
          sellerId: seller.uid,
          purchaseId: randomUUID(),
          clipId: randomUUID(),
          grossSatang: 80_000,
          platformSatang: 20_000,
          sellerSatang: 60_000,
          creditedAt: new Date().toISOString(),
        }),
      ],
      expectNoStream,
    );
    await caughtUp(m);
    const run = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    expect(run.body.data.payouts.filter((p: { sellerId: string }) => p.sellerId === seller.uid)).toEqual([
      { payoutId: expect.any(String), sellerId: seller.uid, amount: 600 },
    ]);
  });

  it('pays out sellers at the minimum with a bank account; mark-paid and fail; earnings stay right', async () => {
    const rich = await m.newPerson('PayoutSeller');
    const noBank = await m.newPerson('NoBankSeller');
    const buyer = await m.newPerson('PayoutBuyer', { userType: 'buyer' });
    await giveBankAccount(m, rich.uid, '123-4-56789-0');
    for (const seller of [rich, noBank]) {
      const clipId = await approvedClip(m, seller.uid);
      await payByTransfer(m, buyer, clipId);
    }
    await caughtUp(m);

    const run = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    const mine = run.body.data.payouts.filter((p: { sellerId: string }) => p.sellerId === rich.uid);
    expect(mine).toEqual([{ payoutId: expect.any(String), sellerId: rich.uid, amount: 600 }]);
    expect(run.body.data.payouts.some((p: { sellerId: string }) => p.sellerId === noBank.uid)).toBe(false);
    expect(run.body.data.withoutBankAccount).toBeGreaterThanOrEqual(1);
    const payoutId = mine[0].payoutId as string;
    expect(await earnings(rich)).toMatchObject({ pendingPayout: 0, totalEarned: 600 });
    expect(await earnings(noBank)).toMatchObject({ pendingPayout: 600, totalEarned: 600 });

    // Nothing more to pay: a second run (and the weekly schedule) pays nobody twice.
    const second = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    expect(second.body.data.payouts.some((p: { sellerId: string }) => p.sellerId === rich.uid)).toBe(false);

    const listed = await request(m.app)
      .get('/api/admin/payouts')
      .query({ search: rich.email })
      .set(admin)
      .set('x-consistent-after', run.body.position)
      .expect(200);
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.payouts[0]).toMatchObject({
      id: payoutId,
      seller: { displayName: 'PayoutSeller ทดสอบ', email: rich.email },
      amount: 600,
      paymentMethod: 'bank_transfer',
      status: 'pending',
      accountInfo: { bankName: 'kbank', accountName: 'ผู้ขาย ทดสอบ', accountNumber: '******7890' },
      paidAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain('56789');
    expect(listed.body.data.summary.pendingAmount).toBeGreaterThanOrEqual(600);
    expect(listed.body.data.summary.sellersWaiting).toBeGreaterThanOrEqual(1);

    const paid = await request(m.app).put(`/api/admin/payouts/${payoutId}/mark-paid`).set(admin).expect(200);
    expect(paid.body.data.payout).toMatchObject({ id: payoutId, status: 'paid', paidAt: expect.any(String) });
    const again = await request(m.app).put(`/api/admin/payouts/${payoutId}/mark-paid`).set(admin).expect(409);
    expect(again.body.error.code).toBe('PAYOUT_NOT_PENDING');
    await request(m.app)
      .put(`/api/admin/payouts/${payoutId}/fail`)
      .set(admin)
      .send({ reason: 'x' })
      .expect(409);
    const paidList = await request(m.app)
      .get('/api/admin/payouts')
      .query({ search: rich.email, status: 'paid', date: 'today' })
      .set(admin)
      .set('x-consistent-after', paid.body.position)
      .expect(200);
    expect(paidList.body.data.payouts[0]).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect(paidList.body.data.summary.paidAmount).toBeGreaterThanOrEqual(600);

    // A second sale, a second payout, and this one bounces: the money is back on the balance.
    await payByTransfer(m, buyer, await approvedClip(m, rich.uid));
    await caughtUp(m);
    const third = await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);
    const bounced = third.body.data.payouts.find((p: { sellerId: string }) => p.sellerId === rich.uid)
      .payoutId as string;
    await request(m.app).put(`/api/admin/payouts/${bounced}/fail`).set(admin).send({}).expect(400);
    const failed = await request(m.app)
      .put(`/api/admin/payouts/${bounced}/fail`)
      .set(admin)
      .send({ reason: 'เลขที่บัญชีไม่ถูกต้อง' })
      .expect(200);
    expect(failed.body.data.payout).toMatchObject({ status: 'failed' });
    expect(await earnings(rich)).toMatchObject({ pendingPayout: 600, totalEarned: 1200 });
    expect(await ledgerTypes(rich.uid)).toEqual([
      'SaleCredited',
      'PayoutDebited',
      'SaleCredited',
      'PayoutDebited',
      'PayoutReturned',
    ]);
    await request(m.app).put('/api/admin/payouts/nope/mark-paid').set(admin).expect(404);
    await request(m.app).get('/api/admin/payouts').query({ status: 'lost' }).set(admin).expect(400);

    // The weekly schedule leaves a seller paid this week alone (the failed payout does not count),
    // and pays the returned money a week after the paid one.
    await caughtUp(m);
    const thisWeek = await m.payoutBatch(new Date(), 7);
    expect(thisWeek.payouts.map((p) => p.sellerId)).not.toContain(rich.uid);
    const nextWeek = await m.payoutBatch(new Date(Date.now() + 8 * 24 * 3_600_000), 7);
    expect(nextWeek.payouts.filter((p) => p.sellerId === rich.uid)).toEqual([
      { payoutId: expect.any(String), sellerId: rich.uid, amountSatang: 60_000 },
    ]);
  });

  it('a batch finishes what a crash left between the streams: a debit without its payout, a failure not returned', async () => {
    const seller = await m.newPerson('CrashSeller');
    const buyer = await m.newPerson('CrashBuyer', { userType: 'buyer' });
    await giveBankAccount(m, seller.uid);
    await payByTransfer(m, buyer, await approvedClip(m, seller.uid));
    const context = { actor: { system: 'test' }, correlationId: randomUUID() };
    // The ledger was debited, then the process died before the payout was created.
    const orphan = randomUUID();
    await debitPayout(
      m.store,
      {
        sellerId: seller.uid,
        payoutId: orphan,
        minimumSatang: PAYOUT_MINIMUM_SATANG,
        now: new Date().toISOString(),
      },
      context,
    );
    await caughtUp(m);
    const repaired = await m.payoutBatch();
    expect(repaired.settled).toBeGreaterThanOrEqual(1);
    expect((await m.store.readStream(streams.payout(orphan))).events.map((e) => e.type)).toEqual([
      'PayoutCreated',
    ]);
    // The payout failed, then the process died before the money went back.
    await runPayoutCommand(
      m.store,
      { type: 'FailPayout', payoutId: orphan, reason: 'บัญชีปิด', now: new Date().toISOString() },
      context,
    );
    await caughtUp(m);
    await m.payoutBatch();
    expect(await ledgerTypes(seller.uid)).toEqual(['SaleCredited', 'PayoutDebited', 'PayoutReturned']);
    expect(await earnings(seller)).toMatchObject({ pendingPayout: 600 });
  });

  it('payout batches at once pay each seller once', async () => {
    const sellers = await Promise.all([m.newPerson('RaceSellerA'), m.newPerson('RaceSellerB')]);
    const buyer = await m.newPerson('RaceBuyer', { userType: 'buyer' });
    for (const seller of sellers) {
      await giveBankAccount(m, seller.uid);
      await payByTransfer(m, buyer, await approvedClip(m, seller.uid));
    }
    await caughtUp(m);
    // An admin's run and two scheduled ones at once, all nominating the same sellers.
    const [a, ...batches] = await Promise.all([
      request(m.app).post('/api/admin/payouts/run').set(admin),
      m.payoutBatch(),
      m.payoutBatch(),
    ]);
    expect(a.status).toBe(200);
    for (const seller of sellers) {
      const debits = (await ledgerTypes(seller.uid)).filter((type) => type === 'PayoutDebited');
      expect(debits).toHaveLength(1);
      const paidBy = [
        ...a.body.data.payouts.filter((p: { sellerId: string }) => p.sellerId === seller.uid),
        ...batches.flatMap((batch) => batch.payouts.filter((p) => p.sellerId === seller.uid)),
      ];
      expect(paidBy).toHaveLength(1);
      expect(await earnings(seller)).toMatchObject({ pendingPayout: 0 });
    }
  });
});
