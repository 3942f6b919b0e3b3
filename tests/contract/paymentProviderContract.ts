import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../infra/adapters/payments/webhookSignature.ts';
import {
  type CheckoutSession,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentWebhook,
  WebhookSignatureError,
} from '../../command-api/ports/paymentProvider.ts';

/** A webhook as the marketplace's endpoint receives it: the raw body and its signature header. */
export interface DeliveredWebhook {
  rawBody: Buffer;
  signature: string;
}

export interface PaymentProviderSubject {
  provider: PaymentProvider;
  /** The buyer pays an open checkout session by card (the provider's own page does this in a browser). */
  buyerPaysCheckout(session: CheckoutSession): Promise<void>;
  /** The buyer pays an intent: by card for a card intent, in the banking app for PromptPay. */
  buyerPaysIntent(intent: PaymentIntent): Promise<void>;
  /** The buyer's card is declined on a card intent. */
  buyerCardDeclined(intent: PaymentIntent): Promise<void>;
  /** Every webhook the provider has sent so far, oldest first. */
  webhooks(): DeliveredWebhook[];
  /** A signature header over `payload` as the provider makes them, with another secret or time if asked. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  close(): Promise<void>;
}

export interface PaymentProviderUnderTest {
  create: () => Promise<PaymentProviderSubject>;
}

const TITLE = 'รถกระบะชนท้ายบนถนนพระราม 2';
const EMAIL = 'buyer@example.com';
const AMOUNT = 120_000;

/** The one contract both payment providers meet (DESIGN.md §9; issue 6). */
export function paymentProviderContract(name: string, subject: PaymentProviderUnderTest): void {
  describe(`payment provider contract: ${name}`, () => {
    let s: PaymentProviderSubject;
    beforeAll(async () => {
      s = await subject.create();
    });
    afterAll(async () => {
      await s?.close();
    });

    const checkout = (purchaseId = randomUUID(), idempotencyKey = randomUUID()) =>
      s.provider.createCheckoutSession({
        purchaseId,
        amountSatang: AMOUNT,
        title: TITLE,
        customerEmail: EMAIL,
        returnUrl: 'http://localhost:8080/payment/result?session_id={CHECKOUT_SESSION_ID}',
        idempotencyKey,
      });
    const intent = (method: 'card' | 'promptpay', purchaseId = randomUUID(), idempotencyKey = randomUUID()) =>
      s.provider.createPaymentIntent({
        purchaseId,
        amountSatang: AMOUNT,
        method,
        customerEmail: EMAIL,
        idempotencyKey,
      });

    /** The webhooks sent since `from`, verified and read as the marketplace reads them. */
    const webhooksSince = (from: number): PaymentWebhook[] =>
      s
        .webhooks()
        .slice(from)
        .map((hook) => s.provider.verifyWebhook(hook.rawBody, hook.signature));

    it('says who it is: test mode, a publishable key, no e-wallet', () => {
      // Both subjects run on test keys: the money they take is test money, never paid out (issue 15).
      expect(s.provider.testMode).toBe(true);
      expect(s.provider.publishableKey).toMatch(/^pk_/);
      expect(s.provider.supportsEWallet).toBe(false);
    });

    it('creates an embedded checkout session, open and unpaid, for the purchase, and retrieves it', async () => {
      const purchaseId = randomUUID();
      const session = await checkout(purchaseId);
      expect(session).toMatchObject({
        status: 'open',
        paymentStatus: 'unpaid',
        amountSatang: AMOUNT,
        purchaseId,
        paymentIntentId: null,
      });
      expect(session.clientSecret).not.toBe('');
      expect(await s.provider.retrieveCheckoutSession(session.id)).toMatchObject({
        id: session.id,
        status: 'open',
        purchaseId,
        amountSatang: AMOUNT,
      });
      expect(await s.provider.retrieveCheckoutSession('cs_unknown')).toBeNull();
    });

    it('answers the same session or intent for the same idempotency key, and a new one for a new key', async () => {
      const purchaseId = randomUUID();
      const key = randomUUID();
      const [first, second] = await Promise.all([checkout(purchaseId, key), checkout(purchaseId, key)]);
      expect(second.id).toBe(first.id);
      expect((await checkout(purchaseId, key)).id).toBe(first.id);
      expect((await checkout(purchaseId)).id).not.toBe(first.id);
      const intentKey = randomUUID();
      const card = await intent('card', purchaseId, intentKey);
      expect((await intent('card', purchaseId, intentKey)).id).toBe(card.id);
      expect((await intent('card', purchaseId)).id).not.toBe(card.id);
    });

    it('creates a card intent waiting for a card, and a PromptPay intent showing its QR', async () => {
      const purchaseId = randomUUID();
      const card = await intent('card', purchaseId);
      expect(card).toMatchObject({
        status: 'requires_payment_method',
        method: 'card',
        amountSatang: AMOUNT,
        purchaseId,
        promptpay: null,
        lastError: null,
      });
      expect(card.clientSecret).not.toBe('');
      const promptpay = await intent('promptpay', purchaseId);
      expect(promptpay).toMatchObject({ status: 'requires_action', method: 'promptpay', purchaseId });
      expect(promptpay.promptpay?.data).toMatch(/^000201/);
      expect(promptpay.promptpay?.svgUrl).toMatch(/^(data:image\/svg\+xml;base64,|https:)/);
      expect(await s.provider.retrievePaymentIntent(promptpay.id)).toMatchObject({
        id: promptpay.id,
        method: 'promptpay',
        status: 'requires_action',
      });
      expect(await s.provider.retrievePaymentIntent('pi_unknown')).toBeNull();
    });

    it('a paid checkout session is complete and paid, and a signed webhook says so', async () => {
      const purchaseId = randomUUID();
      const session = await checkout(purchaseId);
      const before = s.webhooks().length;
      await s.buyerPaysCheckout(session);
      const paid = await s.provider.retrieveCheckoutSession(session.id);
      // The currency and the mode of the money, which the marketplace checks before it counts.
      const money = { currency: 'thb', livemode: !s.provider.testMode };
      expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', purchaseId, ...money });
      expect(paid?.paymentIntentId).toMatch(/^pi_/);
      const succeeded = webhooksSince(before).filter((hook) => hook.type === 'payment.succeeded');
      expect(succeeded.length).toBeGreaterThan(0);
      for (const hook of succeeded)
        expect(hook).toMatchObject({
          purchaseId,
          paymentId: paid?.paymentIntentId,
          amountSatang: AMOUNT,
          method: 'card',
          ...money,
        });
      expect(await s.provider.retrievePaymentIntent(paid!.paymentIntentId!)).toMatchObject({
        status: 'succeeded',
        ...money,
      });
    });

    it('a paid card intent and a paid PromptPay intent each send payment.succeeded with their method', async () => {
      for (const method of ['card', 'promptpay'] as const) {
        const purchaseId = randomUUID();
        const created = await intent(method, purchaseId);
        const before = s.webhooks().length;
        await s.buyerPaysIntent(created);
        const money = { currency: 'thb', livemode: !s.provider.testMode };
        expect(await s.provider.retrievePaymentIntent(created.id)).toMatchObject({
          status: 'succeeded',
          promptpay: null,
          ...money,
        });
        expect(webhooksSince(before)).toContainEqual(
          expect.objectContaining({
            type: 'payment.succeeded',
            purchaseId,
            paymentId: created.id,
            amountSatang: AMOUNT,
            method,
            ...money,
          }),
        );
      }
    });

    it('a declined card sends payment.failed with the provider’s code and message, and the intent stays payable', async () => {
      const purchaseId = randomUUID();
      const created = await intent('card', purchaseId);
      const before = s.webhooks().length;
      await s.buyerCardDeclined(created);
      const failed = webhooksSince(before).find((hook) => hook.type === 'payment.failed');
      expect(failed).toMatchObject({
        type: 'payment.failed',
        purchaseId,
        paymentId: created.id,
        failure: { code: 'card_declined', message: 'Your card was declined.' },
      });
      expect(await s.provider.retrievePaymentIntent(created.id)).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'card_declined' },
      });
      const again = s.webhooks().length;
      await s.buyerPaysIntent(created);
      expect(webhooksSince(again)).toContainEqual(
        expect.objectContaining({ type: 'payment.succeeded', purchaseId }),
      );
    });

