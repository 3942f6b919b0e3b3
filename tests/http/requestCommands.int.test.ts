import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_AREAS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_OPEN_DAYS,
  REQUEST_OPEN_MAX,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_REASON_MAX,
  REQUEST_TITLE_MAX,
} from '../../events/constants.ts';
import { streams } from '../../events/streams.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { REQUEST_OPENS_PER_HOUR, REQUEST_REPORTS_PER_WINDOW } from '../../command-api/constants.ts';
import { expireRequest, fulfilRequest, matchRequest } from '../../command-api/requests/requestUpkeep.ts';
import { auth } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const thai = /[ก-๙]/;
const DAY_MS = 24 * 60 * 60 * 1000;
const yesterday = () => bangkokDay(new Date(Date.now() - DAY_MS));
const system = { actor: { system: 'test' }, correlationId: 'test' } as const;

const validRequest = () => ({
  title: 'ตามหาคลิปรถกระบะชนท้ายแล้วหนี พระราม 2',
  description: 'ถูกชนท้ายที่แยกบางขุนเทียน รถคู่กรณีเป็นกระบะสีขาวขับหนีไป',
  latitude: 13.659312,
  longitude: 100.430987,
  radiusM: 500,
  province: 'กทม',
  district: 'เขตบางขุนเทียน',
  subDistrict: 'แสมดำ',
  address: 'ถนนพระราม 2 ขาออก',
  incidentDate: yesterday(),
  timeFrom: '07:30',
  timeTo: '08:30',
  vehicleTypes: ['car', 'truck'],
  maxPrice: 2000,
});

