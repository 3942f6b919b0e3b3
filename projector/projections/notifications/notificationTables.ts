import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { Timestamp } from '../columnTypes.ts';
import type { Satang } from '../../../events/money.ts';

export type NotificationTable = 'notifications' | 'notification_clips' | 'notification_payouts';

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
}

/** A `notification_payouts` row: whose payout it is and how much. */
export interface NotificationPayoutRow {
  payout_id: string;
  seller_id: string;
  amount_satang: Satang;
}

/**
 * Each person's notifications (one row per event that tells them something, keyed by that event's
 * id), and what the notifications need to know from earlier events: whose clip it is and its title,
 * whose payout and how much.
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
    );`);
}