    it('refunds a paid payment in full, once per key, and a signed webhook says so', async () => {
      const purchaseId = randomUUID();
      const created = await intent('card', purchaseId);
      await s.buyerPaysIntent(created);
      const before = s.webhooks().length;
      const key = randomUUID();
      const refund = await s.provider.refund({
        paymentId: created.id,
        amountSatang: AMOUNT,
        idempotencyKey: key,
      });
      expect(refund).toMatchObject({ status: 'succeeded', amountSatang: AMOUNT });
      expect(refund.id).toMatch(/^re_/);
      expect(
        (await s.provider.refund({ paymentId: created.id, amountSatang: AMOUNT, idempotencyKey: key })).id,
      ).toBe(refund.id);
      const refunded = webhooksSince(before).filter((hook) => hook.type === 'refund.succeeded');
      expect(refunded).toHaveLength(1);
      expect(refunded[0]).toMatchObject({ purchaseId, paymentId: created.id, amountSatang: AMOUNT });
      await expect(
        s.provider.refund({ paymentId: created.id, amountSatang: AMOUNT, idempotencyKey: randomUUID() }),
      ).rejects.toThrow();
      await expect(
        s.provider.refund({ paymentId: 'pi_unknown', amountSatang: AMOUNT, idempotencyKey: randomUUID() }),
      ).rejects.toThrow();
    });

