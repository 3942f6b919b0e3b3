import { createHash } from 'node:crypto';
import { REQUEST_PUBLIC_PIN_METRES } from '../../events/constants.ts';
import { toBaht } from '../../events/money.ts';
import type { Timestamp } from '../../projector/projections/columnTypes.ts';
import type { RequestRow } from '../../projector/projections/requests/requestTables.ts';
import { requestTexts } from '../routes/messages/requestTexts.ts';

/** A request as `requestColumns` select it (the incident date as text). */
export type RequestViewRow = Pick<
  RequestRow,
  | 'request_id'
  | 'requester_id'
  | 'title'
  | 'description'
  | 'lat'
  | 'lng'
  | 'radius_m'
  | 'province'
  | 'district'
  | 'sub_district'
  | 'address'
  | 'incident_date'
  | 'time_from'
  | 'time_to'
  | 'vehicle_types'
  | 'max_price_satang'
  | 'status'
  | 'opened_at'
  | 'expires_at'
  | 'updated_at'
  | 'ended_at'
  | 'removed_reason'
  | 'removed_by'
  | 'fulfilled_clip_id'
  | 'report_count'
  | 'match_count'
>;

export const requestColumns = `r.request_id, r.requester_id, r.title, r.description, r.lat, r.lng, r.radius_m,
  r.province, r.district, r.sub_district, r.address, r.incident_date::text as incident_date, r.time_from,
  r.time_to, r.vehicle_types, r.max_price_satang, r.status, r.opened_at, r.expires_at, r.updated_at,
  r.ended_at, r.removed_reason, r.removed_by, r.fulfilled_clip_id, r.report_count, r.match_count`;

/** Open at `now`: the stream says open and the request has not run out yet (RequestExpired may lag). */
export const openAt = (now: string) => `r.status = 'open' and r.expires_at > ${now}`;

/**
 * The keyed hash the app hands in (`identityTokens(secret).pseudonym`): without the secret nobody
 * can tell whose alias a number is, even knowing a member's id.
 */
export type Pseudonym = (value: string) => string;

const ALIAS_MIN = 1000;
const ALIAS_SPAN = 9000;

/**
 * The requester as the board shows them: a four-digit number from a keyed hash of their id, the
 * same on all their requests, never their name or e-mail (nobody contacts them but through the
 * platform).
 */
export function requesterAlias(pseudonym: Pseudonym, requesterId: string): string {
  const digest = createHash('sha256')
    .update(pseudonym(`footage-requester:${requesterId}`))
    .digest();
  return requestTexts.alias(ALIAS_MIN + (digest.readUInt32BE(0) % ALIAS_SPAN));
}

const METRES_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A pin as the public sees it: snapped to a grid of REQUEST_PUBLIC_PIN_METRES, so every pin in a
 * cell shows the same point and the exact one cannot be told from it.
 */
export function publicPin(lat: number, lng: number): { lat: number; lng: number } {
  const latStep = REQUEST_PUBLIC_PIN_METRES / METRES_PER_DEGREE;
  const snappedLat = Math.round(lat / latStep) * latStep;
  const lngStep = latStep / Math.max(Math.cos((snappedLat * Math.PI) / 180), 0.01);
  return { lat: sixDecimals(snappedLat), lng: sixDecimals(Math.round(lng / lngStep) * lngStep) };
}

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());

/** The status a reader sees: an open request past its expiry reads as expired. */
export function statusAt(row: Pick<RequestViewRow, 'status' | 'expires_at'>, now: Date): string {
  return row.status === 'open' && new Date(row.expires_at) <= now ? 'expired' : row.status;
}

/** Who reads a request: anyone, its owner, an admin (an admin who owns it is both). */
export interface RequestReader {
  owner: boolean;
  admin: boolean;
}

export const PUBLIC_READER: RequestReader = { owner: false, admin: false };

/**
 * A request as the API answers it. Everyone gets the rounded pin and the pseudonymous alias; the
 * owner and admins the exact pin, the address, and why an admin removed it; admins also who asked
 * (id) and how often it was reported.
 */
export function toRequest(
  row: RequestViewRow,
  reader: RequestReader,
  options: { now: Date; pseudonym: Pseudonym; distanceKm?: number },
) {
  const insider = reader.owner || reader.admin;
  const pin = insider
    ? { lat: Number(row.lat), lng: Number(row.lng) }
    : publicPin(Number(row.lat), Number(row.lng));
  return {
    requestId: row.request_id,
    title: row.title,
    description: row.description,
    place: {
      ...pin,
      radiusM: Number(row.radius_m),
      province: row.province,
      district: row.district,
      subDistrict: row.sub_district,
      ...(insider ? { address: row.address } : {}),
    },
    when: { incidentDate: row.incident_date, timeFrom: row.time_from, timeTo: row.time_to },
    vehicleTypes: row.vehicle_types,
    maxPrice: toBaht(Number(row.max_price_satang)),
    requester: { alias: requesterAlias(options.pseudonym, row.requester_id) },
    openedAt: iso(row.opened_at),
    expiresAt: iso(row.expires_at),
    status: statusAt(row, options.now),
    matchCount: Number(row.match_count),
    isOwner: reader.owner,
    ...(options.distanceKm === undefined ? {} : { distanceKm: options.distanceKm }),
    ...(insider
      ? {
          updatedAt: iso(row.updated_at),
          endedAt: iso(row.ended_at),
          removalReason: row.status === 'removed' ? row.removed_reason : null,
          fulfilledClipId: row.fulfilled_clip_id,
        }
      : {}),
    ...(reader.admin ? { reportCount: Number(row.report_count), removedBy: row.removed_by } : {}),
  };
}
export type RequestView = ReturnType<typeof toRequest>;
