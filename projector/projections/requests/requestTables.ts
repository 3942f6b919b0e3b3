import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Satang } from '../../../events/money.ts';
import type { BigIntValue, CalendarDay, Timestamp } from '../columnTypes.ts';
import type { TableNames } from '../../projection.ts';

export type RequestTable =
  | 'requests'
  | 'request_reports'
  | 'request_matches'
  | 'alert_areas'
  | 'alert_channels'
  | 'request_erased_members';

/** A `requests` row: one footage request as it stands (gone once its requester is erased). */
export interface RequestRow {
  request_id: string;
  requester_id: string;
  title: string;
  description: string;
  /** The exact pin: only the owner and admins see it; the board rounds it (REQUEST_PUBLIC_PIN_METRES). */
  lat: number;
  lng: number;
  radius_m: number;
  province: string;
  district: string;
  sub_district: string;
  address: string;
  incident_date: CalendarDay;
  /** HH:MM, the window on the incident date. */
  time_from: string;
  time_to: string;
  vehicle_types: string[];
  max_price_satang: Satang;
  /**
   * As the stream says; an `open` row whose `expires_at` has passed reads as expired (the
   * RequestExpired event may not have been written yet).
   */
  status: string;
  opened_at: Timestamp;
  expires_at: Timestamp;
  updated_at: Timestamp;
  /** When it stopped being open (closed, expired, fulfilled, removed); null again once renewed. */
  ended_at: Timestamp | null;
  removed_reason: string | null;
  removed_by: string | null;
  fulfilled_clip_id: string | null;
  fulfilled_purchase_id: string | null;
  /** Members who reported it (request_reports rows). */
  report_count: number;
  /** Clips the requester was told of (request_matches rows). */
  match_count: number;
  /** Position in the request's stream of the last state change applied: older replays are ignored. */
  last_position: BigIntValue;
}

/** A `request_reports` row: one member's report of a request (once per member). */
export interface RequestReportRow {
  request_id: string;
  reporter_id: string;
  /** The reporter's words; blank once the reporter is erased. */
  reason: string;
  reported_at: Timestamp;
}

/** A `request_matches` row: a clip the requester was told of (RequestMatched). */
export interface RequestMatchRow {
  request_id: string;
  clip_id: string;
  seller_id: string;
  distance_m: number;
  minutes_apart: number;
  matched_at: Timestamp;
}

/** An `alert_areas` row: one area a member drives, where new requests reach them. Never shown to others. */
export interface AlertAreaRow {
  uid: string;
  area_id: string;
  label: string;
  lat: number;
  lng: number;
  radius_m: number;
  /** Where it stands in the member's list (0 first). */
  ordinal: number;
}

/** An `alert_channels` row: how a member chose to be told (no row: ALERT_CHANNELS_DEFAULT). */
export interface AlertChannelsRow {
  uid: string;
  email: boolean;
  push: boolean;
  last_position: BigIntValue;
}

/** An `request_erased_members` row: someone erased, whose requests and areas are not projected again. */
export interface RequestErasedMemberRow {
  uid: string;
}

/**
 * Footage requests (issue 22): the requests, who reported them, the clips matched to them, and the
 * alert areas and channels of the members who want to hear of new ones. The matching queries
 * (requestLookups.ts) prefilter on the indexed pins and incident days.
 */
export async function createRequestTables(db: SqlExecutor, t: TableNames<RequestTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.requests} (
      request_id text primary key,
      requester_id text not null,
      title text not null,
      description text not null,
      lat double precision not null,
      lng double precision not null,
      radius_m integer not null,
      province text not null,
      district text not null,
      sub_district text not null,
      address text not null,
      incident_date date not null,
      time_from text not null,
      time_to text not null,
      vehicle_types text[] not null,
      max_price_satang integer not null,
      status text not null,
      opened_at timestamptz not null,
      expires_at timestamptz not null,
      updated_at timestamptz not null,
      ended_at timestamptz,
      removed_reason text,
      removed_by text,
      fulfilled_clip_id text,
      fulfilled_purchase_id text,
      report_count integer not null default 0,
      match_count integer not null default 0,
      last_position bigint not null
    );
    -- A newly approved clip looks for the open requests of its incident day (and the days beside
    -- it) around its pin; the board lists the open ones newest first.
    create index if not exists ${t.requests}_open_day_pin
      on ${t.requests} (incident_date, lat, lng) where status = 'open';
    create index if not exists ${t.requests}_open_newest
      on ${t.requests} (opened_at desc, request_id) where status = 'open';
    -- A seller's clips are looked up against the open requests around them (the alert suggestion).
    create index if not exists ${t.requests}_open_pin on ${t.requests} (lat, lng) where status = 'open';
    create index if not exists ${t.requests}_requester on ${t.requests} (requester_id, opened_at desc);
    create index if not exists ${t.requests}_newest on ${t.requests} (opened_at desc, request_id);
    create table if not exists ${t.request_reports} (
      request_id text not null,
      reporter_id text not null,
      reason text not null,
      reported_at timestamptz not null,
      primary key (request_id, reporter_id)
    );
    create index if not exists ${t.request_reports}_reporter on ${t.request_reports} (reporter_id);
    create table if not exists ${t.request_matches} (
      request_id text not null,
      clip_id text not null,
      seller_id text not null,
      distance_m integer not null,
      minutes_apart integer not null,
      matched_at timestamptz not null,
      primary key (request_id, clip_id)
    );
    create index if not exists ${t.request_matches}_clip on ${t.request_matches} (clip_id);
    create index if not exists ${t.request_matches}_seller on ${t.request_matches} (seller_id);
    create table if not exists ${t.alert_areas} (
      uid text not null,
      area_id text not null,
      label text not null,
      lat double precision not null,
      lng double precision not null,
      radius_m integer not null,
      ordinal integer not null,
      primary key (uid, area_id)
    );
    create index if not exists ${t.alert_areas}_pin on ${t.alert_areas} (lat, lng);
    create table if not exists ${t.alert_channels} (
      uid text primary key,
      email boolean not null,
      push boolean not null,
      last_position bigint not null
    );
    create table if not exists ${t.request_erased_members} (uid text primary key);
  `);
}
