import { asDomainEvent, type DomainEvent } from '../../../events/catalogue.ts';
import { DASHBOARD_RECENT_ACTIVITIES } from '../../../events/constants.ts';
import { platformShare } from '../../../events/saleShares.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createDashboardIndexes, createDashboardTables, type DashboardTable } from './dashboardTables.ts';
import type { Satang } from '../../../events/money.ts';

type Tables = TableNames<DashboardTable>;
type Counter =
  'revenue_satang' | 'platform_satang' | 'sales' | 'refunds' | 'uploads' | 'signups' | 'pending_delta';

/** The Bangkok calendar day of an event's own time (YYYY-MM-DD). */
const dayOf = (at: string) => bangkokDay(new Date(at));

/** Adds to one day's counters. */
async function bump(db: SqlExecutor, t: Tables, at: string, add: Partial<Record<Counter, number>>) {
  const columns = Object.keys(add) as Counter[];
  if (columns.length === 0) return;
  await db.query(
    `insert into ${t.dashboard_daily_stats} (day, ${columns.join(', ')})
     values ($1::date, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
     on conflict (day) do update set
       ${columns.map((column) => `${column} = ${t.dashboard_daily_stats}.${column} + excluded.${column}`).join(', ')}`,
    [dayOf(at), ...columns.map((column) => add[column])],
  );
}

/** Remembers one activity (its key makes a second delivery a no-op). */
async function remember(
  db: SqlExecutor,
  t: Tables,
  activity: {
    type: 'purchase' | 'upload' | 'register';
    at: string;
    entityId: string;
    clipId?: string;
    uid?: string;
    amountSatang?: Satang;
  },
) {
  await db.query(
    `insert into ${t.dashboard_activities} (activity_key, type, at, entity_id, clip_id, uid, amount_satang)
     values ($1, $2, $3::timestamptz, $4, $5, $6, $7) on conflict (activity_key) do nothing`,
    [
      `${activity.type}:${activity.entityId}`,
      activity.type,
      activity.at,
      activity.entityId,
      activity.clipId ?? null,
      activity.uid ?? null,
      activity.amountSatang ?? null,
    ],
  );
}

/** A pending clip leaves the review queue (approved, rejected, deleted, expired): once. */
async function leaveQueue(db: SqlExecutor, t: Tables, clipId: string, status: string, at: string) {
  const { rows } = await db.query(
    `update ${t.dashboard_clips} set status = $2 where clip_id = $1 and status = 'pending' returning clip_id`,
    [clipId, status],
  );
  if (rows.length > 0) await bump(db, t, at, { pending_delta: -1 });
}

/** A rejected clip sent back for review joins the queue again: once. */
async function rejoinQueue(db: SqlExecutor, t: Tables, clipId: string, at: string) {
  const { rows } = await db.query(
    `update ${t.dashboard_clips} set status = 'pending' where clip_id = $1 and status = 'rejected' returning clip_id`,
    [clipId],
  );
  if (rows.length > 0) await bump(db, t, at, { pending_delta: 1 });
}

