import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { NotificationRow } from './notificationTables.ts';

/** Who a notification is for and whether it was read; null for an unknown id. */
export async function notificationOwner(
  db: SqlExecutor,
  id: string,
): Promise<{ uid: string; read: boolean } | null> {
  const { rows } = await db.query<Pick<NotificationRow, 'uid' | 'read_at'>>(
    `select uid, read_at from notifications where id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { uid: row.uid, read: row.read_at !== null } : null;
}

/** The ids of a person's unread notifications, the newest `max`. */
export async function unreadNotificationIds(db: SqlExecutor, uid: string, max: number): Promise<string[]> {
  const { rows } = await db.query<Pick<NotificationRow, 'id'>>(
    `select id from notifications where uid = $1 and read_at is null
     order by created_at desc, id desc limit $2`,
    [uid, max],
  );
  return rows.map((row) => row.id);
}
