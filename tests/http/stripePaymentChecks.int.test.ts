import { randomUUID } from 'node:crypto';
import pino from 'pino';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../../events/streams.ts';
import { stripePaymentProvider } from '../../infra/adapters/payments/stripe/stripePaymentProvider.ts';
import { approvedClip, auth, openPurchase } from '../fixtures/money.ts';
import { startStripeFake, type StripeFake } from '../fixtures/stripeFake.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const WEBHOOK_SECRET = 'whsec_stripe_money_checks';
const PRICE_SATANG = 80_000;

/**
 * Issue 15: a Stripe payment counts only in baht and only in the mode of the key that took it. The
 * real Stripe SDK verifies webhooks signed with its own test-header helper, and retrieves from a
 * local fake of the Stripe API; a refused payment grants nothing, is logged, and answers no 500.
 */
describe.each([
  { mode: 'test key', secretKey: 'sk_test_dashclip_money', livemode: false },
  { mode: 'live key', secretKey: 'sk_live_dashclip_money', livemode: true },
])('Stripe payments with a $mode: THB and the key’s mode, or nothing', ({ secretKey, livemode }) => {
  let m: Marketplace;
  let fake: StripeFake;
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    fake = await startStripeFake();
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    m = await testMarketplace({
      logger,
      provider: stripePaymentProvider({
        secretKey,
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_dashclip',
        api: fake.api,
      }),
    });
  });
  afterAll(async () => {
    await m?.close();
    await fake?.close();
  });

  /** A fresh purchase of a fresh clip, by card, waiting for its money. */
  async function openCardPurchase() {
    const buyer = await m.newPerson(`StripeBuyer${randomUUID().slice(0, 4)}`, { userType: 'buyer' });
    const clipId = await approvedClip(m, m.people!.seller.uid, PRICE_SATANG);
    return { buyer, purchaseId: await openPurchase(m, buyer, clipId) };
  }

  /** Stripe POSTs `payment_intent.succeeded`, signed by Stripe's own SDK. */
  function webhook(
    purchaseId: string,
    money: { currency?: string; livemode?: boolean; amount?: number } = {},
  ) {
    const amount = money.amount ?? PRICE_SATANG;
    const mode = money.livemode ?? livemode;
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: mode,
      data: {
        object: {
          id: `pi_${randomUUID().replaceAll('-', '')}`,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: money.currency ?? 'thb',
          livemode: mode,
          status: 'succeeded',
          metadata: { purchaseId },
          payment_method_types: ['card'],
        },
      },
    });
    return request(m.app)
      .post('/api/payment-provider/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
  }

  const paymentsOf = async (purchaseId: string) =>
    (await m.store.readStream(streams.purchase(purchaseId))).events.filter(
      (event) => event.type === 'PaymentSucceeded',
    );
  const refusals = (purchaseId: string) => logged.filter((line) => line.purchaseId === purchaseId);

  it('refuses a payment in another currency: acknowledged, logged, the clip not granted', async () => {
    const { purchaseId } = await openCardPurchase();
    for (const currency of ['usd', 'THB '])
      expect((await webhook(purchaseId, { currency })).status).toBe(200);
    expect(await paymentsOf(purchaseId)).toEqual([]);
    expect(refusals(purchaseId)).toEqual([
      expect.objectContaining({ level: 50, code: 'CURRENCY_NOT_THB', currency: 'usd' }),
      expect.objectContaining({ code: 'CURRENCY_NOT_THB' }),
    ]);
  });

  it('refuses a payment whose live mode is not the key’s', async () => {
    const { purchaseId } = await openCardPurchase();
    expect((await webhook(purchaseId, { livemode: !livemode })).status).toBe(200);
    expect(await paymentsOf(purchaseId)).toEqual([]);
    expect(refusals(purchaseId)).toEqual([
      expect.objectContaining({
        code: 'LIVEMODE_MISMATCH',
        livemode: !livemode,
        providerTestMode: !livemode,
      }),
    ]);
  });

  it('refuses another amount than the clip’s price', async () => {
    const { purchaseId } = await openCardPurchase();
    expect((await webhook(purchaseId, { amount: 100 })).status).toBe(200);
    expect(await paymentsOf(purchaseId)).toEqual([]);
    expect(refusals(purchaseId)).toEqual([expect.objectContaining({ code: 'PAYMENT_AMOUNT_MISMATCH' })]);
  });

  it('records a payment in baht in the key’s mode, as test money only with a test key', async () => {
    const { purchaseId } = await openCardPurchase();
    expect((await webhook(purchaseId)).status).toBe(200);
    const [paid] = await paymentsOf(purchaseId);
    expect(paid?.data).toMatchObject({ provider: 'stripe', amountSatang: PRICE_SATANG });
    expect((paid?.data as { testMode?: boolean }).testMode ?? false).toBe(!livemode);
    const [credit] = (await m.store.readStream(streams.ledger(m.people!.seller.uid))).events.filter(
      (event) => (event.data as { purchaseId?: string }).purchaseId === purchaseId,
    );
    expect((credit?.data as { testMode?: boolean }).testMode ?? false).toBe(!livemode);
  });

  it('checks what a server-side retrieve reports too (confirm-payment)', async () => {
    const { buyer, purchaseId } = await openCardPurchase();
    const intent = await request(m.app)
      .post('/api/payment-provider/create-payment-intent')
      .set(auth(buyer.token))
      .send({ purchaseId, method: 'card' })
      .expect(200);
    fake.succeedIntent(intent.body.data.paymentIntentId);
    const confirmed = await request(m.app)
      .post('/api/payment-provider/confirm-payment')
      .set(auth(buyer.token))
      .send({ paymentIntentId: intent.body.data.paymentIntentId })
      .expect(200);
    // The fake, like Stripe's test mode, answers livemode false: it counts for a test key only.
    expect(confirmed.body.data.purchaseStatus).toBe(livemode ? 'pending' : 'paid');
    expect(await paymentsOf(purchaseId)).toHaveLength(livemode ? 0 : 1);
    if (livemode)
      expect(refusals(purchaseId)).toEqual([expect.objectContaining({ code: 'LIVEMODE_MISMATCH' })]);
  });
});
