import { asDomainEvent } from '../../../events/catalogue.ts';
import { sellerShare } from '../../../events/saleShares.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import {
  createNotificationTables,
  type NotificationClipRow,
  type NotificationPayoutRow,
  type NotificationTable,
} from './notificationTables.ts';
import { projectRequestNotifications, REQUEST_NOTIFICATION_EVENTS } from './requestNotifications.ts';

type Tables = TableNames<NotificationTable>;

interface NewNotification {
  uid: string;
  kind: string;
  /** Facts the PWA words in Thai (no prebuilt text): titles, reasons, amounts in satang. */
  data: Record<string, unknown>;
  ref: string;
  at: string;
}

/** Keyed by the id of the event it tells about: a second delivery inserts nothing. */
async function notify(db: SqlExecutor, t: Tables, recorded: RecordedEvent, n: NewNotification) {
  await db.query(
    `insert into ${t.notifications} (id, uid, kind, data, ref, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6) on conflict (id) do nothing`,
    [recorded.metadata.eventId, n.uid, n.kind, JSON.stringify(n.data), n.ref, n.at],
  );
}

async function clipOf(db: SqlExecutor, t: Tables, clipId: string) {
  const { rows } = await db.query<Pick<NotificationClipRow, 'seller_id' | 'title'>>(
    `select seller_id, title from ${t.notification_clips} where clip_id = $1`,
    [clipId],
  );
  return rows[0] ?? null;
}

async function project(db: SqlExecutor, t: Tables, recorded: RecordedEvent) {
  const event = asDomainEvent(recorded);
  if (!event) return;
  switch (event.type) {
    case 'ClipUploaded':
      return db.query(
        `insert into ${t.notification_clips} (clip_id, seller_id, title) values ($1, $2, $3)
         on conflict (clip_id) do nothing`,
        [event.data.clipId, event.data.sellerId, event.data.title],
      );
    case 'ClipEdited':
      if (event.data.changes.title === undefined) return;
      return db.query(`update ${t.notification_clips} set title = $2 where clip_id = $1`, [
        event.data.clipId,
        event.data.changes.title,
      ]);
    case 'ClipApproved': {
      const clip = await clipOf(db, t, event.data.clipId);
      if (!clip) return;
      return notify(db, t, recorded, {
        uid: clip.seller_id,
        kind: 'clip_approved',
        data: { clipId: event.data.clipId, title: clip.title },
        ref: event.data.clipId,
        at: event.data.approvedAt,
      });
    }
    case 'ClipRejected': {
      const clip = await clipOf(db, t, event.data.clipId);
      if (!clip) return;
      return notify(db, t, recorded, {
        uid: clip.seller_id,
        kind: 'clip_rejected',
        data: { clipId: event.data.clipId, title: clip.title, reason: event.data.reason },
        ref: event.data.clipId,
        at: event.data.rejectedAt,
      });
    }
    case 'PaymentSucceeded': {
      const d = event.data;
      const clip = await clipOf(db, t, d.clipId);
      return notify(db, t, recorded, {
        uid: d.sellerId,
        kind: 'clip_sold',
        data: {
          clipId: d.clipId,
          purchaseId: d.purchaseId,
          title: clip?.title ?? '',
          priceSatang: d.amountSatang,
          sellerShareSatang: sellerShare(d.amountSatang),
        },
        ref: d.purchaseId,
        at: d.paidAt,
      });
    }
    case 'PayoutCreated':
      return db.query(
        `insert into ${t.notification_payouts} (payout_id, seller_id, amount_satang) values ($1, $2, $3)
         on conflict (payout_id) do nothing`,
        [event.data.payoutId, event.data.sellerId, event.data.amountSatang],
      );
    case 'PayoutMarkedPaid': {
      const { rows } = await db.query<Pick<NotificationPayoutRow, 'seller_id' | 'amount_satang'>>(
        `select seller_id, amount_satang from ${t.notification_payouts} where payout_id = $1`,
        [event.data.payoutId],
      );
      const payout = rows[0];
      if (!payout) return;
      return notify(db, t, recorded, {
        uid: payout.seller_id,
        kind: 'payout_paid',
        data: { payoutId: event.data.payoutId, amountSatang: payout.amount_satang },
        ref: event.data.payoutId,
        at: event.data.paidAt,
      });
    }
    case 'ComplaintResolved':
    case 'ComplaintRejected': {
      const d = event.data;
      return notify(db, t, recorded, {
        uid: d.reporterId,
        kind: event.type === 'ComplaintResolved' ? 'complaint_resolved' : 'complaint_rejected',
        data: { complaintId: d.complaintId, response: d.response },
        ref: d.complaintId,
        at: 'resolvedAt' in d ? d.resolvedAt : d.rejectedAt,
      });
    }
    case 'NotificationsRead':
      return db.query(
        `update ${t.notifications} set read_at = $3
         where uid = $1 and id = any($2::text[]) and read_at is null`,
        [event.data.uid, event.data.ids, event.data.readAt],
      );
    case 'UserErased': {
      const uid = event.data.uid;
      await db.query(`delete from ${t.notifications} where uid = $1`, [uid]);
      await db.query(`delete from ${t.notification_clips} where seller_id = $1`, [uid]);
      await db.query(`delete from ${t.notification_payouts} where seller_id = $1`, [uid]);
      return;
    }
  }
}

/**
 * A seller hears when a clip is approved, rejected (with the reason) or sold (their 75%), and when a
 * payout is paid; a reporter when their complaint is resolved or rejected (with the admin's answer);
 * requesters, sellers and members with alert areas hear of footage requests (requestNotifications.ts).
 * Notifications are read through NotificationsRead; an erased person's go with them.
 */
export const notificationsProjection: Projection<NotificationTable> = {
  name: 'notifications',
  handles: [
    'ClipUploaded',
    'ClipEdited',
    'ClipApproved',
    'ClipRejected',
    'PaymentSucceeded',
    'PayoutCreated',
    'PayoutMarkedPaid',
    'ComplaintResolved',
    'ComplaintRejected',
    'NotificationsRead',
    'UserErased',
    ...REQUEST_NOTIFICATION_EVENTS,
  ],
  tables: [
    'notifications',
    'notification_clips',
    'notification_payouts',
    'notification_requests',
    'notification_alert_members',
    'notification_alert_areas',
  ],
  createTables: createNotificationTables,
  async handle(events, db, t) {
    for (const recorded of events) {
      await project(db, t, recorded);
      const event = asDomainEvent(recorded);
      if (event) await projectRequestNotifications(db, t, recorded, event);
    }
  },
};
