import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../command-api/ports/paymentProvider.ts';
import { stripePaymentProvider } from '../../infra/adapters/payments/stripe/stripePaymentProvider.ts';
import { type StripeFake, type StripeFakeEvent, startStripeFake } from '../fixtures/stripeFake.ts';
import { paymentProviderContract } from './paymentProviderContract.ts';

const WEBHOOK_SECRET = 'whsec_stripe_contract';
const keys = {
  secretKey: 'sk_test_dashclip_contract',
  webhookSecret: WEBHOOK_SECRET,
  publishableKey: 'pk_test_dashclip',
};

/** What Stripe would POST for an event: its JSON and a real signature made by Stripe's own SDK. */
const signed = (event: StripeFakeEvent, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event, null, 2);
  return {
    rawBody: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
};

// The real Stripe SDK against a local fake of the Stripe API: nothing here reaches Stripe.
paymentProviderContract('Stripe (SDK against a local fake)', {
  create: async () => {
    const fake = await startStripeFake();
    return {
      provider: stripePaymentProvider({ ...keys, api: fake.api }),
      async buyerPaysCheckout(session) {
        fake.completeCheckout(session.id);
      },
      async buyerPaysIntent(intent) {
        fake.succeedIntent(intent.id);
      },
      async buyerCardDeclined(intent) {
        fake.failIntent(intent.id, { code: 'card_declined', message: 'Your card was declined.' });
      },
      webhooks: () => fake.events.map((event) => signed(event)),
      sign: (payload, options = {}) =>
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
        }),
      close: () => fake.close(),
    };
  },
});

describe('Stripe adapter: what it asks of Stripe', () => {
  let fake: StripeFake;
  let provider: ReturnType<typeof stripePaymentProvider>;
  beforeAll(async () => {
    fake = await startStripeFake();
    provider = stripePaymentProvider({ ...keys, api: fake.api });
  });
  afterAll(async () => {
    await fake?.close();
  });

  const lastRequest = () => fake.requests.at(-1)!;

  it('creates embedded Checkout in THB with the purchase in metadata and the idempotency key', async () => {
    const purchaseId = randomUUID();
    const idempotencyKey = `checkout:${purchaseId}`;
    await provider.createCheckoutSession({
      purchaseId,
      amountSatang: 75_000,
      title: 'แท็กซี่เปลี่ยนเลนกะทันหัน',
      customerEmail: 'buyer@example.com',
      returnUrl: 'https://dashclip.example/payment/result?session_id={CHECKOUT_SESSION_ID}',
      idempotencyKey,
    });
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request.headers['idempotency-key']).toBe(idempotencyKey);
    expect(request.headers.authorization).toBe('Bearer sk_test_dashclip_contract');
    expect(request.body).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      return_url: 'https://dashclip.example/payment/result?session_id={CHECKOUT_SESSION_ID}',
      customer_email: 'buyer@example.com',
      client_reference_id: purchaseId,
      metadata: { purchaseId },
      payment_intent_data: { metadata: { purchaseId } },
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'thb', unit_amount: '75000', product_data: { name: 'แท็กซี่เปลี่ยนเลนกะทันหัน' } },
        },
      ],
    });
    expect(request.body).not.toHaveProperty('payment_method_types');
  });

  it('creates card and PromptPay intents in THB, PromptPay confirmed at once for its QR', async () => {
    const purchaseId = randomUUID();
    await provider.createPaymentIntent({
      purchaseId,
      amountSatang: 75_000,
      method: 'card',
      customerEmail: null,
      idempotencyKey: `card:${purchaseId}`,
    });
    expect(lastRequest().headers['idempotency-key']).toBe(`card:${purchaseId}`);
    expect(lastRequest().body).toEqual({
      amount: '75000',
      currency: 'thb',
      metadata: { purchaseId },
      allowed_payment_method_types: ['card'],
    });
    const promptpay = await provider.createPaymentIntent({
      purchaseId,
      amountSatang: 75_000,
      method: 'promptpay',
      customerEmail: 'buyer@example.com',
      idempotencyKey: `promptpay:${purchaseId}`,
    });
    expect(lastRequest().body).toMatchObject({
      amount: '75000',
      currency: 'thb',
      metadata: { purchaseId },
      allowed_payment_method_types: ['promptpay'],
      confirm: 'true',
      payment_method_data: { type: 'promptpay', billing_details: { email: 'buyer@example.com' } },
    });
    expect(promptpay.promptpay?.svgUrl).toMatch(/^https:\/\/.*\.svg$/);
  });

  it('refunds through refunds.create({ payment_intent }) with the idempotency key', async () => {
    const intent = await provider.createPaymentIntent({
      purchaseId: randomUUID(),
      amountSatang: 30_000,
      method: 'card',
      customerEmail: null,
      idempotencyKey: randomUUID(),
    });
    fake.succeedIntent(intent.id);
    await provider.refund({
      paymentId: intent.id,
      amountSatang: 30_000,
      idempotencyKey: `refund:${intent.id}`,
    });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      body: { payment_intent: intent.id, amount: '30000' },
    });
    expect(lastRequest().headers['idempotency-key']).toBe(`refund:${intent.id}`);
  });

  it('calls itself test mode only with a test key, secret or restricted', () => {
    expect(stripePaymentProvider({ ...keys, api: fake.api }).testMode).toBe(true);
    const modeOf = (secretKey: string) =>
      stripePaymentProvider({ ...keys, secretKey, api: fake.api }).testMode;
    expect(modeOf('rk_test_x')).toBe(true);
    for (const live of ['sk_live_x', 'rk_live_x', 'pk_test_x', 'sk_x', 'x_sk_test_'])
      expect(modeOf(live), live).toBe(false);
    expect(provider).toMatchObject({
      name: 'stripe',
      publishableKey: 'pk_test_dashclip',
      supportsEWallet: false,
    });
  });

  it('reads the currency and the live mode of a payment as Stripe signs them', () => {
    const event = (livemode: boolean, currency: string, eventLivemode = livemode) => ({
      id: `evt_${randomUUID()}`,
      object: 'event' as const,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: eventLivemode,
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 30_000,
          amount_received: 30_000,
          currency,
          livemode,
          metadata: { purchaseId: 'p1' },
        },
      },
    });
    const read = (e: ReturnType<typeof event>) => {
      const { rawBody, signature } = signed(e as unknown as StripeFakeEvent);
      return provider.verifyWebhook(rawBody, signature);
    };
    expect(read(event(false, 'thb'))).toMatchObject({
      type: 'payment.succeeded',
      currency: 'thb',
      livemode: false,
    });
    expect(read(event(true, 'USD'))).toMatchObject({ currency: 'usd', livemode: true });
    // Test mode only when the event and its payment both say so.
    expect(read(event(false, 'thb', true))).toMatchObject({ livemode: true });
  });

  it('refuses a webhook whose signed body is not an event', () => {
    const payload = 'not json';
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(() => provider.verifyWebhook(Buffer.from(payload), signature)).toThrow(WebhookSignatureError);
  });
});
