import { randomUUID } from 'node:crypto';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_PAY_WINDOW_MINUTES } from '../../events/constants.ts';
import { apiNotFound, errorHandler } from '../../infra/http/errorHandler.ts';
import { SANDBOX_TEST_CARDS } from '../../infra/adapters/payments/sandbox/sandboxCards.ts';
import {
  type SandboxPaymentProvider,
  sandboxPaymentProvider,
} from '../../infra/adapters/payments/sandbox/sandboxPaymentProvider.ts';
import { sandboxPaymentRoutes } from '../../infra/app/routes/sandboxPaymentRoutes.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';

const THAI = /[\u0E00-\u0E7F]/;

/** The routes mounted the way httpApp mounts a router: JSON bodies, then the Thai error answers. */
function appWith(sandbox: SandboxPaymentProvider, devControls: boolean) {
  const app = express();
  const api = express.Router();
  api.use(express.json({ strict: true }));
  api.use(sandboxPaymentRoutes(sandbox, { devControls }));
  api.use(apiNotFound);
  api.use(errorHandler(pino({ level: 'silent' })));
  app.use('/api', api);
  return app;
}

describe('sandbox payment routes (the sandbox pages’ side of the provider)', () => {
  let db: SqlClient;
  let clock = new Date();
  let sandbox: SandboxPaymentProvider;
  let app: express.Express;
  let production: express.Express;
  const delivered: string[] = [];

  beforeAll(async () => {
    db = await pgliteClient(null);
    await migrate(db);
    sandbox = sandboxPaymentProvider({
      db,
      webhookSecret: 'whsec_routes',
      now: () => clock,
      deliver: async (rawBody) => {
        delivered.push(JSON.parse(rawBody).type);
      },
    });
    app = appWith(sandbox, true);
    production = appWith(sandbox, false);
  });
  afterAll(async () => {
    sandbox?.stop();
    await db?.close();
  });

  const good = {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
    cvc: '123',
    name: 'สมหญิง',
  };
  const session = () =>
    sandbox.createCheckoutSession({
      purchaseId: randomUUID(),
      amountSatang: 120_050,
      title: 'รถกระบะชนท้ายบนถนนพระราม 2',
      customerEmail: null,
      returnUrl: 'http://localhost/payment/result?session_id={CHECKOUT_SESSION_ID}',
      idempotencyKey: randomUUID(),
    });
  const intent = (method: 'card' | 'promptpay') =>
    sandbox.createPaymentIntent({
      purchaseId: randomUUID(),
      amountSatang: 50_000,
      method,
      customerEmail: null,
      idempotencyKey: randomUUID(),
    });

  it('shows the checkout in baht and pays it with a test card; a second payment is refused in Thai', async () => {
    const { clientSecret, id } = await session();
    const shown = await request(app).get(`/api/sandbox-payments/checkout/${clientSecret}`).expect(200);
    expect(shown.body).toEqual({
      success: true,
      data: {
        sessionId: id,
        amount: 1200.5,
        currency: 'thb',
        title: 'รถกระบะชนท้ายบนถนนพระราม 2',
        status: 'open',
        paymentStatus: 'unpaid',
        returnUrl: `http://localhost/payment/result?session_id=${id}`,
      },
    });
    const paid = await request(app)
      .post(`/api/sandbox-payments/checkout/${clientSecret}/pay`)
      .send(good)
      .expect(200);
    expect(paid.body).toEqual({ success: true, data: { status: 'complete' } });
    expect(delivered.slice(-2)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    const again = await request(app)
      .post(`/api/sandbox-payments/checkout/${clientSecret}/pay`)
      .send(good)
      .expect(409);
    expect(again.body.error.code).toBe('CHECKOUT_SESSION_COMPLETE');
    expect(again.body.error.message).toMatch(THAI);
  });

  it('answers a declined card as a result with the provider’s code, not as an HTTP error', async () => {
    const { clientSecret } = await session();
    const res = await request(app)
      .post(`/api/sandbox-payments/checkout/${clientSecret}/pay`)
      .send({ ...good, number: SANDBOX_TEST_CARDS.declined, expMonth: '07', expYear: '35' })
      .expect(200);
    expect(res.body.data).toEqual({
      status: 'failed',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('runs the 3-D Secure step: requires_action with a step id, then approve; the step is gone afterwards', async () => {
    const { clientSecret } = await session();
    const asked = await request(app)
      .post(`/api/sandbox-payments/checkout/${clientSecret}/pay`)
      .send({ ...good, number: SANDBOX_TEST_CARDS.threeDSecure })
      .expect(200);
    expect(asked.body.data).toMatchObject({
      status: 'requires_action',
      threeDsId: expect.stringMatching(/^3ds_/),
    });
    const step = `/api/sandbox-payments/three-ds/${asked.body.data.threeDsId}`;
    expect((await request(app).post(step).send({ outcome: 'approve' }).expect(200)).body.data).toEqual({
      status: 'complete',
    });
    const gone = await request(app).post(step).send({ outcome: 'approve' }).expect(404);
    expect(gone.body.error.message).toMatch(THAI);
  });

  it('card direct: shows the intent and confirms it with a card', async () => {
    const created = await intent('card');
    const shown = await request(app).get(`/api/sandbox-payments/intents/${created.clientSecret}`).expect(200);
    expect(shown.body.data).toEqual({
      id: created.id,
      status: 'requires_payment_method',
      amount: 500,
      method: 'card',
    });
    const failed = await request(app)
      .post(`/api/sandbox-payments/intents/${created.clientSecret}/confirm-card`)
      .send({ ...good, cvc: '1' })
      .expect(200);
    expect(failed.body.data).toMatchObject({ status: 'failed', error: { code: 'incorrect_cvc' } });
    expect(
      (await request(app).get(`/api/sandbox-payments/intents/${created.clientSecret}`)).body.data.error,
    ).toMatchObject({
      code: 'incorrect_cvc',
    });
    await request(app)
      .post(`/api/sandbox-payments/intents/${created.clientSecret}/confirm-card`)
      .send(good)
      .expect(200);
    expect(
      (await request(app).get(`/api/sandbox-payments/intents/${created.clientSecret}`)).body.data.status,
    ).toBe('succeeded');
  });

  it('PromptPay: the intent shows its QR; the dev control marks it paid, and exists only with dev controls', async () => {
    const created = await intent('promptpay');
    const shown = await request(app).get(`/api/sandbox-payments/intents/${created.clientSecret}`).expect(200);
    expect(shown.body.data).toMatchObject({
      status: 'requires_action',
      method: 'promptpay',
      promptpay: {
        data: expect.stringMatching(/^000201/),
        svg: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    });
    const hidden = await request(production)
      .post(`/api/sandbox-payments/intents/${created.id}/promptpay-paid`)
      .expect(404);
    expect(hidden.body.success).toBe(false);
    const paid = await request(app)
      .post(`/api/sandbox-payments/intents/${created.id}/promptpay-paid`)
      .expect(200);
    expect(paid.body.data).toMatchObject({ id: created.id, status: 'succeeded' });
    expect(paid.body.data).not.toHaveProperty('promptpay');
    expect(delivered.at(-1)).toBe('payment_intent.succeeded');
  });

  it('refuses an expired checkout in Thai', async () => {
    const { clientSecret } = await session();
    clock = new Date(clock.getTime() + (PURCHASE_PAY_WINDOW_MINUTES + 1) * 60_000);
    try {
      expect(
        (await request(app).get(`/api/sandbox-payments/checkout/${clientSecret}`)).body.data.status,
      ).toBe('expired');
      const res = await request(app)
        .post(`/api/sandbox-payments/checkout/${clientSecret}/pay`)
        .send(good)
        .expect(409);
      expect(res.body.error).toMatchObject({
        code: 'CHECKOUT_SESSION_EXPIRED',
        message: expect.stringMatching(THAI),
      });
    } finally {
      clock = new Date();
    }
  });

  it('unknown client secrets, intents and steps: 404 in Thai', async () => {
    for (const path of [
      '/api/sandbox-payments/checkout/cs_sandbox_nope_secret_x',
      '/api/sandbox-payments/intents/pi_sandbox_nope_secret_x',
      '/api/sandbox-payments/checkout/..%2F..%2Fetc',
    ]) {
      const res = await request(app).get(path).expect(404);
      expect(res.body).toMatchObject({
        success: false,
        error: { code: 'NOT_FOUND', message: expect.stringMatching(THAI) },
      });
    }
    for (const path of [
      '/api/sandbox-payments/checkout/cs_sandbox_nope_secret_x/pay',
      '/api/sandbox-payments/intents/pi_sandbox_nope_secret_x/confirm-card',
    ])
      expect((await request(app).post(path).send(good).expect(404)).body.error.message).toMatch(THAI);
    await request(app).post('/api/sandbox-payments/three-ds/3ds_nope').send({ outcome: 'fail' }).expect(404);
    await request(app).post('/api/sandbox-payments/intents/pi_nope/promptpay-paid').expect(404);
  });

  it('bad input: 400 with a Thai message, never a 500 or a stack trace', async () => {
    const { clientSecret } = await session();
    const pay = `/api/sandbox-payments/checkout/${clientSecret}/pay`;
    const bodies: unknown[] = [
      {},
      { ...good, number: undefined },
      { ...good, number: 4242424242424242 },
      { ...good, expMonth: 13 },
      { ...good, expMonth: 0 },
      { ...good, expYear: 'next year' },
      { ...good, cvc: 123 },
      { ...good, number: '4'.repeat(100) },
      { ...good, extra: true },
      [good],
      'card',
      null,
    ];
    for (const body of bodies) {
      const res = await request(app)
        .post(pay)
        .set('content-type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        error: { code: 'VALIDATION', message: expect.stringMatching(THAI) },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    }
    const malformed = await request(app).post(pay).set('content-type', 'application/json').send('{"number":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toMatch(THAI);
    const notJson = await request(app).post(pay).type('form').send('number=4242');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toMatch(THAI);
    for (const outcome of [{ outcome: 'maybe' }, {}, { outcome: 'approve', extra: 1 }]) {
      const res = await request(app)
        .post('/api/sandbox-payments/three-ds/3ds_sandbox_x')
        .send(outcome)
        .expect(400);
      expect(res.body.error.message).toMatch(THAI);
    }
    expect((await request(app).get(`/api/sandbox-payments/checkout/${clientSecret}`)).body.data.status).toBe(
      'open',
    );
  });
});
