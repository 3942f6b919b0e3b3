import { ALERT_CHANNELS_DEFAULT } from '../../../events/constants.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { NotificationRow } from '../notifications/notificationTables.ts';
import type { AlertChannelsRow } from '../requests/requestTables.ts';
import type { PushSubscriptionRow } from './deliveryTables.ts';

/*
 * What the delivery worker reads when it sends (infra/app/deliveries/): the notification itself
 * (the notifications read model), the member's channels (the requests read model) and browsers.
 */

/** A browser a member's alerts go to, as web-push takes it. */
export interface MemberPushSubscription {
  subscriptionId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The member's browsers, the oldest first. */
export async function pushSubscriptionsOf(db: SqlExecutor, uid: string): Promise<MemberPushSubscription[]> {
  const { rows } = await db.query<
    Pick<PushSubscriptionRow, 'subscription_id' | 'endpoint' | 'p256dh' | 'auth'>
  >(
    `select subscription_id, endpoint, p256dh, auth from push_subscriptions
      where uid = $1 order by subscribed_at, subscription_id`,
    [uid],
  );
  return rows.map((row) => ({
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/** Whose browser a subscription is, while it is on record. */
export async function pushSubscriptionOwner(db: SqlExecutor, subscriptionId: string): Promise<string | null> {
  const { rows } = await db.query<Pick<PushSubscriptionRow, 'uid'>>(
    `select uid from push_subscriptions where subscription_id = $1`,
    [subscriptionId],
  );
  return rows[0]?.uid ?? null;
}

/** How the member wants to be told besides the in-app list (ALERT_CHANNELS_DEFAULT until they chose). */
export async function alertChannelsOf(
  db: SqlExecutor,
  uid: string,
): Promise<{ email: boolean; push: boolean }> {
  const { rows } = await db.query<Pick<AlertChannelsRow, 'email' | 'push'>>(
    `select email, push from alert_channels where uid = $1`,
    [uid],
  );
  return rows[0] ? { email: rows[0].email, push: rows[0].push } : { ...ALERT_CHANNELS_DEFAULT };
}

/** A notification as it stands now; null once gone (its person erased). */
export async function notificationToDeliver(
  db: SqlExecutor,
  id: string,
): Promise<(Pick<NotificationRow, 'uid' | 'kind' | 'data' | 'ref'> & { createdAt: Date }) | null> {
  const { rows } = await db.query<Pick<NotificationRow, 'uid' | 'kind' | 'data' | 'ref' | 'created_at'>>(
    `select uid, kind, data, ref, created_at from notifications where id = $1`,
    [id],
  );
  const row = rows[0];
  return row
    ? { uid: row.uid, kind: row.kind, data: row.data, ref: row.ref, createdAt: new Date(row.created_at) }
    : null;
}
