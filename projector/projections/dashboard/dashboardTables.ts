import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, CalendarDay, Timestamp } from '../columnTypes.ts';
import type { Satang } from '../../../events/money.ts';

export type DashboardTable =
  | 'dashboard_daily_stats'
  | 'dashboard_users'
  | 'dashboard_clips'
  | 'dashboard_payments'
  | 'dashboard_activities';

/** A `dashboard_daily_stats` row: one Bangkok day's figures. */
export interface DashboardDailyStatsRow {
  day: CalendarDay;
  revenue_satang: BigIntValue;
  platform_satang: BigIntValue;
  sales: number;
  refunds: number;
  uploads: number;
  signups: number;
  pending_delta: number;
}

/** A `dashboard_users` row: a person counted once. */
export interface DashboardUserRow {
  uid: string;
}

/** A `dashboard_clips` row: a clip's review state. */
export interface DashboardClipRow {
  clip_id: string;
  seller_id: string;
  status: string;
}

/** A `dashboard_payments` row: a paid purchase and whether it was refunded. */
export interface DashboardPaymentRow {
  purchase_id: string;
  amount_satang: Satang;
  refunded: boolean;
}

/** A `dashboard_activities` row: a purchase, an upload or a sign-up, by ids only. */
export interface DashboardActivityRow {
  activity_key: string;
  type: 'purchase' | 'upload' | 'register';
  at: Timestamp;
  entity_id: string;
  clip_id: string | null;
  uid: string | null;
  amount_satang: Satang | null;
}

/**
 * The admin dashboard's figures (admin spec §2, §3; DESIGN.md §7), by Bangkok calendar day:
 * - `dashboard_daily_stats`: per day, money in satang net of that day's refunds (revenue and the
 *   platform's share), sales (payments succeeded), refunds, uploads, sign-ups, and how many clips
 *   entered the review queue less how many left it (the queue's length at the end of any day is the
 *   sum up to that day);
 * - `dashboard_users`, `dashboard_clips` and `dashboard_payments`: each person counted, each clip's
 *   review state and each paid purchase's refund, so that a second delivery counts nothing;
 * - `dashboard_activities`: the newest purchases, uploads and sign-ups (ids, time and amount only;
 *   names and titles come from the users and catalogue read models, which handle erasure).
 */
export async function createDashboardTables(db: SqlExecutor, t: TableNames<DashboardTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.dashboard_daily_stats} (
      day date primary key,
      revenue_satang bigint not null default 0,
      platform_satang bigint not null default 0,
      sales integer not null default 0,
      refunds integer not null default 0,
      uploads integer not null default 0,
      signups integer not null default 0,
      pending_delta integer not null default 0
    );
    create table if not exists ${t.dashboard_users} (uid text primary key);
    create table if not exists ${t.dashboard_clips} (
      clip_id text primary key,
      seller_id text not null,
      status text not null
    );
    create table if not exists ${t.dashboard_payments} (
      purchase_id text primary key,
      amount_satang integer not null,
      refunded boolean not null default false
    );
    create table if not exists ${t.dashboard_activities} (
      activity_key text primary key,
      type text not null,
      at timestamptz not null,
      entity_id text not null,
      clip_id text,
      uid text,
      amount_satang integer
    );`);
}

export async function createDashboardIndexes(db: SqlExecutor, t: TableNames<DashboardTable>): Promise<void> {
  await db.exec(`
    create index if not exists ${t.dashboard_clips}_seller on ${t.dashboard_clips} (seller_id) where status = 'pending';
    create index if not exists ${t.dashboard_activities}_at on ${t.dashboard_activities} (at desc, activity_key desc);`);
}
