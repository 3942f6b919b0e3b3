import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_PAY_WINDOW_MINUTES } from '../../events/constants.ts';
import type { PaymentWebhook } from '../../command-api/ports/paymentProvider.ts';
import { httpWebhookDelivery } from '../../infra/adapters/payments/sandbox/httpWebhookDelivery.ts';
import { SANDBOX_TEST_CARDS } from '../../infra/adapters/payments/sandbox/sandboxCards.ts';
import {
  type SandboxPaymentDeps,
  type SandboxPaymentProvider,
  sandboxPaymentProvider,
} from '../../infra/adapters/payments/sandbox/sandboxPaymentProvider.ts';
import { signWebhook } from '../../infra/adapters/payments/webhookSignature.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { type DeliveredWebhook, paymentProviderContract } from './paymentProviderContract.ts';

const SECRET = 'whsec_sandbox_contract';
const card = (
  number: string,
  overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'สมชาย ใจดี',
  ...overrides,
});

async function freshDatabase(): Promise<SqlClient> {
  const db = await pgliteClient(null);
  await migrate(db);
  return db;
}

// The sandbox on PGlite (the same SQL runs on a server), delivering its webhooks into an array.
paymentProviderContract('sandbox (PGlite)', {
  create: async () => {
    const db = await freshDatabase();
    const delivered: DeliveredWebhook[] = [];
    const sandbox = sandboxPaymentProvider({
      db,
      webhookSecret: SECRET,
      deliver: async (rawBody, signature) => {
        delivered.push({ rawBody: Buffer.from(rawBody), signature });
      },
    });
    return {
      provider: sandbox,
      async buyerPaysCheckout(session) {
        expect(await sandbox.payCheckout(session.clientSecret, card(SANDBOX_TEST_CARDS.succeeds))).toEqual({
          status: 'complete',
        });
      },
      async buyerPaysIntent(intent) {
        if (intent.method === 'promptpay') await sandbox.markPromptPayPaid(intent.id);
        else await sandbox.confirmIntentCard(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds));
      },
      async buyerCardDeclined(intent) {
        await sandbox.confirmIntentCard(intent.clientSecret, card(SANDBOX_TEST_CARDS.declined));
      },
      webhooks: () => delivered,
      sign: (payload, options = {}) =>
        signWebhook(payload, options.secret ?? SECRET, options.timestamp ?? Math.floor(Date.now() / 1000)),
      close: async () => {
        sandbox.stop();
        await db.close();
      },
    };
  },
});

