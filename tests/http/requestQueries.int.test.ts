import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition } from '../../events/checkpoint.ts';
import { expectAny } from '../../events/eventStore.ts';
import type { AlertEvent } from '../../events/request/alertAreaEvents.ts';
import type { RequestEvent } from '../../events/request/requestEvents.ts';
import { streams } from '../../events/streams.ts';
import { recordClip } from '../fixtures/clips.ts';
import { auth } from '../fixtures/money.ts';
import { newEvent } from '../fixtures/newEvent.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const thai = /[ก-๙]/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The junction the requests are about (Rama 2 at Bang Khun Thian) and points north of it. */
const junction = { lat: 13.6593, lng: 100.4309 };
const north = (metres: number) => ({ lat: junction.lat + metres / 111_195, lng: junction.lng });
const place = (pin: { lat: number; lng: number }, province = 'กรุงเทพมหานคร') => ({
  ...pin,
  radiusM: 1000,
  province,
  district: province === 'กรุงเทพมหานคร' ? 'บางขุนเทียน' : 'เมืองเชียงใหม่',
  subDistrict: 'แสมดำ',
  address: 'หน้าร้านข้าวมันไก่ เลขที่ 99',
});

describe('footage requests over HTTP: the board, one request, its matches, my requests, alerts, admin', () => {
  let m: Marketplace;
  let owner: TestPerson;
  let other: TestPerson;
  let seller: TestPerson;
  let admin: TestPerson;
  let position = '';
  const ids = {
    open: randomUUID(),
    closed: randomUUID(),
    removed: randomUUID(),
    ranOut: randomUUID(),
    chiangMai: randomUUID(),
  };
  const clips = { near: '', nearer: '', late: '', linked: '' };
  const description = 'รถกระบะสีขาวชนท้ายแล้วขับหนี คนขับชื่อสมศักดิ์';

  const append = async (streamId: string, event: RequestEvent | AlertEvent) => {
    const result = await m.store.append(streamId, [newEvent(event.type, event.data)], expectAny);
    position = formatPosition(result.position);
  };
  const open = async (
    requestId: string,
    requesterId: string,
    overrides: {
      place?: ReturnType<typeof place>;
      incidentDate?: string;
      openedAt?: Date;
      expiresAt?: Date;
    } = {},
  ) => {
    const openedAt = overrides.openedAt ?? new Date();
    await append(streams.request(requestId), {
      type: 'RequestOpened',
      data: {
        requestId,
        requesterId,
        title: 'ตามหาคลิปชนแล้วหนี แยกพระราม 2',
        description,
        place: overrides.place ?? place(junction),
        when: { incidentDate: overrides.incidentDate ?? '2026-11-18', timeFrom: '07:30', timeTo: '08:30' },
        vehicleTypes: ['car', 'truck'],
        maxPriceSatang: 150_000,
        openedAt: openedAt.toISOString(),
        expiresAt: (overrides.expiresAt ?? new Date(openedAt.getTime() + 30 * DAY_MS)).toISOString(),
      },
    });
  };
  const approvedClipAt = async (pin: { lat: number; lng: number }, incidentTime: string) => {
    const { clipId } = await recordClip(m.store, seller.uid, {
      incidentDate: '2026-11-18',
      incidentTime,
      location: {
        ...pin,
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        subDistrict: 'แสมดำ',
        address: 'ถนนพระราม 2',
      },
    });
    const approved = await request(m.app)
      .put(`/api/admin/videos/${clipId}/approve`)
      .set(auth(admin.token))
      .expect(200);
    position = approved.body.position;
    return clipId;
  };
  const get = (path: string, person?: TestPerson) => {
    const call = request(m.app).get(`/api${path}`).set('x-consistent-after', position);
    return person ? call.set(auth(person.token)) : call;
  };

  beforeAll(async () => {
    m = await testMarketplace();
    owner = m.people!.buyer;
    other = m.people!.otherSeller;
    seller = m.people!.seller;
    admin = m.people!.admin;
    clips.near = await approvedClipAt(north(400), '08:00');
    clips.nearer = await approvedClipAt(north(100), '07:45');
    // 08:50 is 20 minutes after the window: still a match, further in time.
    clips.late = await approvedClipAt(north(100), '08:50');
    // Far from the circle, but a seller sent it for the request (the matcher linked it).
    clips.linked = await approvedClipAt({ lat: 13.9, lng: 100.6 }, '08:00');
    await open(ids.open, owner.uid, { openedAt: new Date(Date.now() - 60_000) });
    await open(ids.closed, owner.uid);
    await append(streams.request(ids.closed), {
      type: 'RequestClosed',
      data: { requestId: ids.closed, requesterId: owner.uid, closedAt: new Date().toISOString() },
    });
    await open(ids.removed, owner.uid);
    await append(streams.request(ids.removed), {
      type: 'RequestRemoved',
      data: {
        requestId: ids.removed,
        requesterId: owner.uid,
        by: admin.uid,
        reason: 'คำขอระบุชื่อบุคคล',
        removedAt: new Date().toISOString(),
      },
    });
    await open(ids.ranOut, owner.uid, {
      openedAt: new Date(Date.now() - 31 * DAY_MS),
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    await open(ids.chiangMai, other.uid, {
      place: place({ lat: 18.7883, lng: 98.9853 }, 'เชียงใหม่'),
      incidentDate: '2026-11-19',
    });
    await append(streams.request(ids.open), {
      type: 'RequestReported',
      data: {
        requestId: ids.open,
        requesterId: owner.uid,
        reporterId: other.uid,
        reason: 'มีชื่อคนขับในคำขอ',
        reportedAt: new Date().toISOString(),
      },
    });
    await append(streams.request(ids.open), {
      type: 'RequestMatched',
      data: {
        requestId: ids.open,
        requesterId: owner.uid,
        clipId: clips.linked,
        sellerId: seller.uid,
        distanceM: 28_000,
        minutesApart: 0,
        matchedAt: new Date().toISOString(),
      },
    });
    await append(streams.alerts(other.uid), {
      type: 'AlertAreasSet',
      data: {
        uid: other.uid,
        areas: [{ areaId: 'a1', label: 'บ้าน', ...north(2000), radiusM: 3000 }],
        setAt: new Date().toISOString(),
      },
    });
    await append(streams.alerts(other.uid), {
      type: 'AlertChannelsSet',
      data: { uid: other.uid, email: false, push: true, setAt: new Date().toISOString() },
    });
  }, 120_000);
  afterAll(async () => m?.close());

  describe('the public board', () => {
    it('lists the requests open now, newest first, with rounded pins and an alias, never who asked', async () => {
      const answer = await get('/requests').expect(200);
      const board = answer.body.data;
      expect(board.items.map((item: { requestId: string }) => item.requestId)).toEqual([
        ids.chiangMai,
        ids.open,
      ]);
      expect(board.total).toBe(2);
      expect(board.pagination).toMatchObject({ page: 1, totalCount: 2, totalPages: 1 });
      const open = board.items[1];
      expect(open).toMatchObject({
        title: 'ตามหาคลิปชนแล้วหนี แยกพระราม 2',
        description,
        when: { incidentDate: '2026-11-18', timeFrom: '07:30', timeTo: '08:30' },
        vehicleTypes: ['car', 'truck'],
        maxPrice: 1500,
        status: 'open',
        matchCount: 1,
        isOwner: false,
        requester: { alias: expect.stringMatching(/^ผู้ขอ #\d{4}$/) },
        place: { radiusM: 1000, province: 'กรุงเทพมหานคร', district: 'บางขุนเทียน' },
      });
      expect(open.place.lat).not.toBe(junction.lat);
      expect(Math.abs(open.place.lat - junction.lat)).toBeLessThan(0.001);
      expect(open).not.toHaveProperty('place.address');
      expect(open).not.toHaveProperty('removalReason');
      const text = JSON.stringify(answer.body);
      for (const secret of [owner.uid, owner.email, other.uid, other.email, String(junction.lat), 'ข้าวมันไก่'])
        expect(text).not.toContain(secret);
      // The same requester, the same alias.
      const mine = (await get('/users/requests', owner).expect(200)).body.data;
      expect(
        new Set(mine.items.map((item: { requester: { alias: string } }) => item.requester.alias)),
      ).toEqual(new Set([open.requester.alias]));
    });

    it('filters by province and incident date, and puts the nearest first from a position', async () => {
      const inChiangMai = (await get(`/requests?province=${encodeURIComponent('เชียงใหม่')}`).expect(200)).body
        .data;
      expect(inChiangMai.items.map((item: { requestId: string }) => item.requestId)).toEqual([ids.chiangMai]);
      const onTheDay = (await get('/requests?date=2026-11-18').expect(200)).body.data;
      expect(onTheDay.items.map((item: { requestId: string }) => item.requestId)).toEqual([ids.open]);
      const near = (await get(`/requests?lat=${north(5000).lat}&lng=${junction.lng}`).expect(200)).body.data;
      expect(near.items.map((item: { requestId: string }) => item.requestId)).toEqual([
        ids.open,
        ids.chiangMai,
      ]);
      expect(near.items[0].distanceKm).toBe(5);
      const within = (
        await get(`/requests?lat=${north(5000).lat}&lng=${junction.lng}&withinKm=10`).expect(200)
      ).body.data;
      expect(within.items.map((item: { requestId: string }) => item.requestId)).toEqual([ids.open]);
    });

    it('refuses bad filters with Thai field messages', async () => {
      for (const [query, field] of [
        ['lat=13.7', 'lng'],
        ['withinKm=5', 'withinKm'],
        ['lat=13.7&lng=100.5&withinKm=0', 'withinKm'],
        ['date=2026-02-30', 'date'],
        ['lat=north&lng=100', 'lat'],
        ['page=0', 'page'],
        ['sort=nearest', 'sort'],
      ]) {
        const answer = await get(`/requests?${query}`).expect(400);
        expect(answer.body.error.code).toBe('VALIDATION');
        expect(
          answer.body.error.fields.map((f: { field: string }) => f.field),
          query,
        ).toContain(field);
        expect(answer.body.error.fields.every((f: { message: string }) => thai.test(f.message))).toBe(true);
      }
    });

    it('draws the open requests on the map, inside a viewport, rounded', async () => {
      const all = (await get('/requests/map').expect(200)).body.data;
      expect(all.pins.map((pin: { requestId: string }) => pin.requestId).sort()).toEqual(
        [ids.open, ids.chiangMai].sort(),
      );
      const bangkok = (await get('/requests/map?bbox=100.3,13.5,100.7,13.9').expect(200)).body.data;
      expect(bangkok).toEqual({
        pins: [
          {
            requestId: ids.open,
            title: 'ตามหาคลิปชนแล้วหนี แยกพระราม 2',
            lat: expect.any(Number),
            lng: expect.any(Number),
            radiusM: 1000,
            incidentDate: '2026-11-18',
            maxPrice: 1500,
          },
        ],
        truncated: false,
      });
      expect(bangkok.pins[0].lat).not.toBe(junction.lat);
      const bad = await get('/requests/map?bbox=100,13,north').expect(400);
      expect(bad.body.error.fields[0]).toMatchObject({ field: 'bbox', message: expect.stringMatching(thai) });
    });
  });

  describe('one request', () => {
    it('shows an open request to anyone, and its owner the exact pin and address', async () => {
      const seen = (await get(`/requests/${ids.open}`).expect(200)).body.data;
      expect(seen).toMatchObject({ requestId: ids.open, isOwner: false, status: 'open' });
      expect(seen.place.lat).not.toBe(junction.lat);
      expect(JSON.stringify(seen)).not.toContain(owner.uid);
      const byOther = (await get(`/requests/${ids.open}`, other).expect(200)).body.data;
      expect(byOther.isOwner).toBe(false);
      const own = (await get(`/requests/${ids.open}`, owner).expect(200)).body.data;
      expect(own).toMatchObject({
        isOwner: true,
        place: { lat: junction.lat, lng: junction.lng, address: 'หน้าร้านข้าวมันไก่ เลขที่ 99' },
        removalReason: null,
      });
    });

    it('shows a request that is not open only to its owner and admins; 404 to anyone else', async () => {
      for (const id of [ids.closed, ids.removed, ids.ranOut]) {
        expect((await get(`/requests/${id}`).expect(404)).body.error.message).toMatch(thai);
        await get(`/requests/${id}`, other).expect(404);
      }
      expect((await get(`/requests/${ids.closed}`, owner).expect(200)).body.data).toMatchObject({
        status: 'closed',
      });
      expect((await get(`/requests/${ids.ranOut}`, owner).expect(200)).body.data).toMatchObject({
        status: 'expired',
      });
      expect((await get(`/requests/${ids.removed}`, owner).expect(200)).body.data).toMatchObject({
        status: 'removed',
        removalReason: 'คำขอระบุชื่อบุคคล',
      });
      await get(`/requests/${randomUUID()}`, owner).expect(404);
      await get('/requests/not%20an%20id').expect(400);
    });

    it('shows admins who asked and the reports', async () => {
      const seen = (await get(`/requests/${ids.open}`, admin).expect(200)).body.data;
      expect(seen).toMatchObject({
        requester: { uid: owner.uid, email: owner.email, alias: expect.stringMatching(/^ผู้ขอ #/) },
        reportCount: 1,
        reports: [{ reporterId: other.uid, reason: 'มีชื่อคนขับในคำขอ', reportedAt: expect.any(String) }],
        place: { lat: junction.lat },
      });
      await get(`/requests/${ids.removed}`, admin).expect(200);
    });
  });

  describe('the clips matching a request', () => {
    it('lists its owner the approved clips in the circle and window, nearest first, and the linked one', async () => {
      const { matches } = (await get(`/requests/${ids.open}/matches`, owner).expect(200)).body.data;
      expect(
        matches.map((match: { clipId: string; distanceM: number; minutesApart: number; linked: boolean }) => [
          match.clipId,
          match.distanceM,
          match.minutesApart,
          match.linked,
        ]),
      ).toEqual([
        [clips.nearer, 100, 0, false],
        [clips.late, 100, 20, false],
        [clips.near, 400, 0, false],
        [clips.linked, 28_000, 0, true],
      ]);
      expect(matches[0]).toMatchObject({
        title: expect.any(String),
        price: 500,
        incidentDate: '2026-11-18',
        incidentTime: '07:45',
        thumbnail: null,
        video: { _id: clips.nearer, status: 'approved' },
      });
    });

    it('is for its owner and admins only', async () => {
      await get(`/requests/${ids.open}/matches`, admin).expect(200);
      const refused = await get(`/requests/${ids.open}/matches`, other).expect(403);
      expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(thai) });
      await get(`/requests/${ids.open}/matches`).expect(401);
      await get(`/requests/${ids.closed}/matches`, other).expect(404);
      await get(`/requests/${ids.closed}/matches`, owner).expect(200);
    });
  });

  it('lists a member their own requests, every status, newest first', async () => {
    const mine = (await get('/users/requests', owner).expect(200)).body.data;
    expect(
      mine.items.map((item: { requestId: string; status: string }) => [item.requestId, item.status]),
    ).toEqual([
      [ids.removed, 'removed'],
      [ids.closed, 'closed'],
      [ids.open, 'open'],
      [ids.ranOut, 'expired'],
    ]);
    expect(mine.items.every((item: { isOwner: boolean }) => item.isOwner)).toBe(true);
    const theirs = (await get('/users/requests?limit=1', other).expect(200)).body.data;
    expect(theirs).toMatchObject({ total: 1, pagination: { limit: 1, totalPages: 1 } });
    await get('/users/requests').expect(401);
    await get('/users/requests', m.people!.unverified).expect(403);
  });

  it('shows a member their alert areas and channels, and suggests areas to a seller with clips where requests are open', async () => {
    expect((await get('/users/alert-areas', other).expect(200)).body.data).toEqual({
      areas: [{ areaId: 'a1', label: 'บ้าน', ...north(2000), radiusM: 3000 }],
      channels: { email: false, push: true },
      suggested: false,
    });
    expect((await get('/users/alert-areas', seller).expect(200)).body.data).toEqual({
      areas: [],
      channels: { email: true, push: false },
      suggested: true,
    });
    expect((await get('/users/alert-areas', owner).expect(200)).body.data.suggested).toBe(false);
    await get('/users/alert-areas').expect(401);
  });

  describe('the admin list', () => {
    it('lists every request with who asked and the reports, filtered by status and reports', async () => {
      const all = (await get('/admin/requests', admin).expect(200)).body.data;
      expect(all.counts).toEqual({
        open: 2,
        fulfilled: 0,
        closed: 1,
        expired: 1,
        removed: 1,
        reported: 1,
        total: 5,
      });
      expect(all.total).toBe(5);
      const open = all.items.find((item: { requestId: string }) => item.requestId === ids.open);
      expect(open).toMatchObject({ reportCount: 1, requester: { uid: owner.uid, email: owner.email } });
      const expired = (await get('/admin/requests?status=expired', admin).expect(200)).body.data;
      expect(expired.items.map((item: { requestId: string }) => item.requestId)).toEqual([ids.ranOut]);
      const reported = (await get('/admin/requests?reported=true', admin).expect(200)).body.data;
      expect(reported.items.map((item: { requestId: string }) => item.requestId)).toEqual([ids.open]);
      const found = (
        await get(`/admin/requests?search=${encodeURIComponent(owner.email)}`, admin).expect(200)
      ).body.data;
      expect(found.total).toBe(4);
    });

    it('is for admins only, and refuses an unknown status in Thai', async () => {
      await get('/admin/requests', owner).expect(403);
      await get('/admin/requests').expect(401);
      const bad = await get('/admin/requests?status=pending', admin).expect(400);
      expect(bad.body.error.fields[0]).toMatchObject({
        field: 'status',
        message: expect.stringMatching(thai),
      });
    });
  });
});