    describe('webhook verification', () => {
      let genuine: DeliveredWebhook;
      beforeAll(async () => {
        const created = await intent('card');
        const before = s.webhooks().length;
        await s.buyerPaysIntent(created);
        genuine = s.webhooks()[before]!;
      });

      it('accepts a genuine webhook, also when the header carries other v1 signatures', () => {
        expect(s.provider.verifyWebhook(genuine.rawBody, genuine.signature).type).toBe('payment.succeeded');
        const withOld = genuine.signature.replace(/,v1=/, `,v1=${'0'.repeat(64)},v1=`);
        expect(s.provider.verifyWebhook(genuine.rawBody, withOld).type).toBe('payment.succeeded');
      });

      it('refuses a tampered body, another secret, a stale or missing signature', () => {
        const body = genuine.rawBody.toString('utf8');
        const tampered = Buffer.from(body.replace(/"amount":\s*\d+/, '"amount":1'));
        expect(tampered.equals(genuine.rawBody)).toBe(false);
        const refused = (raw: Buffer, signature: string | undefined) =>
          expect(() => s.provider.verifyWebhook(raw, signature)).toThrow(WebhookSignatureError);
        refused(tampered, genuine.signature);
        refused(genuine.rawBody, s.sign(body, { secret: 'whsec_not_the_right_secret' }));
        const stale = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60;
        refused(genuine.rawBody, s.sign(body, { timestamp: stale }));
        refused(genuine.rawBody, undefined);
        refused(genuine.rawBody, 'nonsense');
      });

      it('acknowledges and ignores a genuine event it does not act on', () => {
        const payload = JSON.stringify({
          id: 'evt_other',
          object: 'event',
          type: 'customer.created',
          created: Math.floor(Date.now() / 1000),
          data: { object: { id: 'cus_1', object: 'customer' } },
        });
        expect(s.provider.verifyWebhook(Buffer.from(payload), s.sign(payload))).toEqual({
          id: 'evt_other',
          type: 'ignored',
          providerType: 'customer.created',
        });
      });
    });
  });
}
