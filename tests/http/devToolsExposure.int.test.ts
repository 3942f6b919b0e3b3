import http from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, mailbox, registration, smsOutbox } from '../fixtures/devMailbox.ts';
import { smtpSink, type SmtpSink } from '../fixtures/smtpSink.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

/** An address on the internet (TEST-NET-3), not this machine. */
const STRANGER_ADDRESS = '203.0.113.7';
const NOT_FOUND_MESSAGE = 'ไม่พบ API ที่เรียก';

/**
 * The real app, reached as if over the network: supertest always connects from 127.0.0.1, so the
 * socket presents the stranger's address to every layer of the app (the one thing a test cannot
 * get from a real remote machine).
 */
function fromStranger(app: Express): http.Server {
  return http.createServer((req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: STRANGER_ADDRESS, configurable: true });
    app(req, res);
  });
}

const expectUnknownPath = (res: Parameters<typeof expectError>[0]) =>
  expectError(res, 404, 'NOT_FOUND', NOT_FOUND_MESSAGE);

describe('dev outboxes on, a stranger on the network (launch blocker 1)', () => {
  const BOSS = 'boss@example.com';
  let market: Awaited<ReturnType<typeof testMarketplace>>;
  let stranger: http.Server;
  beforeAll(async () => {
    // TRUST_PROXY on: a forged X-Forwarded-For then sets req.ip, which must not open the door.
    market = await testMarketplace({ adminEmails: [BOSS], trustProxy: true });
    stranger = fromStranger(market.app);
  });
  afterAll(async () => market?.close());

  it('cannot read the reset link of an admin whose password reset they asked for', async () => {
    const admin = market.people!.admin;
    await request(stranger).post('/api/auth/forgot-password').send({ email: admin.email }).expect(200);
    // The mail was written (this machine's tester still sees it) ...
    expect((await mailbox(market.app)).some((mail) => mail.to === admin.email && mail.link)).toBe(true);
    // ... but the stranger gets what any unknown path answers, with or without a forged address.
    expectUnknownPath(await request(stranger).get('/api/dev/mailbox'));
    expectUnknownPath(await request(stranger).get('/api/dev/mailbox').set('x-forwarded-for', '127.0.0.1'));
  });

  it('cannot verify an address of ADMIN_EMAILS it registered (which would make it an admin)', async () => {
    await request(stranger)
      .post('/api/auth/register')
      .send(registration({ email: BOSS }))
      .expect(201);
    const res = await request(stranger).get('/api/dev/mailbox?limit=50');
    expectUnknownPath(res);
    expect(JSON.stringify(res.body)).not.toContain('token=');
  });

  it('cannot read phone numbers and live OTPs from the SMS outbox', async () => {
    const seller = market.people!.seller;
    await request(market.app)
      .post('/api/users/phone/send-code')
      .set(bearer(seller.token))
      .send({ phone: '0812345678' })
      .expect(200);
    expect((await smsOutbox(market.app)).length).toBeGreaterThan(0);
    const res = await request(stranger).get('/api/dev/sms').set('x-forwarded-for', '::1');
    expectUnknownPath(res);
    expect(JSON.stringify(res.body)).not.toContain('+66812345678');
  });

  it('a signed-in member from the network is still a stranger; an admin may read them', async () => {
    expectUnknownPath(await request(stranger).get('/api/dev/mailbox').set(bearer(market.tokens.seller)));
    expectUnknownPath(await request(stranger).get('/api/dev/sms').set(bearer(market.tokens.buyer)));
    await request(stranger).get('/api/dev/mailbox').set(bearer(market.tokens.admin)).expect(200);
    await request(stranger).get('/api/dev/sms').set(bearer(market.tokens.admin)).expect(200);
  });

  it('tells only those it would answer that dev tools exist', async () => {
    const devTools = async (server: Express | http.Server, token = '') =>
      (
        await request(server)
          .get('/api/auth/config')
          .set(token ? bearer(token) : {})
          .expect(200)
      ).body.data.devTools as boolean;
    expect(await devTools(market.app)).toBe(true);
    expect(await devTools(stranger)).toBe(false);
    expect(await devTools(stranger, market.tokens.seller)).toBe(false);
    expect(await devTools(stranger, market.tokens.admin)).toBe(true);
    // nor the payment page's dev control, nor when the Host names another site (tunnel, rebinding)
    const devControls = async (server: Express | http.Server, host?: string) =>
      (
        await request(server)
          .get('/api/payment-provider/config')
          .set(host ? { host } : {})
          .expect(200)
      ).body.data.devControls as boolean;
    expect(await devControls(market.app)).toBe(true);
    expect(await devControls(stranger)).toBe(false);
    expect(await devControls(market.app, 'rebind.attacker.example')).toBe(false);
    expect(await devTools(market.app)).toBe(true);
    expectUnknownPath(await request(market.app).get('/api/dev/mailbox').set('host', 'dashclip.example'));
  });

  it('a request relayed by a reverse proxy on this machine (X-Forwarded-For) is not local', async () => {
    expectUnknownPath(
      await request(market.app).get('/api/dev/mailbox').set('x-forwarded-for', STRANGER_ADDRESS),
    );
    expectUnknownPath(await request(market.app).get('/api/dev/sms').set('forwarded', 'for=203.0.113.7'));
    await request(market.app).get('/api/dev/mailbox').expect(200);
  });

  it('cannot mark a PromptPay QR paid through the sandbox dev control', async () => {
    expectUnknownPath(await request(stranger).post('/api/sandbox-payments/intents/pi_any/promptpay-paid'));
    // From this machine the control exists (an unknown intent is the intent's own 404).
    const local = await request(market.app).post('/api/sandbox-payments/intents/pi_any/promptpay-paid');
    expect(local.status).toBe(404);
    expect(local.body.error.message).not.toBe(NOT_FOUND_MESSAGE);
  });
});

