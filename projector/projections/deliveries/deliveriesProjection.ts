import { asDomainEvent } from '../../../events/catalogue.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { PushSubscribed } from '../../../events/request/alertAreaEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createDeliveryTables, type DeliveryTable } from './deliveryTables.ts';

type Tables = TableNames<DeliveryTable>;

/**
 * A browser subscribed: its row, or the row moved to this member, from a later position in the
 * global order only (the same browser may move between members' streams). An erased member's, or
 * one read back blank after an erasure, is not projected.
 */
async function subscribed(db: SqlExecutor, t: Tables, recorded: RecordedEvent, event: PushSubscribed) {
  const d = event.data;
  if (!d.endpoint || !d.keys.p256dh || !d.keys.auth) return;
  await db.query(
    `insert into ${t.push_subscriptions}
       (subscription_id, uid, endpoint, p256dh, auth, subscribed_at, last_tx, last_gp)
     select $1, $2, $3, $4, $5, $6, $7, $8
      where not exists (select 1 from ${t.delivery_erased_members} where uid = $2)
     on conflict (subscription_id) do update
       set uid = excluded.uid, endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
           subscribed_at = excluded.subscribed_at, last_tx = excluded.last_tx, last_gp = excluded.last_gp
     where (${t.push_subscriptions}.last_tx, ${t.push_subscriptions}.last_gp) < (excluded.last_tx, excluded.last_gp)`,
    [
      d.subscriptionId,
      d.uid,
      d.endpoint,
      d.keys.p256dh,
      d.keys.auth,
      d.subscribedAt,
      recorded.globalPosition.tx.toString(),
      recorded.globalPosition.gp.toString(),
    ],
  );
}

/**
 * PDPA: an erased member's browsers and their pending deliveries go, and they are remembered (the
 * id only) so a replay does not bring the browsers back.
 */
async function erase(db: SqlExecutor, t: Tables, uid: string) {
  await db.query(`insert into ${t.delivery_erased_members} (uid) values ($1) on conflict do nothing`, [uid]);
  await db.query(`delete from ${t.push_subscriptions} where uid = $1`, [uid]);
  await db.query(`delete from delivery_jobs where uid = $1`, [uid]);
}

/**
 * The browsers Web Push reaches, per member (issue 22): PushSubscribed and PushUnsubscribed on the
 * members' `alerts-{uid}` streams; an unsubscription takes the row only while it is still that
 * member's. Every event may arrive twice: a replay runs in order, so the rows end as one delivery
 * leaves them. The jobs the delivery worker sends are fed from the notifications read model, not
 * here (infra/app/deliveries/).
 */
export const deliveriesProjection: Projection<DeliveryTable> = {
  name: 'deliveries',
  handles: ['PushSubscribed', 'PushUnsubscribed', 'UserErased'],
  tables: ['push_subscriptions', 'delivery_erased_members'],
  createTables: createDeliveryTables,
  async handle(events, db, t) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      switch (event?.type) {
        case 'PushSubscribed':
          await subscribed(db, t, recorded, event);
          break;
        case 'PushUnsubscribed':
          await db.query(`delete from ${t.push_subscriptions} where subscription_id = $1 and uid = $2`, [
            event.data.subscriptionId,
            event.data.uid,
          ]);
          break;
        case 'UserErased':
          await erase(db, t, event.data.uid);
          break;
      }
    }
  },
};