describe('sandbox payment provider', () => {
  let db: SqlClient;
  let sandbox: SandboxPaymentProvider;
  const delivered: { rawBody: string; signature: string }[] = [];
  const read = (from = 0): PaymentWebhook[] =>
    delivered.slice(from).map((hook) => sandbox.verifyWebhook(Buffer.from(hook.rawBody), hook.signature));
  const sandboxWith = (overrides: Partial<SandboxPaymentDeps>) =>
    sandboxPaymentProvider({ db, webhookSecret: SECRET, deliver: async () => {}, ...overrides });

  beforeAll(async () => {
    db = await freshDatabase();
    sandbox = sandboxWith({
      deliver: async (rawBody, signature) => {
        delivered.push({ rawBody, signature });
      },
    });
  });
  afterAll(async () => {
    sandbox?.stop();
    await db?.close();
  });

  const newCheckout = (createdBy = sandbox) =>
    createdBy.createCheckoutSession({
      purchaseId: randomUUID(),
      amountSatang: 80_000,
      title: 'มอเตอร์ไซค์ฝ่าไฟแดงแยกอโศก',
      customerEmail: null,
      returnUrl: 'http://localhost/payment/result?session_id={CHECKOUT_SESSION_ID}',
      idempotencyKey: randomUUID(),
    });
  const newIntent = (method: 'card' | 'promptpay') =>
    sandbox.createPaymentIntent({
      purchaseId: randomUUID(),
      amountSatang: 80_000,
      method,
      customerEmail: null,
      idempotencyKey: randomUUID(),
    });

  it('names itself the sandbox, in test mode', () => {
    expect(sandbox).toMatchObject({ name: 'sandbox', testMode: true, publishableKey: 'pk_sandbox_dashclip' });
  });

  it('4242 4242 4242 4242 (spaces and all) pays the checkout: payment_intent.succeeded, then checkout.session.completed', async () => {
    const session = await newCheckout();
    const before = delivered.length;
    expect(await sandbox.payCheckout(session.clientSecret, card('4242 4242 4242 4242'))).toEqual({
      status: 'complete',
    });
    const types = delivered.slice(before).map((hook) => JSON.parse(hook.rawBody).type);
    expect(types).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    const completed = JSON.parse(delivered.at(-1)!.rawBody);
    expect(completed).toMatchObject({
      object: 'event',
      data: {
        object: { object: 'checkout.session', id: session.id, payment_status: 'paid', currency: 'thb' },
      },
    });
    expect(completed.id).toMatch(/^evt_/);
    expect(await sandbox.getCheckout(session.clientSecret)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    await expect(
      sandbox.payCheckout(session.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)),
    ).rejects.toMatchObject({
      code: 'checkout_session_complete',
    });
  });

  it('4000 0000 0000 0002 is declined with Stripe’s code and message; the session stays open', async () => {
    const session = await newCheckout();
    const before = delivered.length;
    expect(await sandbox.payCheckout(session.clientSecret, card('4000 0000 0000 0002'))).toEqual({
      status: 'failed',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(read(before)).toEqual([
      expect.objectContaining({
        type: 'payment.failed',
        failure: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    ]);
    expect(await sandbox.getCheckout(session.clientSecret)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });
  });

  it('an unknown number, a past expiry and a bad CVC fail with incorrect_number, expired_card, incorrect_cvc', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const cases = [
      [card('4111 1111 1111 1111'), 'incorrect_number'],
      [card('4242'), 'incorrect_number'],
      [card(SANDBOX_TEST_CARDS.succeeds, { expYear: lastYear }), 'expired_card'],
      [card(SANDBOX_TEST_CARDS.succeeds, { expYear: lastYear % 100 }), 'expired_card'],
      [card(SANDBOX_TEST_CARDS.succeeds, { cvc: '12' }), 'incorrect_cvc'],
      [card(SANDBOX_TEST_CARDS.succeeds, { cvc: '1234' }), 'incorrect_cvc'],
    ] as const;
    for (const [attempt, code] of cases) {
      const intent = await newIntent('card');
      const result = await sandbox.confirmIntentCard(intent.clientSecret, attempt);
      expect(result).toMatchObject({ status: 'failed', error: { code } });
      expect((await sandbox.getIntent(intent.clientSecret))?.lastError?.code).toBe(code);
    }
  });

  it('4000 0025 0000 3155 asks for 3-D Secure; approving pays, and the step cannot be answered twice', async () => {
    const session = await newCheckout();
    const asked = await sandbox.payCheckout(session.clientSecret, card('4000 0025 0000 3155'));
    expect(asked).toMatchObject({ status: 'requires_action' });
    const threeDsId = asked?.status === 'requires_action' ? asked.threeDsId : '';
    const before = delivered.length;
    expect(await sandbox.completeThreeDs(threeDsId, 'approve')).toEqual({ status: 'complete' });
    expect(read(before).map((hook) => hook.type)).toEqual(['payment.succeeded', 'payment.succeeded']);
    expect(await sandbox.retrieveCheckoutSession(session.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    expect(await sandbox.completeThreeDs(threeDsId, 'approve')).toBeNull();
  });

  it('failing 3-D Secure sends payment_intent_authentication_failure and leaves the payment retryable', async () => {
    const intent = await newIntent('card');
    const asked = await sandbox.confirmIntentCard(intent.clientSecret, card(SANDBOX_TEST_CARDS.threeDSecure));
    const threeDsId = asked?.status === 'requires_action' ? asked.threeDsId : '';
    expect((await sandbox.getIntent(intent.clientSecret))?.status).toBe('requires_action');
    const before = delivered.length;
    expect(await sandbox.completeThreeDs(threeDsId, 'fail')).toMatchObject({
      status: 'failed',
      error: { code: 'payment_intent_authentication_failure' },
    });
    expect(read(before)).toEqual([
      expect.objectContaining({
        type: 'payment.failed',
        paymentId: intent.id,
        failure: expect.objectContaining({ code: 'payment_intent_authentication_failure' }),
      }),
    ]);
    expect(await sandbox.confirmIntentCard(intent.clientSecret, card(SANDBOX_TEST_CARDS.succeeds))).toEqual({
      status: 'complete',
    });
  });

  it('a PromptPay intent carries a real EMVCo payload and an SVG QR; the dev control pays it once', async () => {
    const intent = await newIntent('promptpay');
    expect(intent.promptpay?.data).toMatch(/^00020101021229370016A000000677010111/);
    expect(intent.promptpay?.data).toContain('5303764');
    expect(intent.promptpay?.data).toContain('5406800.00');
    expect(intent.promptpay?.data).toContain('5802TH');
    const svg = Buffer.from(
      intent.promptpay!.svgUrl.replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toContain('<svg');
    const before = delivered.length;
    expect(await sandbox.markPromptPayPaid(intent.id)).toMatchObject({
      status: 'succeeded',
      promptpay: null,
    });
    expect(await sandbox.markPromptPayPaid(intent.id)).toMatchObject({ status: 'succeeded' });
    expect(read(before)).toEqual([
      expect.objectContaining({
        type: 'payment.succeeded',
        paymentId: intent.id,
        method: 'promptpay',
        amountSatang: 80_000,
      }),
    ]);
    expect(await sandbox.markPromptPayPaid('pi_sandbox_unknown')).toBeNull();
    const cardIntent = await newIntent('card');
    await expect(sandbox.markPromptPayPaid(cardIntent.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('two racing payments of one session succeed once and send one set of webhooks', async () => {
    const session = await newCheckout();
    const before = delivered.length;
    const results = await Promise.allSettled([
      sandbox.payCheckout(session.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)),
      sandbox.payCheckout(session.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(read(before)).toHaveLength(2);
  });

  it(`refuses to take payment for a session older than ${PURCHASE_PAY_WINDOW_MINUTES} minutes`, async () => {
    let clock = new Date('2026-11-21T10:00:00Z');
    const timed = sandboxWith({ now: () => clock });
    const session = await newCheckout(timed);
    clock = new Date(clock.getTime() + PURCHASE_PAY_WINDOW_MINUTES * 60_000 + 1000);
    expect(await timed.retrieveCheckoutSession(session.id)).toMatchObject({ status: 'expired' });
    await expect(
      timed.payCheckout(session.clientSecret, card(SANDBOX_TEST_CARDS.succeeds)),
    ).rejects.toMatchObject({
      code: 'checkout_session_expired',
    });
  });

  it('refuses a reused idempotency key with a different request, as Stripe does', async () => {
    const key = randomUUID();
    const input = {
      purchaseId: randomUUID(),
      amountSatang: 50_000,
      method: 'card' as const,
      customerEmail: null,
    };
    await sandbox.createPaymentIntent({ ...input, idempotencyKey: key });
    await expect(
      sandbox.createPaymentIntent({ ...input, amountSatang: 1, idempotencyKey: key }),
    ).rejects.toMatchObject({
      code: 'idempotency_key_in_use',
    });
  });

  it('retries a failed delivery with back-off, signing each attempt afresh, and never throws into the payer', async () => {
    const attempts: { rawBody: string; signature: string }[] = [];
    const flaky = sandboxWith({
      retryDelaysMs: [20, 20, 20],
      deliver: async (rawBody, signature) => {
        attempts.push({ rawBody, signature });
        if (attempts.length < 3) throw new Error('connection refused');
      },
    });
    const intent = await flaky.createPaymentIntent({
      purchaseId: randomUUID(),
      amountSatang: 30_000,
      method: 'promptpay',
      customerEmail: null,
      idempotencyKey: randomUUID(),
    });
    await expect(flaky.markPromptPayPaid(intent.id)).resolves.toMatchObject({ status: 'succeeded' });
    await expect.poll(() => attempts.length, { timeout: 5000 }).toBe(3);
    expect(new Set(attempts.map((attempt) => attempt.rawBody)).size).toBe(1);
    expect(flaky.verifyWebhook(Buffer.from(attempts[2]!.rawBody), attempts[2]!.signature)).toMatchObject({
      type: 'payment.succeeded',
      paymentId: intent.id,
    });
    flaky.stop();
  });

  it('gives up after the bounded retries, and stop() cancels the ones pending', async () => {
    let calls = 0;
    const down = sandboxWith({
      retryDelaysMs: [10, 10],
      deliver: async () => {
        calls++;
        throw new Error('503');
      },
    });
    const first = await newIntentOn(down);
    await down.markPromptPayPaid(first.id);
    await expect.poll(() => calls, { timeout: 5000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(3);

    let stoppedCalls = 0;
    const stopped = sandboxWith({
      retryDelaysMs: [50, 50],
      deliver: async () => {
        stoppedCalls++;
        throw new Error('503');
      },
    });
    const second = await newIntentOn(stopped);
    await stopped.markPromptPayPaid(second.id);
    stopped.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stoppedCalls).toBe(1);
  });

  const newIntentOn = (provider: SandboxPaymentProvider) =>
    provider.createPaymentIntent({
      purchaseId: randomUUID(),
      amountSatang: 30_000,
      method: 'promptpay',
      customerEmail: null,
      idempotencyKey: randomUUID(),
    });
});

describe('sandbox webhook delivery over HTTP', () => {
  it('POSTs the signed JSON with Stripe-Signature, and counts anything but 2xx as not delivered', async () => {
    const received: { headers: IncomingHttpHeaders; body: string; path: string }[] = [];
    let answer = 200;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), path: req.url ?? '' });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const deliver = httpWebhookDelivery(`http://127.0.0.1:${port}/api/payment-provider/webhook`);
      const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });
      const signature = signWebhook(body, SECRET, Math.floor(Date.now() / 1000));
      await deliver(body, signature);
      expect(received[0]).toMatchObject({ path: '/api/payment-provider/webhook', body });
      expect(received[0]?.headers['stripe-signature']).toBe(signature);
      expect(received[0]?.headers['content-type']).toMatch(/^application\/json/);
      answer = 500;
      await expect(deliver(body, signature)).rejects.toThrow(/500/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
