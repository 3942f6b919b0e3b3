import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, Timestamp } from '../columnTypes.ts';

export type DeliveryTable = 'push_subscriptions' | 'delivery_erased_members';

/**
 * A `push_subscriptions` row: a browser Web Push reaches, and whose it is now. The endpoint and the
 * keys reach one person's browser (personal data, gone on erasure). One browser is one row: when
 * another member subscribes the same browser (a shared device), it is theirs from then on.
 */
export interface PushSubscriptionRow {
  /** sha256 (hex) of the endpoint. */
  subscription_id: string;
  uid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  subscribed_at: Timestamp;
  /** The global position of the event that last set the row: an older one changes nothing. */
  last_tx: BigIntValue;
  last_gp: BigIntValue;
}

/** A `delivery_erased_members` row: an erased member, whose rows a replay must not bring back. */
export interface DeliveryErasedMemberRow {
  uid: string;
}

/**
 * The browsers each member's alerts go to by Web Push (issue 22), for the delivery worker
 * (infra/app/deliveries/). Its jobs are in `delivery_jobs` (migration 014), the worker's table.
 */
export async function createDeliveryTables(db: SqlExecutor, t: TableNames<DeliveryTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.push_subscriptions} (
      subscription_id text primary key,
      uid text not null,
      endpoint text not null,
      p256dh text not null,
      auth text not null,
      subscribed_at timestamptz not null,
      last_tx bigint not null,
      last_gp bigint not null
    );
    create index if not exists ${t.push_subscriptions}_uid on ${t.push_subscriptions} (uid, subscribed_at);
    create table if not exists ${t.delivery_erased_members} (uid text primary key);
  `);
}
