import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilRequestsOf } from '../../command-api/purchases/fulfilRequests.ts';
import type { PaymentSucceeded } from '../../events/purchase/purchaseEvents.ts';
import { streams } from '../../events/streams.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { requestMatcher } from '../../infra/app/requests/requestMatcher.ts';
import { fulfilPaidRequests } from '../../infra/app/schedulers/fulfilPaidRequests.ts';
import { waitUntilProjected } from '../../projector/waitUntilProjected.ts';
import type { Schedule } from '../../infra/app/schedulers/schedule.ts';
import { recordClip } from '../fixtures/clips.ts';
import { auth, GOOD_CARD, until } from '../fixtures/money.ts';
import { testMarketplace, validClip, type TestPerson } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const DAY_MS = 24 * 60 * 60 * 1000;
const yesterday = () => bangkokDay(new Date(Date.now() - DAY_MS));

/** A request at the upload fixture's pin (about 10 m from it), yesterday 07:30–08:30. */
const footageRequest = () => ({
  title: 'ตามหาคลิปรถกระบะชนท้ายแล้วหนี พระราม 2',
  description: 'ถูกชนท้ายที่แยกบางขุนเทียน รถคู่กรณีเป็นกระบะสีขาวขับหนีไป',
  latitude: validClip.latitude + 0.00001,
  longitude: validClip.longitude + 0.00008,
  radiusM: 500,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  incidentDate: yesterday(),
  timeFrom: '07:30',
  timeTo: '08:30',
  vehicleTypes: ['car'],
  maxPrice: 2000,
});

