import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { userRegistered } from '../../testing/userEvents.ts';
import { catalogProjection } from './catalogProjection.ts';
import { readClipCounts } from './clipCounts.ts';

const at = '2026-11-20T10:00:00.000Z';
const uploaded = (clipId: string, sellerId: string): [string, ClipUploaded] => [
  `clip-${clipId}`,
  {
    type: 'ClipUploaded',
    data: {
      clipId,
      sellerId,
      title: 'รถชนท้าย',
      description: 'ถนนพระราม 2',
      category: 'car_car',
      vehicleType: 'car',
      priceSatang: 60_000,
      tags: [],
      incidentDate: '2026-11-19',
      incidentTime: '18:20',
      location: {
        lat: 13.6,
        lng: 100.4,
        province: 'กรุงเทพมหานคร',
        district: 'บางขุนเทียน',
        subDistrict: 'แสมดำ',
        address: 'พระราม 2',
      },
      file: {
        storageKey: `originals/${clipId}`,
        sha256: clipId.padEnd(64, '0'),
        sizeBytes: 1,
        container: 'mp4',
        durationSeconds: 30,
      },
      images: { cover: 'c', previews: [] },
      consent: null,
      sameFileAs: null,
      uploadedAt: at,
    },
  },
];
const registered = (uid: string): [string, DomainEvent] => [`user-${uid}`, userRegistered(uid)];
const onClip = (clipId: string, event: DomainEvent): [string, DomainEvent] => [`clip-${clipId}`, event];
const approved = (clipId: string) =>
  onClip(clipId, { type: 'ClipApproved', data: { clipId, approvedAt: at } });
const paid = (purchaseId: string, clipId: string, sellerId: string): [string, DomainEvent] => [
  `purchase-${purchaseId}`,
  {
    type: 'PaymentSucceeded',
    data: {
      purchaseId,
      clipId,
      sellerId,
      provider: 'sandbox',
      paymentId: `pi-${purchaseId}`,
      amountSatang: 60_000,
      paidAt: at,
      downloadUntil: '2026-12-20T10:00:00.000Z',
    },
  },
];
const refunded = (purchaseId: string, clipId: string, sellerId: string): [string, DomainEvent] => [
  `purchase-${purchaseId}`,
  {
    type: 'PurchaseRefunded',
    data: { purchaseId, clipId, sellerId, amountSatang: 60_000, refundId: null, refundedAt: at },
  } as DomainEvent,
];

describe('catalog projection: clips counted by state for the admin dashboard', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  const countedAgain = async () => {
    const { rows } = await spec.db.query<{ status: string; sold: boolean; n: number }>(
      `select status, sales_count > 0 as sold, count(*)::int as n from catalog_clips group by 1, 2 order by 1, 2`,
    );
    const kept = await spec.db.query<{ status: string; sold: boolean; n: number }>(
      `select status, sold, n::int as n from catalog_clip_counts where n <> 0 order by 1, 2`,
    );
    return { counted: rows, kept: kept.rows };
  };

  it('given uploads, reviews, sales, a refund, a delete, an expiry and an erasure, each delivered twice, then the counts are the catalogue’s', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      registered('seller-1'),
      registered('seller-2'),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => uploaded(id, 'seller-1')),
      uploaded('g', 'seller-2'),
      uploaded('h', 'seller-2'),
      approved('a'),
      approved('b'),
      approved('c'),
      approved('g'),
      onClip('d', {
        type: 'ClipRejected',
        data: { clipId: 'd', reason: 'ภาพไม่ชัด', rejectedAt: at },
      } as DomainEvent),
      onClip('e', { type: 'ClipDeleted', data: { clipId: 'e', deletedAt: at } } as DomainEvent),
      paid('p1', 'a', 'seller-1'),
      paid('p2', 'b', 'seller-1'),
      refunded('p2', 'b', 'seller-1'),
      paid('p3', 'g', 'seller-2'),
      onClip('c', { type: 'ClipExpired', data: { clipId: 'c', expiredAt: at } } as DomainEvent),
      // seller-2 leaves: the sold clip stays with its buyer, the pending one goes
      ['user-seller-2', { type: 'UserErased', data: { uid: 'seller-2', erasedAt: at } }],
    ]);
    const { counted, kept } = await countedAgain();
    expect(kept).toEqual(counted);
    // by hand: a and g sold; b approved (its only sale refunded); c expired; d rejected; e deleted;
    // f pending; h gone with its erased seller
    expect(await readClipCounts(spec.db)).toEqual({
      pending: 1,
      approved: 3,
      sold: 2,
      unsold: 1,
      rejected: 1,
      total: 6,
    });
  });

  it('a catch-up batch in which a seller uploads, sells and is erased keeps the sold clip and counts it', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.givenInOneBatch([
      registered('seller-1'),
      uploaded('a', 'seller-1'),
      uploaded('b', 'seller-1'),
      approved('a'),
      paid('p1', 'a', 'seller-1'),
      ['user-seller-1', { type: 'UserErased', data: { uid: 'seller-1', erasedAt: at } }],
    ]);
    const { rows } = await spec.db.query(`select clip_id, status, sales_count from catalog_clips`);
    expect(rows).toEqual([{ clip_id: 'a', status: 'approved', sales_count: 1 }]);
    const { counted, kept } = await countedAgain();
    expect(kept).toEqual(counted);
    expect(await readClipCounts(spec.db)).toEqual({
      pending: 0,
      approved: 1,
      sold: 1,
      unsold: 0,
      rejected: 0,
      total: 1,
    });
  });

  it('a catch-up batch holding a clip’s whole life counts it once, in its last state', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.givenInOneBatch([
      registered('seller-1'),
      uploaded('a', 'seller-1'),
      uploaded('b', 'seller-1'),
      uploaded('c', 'seller-1'),
      approved('a'),
      approved('b'),
      paid('p1', 'a', 'seller-1'),
      paid('p2', 'b', 'seller-1'),
      refunded('p2', 'b', 'seller-1'),
    ]);
    const { counted, kept } = await countedAgain();
    expect(kept).toEqual(counted);
    expect(await readClipCounts(spec.db)).toEqual({
      pending: 1,
      approved: 2,
      sold: 1,
      unsold: 1,
      rejected: 0,
      total: 3,
    });
  });
});