async function projectEvent(db: SqlExecutor, t: Tables, event: DomainEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      const { rows } = await db.query(
        `insert into ${t.dashboard_users} (uid) values ($1) on conflict (uid) do nothing returning uid`,
        [d.uid],
      );
      if (rows.length === 0) return;
      await bump(db, t, d.registeredAt, { signups: 1 });
      await remember(db, t, { type: 'register', at: d.registeredAt, entityId: d.uid, uid: d.uid });
      return;
    }
    case 'ClipUploaded': {
      const d = event.data;
      const { rows } = await db.query(
        `insert into ${t.dashboard_clips} (clip_id, seller_id, status) values ($1, $2, 'pending')
         on conflict (clip_id) do nothing returning clip_id`,
        [d.clipId, d.sellerId],
      );
      if (rows.length === 0) return;
      await bump(db, t, d.uploadedAt, { uploads: 1, pending_delta: 1 });
      await remember(db, t, {
        type: 'upload',
        at: d.uploadedAt,
        entityId: d.clipId,
        clipId: d.clipId,
        uid: d.sellerId,
      });
      return;
    }
    case 'ClipApproved':
      return leaveQueue(db, t, event.data.clipId, 'approved', event.data.approvedAt);
    case 'ClipRejected':
      return leaveQueue(db, t, event.data.clipId, 'rejected', event.data.rejectedAt);
    case 'ClipResubmitted':
      return rejoinQueue(db, t, event.data.clipId, event.data.resubmittedAt);
    case 'ClipDeleted':
      return leaveQueue(db, t, event.data.clipId, 'deleted', event.data.deletedAt);
    case 'ClipExpired':
      return leaveQueue(db, t, event.data.clipId, 'expired', event.data.expiredAt);
    case 'PaymentSucceeded': {
      const d = event.data;
      const { rows } = await db.query(
        `insert into ${t.dashboard_payments} (purchase_id, amount_satang) values ($1, $2)
         on conflict (purchase_id) do nothing returning purchase_id`,
        [d.purchaseId, d.amountSatang],
      );
      if (rows.length === 0) return;
      await bump(db, t, d.paidAt, {
        revenue_satang: d.amountSatang,
        platform_satang: platformShare(d.amountSatang),
        sales: 1,
      });
      await remember(db, t, {
        type: 'purchase',
        at: d.paidAt,
        entityId: d.purchaseId,
        clipId: d.clipId,
        amountSatang: d.amountSatang,
      });
      return;
    }
    case 'PurchaseRefunded': {
      const d = event.data;
      const { rows } = await db.query(
        `insert into ${t.dashboard_payments} (purchase_id, amount_satang, refunded) values ($1, $2, true)
         on conflict (purchase_id) do update set refunded = true where not ${t.dashboard_payments}.refunded
         returning purchase_id`,
        [d.purchaseId, d.amountSatang],
      );
      if (rows.length === 0) return;
      await bump(db, t, d.refundedAt, {
        revenue_satang: -d.amountSatang,
        platform_satang: -platformShare(d.amountSatang),
        refunds: 1,
      });
      return;
    }
    case 'UserErased': {
      // The catalogue drops an erased seller's unsold clips: their pending ones leave the queue.
      const { rows } = await db.query(
        `update ${t.dashboard_clips} set status = 'erased' where seller_id = $1 and status = 'pending'
         returning clip_id`,
        [event.data.uid],
      );
      if (rows.length > 0) await bump(db, t, event.data.erasedAt, { pending_delta: -rows.length });
      return;
    }
    default:
      return;
  }
}

/**
 * The admin dashboard's read model (admin spec §2, §3; DESIGN.md §7): daily figures by Bangkok
 * calendar day and the newest activities. Every counter moves only when a keyed row (a purchase, a
 * clip's review state, a person) is new or changes, in the transaction that moves the checkpoint:
 * a second delivery counts nothing and a rebuild gives the same figures.
 */
export const dashboardProjection: Projection<DashboardTable> = {
  name: 'dashboard',
  handles: [
    'UserRegistered',
    'ClipUploaded',
    'ClipApproved',
    'ClipRejected',
    'ClipResubmitted',
    'ClipDeleted',
    'ClipExpired',
    'PaymentSucceeded',
    'PurchaseRefunded',
    'UserErased',
  ],
  tables: [
    'dashboard_daily_stats',
    'dashboard_users',
    'dashboard_clips',
    'dashboard_payments',
    'dashboard_activities',
  ],
  createTables: createDashboardTables,
  createIndexes: createDashboardIndexes,
  async handle(events, db, t) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      if (event) await projectEvent(db, t, event);
    }
    if (events.length > 0)
      await db.query(
        `delete from ${t.dashboard_activities} where activity_key not in
           (select activity_key from ${t.dashboard_activities} order by at desc, activity_key desc limit $1)`,
        [DASHBOARD_RECENT_ACTIVITIES],
      );
  },
};
