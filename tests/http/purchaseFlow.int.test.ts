import { createHash, randomUUID } from 'node:crypto';
import { runPurchaseCommand } from '../../command-api/purchases/runPurchaseCommand.ts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../../events/streams.ts';
import { caughtUp, testCard, until } from '../fixtures/money.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

describe('buying a clip with the sandbox provider, over HTTP', () => {
  let m: Marketplace;
  let clipId: string;
  let originalSha256: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const create = (
    token: string,
    body: Record<string, unknown> = { videoId: clipId, paymentMethod: 'card' },
  ) => request(m.app).post('/api/purchases/create').set(auth(token)).send(body);
  const purchase = (token: string, id: string) => request(m.app).get(`/api/purchases/${id}`).set(auth(token));
  const paidPurchase = (token: string, id: string) =>
    until(
      () => purchase(token, id),
      (res) => res.body.data?.status === 'paid',
    );
  /** The buyer pays an embedded checkout with a test card, as the sandbox form does. */
  async function payByCheckout(token: string, purchaseId: string, number: string) {
    const session = await request(m.app)
      .post('/api/payment-provider/create-checkout-session')
      .set(auth(token))
      .send({ purchaseId })
      .expect(200);
    const result = await m.payments.sandbox!.payCheckout(session.body.data.clientSecret, testCard(number));
    return { session: session.body.data as { clientSecret: string; sessionId: string }, result };
  }

  beforeAll(async () => {
    m = await testMarketplace();
    const video = uniqueMp4();
    originalSha256 = createHash('sha256').update(video.bytes).digest('hex');
    const uploaded = await uploadVideo(m.app, m.tokens.seller, { video }).expect(201);
    clipId = uploaded.body.data.videoId;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);
  });
  afterAll(async () => m?.close());

  it('refuses what is not for sale, the seller’s own clip, and bad input, in Thai', async () => {
    const own = await create(m.tokens.seller).expect(403);
    expect(own.body.error.code).toBe('OWN_CLIP');
    const pending = await uploadVideo(m.app, m.tokens.otherSeller, { video: uniqueMp4() }).expect(201);
    const notForSale = await create(m.tokens.buyer, {
      videoId: pending.body.data.videoId,
      paymentMethod: 'card',
    });
    expect(notForSale.status).toBe(409);
    expect(notForSale.body.error.code).toBe('CLIP_NOT_FOR_SALE');
    await create(m.tokens.buyer, { videoId: 'no-such-clip', paymentMethod: 'card' }).expect(404);
    const badMethod = await create(m.tokens.buyer, { videoId: clipId, paymentMethod: 'cash' }).expect(400);
    expect(badMethod.body.error.code).toBe('VALIDATION');
    expect(badMethod.body.error.message).toMatch(/[ก-๙]/);
    const eWallet = await create(m.tokens.buyer, { videoId: clipId, paymentMethod: 'e_wallet' }).expect(400);
    expect(eWallet.body.error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    await create(m.tokens.buyer, { videoId: clipId, paymentMethod: 'card', amount: 1 }).expect(400);
    await request(m.app)
      .post('/api/purchases/create')
      .send({ videoId: clipId, paymentMethod: 'card' })
      .expect(401);
  });

  it('twenty parallel purchase requests make one purchase, at the clip’s price', async () => {
    const person = await m.newPerson('Parallel', { userType: 'buyer' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(person.token)));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.body.data.purchaseId));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers[0]!.body.data).toMatchObject({ amount: 800, status: 'pending' });
    const { events } = await m.store.readStream(streams.purchasing(person.uid, clipId));
    expect(events).toHaveLength(1);
  });

  it('a declined card shows the provider’s reason and grants nothing; a good card pays and credits the seller 75%', async () => {
    const buyer = await m.newPerson('CardBuyer', { userType: 'buyer' });
    const created = await create(buyer.token).expect(201);
    const { purchaseId } = created.body.data;

    const declined = await payByCheckout(buyer.token, purchaseId, DECLINED_CARD);
    expect(declined.result).toMatchObject({ status: 'failed', error: { code: 'card_declined' } });
    const failed = await until(
      () => purchase(buyer.token, purchaseId),
      (res) => res.body.data?.status === 'failed',
    );
    expect(failed.body.data.lastError).toMatchObject({ code: 'card_declined' });
    await request(m.app)
      .get(`/api/users/purchases/${purchaseId}/download`)
      .set(auth(buyer.token))
      .expect(403);

    const paid = await payByCheckout(buyer.token, purchaseId, GOOD_CARD);
    expect(paid.result).toMatchObject({ status: 'complete' });
    const after = await paidPurchase(buyer.token, purchaseId);
    expect(after.body.data).toMatchObject({ status: 'paid', amount: 800, daysLeft: 30, downloadable: true });

    const status = await request(m.app)
      .get('/api/payment-provider/session-status')
      .query({ session_id: paid.session.sessionId })
      .set(auth(buyer.token))
      .expect(200);
    expect(status.body.data).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      purchaseId,
      customer_email: buyer.email,
    });

    const mine = await request(m.app).get('/api/users/purchases').set(auth(buyer.token)).expect(200);
    expect(mine.body.data.purchases.map((p: { purchaseId: string }) => p.purchaseId)).toEqual([purchaseId]);

    const earnings = await until(
      () => request(m.app).get('/api/users/earnings').set(auth(m.tokens.seller)),
      (res) => res.body.data?.history?.some((h: { purchaseId: string }) => h.purchaseId === purchaseId),
    );
    const sale = earnings.body.data.history.find((h: { purchaseId: string }) => h.purchaseId === purchaseId);
    // Sandbox money is test money (issue 15): labelled, and counted apart from what is paid out.
    expect(sale).toMatchObject({ amount: 600, price: 800, buyerName: 'CardBuyer ทดสอบ', testMode: true });
    expect(earnings.body.data.testEarned).toBeGreaterThanOrEqual(600);
    expect(earnings.body.data).toMatchObject({ pendingPayout: 0, totalEarned: 0 });

    // Once paid, buying again answers that it is bought; paying again is refused.
    const again = await create(buyer.token).expect(409);
    expect(again.body.error.code).toBe('ALREADY_PURCHASED');
    await request(m.app)
      .post('/api/payment-provider/create-checkout-session')
      .set(auth(buyer.token))
      .send({ purchaseId })
      .expect(409);
  });

  it('the buyer downloads the untouched original; nobody else can, and every download is recorded', async () => {
    const buyer = await m.newPerson('Downloader', { userType: 'buyer' });
    const { purchaseId } = (await create(buyer.token).expect(201)).body.data;
    await payByCheckout(buyer.token, purchaseId, GOOD_CARD);
    await paidPurchase(buyer.token, purchaseId);

    // Before paying nobody but the seller and admins watches the original; a buyer who paid does.
    await request(m.app).post(`/api/videos/${clipId}/stream-token`).set(auth(m.tokens.buyer)).expect(404);
    await request(m.app).post(`/api/videos/${clipId}/stream-token`).set(auth(buyer.token)).expect(200);
    await request(m.app)
      .get(`/api/videos/${clipId}/stream`)
      .set(auth(buyer.token))
      .set('range', 'bytes=0-3')
      .expect(206);
    await request(m.app)
      .get(`/api/users/purchases/${purchaseId}/download`)
      .set(auth(m.tokens.buyer))
      .expect(404);
    await request(m.app).get(`/api/purchases/${purchaseId}`).set(auth(m.tokens.buyer)).expect(404);
    await request(m.app).get(`/api/purchases/${purchaseId}`).set(auth(m.tokens.admin)).expect(200);

    const link = await request(m.app)
      .get(`/api/users/purchases/${purchaseId}/download`)
      .set(auth(buyer.token))
      .expect(200);
    expect(link.body.data.sha256).toBe(originalSha256);
    const file = await request(m.app)
      .get(link.body.data.url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(
      createHash('sha256')
        .update(file.body as Buffer)
        .digest('hex'),
    ).toBe(originalSha256);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    const part = await request(m.app).get(link.body.data.url).set('range', 'bytes=0-9').expect(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\//);
    await request(m.app).get('/api/downloads/not-a-token').expect(401);

    const { events } = await m.store.readStream(streams.purchase(purchaseId));
    const downloads = events.filter((event) => event.type === 'ClipDownloaded');
    expect(downloads).toHaveLength(2);
    expect(downloads[0]!.data).toMatchObject({ uid: buyer.uid, clipId });
  });

  it('a webhook with a bad signature changes nothing; the same payment told twice is recorded once', async () => {
    const bad = await request(m.app)
      .post('/api/payment-provider/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', 't=1,v1=00')
      .send('{"id":"evt_x","type":"payment_intent.succeeded","data":{"object":{}}}')
      .expect(400);
    expect(bad.body.error.code).toBe('WEBHOOK_SIGNATURE');

    const buyer = await m.newPerson('Racer', { userType: 'buyer' });
    const { purchaseId } = (await create(buyer.token).expect(201)).body.data;
    const intent = await request(m.app)
      .post('/api/payment-provider/create-payment-intent')
      .set(auth(buyer.token))
      .send({ purchaseId, method: 'card' })
      .expect(200);
    // The webhook (inside the sandbox's confirmation) and confirm-payment race.
    const [, confirmed] = await Promise.all([
      m.payments.sandbox!.confirmIntentCard(intent.body.data.clientSecret, testCard(GOOD_CARD)),
      request(m.app)
        .post('/api/payment-provider/confirm-payment')
        .set(auth(buyer.token))
        .send({ paymentIntentId: intent.body.data.paymentIntentId }),
    ]);
    expect([200]).toContain(confirmed.status);
    await request(m.app)
      .post('/api/payment-provider/confirm-payment')
      .set(auth(buyer.token))
      .send({ paymentIntentId: intent.body.data.paymentIntentId })
      .expect(200);
    const { events } = await m.store.readStream(streams.purchase(purchaseId));
    expect(events.filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(1);
    const ledger = await m.store.readStream(streams.ledger(m.people!.seller.uid));
    expect(
      ledger.events.filter(
        (event) =>
          event.type === 'SaleCredited' && (event.data as { purchaseId: string }).purchaseId === purchaseId,
      ),
    ).toHaveLength(1);
  });

  it('PromptPay shows a QR and is paid only when the money arrives', async () => {
    const buyer = await m.newPerson('PromptPayBuyer', { userType: 'buyer' });
    const { purchaseId } = (
      await create(buyer.token, { videoId: clipId, paymentMethod: 'promptpay' }).expect(201)
    ).body.data;
    const intent = await request(m.app)
      .post('/api/payment-provider/create-payment-intent')
      .set(auth(buyer.token))
      .send({ purchaseId, method: 'promptpay' })
      .expect(200);
    expect(intent.body.data.promptpay.data).toMatch(/^000201/);
    expect(intent.body.data.promptpay.svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await purchase(buyer.token, purchaseId).expect(200)).body.data.status).toBe('pending');
    await m.payments.sandbox!.markPromptPayPaid(intent.body.data.paymentIntentId);
    expect((await paidPurchase(buyer.token, purchaseId)).body.data.status).toBe('paid');
  });

  it('an unpaid purchase expires after its window, and the buyer may buy again', async () => {
    const buyer = await m.newPerson('Late', { userType: 'buyer' });
    const first = (await create(buyer.token).expect(201)).body.data.purchaseId;
    await until(
      () => purchase(buyer.token, first),
      (res) => res.status === 200,
    );
    const later = new Date(Date.now() + 31 * 60_000);
    const { expired } = await m.purchaseUpkeep(later);
    expect(expired).toContain(first);
    const second = await create(buyer.token).expect(201);
    expect(second.body.data.purchaseId).not.toBe(first);
  });

  it('choosing a bank transfer shows the platform account and a reference, and gives 3 days to pay', async () => {
    const buyer = await m.newPerson('Transfer', { userType: 'buyer' });
    const { purchaseId } = (await create(buyer.token).expect(201)).body.data;
    const chosen = await request(m.app)
      .post(`/api/purchases/${purchaseId}/payment-method`)
      .set(auth(buyer.token))
      .send({ paymentMethod: 'bank_transfer' })
      .expect(200);
    const daysToPay = (Date.parse(chosen.body.data.payBy) - Date.now()) / 86_400_000;
    expect(daysToPay).toBeGreaterThan(2.9);
    const shown = await request(m.app)
      .get(`/api/purchases/${purchaseId}`)
      .set(auth(buyer.token))
      .set('x-consistent-after', chosen.body.position)
      .expect(200);
    expect(shown.body.data).toMatchObject({ paymentMethod: 'bank_transfer', status: 'pending' });
    expect(shown.body.data.bankTransfer).toMatchObject({ bankName: 'ธนาคารกสิกรไทย', testMode: true });
    expect(shown.body.data.bankTransfer.reference).toMatch(/^DC[0-9A-Z]{10}$/);
    // Someone else's purchase cannot be switched.
    await request(m.app)
      .post(`/api/purchases/${purchaseId}/payment-method`)
      .set(auth(m.tokens.buyer))
      .send({ paymentMethod: 'bank_transfer' })
      .expect(404);
    await request(m.app)
      .post(`/api/purchases/${purchaseId}/payment-method`)
      .set(auth(buyer.token))
      .send({ paymentMethod: 'cheque' })
      .expect(400);

    // A transfer to the made-up account that an admin confirms is test money too (issue 15).
    await request(m.app)
      .put(`/api/admin/transactions/${purchaseId}/confirm-transfer`)
      .set(auth(m.tokens.admin))
      .send({ reference: 'REF-TEST' })
      .expect(200);
    const { events } = await m.store.readStream(streams.purchase(purchaseId));
    expect(events.find((event) => event.type === 'PaymentSucceeded')?.data).toMatchObject({
      provider: 'bank_transfer',
      testMode: true,
    });
  });

  it('a payment the provider took but whose webhook never arrived is found by the upkeep and recorded once', async () => {
    const buyer = await m.newPerson('LostWebhook', { userType: 'buyer' });
    const { purchaseId } = (await create(buyer.token).expect(201)).body.data;
    const intent = await request(m.app)
      .post('/api/payment-provider/create-payment-intent')
      .set(auth(buyer.token))
      .send({ purchaseId, method: 'card' })
      .expect(200);
    // The provider's own books say paid; no webhook was sent.
    await m.db.query(`update sandbox_payments set status = 'succeeded' where id = $1`, [
      intent.body.data.paymentIntentId,
    ]);
    await until(
      () => purchase(buyer.token, purchaseId),
      (res) => res.body.data?.status === 'pending',
    );
    const first = await m.purchaseUpkeep();
    expect(first.reconciled).toEqual([purchaseId]);
    expect((await paidPurchase(buyer.token, purchaseId)).body.data.status).toBe('paid');
    const again = await m.purchaseUpkeep();
    expect(again.reconciled).toEqual([]);
    const { events } = await m.store.readStream(streams.purchase(purchaseId));
    expect(events.filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(1);
  });

  it('a test-money payment whose credit a crash lost is credited by the upkeep as test money', async () => {
    const buyer = await m.newPerson('CrashTest', { userType: 'buyer' });
    const { purchaseId } = (await create(buyer.token).expect(201)).body.data;
    // The payment was recorded, then the process died before the seller's credit.
    await runPurchaseCommand(
      m.store,
      {
        type: 'RecordPayment',
        purchaseId,
        provider: 'sandbox',
        paymentId: `pi_${purchaseId}`,
        amountSatang: 80_000,
        testMode: true,
        now: new Date().toISOString(),
      },
      { actor: { system: 'payment-provider' }, correlationId: randomUUID() },
    );
    await caughtUp(m);
    expect((await m.purchaseUpkeep()).credited).toBeGreaterThanOrEqual(1);
    const credits = (await m.store.readStream(streams.ledger(m.people!.seller.uid))).events.filter(
      (event) => (event.data as { purchaseId?: string }).purchaseId === purchaseId,
    );
    expect(credits).toEqual([
      expect.objectContaining({ type: 'SaleCredited', data: expect.objectContaining({ testMode: true }) }),
    ]);
  });
});
