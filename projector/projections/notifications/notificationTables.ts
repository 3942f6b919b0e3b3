import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';

export type NotificationTable = 'notifications' | 'notification_clips' | 'notification_payouts';

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
