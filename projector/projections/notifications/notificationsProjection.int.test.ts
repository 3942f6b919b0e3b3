import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { clipUploadedData } from '../../../tests/fixtures/clipUploadedData.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { notificationsProjection } from './notificationsProjection.ts';
import type { NotificationRow } from './notificationTables.ts';

const at = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const uploaded = (clipId: string, sellerId: string, title: string): DomainEvent => ({
  type: 'ClipUploaded',
  data: clipUploadedData(clipId, sellerId, title, at),
});
const paid = (purchaseId: string, clipId: string, sellerId: string, amountSatang: number): DomainEvent => ({
  type: 'PaymentSucceeded',
  data: {
    purchaseId,
    clipId,
    sellerId,
    provider: 'sandbox',
    paymentId: `pi_${purchaseId}`,
    amountSatang,
    paidAt: later,
    downloadUntil: later,
  },
});
const payoutCreated: DomainEvent = {
  type: 'PayoutCreated',
  data: {
    payoutId: 'po1',
    sellerId: 's1',
    uid: 's1',
    amountSatang: 60_000,
    method: 'bank_transfer',
    bankName: 'kbank',
    accountName: 'สมชาย ใจดี',
    accountNumber: '123-4-56789-0',
    createdAt: at,
  },
};

type Row = Pick<NotificationRow, 'id' | 'uid' | 'kind' | 'data' | 'ref' | 'read_at'>;

describe('notifications projection', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());
  const rows = async () =>
    (
      await spec.db.query<Row>(
        `select id, uid, kind, data, ref, read_at from notifications order by created_at, kind`,
      )
    ).rows;

  it('tells the seller about approval, rejection with its reason, a sale with their 75% and a paid payout; each event twice', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.given([
      ['clip-c1', uploaded('c1', 's1', 'ชนท้ายพระราม 2')],
      [
        'clip-c1',
        {
          type: 'ClipEdited',
          data: { clipId: 'c1', by: 'seller', changes: { title: 'ชนท้าย บางนา' }, editedAt: at },
        },
      ],
      ['clip-c1', { type: 'ClipApproved', data: { clipId: 'c1', approvedAt: at } }],
      ['clip-c2', uploaded('c2', 's1', 'ฝ่าไฟแดง')],
      ['clip-c2', { type: 'ClipRejected', data: { clipId: 'c2', reason: 'ภาพไม่ชัด', rejectedAt: at } }],
      ['purchase-p1', paid('p1', 'c1', 's1', 80_000)],
      ['payout-po1', payoutCreated],
      ['payout-po1', { type: 'PayoutMarkedPaid', data: { payoutId: 'po1', paidAt: later, by: 'admin-1' } }],
      ['clip-unknown', { type: 'ClipApproved', data: { clipId: 'unknown', approvedAt: at } }],
    ]);
    const all = await rows();
    expect(all.map(({ uid, kind, data, ref, read_at }) => ({ uid, kind, data, ref, read_at }))).toEqual([
      {
        uid: 's1',
        kind: 'clip_approved',
        data: { clipId: 'c1', title: 'ชนท้าย บางนา' },
        ref: 'c1',
        read_at: null,
      },
      {
        uid: 's1',
        kind: 'clip_rejected',
        data: { clipId: 'c2', title: 'ฝ่าไฟแดง', reason: 'ภาพไม่ชัด' },
        ref: 'c2',
        read_at: null,
      },
      {
        uid: 's1',
        kind: 'clip_sold',
        data: {
          clipId: 'c1',
          purchaseId: 'p1',
          title: 'ชนท้าย บางนา',
          priceSatang: 80_000,
          sellerShareSatang: 60_000,
        },
        ref: 'p1',
        read_at: null,
      },
      {
        uid: 's1',
        kind: 'payout_paid',
        data: { payoutId: 'po1', amountSatang: 60_000 },
        ref: 'po1',
        read_at: null,
      },
    ]);
  });

  it('tells the reporter their complaint was answered, resolved or rejected', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.givenInOneBatch([
      [
        'complaint-k1',
        {
          type: 'ComplaintResolved',
          data: { complaintId: 'k1', reporterId: 'r1', response: 'แก้ไขแล้ว', by: 'admin-1', resolvedAt: at },
        },
      ],
      [
        'complaint-k2',
        {
          type: 'ComplaintRejected',
          data: {
            complaintId: 'k2',
            reporterId: 'r1',
            response: 'ไม่พบปัญหา',
            by: 'admin-1',
            rejectedAt: later,
          },
        },
      ],
    ]);
    expect((await rows()).map(({ uid, kind, data, ref }) => ({ uid, kind, data, ref }))).toEqual([
      { uid: 'r1', kind: 'complaint_resolved', data: { complaintId: 'k1', response: 'แก้ไขแล้ว' }, ref: 'k1' },
      { uid: 'r1', kind: 'complaint_rejected', data: { complaintId: 'k2', response: 'ไม่พบปัญหา' }, ref: 'k2' },
    ]);
  });

  it('marks read only the reader’s own notifications, once; erasure removes the person’s notifications', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.given([
      ['clip-c1', uploaded('c1', 's1', 'หนึ่ง')],
      ['clip-c1', { type: 'ClipApproved', data: { clipId: 'c1', approvedAt: at } }],
      ['clip-c2', uploaded('c2', 's2', 'สอง')],
      ['clip-c2', { type: 'ClipApproved', data: { clipId: 'c2', approvedAt: at } }],
    ]);
    const [mine, theirs] = (await rows()).sort((a, b) => a.uid.localeCompare(b.uid));
    await spec.given([
      [
        'notifications-s1',
        { type: 'NotificationsRead', data: { uid: 's1', ids: [mine!.id, theirs!.id], readAt: later } },
      ],
      [
        'notifications-s1',
        {
          type: 'NotificationsRead',
          data: { uid: 's1', ids: [mine!.id], readAt: '2030-01-01T00:00:00.000Z' },
        },
      ],
    ]);
    const read = await spec.db.query<{ uid: string; read_at: Date | null }>(
      `select uid, read_at from notifications order by uid`,
    );
    expect(read.rows).toEqual([
      { uid: 's1', read_at: new Date(later) },
      { uid: 's2', read_at: null },
    ]);
    await spec.given([['user-s1', { type: 'UserErased', data: { uid: 's1', erasedAt: later } }]]);
    expect((await rows()).map((row) => row.uid)).toEqual(['s2']);
    const clips = await spec.db.query(`select clip_id from notification_clips order by clip_id`);
    expect(clips.rows).toEqual([{ clip_id: 'c2' }]);
  });
});
