import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { requestsProjection } from './requestsProjection.ts';

const at = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const expiry = '2026-12-21T06:00:00.000Z';
const renewedExpiry = '2027-01-21T06:00:00.000Z';

const place = {
  lat: 13.6593,
  lng: 100.4309,
  radiusM: 500,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  subDistrict: 'แสมดำ',
  address: 'แยกพระราม 2 ตัดวงแหวน',
};
const opened = (requestId: string, requesterId = 'u1'): [string, DomainEvent] => [
  `request-${requestId}`,
  {
    type: 'RequestOpened',
    data: {
      requestId,
      requesterId,
      title: 'ถูกชนแล้วหนีที่แยกพระราม 2',
      description: 'รถกระบะสีขาวชนท้ายแล้วขับหนี',
      place,
      when: { incidentDate: '2026-11-20', timeFrom: '07:30', timeTo: '08:30' },
      vehicleTypes: ['car', 'truck'],
      maxPriceSatang: 150_000,
      openedAt: at,
      expiresAt: expiry,
    },
  },
];
const on = (requestId: string, type: DomainEvent['type'], data: object): [string, DomainEvent] => [
  `request-${requestId}`,
  { type, data: { requestId, requesterId: 'u1', ...data } } as DomainEvent,
];
const matched = (requestId: string, clipId: string, sellerId = 's1', distanceM = 120) =>
  on(requestId, 'RequestMatched', { clipId, sellerId, distanceM, minutesApart: 0, matchedAt: later });
const reported = (requestId: string, reporterId: string, reason = 'มีชื่อและทะเบียนรถคนอื่น') =>
  on(requestId, 'RequestReported', { reporterId, reason, reportedAt: later });
const erased = (uid: string): [string, DomainEvent] => [
  `user-${uid}`,
  { type: 'UserErased', data: { uid, erasedAt: later } },
];
const areas = (
  uid: string,
  list: { areaId: string; label: string; lat: number }[],
): [string, DomainEvent] => [
  `alerts-${uid}`,
  {
    type: 'AlertAreasSet',
    data: { uid, areas: list.map((area) => ({ ...area, lng: 100.5, radiusM: 2000 })), setAt: at },
  },
];
const channels = (uid: string, email: boolean, push: boolean): [string, DomainEvent] => [
  `alerts-${uid}`,
  { type: 'AlertChannelsSet', data: { uid, email, push, setAt: later } },
];

/** A history that touches every kind of row: edits, each ending, renewals, matches and reports. */
const history: [string, DomainEvent][] = [
  opened('r1'),
  on('r1', 'RequestEdited', {
    changes: {
      title: 'ชนแล้วหนี แยกพระราม 2 ขาออก',
      when: { incidentDate: '2026-11-20', timeFrom: '07:00', timeTo: '08:00' },
      maxPriceSatang: 200_000,
    },
    editedAt: later,
  }),
  matched('r1', 'c1'),
  matched('r1', 'c2', 's2', 40),
  // The matcher ran twice for the same clip: still one match.
  matched('r1', 'c1'),
  reported('r1', 'u2'),
  reported('r1', 'u3'),
  opened('r2'),
  on('r2', 'RequestClosed', { closedAt: later }),
  opened('r3', 'u2'),
  on('r3', 'RequestExpired', { requesterId: 'u2', expiredAt: expiry }),
  on('r3', 'RequestRenewed', { requesterId: 'u2', expiresAt: renewedExpiry, renewedAt: expiry }),
  opened('r4', 'u3'),
  on('r4', 'RequestRemoved', { requesterId: 'u3', by: 'admin-1', reason: 'ระบุชื่อบุคคล', removedAt: later }),
  opened('r5', 'u3'),
  matched('r5', 'c3', 's1'),
  on('r5', 'RequestFulfilled', {
    requesterId: 'u3',
    clipId: 'c3',
    sellerId: 's1',
    purchaseId: 'p1',
    fulfilledAt: later,
  }),
  ['requesting-u1', { type: 'RequestSlotTaken', data: { uid: 'u1', requestId: 'r6', takenAt: at } }],
  areas('s1', [
    { areaId: 'a1', label: 'บ้าน', lat: 13.7 },
    { areaId: 'a2', label: 'ที่ทำงาน', lat: 13.8 },
  ]),
  channels('s1', true, false),
  areas('s2', [{ areaId: 'b1', label: 'ทางไปโรงเรียน', lat: 13.6 }]),
  channels('s2', false, true),
  // s1 changed their mind: one area, and no e-mail.
  areas('s1', [{ areaId: 'a3', label: 'ตลาด', lat: 13.75 }]),
  channels('s1', false, false),
];

