import { toBaht } from '../../events/money.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { NotificationRow } from '../../projector/projections/notifications/notificationTables.ts';
import { offsetOf, pagination, type Page } from './pagination.ts';

/** A notification, with how many the person has in all (`count(*) over ()`, as text). */
type NotificationListRow = Pick<
  NotificationRow,
  'id' | 'kind' | 'data' | 'ref' | 'created_at' | 'read_at'
> & {
  total: string;
};

/** Where a click on a notification leads in the PWA. */
export function notificationLink(kind: string, ref: string): string {
  switch (kind) {
    case 'clip_approved':
      return `/video/${encodeURIComponent(ref)}`;
    case 'clip_rejected':
      return '/my-videos';
    case 'clip_sold':
    case 'payout_paid':
      return '/profile?tab=earnings';
    case 'complaint_resolved':
    case 'complaint_rejected':
      return '/profile?tab=complaints';
    case 'request_matched':
    case 'request_nearby':
    case 'request_removed':
      return `/requests/${encodeURIComponent(ref)}`;
    case 'request_area_suggested':
      return '/profile?tab=requests';
    case 'request_fulfilled':
      return '/profile?tab=earnings';
    default:
      return '/';
  }
}

/** Amounts are kept in satang (`priceSatang`); the API speaks baht (`price`), as everywhere else. */
function inBaht(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) =>
      key.endsWith('Satang') && typeof value === 'number'
        ? [key.slice(0, -'Satang'.length), toBaht(value)]
        : [key, value],
    ),
  );
}

/** The caller's notifications, newest first, a page of them, with how many are unread in all. */
export async function listNotifications(db: SqlExecutor, uid: string, page: Page) {
  const list = await db.query<NotificationListRow>(
    `select id, kind, data, ref, created_at, read_at, count(*) over () as total
       from notifications where uid = $1
       order by created_at desc, id desc limit $2 offset $3`,
    [uid, page.limit, offsetOf(page)],
  );
  const unread = await db.query<{ count: string }>(
    `select count(*) as count from notifications where uid = $1 and read_at is null`,
    [uid],
  );
  // Past the last page there are no rows to carry the total: count it on its own.
  const total =
    list.rows[0]?.total ??
    (page.page > 1
      ? (
          await db.query<{ count: string }>(`select count(*) as count from notifications where uid = $1`, [
            uid,
          ])
        ).rows[0]!.count
      : '0');
  return {
    notifications: list.rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      data: inBaht(row.data),
      read: row.read_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
      link: notificationLink(row.kind, row.ref),
    })),
    unreadCount: Number(unread.rows[0]!.count),
    pagination: pagination(page, Number(total)),
  };
}
