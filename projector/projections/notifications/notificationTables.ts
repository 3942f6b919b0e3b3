import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, Timestamp } from '../columnTypes.ts';
import type { Satang } from '../../../events/money.ts';

export type NotificationTable =
  | 'notifications'
  | 'notification_clips'
  | 'notification_payouts'
  | 'notification_requests'
  | 'notification_alert_members'
  | 'notification_alert_areas';

/** A `notifications` row: one thing a person is told, keyed by the event that told it. */
export interface NotificationRow {
  id: string;
  uid: string;
  kind: string;
  /** What the PWA's text for the kind needs; amounts in satang (`…Satang` keys). */
  data: Record<string, unknown>;
  /** What the notification is about (a clip, a complaint, a payout), for its link. */
  ref: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A `notification_clips` row: whose clip it is and its title. */
export interface NotificationClipRow {
  clip_id: string;
  seller_id: string;
  title: string;
  /** Its pin (null in rows from before footage requests), for suggesting alert areas. */
  lat: number | null;
  lng: number | null;
  /** On sale now: its seller is among those who drove there. */
  approved: boolean;
}

/** A `notification_payouts` row: whose payout it is and how much. */
export interface NotificationPayoutRow {
  payout_id: string;
  seller_id: string;
  amount_satang: Satang;
}

/** A `notification_requests` row: a footage request as its later notifications word it. */
export interface NotificationRequestRow {
  request_id: string;
  requester_id: string;
  title: string;
  province: string;
  district: string;
  /** YYYY-MM-DD and HH:MM, the incident's day and window. */
  incident_date: string;
  time_from: string;
  time_to: string;
  last_position: BigIntValue;
}

/** A `notification_alert_members` row: a member who chose their alert areas (an empty list too). */
export interface NotificationAlertMemberRow {
  uid: string;
  last_position: BigIntValue;
}

/** A `notification_alert_areas` row: one area of a member, where new requests reach them. */
export interface NotificationAlertAreaRow {
  uid: string;
  area_id: string;
  label: string;
  lat: number;
  lng: number;
  radius_m: number;
}

/**
 * Each person's notifications (one row per event that tells them something, keyed by that event's
 * id, or by the event and the person when one event tells many), and what the notifications need
 * to know from earlier events: whose clip it is, its title and where it was filmed, whose payout
 * and how much, a footage request's words, and the members' alert areas.
 */
export async function createNotificationTables(
  db: SqlExecutor,
  t: TableNames<NotificationTable>,
): Promise<void> {
  await db.exec(`
    create table if not exists ${t.notifications} (
      id text primary key,
      uid text not null,
      kind text not null,
      data jsonb not null,
      ref text not null,
      created_at timestamptz not null,
      read_at timestamptz
    );
    create index if not exists ${t.notifications}_uid on ${t.notifications} (uid, created_at desc, id desc);
    create index if not exists ${t.notifications}_unread on ${t.notifications} (uid) where read_at is null;
    create table if not exists ${t.notification_clips} (
      clip_id text primary key,
      seller_id text not null,
      title text not null
    );
    create table if not exists ${t.notification_payouts} (
      payout_id text primary key,
      seller_id text not null,
      amount_satang integer not null
    );
    -- Footage requests (issue 22); "add column" also upgrades tables made before them.
    alter table ${t.notification_clips} add column if not exists lat double precision;
    alter table ${t.notification_clips} add column if not exists lng double precision;
    alter table ${t.notification_clips} add column if not exists approved boolean not null default false;
    create index if not exists ${t.notification_clips}_approved_pin
      on ${t.notification_clips} (lat, lng) where approved;
    -- An erased requester's words leave the notifications that quote them.
    create index if not exists ${t.notifications}_request
      on ${t.notifications} ((data->>'requestId')) where data ? 'requestId';
    -- The delivery feed (infra/adapters/postgres/deliveryJobQueue.ts) reads the newest
    -- notifications of a few kinds by time: without this it scans every notification.
    create index if not exists ${t.notifications}_kind_time on ${t.notifications} (kind, created_at);
    create table if not exists ${t.notification_requests} (
      request_id text primary key,
      requester_id text not null,
      title text not null,
      province text not null,
      district text not null,
      incident_date text not null,
      time_from text not null,
      time_to text not null,
      last_position bigint not null
    );
    create index if not exists ${t.notification_requests}_requester on ${t.notification_requests} (requester_id);
    create table if not exists ${t.notification_alert_members} (
      uid text primary key,
      last_position bigint not null
    );
    create table if not exists ${t.notification_alert_areas} (
      uid text not null,
      area_id text not null,
      label text not null,
      lat double precision not null,
      lng double precision not null,
      radius_m integer not null,
      primary key (uid, area_id)
    );
    create index if not exists ${t.notification_alert_areas}_pin on ${t.notification_alert_areas} (lat, lng);`);
}