const tables = [
  'requests',
  'request_reports',
  'request_matches',
  'alert_areas',
  'alert_channels',
  'request_erased_members',
];

describe('requests projection', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  /** Every row of every table, as JSON text in one order. */
  const everything = async () => {
    const all: Record<string, string[]> = {};
    for (const table of tables)
      all[table] = (
        await spec.db.query<{ row: string }>(`select to_jsonb(t)::text as row from ${table} t order by 1`)
      ).rows.map((row) => row.row);
    return all;
  };

  it('keeps each request as it stands, with its matches and reports, every event delivered twice', async () => {
    spec = await projectionSpecification(requestsProjection);
    await spec.given(history);
    const { rows } = await spec.db.query(
      `select request_id, requester_id, title, description, lat, lng, radius_m, address,
              incident_date::text as incident_date, time_from, time_to, vehicle_types, max_price_satang,
              status, expires_at, updated_at, ended_at, removed_reason, removed_by, fulfilled_clip_id,
              fulfilled_purchase_id, report_count, match_count
         from requests order by request_id`,
    );
    expect(rows).toEqual([
      {
        request_id: 'r1',
        requester_id: 'u1',
        title: 'ชนแล้วหนี แยกพระราม 2 ขาออก',
        description: 'รถกระบะสีขาวชนท้ายแล้วขับหนี',
        lat: 13.6593,
        lng: 100.4309,
        radius_m: 500,
        address: 'แยกพระราม 2 ตัดวงแหวน',
        incident_date: '2026-11-20',
        time_from: '07:00',
        time_to: '08:00',
        vehicle_types: ['car', 'truck'],
        max_price_satang: 200_000,
        status: 'open',
        expires_at: new Date(expiry),
        updated_at: new Date(later),
        ended_at: null,
        removed_reason: null,
        removed_by: null,
        fulfilled_clip_id: null,
        fulfilled_purchase_id: null,
        report_count: 2,
        match_count: 2,
      },
      expect.objectContaining({
        request_id: 'r2',
        status: 'closed',
        ended_at: new Date(later),
        match_count: 0,
      }),
      expect.objectContaining({
        request_id: 'r3',
        status: 'open',
        expires_at: new Date(renewedExpiry),
        ended_at: null,
      }),
      expect.objectContaining({
        request_id: 'r4',
        status: 'removed',
        removed_reason: 'ระบุชื่อบุคคล',
        removed_by: 'admin-1',
        ended_at: new Date(later),
      }),
      expect.objectContaining({
        request_id: 'r5',
        status: 'fulfilled',
        fulfilled_clip_id: 'c3',
        fulfilled_purchase_id: 'p1',
        match_count: 1,
      }),
    ]);
    const matches = await spec.db.query(
      `select request_id, clip_id, seller_id, distance_m, minutes_apart from request_matches order by 1, 2`,
    );
    expect(matches.rows).toEqual([
      { request_id: 'r1', clip_id: 'c1', seller_id: 's1', distance_m: 120, minutes_apart: 0 },
      { request_id: 'r1', clip_id: 'c2', seller_id: 's2', distance_m: 40, minutes_apart: 0 },
      { request_id: 'r5', clip_id: 'c3', seller_id: 's1', distance_m: 120, minutes_apart: 0 },
    ]);
    const reports = await spec.db.query(
      `select request_id, reporter_id, reason from request_reports order by 2`,
    );
    expect(reports.rows).toEqual([
      { request_id: 'r1', reporter_id: 'u2', reason: 'มีชื่อและทะเบียนรถคนอื่น' },
      { request_id: 'r1', reporter_id: 'u3', reason: 'มีชื่อและทะเบียนรถคนอื่น' },
    ]);
  });

  it('keeps each member’s latest alert areas, in their order, and channels', async () => {
    spec = await projectionSpecification(requestsProjection);
    await spec.given(history);
    const found = await spec.db.query(
      `select uid, area_id, label, lat, lng, radius_m, ordinal from alert_areas order by uid, ordinal`,
    );
    expect(found.rows).toEqual([
      { uid: 's1', area_id: 'a3', label: 'ตลาด', lat: 13.75, lng: 100.5, radius_m: 2000, ordinal: 0 },
      { uid: 's2', area_id: 'b1', label: 'ทางไปโรงเรียน', lat: 13.6, lng: 100.5, radius_m: 2000, ordinal: 0 },
    ]);
    const chosen = await spec.db.query(`select uid, email, push from alert_channels order by uid`);
    expect(chosen.rows).toEqual([
      { uid: 's1', email: false, push: false },
      { uid: 's2', email: false, push: true },
    ]);
  });

  it('gives the same rows when the history comes in one batch as one event at a time', async () => {
    const full = [...history, erased('s2'), matched('r1', 'c9', 's2'), reported('r3', 'u1'), erased('u3')];
    spec = await projectionSpecification(requestsProjection);
    await spec.given(full);
    const oneByOne = await everything();
    await spec.close();
    spec = await projectionSpecification(requestsProjection);
    await spec.givenInOneBatch(full);
    expect(await everything()).toEqual(oneByOne);
    expect(oneByOne.request_matches).toHaveLength(1);
  });

  it('erasing a member takes their requests off every list, with their matches, reports about them and areas', async () => {
    spec = await projectionSpecification(requestsProjection);
    await spec.given([
      ...history,
      erased('u1'),
      erased('s2'),
      // Replayed after the erasure, the key gone: the request reads back blank and stays away.
      [
        'request-r1',
        {
          type: 'RequestOpened',
          data: {
            ...(opened('r1')[1].data as object),
            title: '',
            description: '',
            place: { ...place, lat: 0, lng: 0, address: '' },
          },
        } as DomainEvent,
      ],
      areas('s2', [{ areaId: 'b2', label: '', lat: 0 }]),
    ]);
    const requests = await spec.db.query(
      `select request_id, requester_id, match_count from requests order by 1`,
    );
    expect(requests.rows).toEqual([
      { request_id: 'r3', requester_id: 'u2', match_count: 0 },
      { request_id: 'r4', requester_id: 'u3', match_count: 0 },
      { request_id: 'r5', requester_id: 'u3', match_count: 1 },
    ]);
    // r1's matches and reports went with it; s2's clips match nothing any more.
    expect((await spec.db.query(`select request_id, clip_id from request_matches`)).rows).toEqual([
      { request_id: 'r5', clip_id: 'c3' },
    ]);
    expect((await spec.db.query(`select * from request_reports`)).rows).toEqual([]);
    expect((await spec.db.query(`select uid from alert_areas order by uid`)).rows).toEqual([{ uid: 's1' }]);
    expect((await spec.db.query(`select uid from alert_channels order by uid`)).rows).toEqual([
      { uid: 's1' },
    ]);
    expect((await spec.db.query(`select uid from request_erased_members order by uid`)).rows).toEqual([
      { uid: 's2' },
      { uid: 'u1' },
    ]);
  });

  it('an erased reporter’s report still counts, without their words', async () => {
    spec = await projectionSpecification(requestsProjection);
    await spec.given([opened('r1'), reported('r1', 'u2', 'ข้อความของผู้แจ้ง'), erased('u2')]);
    expect((await spec.db.query(`select reporter_id, reason from request_reports`)).rows).toEqual([
      { reporter_id: 'u2', reason: '' },
    ]);
    expect((await spec.db.query(`select report_count from requests`)).rows).toEqual([{ report_count: 1 }]);
  });
});
