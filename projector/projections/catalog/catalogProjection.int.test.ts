import { afterEach, describe, expect, it } from 'vitest';
import type { ClipUploaded } from '../../../events/clip/clipEvents.ts';
import type { UserRegistered } from '../../../events/user/userEvents.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { userRegistered } from '../../testing/userEvents.ts';
import { catalogProjection } from './catalogProjection.ts';

const registered = (uid: string, displayName: string): UserRegistered =>
  userRegistered(uid, { firstName: displayName, displayName, passwordHash: 'scrypt$hash' });

const uploaded = (clipId: string, title: string, sellerId = 'seller-1'): ClipUploaded => ({
  type: 'ClipUploaded',
  data: {
    clipId,
    sellerId,
    title,
    description: 'รถเก๋งเปลี่ยนเลนกะทันหัน',
    category: 'car_car',
    vehicleType: 'car',
    priceSatang: 45_000,
    tags: ['เปลี่ยนเลน'],
    incidentDate: '2026-11-19',
    incidentTime: '08:15',
    location: {
      lat: 18.7883,
      lng: 98.9853,
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      subDistrict: 'ศรีภูมิ',
      address: 'ถนนห้วยแก้ว',
    },
    file: null,
    images: { cover: null, previews: [] },
    consent: null,
    sameFileAs: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
  },
});

describe('catalog projection (every event delivered twice)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  it('an uploaded clip is pending, an approved one approved, a rejected one rejected with its reason', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      ['user-seller-1', registered('seller-1', 'สมศรี')],
      ['clip-a', uploaded('a', 'ชนท้ายที่ห้วยแก้ว')],
      ['clip-b', uploaded('b', 'ปาดหน้า')],
      ['clip-c', uploaded('c', 'ยังรอตรวจ')],
      ['clip-a', { type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T11:00:00.000Z' } }],
      [
        'clip-b',
        {
          type: 'ClipRejected',
          data: { clipId: 'b', reason: 'ภาพไม่ชัด', rejectedAt: '2026-11-20T11:05:00.000Z' },
        },
      ],
    ]);
    const { rows } = await spec.db.query<{
      clip_id: string;
      status: string;
      rejection_reason: string | null;
      price_satang: number;
      province: string;
    }>(
      'select clip_id, status, rejection_reason, price_satang, province from catalog_clips order by clip_id',
    );
    expect(rows).toEqual([
      { clip_id: 'a', status: 'approved', rejection_reason: null, price_satang: 45_000, province: 'เชียงใหม่' },
      {
        clip_id: 'b',
        status: 'rejected',
        rejection_reason: 'ภาพไม่ชัด',
        price_satang: 45_000,
        province: 'เชียงใหม่',
      },
      { clip_id: 'c', status: 'pending', rejection_reason: null, price_satang: 45_000, province: 'เชียงใหม่' },
    ]);
    const sellers = await spec.db.query('select seller_id, display_name from catalog_sellers');
    expect(sellers.rows).toEqual([{ seller_id: 'seller-1', display_name: 'สมศรี' }]);
  });

  it('keeps the footage request a clip was sent for and its price ceiling (issue 22); a clip sent for none has null', async () => {
    spec = await projectionSpecification(catalogProjection);
    const linked = uploaded('a', 'ชนท้ายที่พระราม 2');
    await spec.given([
      ['clip-a', { ...linked, data: { ...linked.data, requestId: 'r-1', requestMaxPriceSatang: 300_000 } }],
      ['clip-b', uploaded('b', 'ปาดหน้า')],
    ]);
    const { rows } = await spec.db.query<{
      clip_id: string;
      request_id: string | null;
      request_max_price_satang: number | null;
    }>('select clip_id, request_id, request_max_price_satang from catalog_clips order by clip_id');
    expect(rows).toEqual([
      { clip_id: 'a', request_id: 'r-1', request_max_price_satang: 300_000 },
      { clip_id: 'b', request_id: null, request_max_price_satang: null },
    ]);
  });

  it('a replayed upload does not undo a later approval', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      ['clip-a', uploaded('a', 'ชน')],
      ['clip-a', { type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T11:00:00.000Z' } }],
    ]);
    const { rows } = await spec.db.query<{ status: string }>('select status from catalog_clips');
    expect(rows).toEqual([{ status: 'approved' }]);
  });

  it('a new display name reaches the seller; an update without one leaves it', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      ['user-seller-1', registered('seller-1', 'สมศรี')],
      [
        'user-seller-1',
        { type: 'ProfileUpdated', data: { uid: 'seller-1', displayName: 'ศรี', updatedAt: 'x' } },
      ],
      [
        'user-seller-1',
        { type: 'ProfileUpdated', data: { uid: 'seller-1', phone: '+66899999999', updatedAt: 'y' } },
      ],
    ]);
    const { rows } = await spec.db.query('select display_name, erased from catalog_sellers');
    expect(rows).toEqual([{ display_name: 'ศรี', erased: false }]);
  });

  it('an erased seller loses their name and their unsold clips; sold clips and other sellers stay', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      ['user-seller-1', registered('seller-1', 'สมศรี')],
      ['user-seller-2', registered('seller-2', 'สมชาย')],
      ['clip-a', uploaded('a', 'ขายแล้ว')],
      ['clip-b', uploaded('b', 'ยังไม่ขาย')],
      ['clip-c', uploaded('c', 'ของคนอื่น', 'seller-2')],
      ['clip-a', { type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T11:00:00.000Z' } }],
    ]);
    // Sales are not projected yet (no purchase events): mark the sold clip directly.
    await spec.db.query(`update catalog_clips set sales_count = 1 where clip_id = 'a'`);
    await spec.given([
      [
        'user-seller-1',
        { type: 'UserErased', data: { uid: 'seller-1', erasedAt: '2026-11-22T10:00:00.000Z' } },
      ],
    ]);
    const clips = await spec.db.query('select clip_id from catalog_clips order by clip_id');
    expect(clips.rows).toEqual([{ clip_id: 'a' }, { clip_id: 'c' }]);
    const sellers = await spec.db.query(
      'select seller_id, display_name, erased from catalog_sellers order by seller_id',
    );
    expect(sellers.rows).toEqual([
      { seller_id: 'seller-1', display_name: '', erased: true },
      { seller_id: 'seller-2', display_name: 'สมชาย', erased: false },
    ]);
  });

  it('an upload replayed after its seller was erased stays out of the catalogue', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      ['user-seller-1', registered('seller-1', 'สมศรี')],
      ['clip-b', uploaded('b', 'ยังไม่ขาย')],
      [
        'user-seller-1',
        { type: 'UserErased', data: { uid: 'seller-1', erasedAt: '2026-11-22T10:00:00.000Z' } },
      ],
    ]);
    const { rows } = await spec.db.query('select clip_id from catalog_clips');
    expect(rows).toEqual([]);
  });
});
