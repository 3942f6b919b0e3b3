import { toBaht } from '../../events/money.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { boxAround, distanceMetresSql } from '../../projector/projections/requests/geoSql.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';
import {
  openAt,
  PUBLIC_READER,
  publicPin,
  requestColumns,
  toRequest,
  type Pseudonym,
  type RequestViewRow,
} from './requestView.ts';

export interface RequestBoardFilters extends Page {
  province?: string;
  /** The incident date, YYYY-MM-DD. */
  date?: string;
  /** The visitor's position: nearest first, each with its distance. */
  near?: { lat: number; lng: number; withinKm?: number };
}

/** Where a query's `where` clauses and their parameters gather. */
function clauses(first: string[] = [], params: unknown[] = []) {
  return {
    where: [...first],
    params: [...params],
    bind(value: unknown) {
      this.params.push(value);
      return `$${this.params.length}`;
    },
    sql() {
      return this.where.length > 0 ? `where ${this.where.join(' and ')}` : '';
    },
  };
}

/**
 * The public board (issue 22): the requests open now, newest first, or nearest first with the
 * distance when the visitor's position is given (to the exact pin, rounded to 0.1 km), filtered by
 * province, incident date and distance. Everyone sees the rounded pin and the alias only.
 */
export async function listRequestBoard(
  db: SqlExecutor,
  filters: RequestBoardFilters,
  options: { now: Date; pseudonym: Pseudonym },
) {
  const q = clauses();
  q.where.push(openAt(`${q.bind(options.now.toISOString())}::timestamptz`));
  if (filters.province) q.where.push(`r.province = ${q.bind(filters.province)}`);
  if (filters.date) q.where.push(`r.incident_date = ${q.bind(filters.date)}::date`);
  const distanceFrom = (from: { lat: number; lng: number }) =>
    distanceMetresSql(`${q.bind(from.lat)}::float8`, `${q.bind(from.lng)}::float8`, 'r.lat', 'r.lng');
  const near = filters.near;
  if (near?.withinKm !== undefined) {
    const box = boxAround(near, near.withinKm * 1000);
    q.where.push(
      `r.lat between ${q.bind(box.minLat)}::float8 and ${q.bind(box.maxLat)}::float8`,
      `r.lng between ${q.bind(box.minLng)}::float8 and ${q.bind(box.maxLng)}::float8`,
      `${distanceFrom(near)} <= ${q.bind(near.withinKm * 1000)}::float8`,
    );
  }
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from requests r ${q.sql()}`,
    q.params,
  );
  // Bound after the count's parameters: the count has no use for them.
  const distance = near ? distanceFrom(near) : 'null::float8';
  const order = filters.near
    ? 'distance_m, r.opened_at desc, r.request_id'
    : 'r.opened_at desc, r.request_id';
  const { rows } = await db.query<RequestViewRow & { distance_m: number | null }>(
    `select ${requestColumns}, ${distance} as distance_m from requests r ${q.sql()}
      order by ${order} limit ${q.bind(filters.limit)} offset ${q.bind(offsetOf(filters))}`,
    q.params,
  );
  const total = Number(count.rows[0]?.total ?? 0);
  return {
    items: rows.map((row) =>
      toRequest(row, PUBLIC_READER, {
        ...options,
        ...(row.distance_m === null ? {} : { distanceKm: Math.round(Number(row.distance_m) / 100) / 10 }),
      }),
    ),
    total,
    pagination: pagination(filters, total),
  };
}

/**
 * The pins of the requests open now inside a map viewport (all of them without one), newest
 * first, at most `max`; rounded as on the board. `truncated` says there were more.
 */
export async function requestPins(
  db: SqlExecutor,
  bbox: { west: number; south: number; east: number; north: number } | undefined,
  max: number,
  now: Date,
) {
  const q = clauses();
  q.where.push(openAt(`${q.bind(now.toISOString())}::timestamptz`));
  if (bbox)
    q.where.push(
      `r.lat between ${q.bind(bbox.south)}::float8 and ${q.bind(bbox.north)}::float8`,
      `r.lng between ${q.bind(bbox.west)}::float8 and ${q.bind(bbox.east)}::float8`,
    );
  const { rows } = await db.query<
    Pick<
      RequestViewRow,
      'request_id' | 'title' | 'lat' | 'lng' | 'radius_m' | 'incident_date' | 'max_price_satang'
    >
  >(
    `select r.request_id, r.title, r.lat, r.lng, r.radius_m, r.incident_date::text as incident_date, r.max_price_satang
       from requests r ${q.sql()}
      order by r.opened_at desc, r.request_id limit ${q.bind(max + 1)}`,
    q.params,
  );
  const truncated = rows.length > max;
  return {
    pins: rows.slice(0, max).map((row) => ({
      requestId: row.request_id,
      title: row.title,
      ...publicPin(Number(row.lat), Number(row.lng)),
      radiusM: Number(row.radius_m),
      incidentDate: row.incident_date,
      maxPrice: toBaht(Number(row.max_price_satang)),
    })),
    truncated,
  };
}

/** The caller's own requests, every status, newest first, as their owner sees them. */
export async function listMyRequests(
  db: SqlExecutor,
  uid: string,
  page: Page,
  options: { now: Date; pseudonym: Pseudonym },
) {
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from requests where requester_id = $1`,
    [uid],
  );
  const { rows } = await db.query<RequestViewRow>(
    `select ${requestColumns} from requests r where r.requester_id = $1
      order by r.opened_at desc, r.request_id limit $2 offset $3`,
    [uid, page.limit, offsetOf(page)],
  );
  const total = Number(count.rows[0]?.total ?? 0);
  return {
    items: rows.map((row) => toRequest(row, { owner: true, admin: false }, options)),
    total,
    pagination: pagination(page, total),
  };
}
