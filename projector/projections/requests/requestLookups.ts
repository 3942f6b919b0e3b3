import {
  ALERT_CHANNELS_DEFAULT,
  REQUEST_MATCH_SLACK_MINUTES,
  REQUEST_RADIUS_MAX_M,
} from '../../../events/constants.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { REQUEST_MATCHES_MAX } from '../../constants.ts';
import type { CatalogClipRow } from '../catalog/catalogTables.ts';
import { boxAround, distanceMetresSql, minuteOfDay, minuteOfDaySql } from './geoSql.ts';
import type { RequestRow } from './requestTables.ts';

/**
 * The geo + time matching of footage requests and clips (issue 22), both ways, over the read
 * models: query-api lists a request's clips with it, and the write side's background matcher
 * (through the app, which may import the projector) finds the requests a newly approved clip
 * answers. Each prefilters on indexed columns (the incident day and the pin's lat/lng box) and only
 * then measures the exact distance and the minutes between the window and the clip's time.
 *
 * A clip matches a request when its pin lies within the request's circle and its incident time
 * lies within the window on the incident date, give or take REQUEST_MATCH_SLACK_MINUTES (across
 * midnight too); the seller's own requests are never matched to their clips.
 */

const MINUTES_PER_DAY = 24 * 60;

/** What matching needs to know of a request. */
export interface RequestFacts {
  requesterId: string;
  lat: number;
  lng: number;
  radiusM: number;
  /** YYYY-MM-DD. */
  incidentDate: string;
  /** HH:MM, the window on the incident date. */
  timeFrom: string;
  timeTo: string;
}

/** What matching needs to know of a clip. */
export interface ClipFacts {
  clipId: string;
  sellerId: string;
  lat: number;
  lng: number;
  /** YYYY-MM-DD. */
  incidentDate: string;
  /** HH:MM. */
  incidentTime: string;
}

export interface ClipMatch {
  clipId: string;
  sellerId: string;
  distanceM: number;
  minutesApart: number;
}

export interface RequestMatch {
  requestId: string;
  requesterId: string;
  distanceM: number;
  minutesApart: number;
  /** A RequestMatched of this clip and request is already projected (the requester was told). */
  alreadyMatched: boolean;
}

/**
 * How many days before and after its own day a span of minutes (`from`…`to` of that day) reaches
 * once the slack is added on both sides: 0 or 1 each.
 */
function daysReached(from: number, to: number): { before: number; after: number } {
  return {
    before: from - REQUEST_MATCH_SLACK_MINUTES < 0 ? 1 : 0,
    after: to + REQUEST_MATCH_SLACK_MINUTES >= MINUTES_PER_DAY ? 1 : 0,
  };
}

/**
 * The approved clips inside a request's circle and window (with the slack), nearest first, then
 * fewest minutes apart; at most `limit`.
 */
export async function clipsMatching(
  db: SqlExecutor,
  request: RequestFacts,
  limit: number = REQUEST_MATCHES_MAX,
): Promise<ClipMatch[]> {
  const from = minuteOfDay(request.timeFrom);
  const to = minuteOfDay(request.timeTo);
  const days = daysReached(from, to);
  const box = boxAround(request, request.radiusM);
  const { rows } = await db.query<{
    clip_id: string;
    seller_id: string;
    distance_m: number;
    minutes_apart: number;
  }>(
    `select clip_id, seller_id, round(distance)::int as distance_m, apart::int as minutes_apart
       from (
         select c.clip_id, c.seller_id,
                ${distanceMetresSql('$1::float8', '$2::float8', 'c.lat', 'c.lng')} as distance,
                greatest($5::int - at.minute, at.minute - $6::int, 0) as apart
           from catalog_clips c
           cross join lateral (
             select (c.incident_date - $4::date) * ${MINUTES_PER_DAY} + ${minuteOfDaySql('c.incident_time')} as minute
           ) at
          where c.status = 'approved'
            and c.incident_date between $4::date - $7::int and $4::date + $8::int
            and c.lat between $9::float8 and $10::float8 and c.lng between $11::float8 and $12::float8
            and c.seller_id <> $13
       ) candidate
      where distance <= $3::float8 and apart <= $14::int
      order by distance_m, minutes_apart, clip_id
      limit $15::int`,
    [
      request.lat,
      request.lng,
      request.radiusM,
      request.incidentDate,
      from,
      to,
      days.before,
      days.after,
      box.minLat,
      box.maxLat,
      box.minLng,
      box.maxLng,
      request.requesterId,
      REQUEST_MATCH_SLACK_MINUTES,
      limit,
    ],
  );
  return rows.map((row) => ({
    clipId: row.clip_id,
    sellerId: row.seller_id,
    distanceM: Number(row.distance_m),
    minutesApart: Number(row.minutes_apart),
  }));
}

/** A request's place and window as the read model has them; null for an unknown request. */
export async function requestFacts(db: SqlExecutor, requestId: string): Promise<RequestFacts | null> {
  const { rows } = await db.query<
    Pick<RequestRow, 'requester_id' | 'lat' | 'lng' | 'radius_m' | 'incident_date' | 'time_from' | 'time_to'>
  >(
    `select requester_id, lat, lng, radius_m, incident_date::text as incident_date, time_from, time_to
       from requests where request_id = $1`,
    [requestId],
  );
  const row = rows[0];
  return row
    ? {
        requesterId: row.requester_id,
        lat: Number(row.lat),
        lng: Number(row.lng),
        radiusM: Number(row.radius_m),
        incidentDate: row.incident_date,
        timeFrom: row.time_from,
        timeTo: row.time_to,
      }
    : null;
}