describe('footage requests over HTTP: the command side (issue 22)', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  beforeAll(async () => {
    m = await testMarketplace();
    admin = auth(m.tokens.admin);
  });
  afterAll(async () => m?.close());

  const member = (name = 'Requester') =>
    m.newPerson(`${name}${randomUUID().slice(0, 4)}`, { userType: 'buyer' });
  const open = (person: TestPerson, body: Record<string, unknown> = validRequest()) =>
    request(m.app).post('/api/requests').set(auth(person.token)).send(body);
  const opened = async (person: TestPerson, body?: Record<string, unknown>) => {
    const answer = await open(person, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.requestId as string;
  };
  const act = (person: TestPerson, id: string, action: 'close' | 'renew') =>
    request(m.app).post(`/api/requests/${id}/${action}`).set(auth(person.token));
  const edit = (person: TestPerson, id: string, body: Record<string, unknown>) =>
    request(m.app).put(`/api/requests/${id}`).set(auth(person.token)).send(body);
  const report = (
    person: TestPerson,
    id: string,
    body: Record<string, unknown> = { reason: 'ระบุทะเบียนรถ' },
  ) => request(m.app).post(`/api/requests/${id}/report`).set(auth(person.token)).send(body);
  const eventsOf = async (streamId: string) =>
    (await m.store.readStream(streamId)).events.map((event) => ({
      ...event,
      data: event.data as Record<string, unknown>,
    }));

  it('a member opens a request: a slot on the guard, then RequestOpened with the actor, satang, the list’s names', async () => {
    const requester = await member();
    const before = Date.now();
    const answer = await open(requester);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      data: { requestId: expect.any(String) },
      position: expect.any(String),
    });
    const { requestId } = answer.body.data;

    const guard = await eventsOf(streams.requesting(requester.uid));
    expect(guard.map((event) => [event.type, event.data.requestId])).toEqual([
      ['RequestSlotTaken', requestId],
    ]);
    const [openedEvent, ...rest] = await eventsOf(streams.request(requestId));
    expect(rest).toEqual([]);
    expect(openedEvent!.type).toBe('RequestOpened');
    expect(openedEvent!.metadata.actor).toEqual({ id: requester.uid, role: 'buyer' });
    const data = openedEvent!.data as Record<string, unknown> & { openedAt: string; expiresAt: string };
    expect(data).toMatchObject({
      requestId,
      requesterId: requester.uid,
      title: validRequest().title,
      place: {
        lat: 13.659312,
        lng: 100.430987,
        radiusM: 500,
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        subDistrict: 'แสมดำ',
        address: 'ถนนพระราม 2 ขาออก',
      },
      when: { incidentDate: yesterday(), timeFrom: '07:30', timeTo: '08:30' },
      vehicleTypes: ['car', 'truck'],
      maxPriceSatang: 200_000,
    });
    expect(Date.parse(data.openedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.expiresAt) - Date.parse(data.openedAt)).toBe(REQUEST_OPEN_DAYS * DAY_MS);

    // The requester's words and the exact pin are sealed in the store.
    const { rows } = await m.db.query<{ data: unknown }>('select data from events where stream_id = $1', [
      streams.request(requestId),
    ]);
    const stored = JSON.stringify(rows[0]!.data);
    expect(stored).not.toContain('ถูกชนท้าย');
    expect(stored).not.toContain('13.659312');
  });

  it('refuses bad input with 400 and a Thai message naming the field; nothing is written', async () => {
    const requester = await member();
    const valid = validRequest();
    const without = (field: string) =>
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    const tomorrow = bangkokDay(new Date(Date.now() + DAY_MS));
    const longAgo = bangkokDay(new Date(Date.now() - 400 * DAY_MS));
    const cases: [Record<string, unknown>, string][] = [
      [without('title'), 'title'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'ก'.repeat(REQUEST_TITLE_MAX + 1) }, 'title'],
      [{ ...valid, description: 'ก'.repeat(REQUEST_DESCRIPTION_MAX + 1) }, 'description'],
      [without('latitude'), 'latitude'],
      [{ ...valid, latitude: 35.68, longitude: 139.76 }, 'latitude'],
      [{ ...valid, latitude: '13.6' }, 'latitude'],
      [{ ...valid, radiusM: REQUEST_RADIUS_MIN_M - 1 }, 'radiusM'],
      [{ ...valid, radiusM: REQUEST_RADIUS_MAX_M + 1 }, 'radiusM'],
      [{ ...valid, radiusM: 250.5 }, 'radiusM'],
      [{ ...valid, province: 'แอตแลนติส' }, 'province'],
      [without('province'), 'province'],
      [{ ...valid, incidentDate: tomorrow }, 'incidentDate'],
      [{ ...valid, incidentDate: longAgo }, 'incidentDate'],
      [{ ...valid, incidentDate: '2026-02-30' }, 'incidentDate'],
      [{ ...valid, incidentDate: '21/11/2569' }, 'incidentDate'],
      [{ ...valid, timeFrom: '7:30' }, 'timeFrom'],
      [{ ...valid, timeTo: '24:00' }, 'timeTo'],
      [{ ...valid, timeFrom: '08:30', timeTo: '08:30' }, 'timeTo'],
      [{ ...valid, timeFrom: '22:00', timeTo: '02:00' }, 'timeTo'],
      [{ ...valid, vehicleTypes: [] }, 'vehicleTypes'],
      [{ ...valid, vehicleTypes: ['car', 'car'] }, 'vehicleTypes'],
      [{ ...valid, vehicleTypes: ['spaceship'] }, 'vehicleTypes.0'],
      [{ ...valid, vehicleTypes: 'car' }, 'vehicleTypes'],
      [{ ...valid, maxPrice: REQUEST_PRICE_MIN_BAHT - 1 }, 'maxPrice'],
      [{ ...valid, maxPrice: REQUEST_PRICE_MAX_BAHT + 1 }, 'maxPrice'],
      [{ ...valid, maxPrice: 500.5 }, 'maxPrice'],
      [{ ...valid, title: 'ก\u0000ข' }, 'title'],
      [{ ...valid, requesterId: 'someone-else' }, 'requesterId'],
    ];
    for (const [body, field] of cases) {
      const answer = await open(requester, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION');
      expect(answer.body.error.message).toMatch(thai);
      const fields = answer.body.error.fields as { field: string; message: string }[];
      expect(
        fields.map((f) => f.field),
        JSON.stringify(body),
      ).toContain(field);
      for (const f of fields) expect(f.message).toMatch(thai);
    }
    const notJson = await request(m.app)
      .post('/api/requests')
      .set(auth(requester.token))
      .set('content-type', 'text/plain')
      .send('title=x');
    expect(notJson.status).toBe(415);
    expect(await eventsOf(streams.requesting(requester.uid))).toEqual([]);
  });

  it('only a signed-in member with a verified e-mail opens one', async () => {
    expect((await request(m.app).post('/api/requests').send(validRequest())).status).toBe(401);
    const unverified = await m.newPerson('Unverified', { verified: false });
    const answer = await open(unverified);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toMatch(thai);
  });

  it(`at most ${REQUEST_OPEN_MAX} open: the next is refused with 409 REQUEST_LIMIT until one is closed`, async () => {
    const requester = await member();
    const ids: string[] = [];
    for (let i = 0; i < REQUEST_OPEN_MAX; i++) ids.push(await opened(requester));
    const refused = await open(requester);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('REQUEST_LIMIT');
    expect(refused.body.error.message).toContain(String(REQUEST_OPEN_MAX));
    expect((await act(requester, ids[0]!, 'close')).status).toBe(200);
    await opened(requester);
  });

  it('five parallel openings with two open already: exactly one succeeds', async () => {
    const requester = await member();
    await opened(requester);
    await opened(requester);
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(requester)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.error.code).toBe('REQUEST_LIMIT');
    const opens = (
      await m.db.query<{ n: number }>(
        `select count(*)::int as n from events where type = 'RequestOpened' and data->>'requesterId' = $1`,
        [requester.uid],
      )
    ).rows[0]!.n;
    expect(opens).toBe(3);
  });

  it(`opening is limited to ${REQUEST_OPENS_PER_HOUR} an hour, closing between or not: 429 with Retry-After`, async () => {
    const requester = await member();
    for (let i = 0; i < REQUEST_OPENS_PER_HOUR; i++) {
      const id = await opened(requester);
      expect((await act(requester, id, 'close')).status).toBe(200);
    }
    const refused = await open(requester);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.error.message).toMatch(thai);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('the owner edits, closes and renews', () => {
    let owner: TestPerson;
    let other: TestPerson;
    let id: string;
    beforeAll(async () => {
      owner = await member('Owner');
      other = await member('Other');
      id = await opened(owner);
    });

    it('an edit records only what changed, merged into the place and window', async () => {
      const answer = await edit(owner, id, { title: validRequest().title, radiusM: 1500, timeTo: '09:15' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ requestId: id });
      const events = await eventsOf(streams.request(id));
      const edited = events.at(-1)!;
      expect(edited.type).toBe('RequestEdited');
      expect(edited.metadata.actor).toEqual({ id: owner.uid, role: 'buyer' });
      expect(edited.data.changes).toEqual({
        place: expect.objectContaining({ radiusM: 1500, province: 'กรุงเทพมหานคร', district: 'บางขุนเทียน' }),
        when: { incidentDate: yesterday(), timeFrom: '07:30', timeTo: '09:15' },
      });
    });

    it('an edit names the field it refuses', async () => {
      const reversed = await edit(owner, id, { timeFrom: '10:00' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.error.fields).toEqual([{ field: 'timeTo', message: expect.stringMatching(thai) }]);
      const nothing = await edit(owner, id, { title: validRequest().title });
      expect(nothing.status).toBe(400);
      expect(nothing.body.error.code).toBe('REQUEST_NO_CHANGES');
      for (const body of [{ radiusM: 20 }, { maxPrice: 1 }, { vehicleTypes: [] }, { status: 'closed' }]) {
        const answer = await edit(owner, id, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error.message).toMatch(thai);
      }
    });

    it('nobody else edits, closes or renews it', async () => {
      for (const answer of [
        await edit(other, id, { title: 'ของฉัน' }),
        await act(other, id, 'close'),
        await act(other, id, 'renew'),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('FORBIDDEN');
        expect(answer.body.error.message).toMatch(thai);
      }
      const missing = await act(owner, 'no-such-request', 'close');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toMatch(thai);
      const badId = await act(owner, 'bad id!', 'close');
      expect(badId.status).toBe(400);
    });

    it('renewing an open request moves its end REQUEST_OPEN_DAYS from now', async () => {
      const answer = await act(owner, id, 'renew');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ requestId: id, status: 'open' });
      expect(Date.parse(answer.body.data.expiresAt) - Date.now()).toBeGreaterThan(
        (REQUEST_OPEN_DAYS - 1) * DAY_MS,
      );
      // Still open: no second slot taken.
      expect(await eventsOf(streams.requesting(owner.uid))).toHaveLength(1);
    });

    it('a closed request is refused in Thai for edit, close and renewal', async () => {
      expect((await act(owner, id, 'close')).body.data).toEqual({ requestId: id, status: 'closed' });
      for (const answer of [
        await edit(owner, id, { title: 'ใหม่' }),
        await act(owner, id, 'close'),
        await act(owner, id, 'renew'),
      ]) {
        expect(answer.status).toBe(409);
        expect(answer.body.error.code).toBe('REQUEST_NOT_OPEN');
        expect(answer.body.error.message).toMatch(/ปิดไปแล้ว/);
      }
    });
  });

  it('an expired request is renewed through a slot of its own again', async () => {
    const owner = await member();
    const expiring = await opened(owner);
    const future = new Date(Date.now() + (REQUEST_OPEN_DAYS + 1) * DAY_MS).toISOString();
    expect(await expireRequest(m.store, { requestId: expiring, now: future }, system)).not.toBeNull();
    // Not due and no longer open: nothing to record, twice over.
    expect(await expireRequest(m.store, { requestId: expiring, now: future }, system)).toBeNull();
    const others = [await opened(owner), await opened(owner), await opened(owner)];
    const full = await act(owner, expiring, 'renew');
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('REQUEST_LIMIT');
    expect((await act(owner, others[0]!, 'close')).status).toBe(200);
    const renewed = await act(owner, expiring, 'renew');
    expect(renewed.status).toBe(200);
    const guard = await eventsOf(streams.requesting(owner.uid));
    expect(guard.filter((event) => event.data.requestId === expiring)).toHaveLength(2);
    expect((await edit(owner, expiring, { title: 'ยังตามหาอยู่' })).status).toBe(200);
  });

  describe('reports and removal', () => {
    let owner: TestPerson;
    let reporter: TestPerson;
    let id: string;
    beforeAll(async () => {
      owner = await member('Owner');
      reporter = await member('Reporter');
      id = await opened(owner);
    });

    it('another member reports an open request once; its owner cannot', async () => {
      const answer = await report(reporter, id, { reason: '  ระบุชื่อและทะเบียนรถของบุคคลอื่น  ' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ requestId: id, reported: true });
      const reported = (await eventsOf(streams.request(id))).at(-1)!;
      expect(reported.type).toBe('RequestReported');
      expect(reported.data).toMatchObject({ reporterId: reporter.uid, reason: 'ระบุชื่อและทะเบียนรถของบุคคลอื่น' });
      expect(reported.metadata.actor).toEqual({ id: reporter.uid, role: 'buyer' });

      const again = await report(reporter, id);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('REQUEST_ALREADY_REPORTED');
      const own = await report(owner, id);
      expect(own.status).toBe(403);
      expect(own.body.error.message).toMatch(thai);
      for (const body of [
        {},
        { reason: ' ' },
        { reason: 'ก'.repeat(REQUEST_REASON_MAX + 1) },
        { reason: 5 },
      ]) {
        const bad = await report(reporter, id, body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.body.error.message).toMatch(thai);
      }
      expect((await report(reporter, 'no-such-request')).status).toBe(404);
    });

    it('an admin removes it with a reason; its owner can no longer change it; nobody else can remove', async () => {
      const remove = (headers: Record<string, string>, body: Record<string, unknown>) =>
        request(m.app).put(`/api/admin/requests/${id}/remove`).set(headers).send(body);
      expect((await remove(auth(owner.token), { reason: 'x' })).status).toBe(403);
      expect((await remove(admin, {})).status).toBe(400);
      const answer = await remove(admin, { reason: 'ระบุทะเบียนรถของบุคคลอื่นในที่สาธารณะ' });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ requestId: id, status: 'removed' });
      const removed = (await eventsOf(streams.request(id))).at(-1)!;
      expect(removed.type).toBe('RequestRemoved');
      expect(removed.data).toMatchObject({
        by: m.people!.admin.uid,
        reason: 'ระบุทะเบียนรถของบุคคลอื่นในที่สาธารณะ',
      });
      expect(removed.metadata.actor).toMatchObject({ id: m.people!.admin.uid, role: 'admin' });
      const again = await remove(admin, { reason: 'ซ้ำ' });
      expect(again.status).toBe(409);
      const edited = await edit(owner, id, { title: 'ใหม่' });
      expect(edited.status).toBe(409);
      expect(edited.body.error.message).toMatch(/ผู้ดูแลระบบนำออก/);
      // Off the board: nothing to report.
      expect((await report(await member('Late'), id)).status).toBe(404);
    });

    it(`a member sends at most ${REQUEST_REPORTS_PER_WINDOW} reports in a window`, async () => {
      const busy = await member('Busy');
      const target = await opened(await member('Target'));
      for (let i = 0; i < REQUEST_REPORTS_PER_WINDOW; i++)
        expect([200, 409]).toContain((await report(busy, target)).status);
      const limited = await report(busy, target);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('TOO_MANY_REQUESTS');
      expect(limited.body.error.message).toMatch(/รายงาน/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('background work records a match and a fulfilment once each', async () => {
    const owner = await member();
    const id = await opened(owner);
    const match = {
      requestId: id,
      clipId: 'clip-1',
      sellerId: 'seller-1',
      distanceM: 120,
      minutesApart: 0,
      now: new Date().toISOString(),
    };
    expect((await matchRequest(m.store, match, system))?.events.map((e) => e.type)).toEqual([
      'RequestMatched',
    ]);
    expect(await matchRequest(m.store, match, system)).toBeNull();
    const purchase = {
      requestId: id,
      buyerId: owner.uid,
      clipId: 'clip-1',
      sellerId: 'seller-1',
      purchaseId: 'p-1',
      now: new Date().toISOString(),
    };
    expect((await fulfilRequest(m.store, purchase, system))?.events.map((e) => e.type)).toEqual([
      'RequestFulfilled',
    ]);
    expect(await fulfilRequest(m.store, purchase, system)).toBeNull();
    // Fulfilled: no more matches, and the owner's answer says why it cannot be closed.
    expect(await matchRequest(m.store, { ...match, clipId: 'clip-2' }, system)).toBeNull();
    const close = await act(owner, id, 'close');
    expect(close.status).toBe(409);
    expect(close.body.error.message).toMatch(/ได้รับคลิปแล้ว/);
    await expect(
      fulfilRequest(m.store, { ...purchase, buyerId: 'someone-else' }, system),
    ).rejects.toMatchObject({
      code: 'REQUEST_NOT_OWNER',
    });
  });

  describe('alert areas and channels', () => {
    const area = { label: 'แถวบ้าน', latitude: 13.7563, longitude: 100.5018, radiusM: 2000 };
    const putAreas = (person: TestPerson, body: unknown) =>
      request(m.app)
        .put('/api/users/alert-areas')
        .set(auth(person.token))
        .send(body as object);

    it('a seller saves up to ALERT_AREAS_MAX areas; a saved area keeps its id', async () => {
      const seller = await m.newPerson('AlertSeller');
      const first = await putAreas(seller, { areas: [area] });
      expect(first.status).toBe(200);
      expect(first.body.data.areas).toEqual([
        { areaId: expect.any(String), label: 'แถวบ้าน', lat: 13.7563, lng: 100.5018, radiusM: 2000 },
      ]);
      const work = { label: 'ที่ทำงาน', latitude: 13.7466, longitude: 100.5393, radiusM: 1000 };
      const second = await putAreas(seller, { areas: [work, area] });
      expect(second.body.data.areas[1].areaId).toBe(first.body.data.areas[0].areaId);
      const events = await eventsOf(streams.alerts(seller.uid));
      expect(events.map((e) => e.type)).toEqual(['AlertAreasSet', 'AlertAreasSet']);
      expect(events[0]!.metadata.actor).toEqual({ id: seller.uid, role: 'seller' });
      // Home and work are personal: sealed in the store.
      const { rows } = await m.db.query<{ data: unknown }>('select data from events where stream_id = $1', [
        streams.alerts(seller.uid),
      ]);
      expect(JSON.stringify(rows)).not.toContain('แถวบ้าน');
      expect((await putAreas(seller, { areas: [] })).body.data.areas).toEqual([]);
    });

    it('refuses bad areas in Thai', async () => {
      const seller = await m.newPerson('AlertSeller');
      const tooMany = Array.from({ length: ALERT_AREAS_MAX + 1 }, (_, i) => ({ ...area, label: `พื้นที่ ${i}` }));
      for (const body of [
        {},
        { areas: tooMany },
        { areas: [{ ...area, radiusM: REQUEST_RADIUS_MAX_M + 1 }] },
        { areas: [{ ...area, latitude: 1.3, longitude: 103.8 }] },
        { areas: [{ ...area, label: '' }] },
        { areas: [{ ...area, colour: 'red' }] },
        { areas: 'home' },
      ]) {
        const answer = await putAreas(seller, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error.message).toMatch(thai);
      }
      expect(await eventsOf(streams.alerts(seller.uid))).toEqual([]);
    });

    it('a member chooses the channels', async () => {
      const seller = await m.newPerson('AlertSeller');
      const put = (body: unknown) =>
        request(m.app)
          .put('/api/users/alert-channels')
          .set(auth(seller.token))
          .send(body as object);
      const answer = await put({ email: false, push: true });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ email: false, push: true });
      const [set] = await eventsOf(streams.alerts(seller.uid));
      expect(set!.data).toMatchObject({ uid: seller.uid, email: false, push: true });
      for (const body of [
        {},
        { email: 'yes', push: true },
        { email: true },
        { email: true, push: false, sms: true },
      ]) {
        const bad = await put(body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.body.error.message).toMatch(thai);
      }
    });
  });
});