describe('dev tools off (DEV_TOOLS=false, or not embedded on loopback)', () => {
  let market: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    market = await testMarketplace({ devTools: false });
  });
  afterAll(async () => market?.close());

  it('has no dev outboxes, even for this machine or an admin, and tells the PWA so', async () => {
    await request(market.app).post('/api/auth/forgot-password').send({ email: market.people!.admin.email });
    for (const path of ['/api/dev/mailbox', '/api/dev/sms'])
      for (const token of ['', market.tokens.admin])
        expectUnknownPath(
          await request(market.app)
            .get(path)
            .set(token ? bearer(token) : {}),
        );
    const config = await request(market.app).get('/api/auth/config').expect(200);
    expect(config.body.data.devTools).toBe(false);
  });

  it('offers no sandbox dev control', async () => {
    expectUnknownPath(await request(market.app).post('/api/sandbox-payments/intents/pi_any/promptpay-paid'));
    const payment = await request(market.app).get('/api/payment-provider/config').expect(200);
    expect(payment.body.data.devControls).toBe(false);
  });

  it('sends the phone code without making it readable over the API', async () => {
    const seller = market.people!.seller;
    await request(market.app)
      .post('/api/users/phone/send-code')
      .set(bearer(seller.token))
      .send({ phone: '0812345678' })
      .expect(200);
    expectUnknownPath(await request(market.app).get('/api/dev/sms').set(bearer(market.tokens.admin)));
  });
});

describe('SMTP_URL set', () => {
  let sink: SmtpSink;
  let market: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    sink = await smtpSink();
    market = await testMarketplace({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await market?.close();
    await sink?.close();
  });

  it('sends the reset link by SMTP and puts nothing in the dev mailbox', async () => {
    const admin = market.people!.admin;
    await request(market.app).post('/api/auth/forgot-password').send({ email: admin.email }).expect(200);
    const toAdmin = sink.messages.filter((message) => message.includes(`To: ${admin.email}`));
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]).toMatch(/reset-password\?token=|token=3D/);
    expect(await mailbox(market.app)).toEqual([]);
  });
});
