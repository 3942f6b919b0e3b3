import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MATCH_SLACK_MINUTES } from '../../../events/constants.ts';
import { migrate } from '../../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../../infra/adapters/postgres/sqlClient.ts';
import { createProjectionTables, liveTables } from '../../projection.ts';
import { catalogProjection } from '../catalog/catalogProjection.ts';
import { distanceMetres } from './geoSql.ts';
import {
  clipsForRequest,
  clipsMatching,
  membersToAlert,
  openRequestsForClip,
  type RequestFacts,
} from './requestLookups.ts';
import { requestsProjection } from './requestsProjection.ts';

/** The junction of the request; `north(m)` is a point m metres north of it. */
const junction = { lat: 13.6593, lng: 100.4309 };
const north = (metres: number) => ({ lat: junction.lat + metres / 111_195, lng: junction.lng });
const east = (metres: number) => ({
  lat: junction.lat,
  lng: junction.lng + metres / (111_195 * Math.cos((junction.lat * Math.PI) / 180)),
});
const now = new Date('2026-11-21T06:00:00.000Z');
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

describe('matching requests and clips (geo + time)', () => {
  let db: SqlClient;

  async function clip(
    clipId: string,
    pin: { lat: number; lng: number },
    incidentDate: string,
    incidentTime: string,
    overrides: { status?: string; sellerId?: string } = {},
  ) {
    await db.query(
      `insert into catalog_clips (clip_id, seller_id, title, description, category, vehicle_type, price_satang,
         tags, incident_date, incident_time, lat, lng, province, district, sub_district, address, status,
         uploaded_at, last_position)
       values ($1, $2, 'คลิป', '', 'car_car', 'car', 50000, '[]', $3, $4, $5, $6, 'กรุงเทพมหานคร', 'บางขุนเทียน',
         'แสมดำ', '', $7, $8, 1)`,
      [
        clipId,
        overrides.sellerId ?? 'seller-1',
        incidentDate,
        incidentTime,
        pin.lat,
        pin.lng,
        overrides.status ?? 'approved',
        now.toISOString(),
      ],
    );
  }

  async function request(
    requestId: string,
    facts: Partial<RequestFacts> = {},
    overrides: { status?: string; expiresAt?: string } = {},
  ) {
    const f = { ...request1, ...facts };
    await db.query(
      `insert into requests (request_id, requester_id, title, description, lat, lng, radius_m, province, district,
         sub_district, address, incident_date, time_from, time_to, vehicle_types, max_price_satang, status,
         opened_at, expires_at, updated_at, last_position)
       values ($1, $2, 'ตามหาคลิป', '', $3, $4, $5, 'กรุงเทพมหานคร', 'บางขุนเทียน', 'แสมดำ', '', $6, $7, $8,
         '{car}', 150000, $9, $10, $11, $10, 1)`,
      [
        requestId,
        f.requesterId,
        f.lat,
        f.lng,
        f.radiusM,
        f.incidentDate,
        f.timeFrom,
        f.timeTo,
        overrides.status ?? 'open',
        now.toISOString(),
        overrides.expiresAt ?? '2026-12-21T06:00:00.000Z',
      ],
    );
  }

  const request1: RequestFacts = {
    requesterId: 'victim-1',
    ...junction,
    radiusM: 500,
    incidentDate: '2026-11-20',
    timeFrom: '07:30',
    timeTo: '08:30',
  };

  beforeAll(async () => {
    // The clips below lie up to 20 minutes outside a window, and are meant to match.
    expect(REQUEST_MATCH_SLACK_MINUTES).toBeGreaterThanOrEqual(20);
    db = await pgliteClient(null);
    await migrate(db);
    for (const projection of [catalogProjection, requestsProjection])
      await db.transaction((tx) => createProjectionTables(tx, projection, liveTables(projection)));
    await clip('inside-window', north(300), '2026-11-20', '08:00');
    await clip('nearest-late', north(100), '2026-11-20', '08:45');
    await clip('nearest-in-window', east(100), '2026-11-20', '07:31');
    await clip('just-outside-circle', north(520), '2026-11-20', '08:00');
    await clip(
      'past-the-slack',
      north(50),
      '2026-11-20',
      hhmm(8 * 60 + 30 + REQUEST_MATCH_SLACK_MINUTES + 1),
    );
    await clip('other-day', north(50), '2026-11-19', '08:00');
    await clip('pending', north(50), '2026-11-20', '08:00', { status: 'pending' });
    await clip('requesters-own', north(50), '2026-11-20', '08:00', { sellerId: 'victim-1' });
    await request('r1');
    // A window just before midnight, and a clip just after it.
    await request('r-midnight', { timeFrom: '23:10', timeTo: '23:50' });
    await clip('after-midnight', north(200), '2026-11-21', '00:10');
    await request('r-closed', {}, { status: 'closed' });
    await request('r-ran-out', {}, { expiresAt: '2026-11-21T05:59:59.000Z' });
    await request('r-far', { ...north(3000), radiusM: 5000, requesterId: 'victim-2' });
  });
  afterAll(async () => db?.close());

  it('lists the approved clips inside the circle and the window (give or take the slack), nearest first', async () => {
    const found = await clipsForRequest(db, 'r1');
    expect(found.map((match) => match.clipId)).toEqual([
      'nearest-in-window',
      'nearest-late',
      'inside-window',
    ]);
    expect(found[0]).toEqual({
      clipId: 'nearest-in-window',
      sellerId: 'seller-1',
      distanceM: 100,
      minutesApart: 0,
    });
    // 08:45 is 15 minutes after the window's end.
    expect(found[1]).toMatchObject({ distanceM: 100, minutesApart: 15 });
    expect(found[2]).toMatchObject({ distanceM: 300, minutesApart: 0 });
  });

  it('takes the day after into account when the window ends near midnight', async () => {
    const found = await clipsForRequest(db, 'r-midnight');
    expect(found).toContainEqual({
      clipId: 'after-midnight',
      sellerId: 'seller-1',
      distanceM: 200,
      minutesApart: 20,
    });
  });

  it('answers nothing for an unknown request, and at most `limit` clips', async () => {
    expect(await clipsForRequest(db, 'nope')).toEqual([]);
    expect(await clipsMatching(db, request1, 1)).toHaveLength(1);
  });

  it('finds the open requests a clip answers, by id (approved only) or by its facts', async () => {
    const byId = await openRequestsForClip(db, 'inside-window', now);
    // r-far's 5 km circle holds the clip too, 2.7 km from its pin; closed and run-out requests do not count.
    expect(byId).toEqual([
      { requestId: 'r1', requesterId: 'victim-1', distanceM: 300, minutesApart: 0, alreadyMatched: false },
      {
        requestId: 'r-far',
        requesterId: 'victim-2',
        distanceM: 2700,
        minutesApart: 0,
        alreadyMatched: false,
      },
    ]);
    expect(await openRequestsForClip(db, 'pending', now)).toEqual([]);
    expect(await openRequestsForClip(db, 'requesters-own', now)).toEqual([
      expect.objectContaining({ requestId: 'r-far' }),
    ]);
    const facts = {
      clipId: 'new-clip',
      sellerId: 'seller-2',
      ...north(10),
      incidentDate: '2026-11-21',
      incidentTime: '00:05',
    };
    expect(await openRequestsForClip(db, facts, now)).toEqual([
      {
        requestId: 'r-midnight',
        requesterId: 'victim-1',
        distanceM: 10,
        minutesApart: 15,
        alreadyMatched: false,
      },
    ]);
  });

  it('says when the requester was told of the clip already', async () => {
    await db.query(
      `insert into request_matches (request_id, clip_id, seller_id, distance_m, minutes_apart, matched_at)
       values ('r1', 'nearest-late', 'seller-1', 100, 15, now())`,
    );
    expect(await openRequestsForClip(db, 'nearest-late', now)).toContainEqual(
      expect.objectContaining({ requestId: 'r1', alreadyMatched: true }),
    );
  });

  it('finds the members with an alert area holding a pin, with their channels', async () => {
    await db.query(
      `insert into alert_areas (uid, area_id, label, lat, lng, radius_m, ordinal) values
         ('driver-1', 'a1', 'บ้าน', $1, $2, 1000, 0),
         ('driver-1', 'a2', 'งาน', $3, $2, 2000, 1),
         ('driver-2', 'b1', 'ตลาด', $4, $2, 100, 0),
         ('victim-1', 'c1', 'บ้าน', $1, $2, 1000, 0)`,
      [north(900).lat, junction.lng, north(1500).lat, north(150).lat],
    );
    await db.query(
      `insert into alert_channels (uid, email, push, last_position) values ('driver-1', false, true, 1)`,
    );
    expect(await membersToAlert(db, junction, 'victim-1')).toEqual([
      { uid: 'driver-1', areaIds: ['a1', 'a2'], email: false, push: true },
    ]);
  });

  it('measures on the same sphere as the SQL', () => {
    expect(Math.round(distanceMetres(junction, north(300)))).toBe(300);
    expect(Math.round(distanceMetres(junction, east(100)))).toBe(100);
  });
});
