import { createHash, randomUUID } from 'node:crypto';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIBES_PER_WINDOW } from '../../command-api/constants.ts';
import { streams } from '../../events/streams.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { ephemeralVapidKeys } from '../../infra/adapters/push/vapidKeys.ts';
import { webPushSender } from '../../infra/adapters/push/webPushSender.ts';
import { deliveryWorker } from '../../infra/app/deliveries/deliveryWorker.ts';
import type { Schedule } from '../../infra/app/schedulers/schedule.ts';
import { mailsTo } from '../fixtures/devMailbox.ts';
import { localPushService, type LocalPushService, type TestBrowser } from '../fixtures/localPushService.ts';
import { auth } from '../fixtures/money.ts';
import { freshDatabase, serverSkipReason } from '../fixtures/postgresServer.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const thai = /[ก-๙]/;
const DAY_MS = 24 * 60 * 60 * 1000;
const pin = { latitude: 13.659312, longitude: 100.430987 };

/** Waits for the projections and the worker (no time bound: the suite's timeout is the limit). */
async function until<T>(probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// On PGlite and, when DATABASE_URL is set, on a server with a connection pool, where the two
// workers really claim side by side.
type Target = () => Promise<{ db?: SqlClient; drop: () => Promise<void> }>;
const targets: [string, Target][] = [['PGlite', async () => ({ drop: async () => {} })]];
if (!serverSkipReason())
  targets.push([
    'a PostgreSQL server',
    async () => {
      const database = await freshDatabase();
      return { db: pgClient(database.url, { max: 6 }), drop: database.drop };
    },
  ]);

describe.each(targets)('footage-request alerts by Web Push and e-mail (issue 22; %s)', (_name, open) => {
  const vapid = ephemeralVapidKeys('mailto:alerts@dashclip.test');
  let push: LocalPushService;
  let m: Marketplace;
  let workers: Schedule[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const target = await open();
    drop = target.drop;
    push = await localPushService({ vapidPublicKey: vapid.publicKey });
    m = await testMarketplace({
      push: { vapid, extraEndpointOrigins: [push.origin] },
      ...(target.db ? { db: target.db } : {}),
    });
    // Two command-api processes' workers: each notification still goes out once per channel.
    workers = [1, 2].map(() =>
      deliveryWorker({
        store: m.store,
        db: m.db,
        mailer: m.identity.deps.mailer,
        push: webPushSender(vapid, { timeoutMs: 5000 }),
        publicUrl: 'http://dashclip.test',
        logger: pino({ level: 'silent' }),
        pollMs: 50,
        retryBaseMs: 200,
      }),
    );
    for (const worker of workers) worker.start();
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await m?.close();
    await push?.close();
    await drop();
  });

  const member = (name: string) => m.newPerson(`${name}${randomUUID().slice(0, 4)}`);
  const subscribe = (person: TestPerson, body: unknown) =>
    request(m.app)
      .post('/api/users/push-subscriptions')
      .set(auth(person.token))
      .send(body as object);
  const subscribed = async (person: TestPerson, browser: TestBrowser) => {
    const answer = await subscribe(person, browser.subscription);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.subscriptionId as string;
  };
  const channels = (person: TestPerson, email: boolean, pushOn: boolean) =>
    request(m.app)
      .put('/api/users/alert-channels')
      .set(auth(person.token))
      .send({ email, push: pushOn })
      .expect(200);
  const area = (person: TestPerson) =>
    request(m.app)
      .put('/api/users/alert-areas')
      .set(auth(person.token))
      .send({ areas: [{ label: 'ทางไปทำงาน', ...pin, radiusM: 3000 }] })
      .expect(200);
  const openRequest = async () => {
    const requester = await member('Requester');
    const answer = await request(m.app)
      .post('/api/requests')
      .set(auth(requester.token))
      .send({
        title: 'ตามหาคลิปกระบะชนท้ายแล้วหนี พระราม 2',
        description: 'ถูกชนท้ายที่แยกบางขุนเทียน รถคู่กรณีเป็นกระบะสีขาว',
        ...pin,
        radiusM: 500,
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        incidentDate: bangkokDay(new Date(Date.now() - DAY_MS)),
        timeFrom: '07:30',
        timeTo: '08:30',
        vehicleTypes: ['car'],
        maxPrice: 2000,
      });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.requestId as string;
  };
  /** The member's jobs once every one of them is finished. */
  const finishedJobs = (uid: string) =>
    until(async () => {
      const { rows } = await m.db.query<{ channel: string; status: string; outcome: string | null }>(
        `select channel, status, outcome from delivery_jobs where uid = $1 order by channel`,
        [uid],
      );
      return rows.length > 0 && rows.every((row) => !['queued', 'running'].includes(row.status)) && rows;
    });

  it('tells browsers the VAPID public key', async () => {
    const answer = await request(m.app).get('/api/push/public-key').expect(200);
    expect(answer.body.data).toEqual({ publicKey: vapid.publicKey });
    expect(answer.headers['cache-control']).toMatch(/public/);
  });

  it('a member subscribes a browser (sealed on their stream), again without a change, and unsubscribes it', async () => {
    const seller = await member('Driver');
    const browser = push.newBrowser();
    const id = await subscribed(seller, browser);
    expect(id).toBe(createHash('sha256').update(browser.subscription.endpoint).digest('hex'));
    const again = await subscribe(seller, browser.subscription);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ subscriptionId: id });

    const { events } = await m.store.readStream(streams.alerts(seller.uid));
    expect(events.map((e) => e.type)).toEqual(['PushSubscribed']);
    expect(events[0]!.data).toMatchObject({
      uid: seller.uid,
      subscriptionId: id,
      endpoint: browser.subscription.endpoint,
      keys: browser.subscription.keys,
    });
    expect(events[0]!.metadata.actor).toMatchObject({ id: seller.uid });
    // The endpoint and keys are stored sealed with the member's key.
    const { rows } = await m.db.query<{ data: Record<string, unknown> }>(
      `select data from events where stream_id = $1`,
      [streams.alerts(seller.uid)],
    );
    expect(JSON.stringify(rows[0]!.data)).not.toContain(browser.id);
    expect(rows[0]!.data).toHaveProperty('personal');

    const other = await member('Other');
    const notTheirs = await request(m.app)
      .delete(`/api/users/push-subscriptions/${id}`)
      .set(auth(other.token));
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error.message).toMatch(thai);
    const removed = await request(m.app)
      .delete(`/api/users/push-subscriptions/${id}`)
      .set(auth(seller.token));
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ subscriptionId: id, unsubscribed: true });
    expect(
      (await request(m.app).delete(`/api/users/push-subscriptions/${id}`).set(auth(seller.token))).status,
    ).toBe(404);
  });

  it('refuses what no browser sends, in Thai: another host, a bad key, unknown fields', async () => {
    const seller = await member('Careful');
    const { subscription } = push.newBrowser();
    const bad = [
      {},
      { ...subscription, endpoint: 'https://attacker.example/collect' },
      { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...subscription, endpoint: 'not a url' },
      { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } },
      { ...subscription, keys: { ...subscription.keys, auth: Buffer.alloc(8).toString('base64url') } },
      { ...subscription, keys: { p256dh: subscription.keys.p256dh } },
      { ...subscription, extra: true },
      { ...subscription, endpoint: 42 },
    ];
    for (const body of bad) {
      const answer = await subscribe(seller, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION');
      expect(answer.body.error.message).toMatch(thai);
    }
    const fcm = await subscribe(seller, {
      ...subscription,
      endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    });
    expect(fcm.status).toBe(201);
    const notJson = await request(m.app)
      .post('/api/users/push-subscriptions')
      .set(auth(seller.token))
      .set('content-type', 'text/plain')
      .send('x');
    expect(notJson.status).toBe(415);
  });

  it(`a member sends at most ${PUSH_SUBSCRIBES_PER_WINDOW} subscriptions an hour`, async () => {
    const eager = await member('Eager');
    const { subscription } = push.newBrowser();
    for (let i = 0; i < PUSH_SUBSCRIBES_PER_WINDOW; i++)
      expect([200, 201]).toContain((await subscribe(eager, subscription)).status);
    const limited = await subscribe(eager, subscription);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.body.error.message).toMatch(thai);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a new request near a driver reaches their phone (decrypted as the browser would) and their mailbox', async () => {
    const driver = await member('Driver');
    const browser = push.newBrowser();
    await subscribed(driver, browser);
    await channels(driver, true, true);
    await area(driver);
    const requestId = await openRequest();

    const [message] = await until(
      async () => push.received(browser.id).length > 0 && push.received(browser.id),
    );
    expect(push.refusals).toEqual([]);
    expect(message!.payload).toEqual({
      title: 'มีคนตามหาคลิปใกล้พื้นที่ของคุณ',
      body: expect.stringContaining('ล็อกหรือสำรองไฟล์ไว้ก่อน'),
      url: `/requests/${requestId}`,
      tag: `request_nearby:${requestId}`,
    });
    expect((message!.payload as { body: string }).body).toContain('ตามหาคลิปกระบะชนท้ายแล้วหนี พระราม 2');
    expect(message!.urgency).toBe('high');
    expect(message!.ttl).toBeGreaterThan(0);
    expect(message!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:alerts@dashclip.test' });

    const [mail] = await until(async () => {
      const mails = await mailsTo(m.app, driver.email);
      return mails.length > 0 && mails;
    });
    expect(mail!.subject).toBe('มีคนตามหาคลิปใกล้พื้นที่ของคุณ - แดชคลิป');
    expect(mail!.text).toContain('ทางไปทำงาน');
    expect(mail!.text).toContain(`http://dashclip.test/requests/${requestId}`);
    expect(mail!.text).toContain('http://dashclip.test/profile?tab=requests');
    expect(mail!.link).toBe(`http://dashclip.test/requests/${requestId}`);
    expect(await finishedJobs(driver.uid)).toEqual([
      { channel: 'email', status: 'sent', outcome: null },
      { channel: 'push', status: 'sent', outcome: null },
    ]);
    // Once only: a later round feeds nothing again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received(browser.id)).toHaveLength(1);
    expect(await mailsTo(m.app, driver.email)).toHaveLength(1);
  });

  it('a browser the push service says is gone (410) is unsubscribed by the system; the other still gets it', async () => {
    const driver = await member('TwoPhones');
    const gone = push.newBrowser();
    const kept = push.newBrowser();
    const goneId = await subscribed(driver, gone);
    await subscribed(driver, kept);
    await channels(driver, false, true);
    await area(driver);
    push.answer(gone.id, 410);
    await openRequest();

    await until(async () => push.received(kept.id).length > 0);
    const { events } = await until(async () => {
      const stream = await m.store.readStream(streams.alerts(driver.uid));
      return stream.events.some((e) => e.type === 'PushUnsubscribed') && stream;
    });
    const unsubscribed = events.find((e) => e.type === 'PushUnsubscribed')!;
    expect(unsubscribed.data).toMatchObject({ uid: driver.uid, subscriptionId: goneId });
    expect(unsubscribed.metadata.actor).toEqual({ system: 'delivery-worker' });
    await until(async () => {
      const { rows } = await m.db.query(`select 1 from push_subscriptions where subscription_id = $1`, [
        goneId,
      ]);
      return rows.length === 0;
    });
    expect(push.received(gone.id)).toEqual([]);
    expect(await finishedJobs(driver.uid)).toEqual([
      { channel: 'email', status: 'skipped', outcome: 'channel off' },
      { channel: 'push', status: 'sent', outcome: null },
    ]);
    expect(await mailsTo(m.app, driver.email)).toEqual([]);
  });

  it('a browser renews the subscription its push service ended, with no session: alerts follow the new one', async () => {
    const driver = await member('Renewing');
    const ended = push.newBrowser();
    const endedId = await subscribed(driver, ended);
    await channels(driver, false, true);
    await area(driver);
    await until(async () => {
      const { rows } = await m.db.query(`select 1 from push_subscriptions where subscription_id = $1`, [
        endedId,
      ]);
      return rows.length === 1;
    });
    const renew = (body: object) => request(m.app).post('/api/push-subscriptions/renewals').send(body);

    const renewed = push.newBrowser();
    const answer = await renew({
      oldEndpoint: ended.subscription.endpoint,
      subscription: renewed.subscription,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const renewedId = createHash('sha256').update(renewed.subscription.endpoint).digest('hex');
    expect(answer.body.data).toEqual({ subscriptionId: renewedId });
    const { events } = await m.store.readStream(streams.alerts(driver.uid));
    const pushEvents = events.filter((e) => e.type.startsWith('Push'));
    expect(
      pushEvents.map((e) => [
        e.type,
        (e.data as { subscriptionId: string }).subscriptionId,
        e.metadata.actor,
      ]),
    ).toEqual([
      ['PushSubscribed', endedId, expect.objectContaining({ id: driver.uid })],
      ['PushUnsubscribed', endedId, { system: 'push-renewal' }],
      ['PushSubscribed', renewedId, { system: 'push-renewal' }],
    ]);

    // The ended one is no proof any more; one nobody knows never was; neither records anything.
    for (const oldEndpoint of [ended.subscription.endpoint, `${push.origin}/push/nobody`]) {
      const refused = await renew({ oldEndpoint, subscription: push.newBrowser().subscription });
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toMatch(thai);
    }
    for (const body of [
      {},
      { oldEndpoint: ended.subscription.endpoint },
      {
        oldEndpoint: ended.subscription.endpoint,
        subscription: { ...renewed.subscription, endpoint: 'https://attacker.example/x' },
      },
      { oldEndpoint: '', subscription: renewed.subscription },
      { oldEndpoint: ended.subscription.endpoint, subscription: renewed.subscription, uid: driver.uid },
    ]) {
      const refused = await renew(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.message).toMatch(thai);
    }
    expect((await m.store.readStream(streams.alerts(driver.uid))).events).toHaveLength(events.length);

    await until(async () => {
      const { rows } = await m.db.query(`select 1 from push_subscriptions where subscription_id = $1`, [
        renewedId,
      ]);
      return rows.length === 1;
    });
    await openRequest();
    await until(async () => push.received(renewed.id).length > 0);
    expect(await finishedJobs(driver.uid)).toEqual([
      { channel: 'email', status: 'skipped', outcome: 'channel off' },
      { channel: 'push', status: 'sent', outcome: null },
    ]);
    expect(push.received(ended.id)).toEqual([]);
  });

  it('a busy push service (503) is tried again later; the browser reached the first time gets it once', async () => {
    const driver = await member('Busy');
    const reached = push.newBrowser();
    const busy = push.newBrowser();
    await subscribed(driver, reached);
    await subscribed(driver, busy);
    await channels(driver, false, true);
    await area(driver);
    push.answer(busy.id, 503);
    await openRequest();

    const failedOnce = await until(async () => {
      const { rows } = await m.db.query<{
        attempts: number;
        last_error: string | null;
        done_targets: string[];
      }>(`select attempts, last_error, done_targets from delivery_jobs where uid = $1 and channel = 'push'`, [
        driver.uid,
      ]);
      return rows[0]?.last_error ? rows[0] : null;
    });
    expect(failedOnce.last_error).toBe('push service answered 503');
    expect(failedOnce.done_targets).toHaveLength(1);
    push.answer(busy.id, 201);
    await until(async () => push.received(busy.id).length > 0);
    expect(await finishedJobs(driver.uid)).toEqual([
      { channel: 'email', status: 'skipped', outcome: 'channel off' },
      { channel: 'push', status: 'sent', outcome: null },
    ]);
    expect(push.received(reached.id)).toHaveLength(1);
    expect(push.received(busy.id)).toHaveLength(1);
  });

  it('a member with push and e-mail off gets neither; the in-app notification stays', async () => {
    const driver = await member('Quiet');
    const browser = push.newBrowser();
    await subscribed(driver, browser);
    await channels(driver, false, false);
    await area(driver);
    await openRequest();

    expect(await finishedJobs(driver.uid)).toEqual([
      { channel: 'email', status: 'skipped', outcome: 'channel off' },
      { channel: 'push', status: 'skipped', outcome: 'channel off' },
    ]);
    expect(push.received(browser.id)).toEqual([]);
    expect(await mailsTo(m.app, driver.email)).toEqual([]);
    const inApp = await m.db.query(`select kind from notifications where uid = $1`, [driver.uid]);
    expect(inApp.rows).toEqual([{ kind: 'request_nearby' }]);
  });
});