/** The approved clips that fall inside a request's circle and window (clipsMatching); [] for an unknown request. */
export async function clipsForRequest(
  db: SqlExecutor,
  requestId: string,
  limit: number = REQUEST_MATCHES_MAX,
): Promise<ClipMatch[]> {
  const facts = await requestFacts(db, requestId);
  return facts ? clipsMatching(db, facts, limit) : [];
}

/** An approved clip's place and time as the catalogue has them; null for any other clip. */
export async function approvedClipFacts(db: SqlExecutor, clipId: string): Promise<ClipFacts | null> {
  const { rows } = await db.query<
    Pick<CatalogClipRow, 'clip_id' | 'seller_id' | 'lat' | 'lng' | 'incident_date' | 'incident_time'>
  >(
    `select clip_id, seller_id, lat, lng, incident_date::text as incident_date, incident_time
       from catalog_clips where clip_id = $1 and status = 'approved'`,
    [clipId],
  );
  const row = rows[0];
  return row
    ? {
        clipId: row.clip_id,
        sellerId: row.seller_id,
        lat: Number(row.lat),
        lng: Number(row.lng),
        incidentDate: row.incident_date,
        incidentTime: row.incident_time,
      }
    : null;
}

/**
 * The open requests (at `now`) whose circle holds the clip's pin and whose window, on its
 * incident date, holds the clip's incident time (with the slack); nearest first. Given a clip id,
 * the clip must be approved in the catalogue; given its facts, they are taken as they are (a clip
 * approved a moment ago, before the catalogue shows it).
 */
export async function openRequestsForClip(
  db: SqlExecutor,
  clip: string | ClipFacts,
  now: Date,
): Promise<RequestMatch[]> {
  const facts = typeof clip === 'string' ? await approvedClipFacts(db, clip) : clip;
  if (!facts) return [];
  const minute = minuteOfDay(facts.incidentTime);
  // A clip just after midnight may answer a request of the day before (its window late), one just
  // before midnight a request of the day after.
  const days = daysReached(minute, minute);
  const box = boxAround(facts, REQUEST_RADIUS_MAX_M);
  const { rows } = await db.query<{
    request_id: string;
    requester_id: string;
    distance_m: number;
    minutes_apart: number;
    already_matched: boolean;
  }>(
    `select request_id, requester_id, round(distance)::int as distance_m, apart::int as minutes_apart,
            exists (select 1 from request_matches m where m.request_id = candidate.request_id and m.clip_id = $4)
              as already_matched
       from (
         select r.request_id, r.requester_id, r.radius_m,
                ${distanceMetresSql('r.lat', 'r.lng', '$1::float8', '$2::float8')} as distance,
                greatest(${minuteOfDaySql('r.time_from')} - at.minute, at.minute - ${minuteOfDaySql('r.time_to')}, 0)
                  as apart
           from requests r
           cross join lateral (
             select ($3::date - r.incident_date) * ${MINUTES_PER_DAY} + $5::int as minute
           ) at
          where r.status = 'open' and r.expires_at > $6::timestamptz
            and r.incident_date between $3::date - $7::int and $3::date + $8::int
            and r.lat between $9::float8 and $10::float8 and r.lng between $11::float8 and $12::float8
            and r.requester_id <> $13
       ) candidate
      where distance <= radius_m and apart <= $14::int
      order by distance_m, minutes_apart, request_id`,
    [
      facts.lat,
      facts.lng,
      facts.incidentDate,
      facts.clipId,
      minute,
      now.toISOString(),
      days.before,
      days.after,
      box.minLat,
      box.maxLat,
      box.minLng,
      box.maxLng,
      facts.sellerId,
      REQUEST_MATCH_SLACK_MINUTES,
    ],
  );
  return rows.map((row) => ({
    requestId: row.request_id,
    requesterId: row.requester_id,
    distanceM: Number(row.distance_m),
    minutesApart: Number(row.minutes_apart),
    alreadyMatched: row.already_matched,
  }));
}

/** A member one of whose alert areas holds a pin, and how they want to be told. */
export interface MemberToAlert {
  uid: string;
  /** Their areas that hold it. */
  areaIds: string[];
  email: boolean;
  push: boolean;
}

/**
 * The members with an alert area holding `pin` (a new request's), but `exceptUid` (its
 * requester), with their channels (ALERT_CHANNELS_DEFAULT where they never chose).
 */
export async function membersToAlert(
  db: SqlExecutor,
  pin: { lat: number; lng: number },
  exceptUid: string,
): Promise<MemberToAlert[]> {
  const box = boxAround(pin, REQUEST_RADIUS_MAX_M);
  const { rows } = await db.query<{
    uid: string;
    area_ids: string[];
    email: boolean | null;
    push: boolean | null;
  }>(
    `select a.uid, array_agg(a.area_id order by a.area_id) as area_ids, ch.email, ch.push
       from alert_areas a
       left join alert_channels ch on ch.uid = a.uid
      where a.lat between $3::float8 and $4::float8 and a.lng between $5::float8 and $6::float8
        and ${distanceMetresSql('a.lat', 'a.lng', '$1::float8', '$2::float8')} <= a.radius_m
        and a.uid <> $7
      group by a.uid, ch.email, ch.push
      order by a.uid`,
    [pin.lat, pin.lng, box.minLat, box.maxLat, box.minLng, box.maxLng, exceptUid],
  );
  return rows.map((row) => ({
    uid: row.uid,
    areaIds: row.area_ids,
    email: row.email ?? ALERT_CHANNELS_DEFAULT.email,
    push: row.push ?? ALERT_CHANNELS_DEFAULT.push,
  }));
}