describe('a footage request fulfilled by buying the clip that answers it (issue 22), over HTTP', () => {
  let m: Marketplace;
  let matcher: Schedule;
  beforeAll(async () => {
    m = await testMarketplace();
    matcher = requestMatcher({ store: m.store, db: m.db, logger: pino({ level: 'silent' }), pollMs: 20 });
    matcher.start();
  });
  afterAll(async () => {
    await matcher?.stop();
    await m?.close();
  });

  const requester = (name: string) => m.newPerson(name, { userType: 'buyer' });
  async function openRequest(person: TestPerson, body: Record<string, unknown> = footageRequest()) {
    const answer = await request(m.app).post('/api/requests').set(auth(person.token)).send(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.requestId as string;
  }
  /** The seller's clip of yesterday 07:40 at the fixture's pin (or `fields`), approved by an admin. */
  async function approvedClip(fields: Record<string, string> = {}) {
    const uploaded = await uploadVideo(m.app, m.tokens.seller, {
      video: uniqueMp4(),
      fields: { eventDate: yesterday(), eventTime: '07:40', price: '900', ...fields },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const clipId = uploaded.body.data.videoId as string;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);
    return clipId;
  }
  /** The buyer pays for the clip with the sandbox's good test card, as the checkout form does. */
  async function buy(buyer: TestPerson, clipId: string) {
    const created = await request(m.app)
      .post('/api/purchases/create')
      .set(auth(buyer.token))
      .send({ videoId: clipId, paymentMethod: 'card' })
      .expect(201);
    const purchaseId = created.body.data.purchaseId as string;
    const session = await request(m.app)
      .post('/api/payment-provider/create-checkout-session')
      .set(auth(buyer.token))
      .send({ purchaseId })
      .expect(200);
    const paid = await m.payments.sandbox!.payCheckout(session.body.data.clientSecret, GOOD_CARD);
    expect(paid).toMatchObject({ status: 'complete' });
    const done = await until(
      () => request(m.app).get(`/api/purchases/${purchaseId}`).set(auth(buyer.token)),
      (res) => res.body.data?.status === 'paid',
    );
    expect(done.body.data.status).toBe('paid');
    return purchaseId;
  }
  const requestAs = (person: TestPerson, requestId: string) =>
    request(m.app).get(`/api/requests/${requestId}`).set(auth(person.token));
  const notificationsOf = async (token: string) =>
    (await request(m.app).get('/api/notifications').set(auth(token)).expect(200)).body.data.notifications as {
      kind: string;
      data: Record<string, unknown>;
      link: string;
    }[];
  /** Polls a read until `done` holds, longer than `until` (the matcher runs beside the projector). */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await read();
    }
    return value;
  }

  it('the requester is told of the matching clip, buys it with the sandbox card: fulfilled, and the seller is told', async () => {
    const victim = await requester('Victim');
    const requestId = await openRequest(victim);
    const clipId = await approvedClip();

    const toldOfMatch = await eventually(
      () => notificationsOf(victim.token),
      (list) => list.some((n) => n.kind === 'request_matched'),
    );
    expect(toldOfMatch.find((n) => n.kind === 'request_matched')).toMatchObject({
      data: { requestId, clipId, title: footageRequest().title, minutesApart: 0 },
      link: `/requests/${requestId}`,
    });

    const purchaseId = await buy(victim, clipId);
    const fulfilled = await eventually(
      () => requestAs(victim, requestId),
      (res) => res.body.data?.status === 'fulfilled',
    );
    expect(fulfilled.body.data).toMatchObject({ status: 'fulfilled', isOwner: true });
    const events = (await m.store.readStream(streams.request(requestId))).events;
    expect(events.filter((e) => e.type === 'RequestFulfilled').map((e) => e.data)).toEqual([
      expect.objectContaining({
        clipId,
        purchaseId,
        sellerId: m.people!.seller.uid,
        requesterId: victim.uid,
      }),
    ]);

    const sellerTold = await eventually(
      () => notificationsOf(m.tokens.seller),
      (list) => list.some((n) => n.kind === 'request_fulfilled' && n.data.requestId === requestId),
    );
    expect(
      sellerTold.find((n) => n.kind === 'request_fulfilled' && n.data.requestId === requestId),
    ).toMatchObject({
      data: { requestId, clipId, purchaseId, title: footageRequest().title },
      link: '/profile?tab=earnings',
    });
  });

  it('a clip inside the circle and window fulfils a request opened after it was approved; one outside does not', async () => {
    const outside = await approvedClip({
      latitude: String(validClip.latitude + 0.02),
      longitude: String(validClip.longitude),
    });
    const inside = await approvedClip();
    const victim = await requester('Later');
    const requestId = await openRequest(victim);

    await buy(victim, outside);
    const stillOpen = await requestAs(victim, requestId).expect(200);
    expect(stillOpen.body.data.status).toBe('open');

    await buy(victim, inside);
    const fulfilled = await eventually(
      () => requestAs(victim, requestId),
      (res) => res.body.data?.status === 'fulfilled',
    );
    expect(fulfilled.body.data.status).toBe('fulfilled');
  });

  it('a clip sent for the request fulfils it, though it lies outside the circle', async () => {
    const victim = await requester('Answered');
    const requestId = await openRequest(victim);
    const { clipId } = await recordClip(m.store, m.people!.seller.uid, {
      incidentDate: yesterday(),
      incidentTime: '11:00',
      priceSatang: 90_000,
      answersRequest: { requestId, maxPriceSatang: 200_000 },
    });
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(auth(m.tokens.admin)).expect(200);
    await buy(victim, clipId);
    const fulfilled = await eventually(
      () => requestAs(victim, requestId),
      (res) => res.body.data?.status === 'fulfilled',
    );
    expect(fulfilled.body.data.status).toBe('fulfilled');
  });

  it('a failing look-up never fails the payment: logged, nothing recorded', async () => {
    const victim = await requester('Unlucky');
    const requestId = await openRequest(victim);
    const clipId = await approvedClip();
    const purchaseId = await buy(await requester('Buyer'), clipId);
    const paid = (await m.store.readStream(streams.purchase(purchaseId))).events.find(
      (e) => e.type === 'PaymentSucceeded',
    )!.data as PaymentSucceeded['data'];
    const warnings: string[] = [];
    const position = await fulfilRequestsOf(
      {
        store: m.store,
        logger: {
          warn: (...args: unknown[]) => void warnings.push(String(args[1])),
          error() {},
          info() {},
        },
        readModels: { requestsAnsweredBy: () => Promise.reject(new Error('read models unreachable')) },
      },
      paid,
      { actor: { system: 'test' }, correlationId: 'test' },
    );
    expect(position).toBeNull();
    expect(warnings).toEqual(['footage requests of a purchase not looked up']);
    expect((await requestAs(victim, requestId).expect(200)).body.data.status).toBe('open');
  });

  it('the upkeep round fulfils what a payment did not: a request moved onto a clip its requester bought after opening it, once', async () => {
    const far = { latitude: validClip.latitude + 0.1, longitude: validClip.longitude + 0.1 };
    // Opened 15 km off, so the clip bought meanwhile answers nothing when it is paid for.
    const victim = await requester('Mover');
    const requestId = await openRequest(victim, { ...footageRequest(), ...far });
    // Another bought the same clip before opening theirs around it: that purchase fulfils nothing.
    const early = await requester('Early');
    const clipId = await approvedClip();
    await buy(early, clipId);
    const earlyRequestId = await openRequest(early);
    const purchaseId = await buy(victim, clipId);
    expect((await requestAs(victim, requestId).expect(200)).body.data.status).toBe('open');

    const moved = await request(m.app)
      .put(`/api/requests/${requestId}`)
      .set(auth(victim.token))
      .send({ latitude: footageRequest().latitude, longitude: footageRequest().longitude })
      .expect(200);
    expect(
      await waitUntilProjected(m.db, ['requests', 'purchases', 'catalog'], moved.body.position, 20_000),
    ).toBe(true);
    const round = () => fulfilPaidRequests({ store: m.store, db: m.db, now: () => new Date() });
    expect(await round()).toEqual({ fulfilled: [requestId] });
    const events = (await m.store.readStream(streams.request(requestId))).events;
    expect(events.filter((e) => e.type === 'RequestFulfilled').map((e) => e.data)).toEqual([
      expect.objectContaining({ clipId, purchaseId, requesterId: victim.uid }),
    ]);
    expect(events.at(-1)!.metadata.actor).toEqual({ system: 'request-fulfilment' });
    const fulfilled = await eventually(
      () => requestAs(victim, requestId),
      (res) => res.body.data?.status === 'fulfilled',
    );
    expect(fulfilled.body.data.status).toBe('fulfilled');
    // Once the read model has it, the next round finds nothing; the stream would refuse anyway.
    expect(await round()).toEqual({ fulfilled: [] });
    const earlyEvents = (await m.store.readStream(streams.request(earlyRequestId))).events;
    expect(earlyEvents.map((e) => e.type)).not.toContain('RequestFulfilled');
  });

  it('someone else buying the clip fulfils nobody’s request', async () => {
    const victim = await requester('Owner');
    const requestId = await openRequest(victim);
    const clipId = await approvedClip();
    await buy(await requester('Stranger'), clipId);
    const events = (await m.store.readStream(streams.request(requestId))).events;
    expect(events.map((e) => e.type)).not.toContain('RequestFulfilled');
    expect((await requestAs(victim, requestId).expect(200)).body.data.status).toBe('open');
  });
});
