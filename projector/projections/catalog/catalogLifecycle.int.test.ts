import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { ClipEvent, ClipUploaded, ClipViewed } from '../../../events/clip/clipEvents.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { userRegistered } from '../../testing/userEvents.ts';
import { catalogProjection } from './catalogProjection.ts';

const sha256 = 'a'.repeat(64);
const uploaded = (clipId: string, overrides: Partial<ClipUploaded['data']> = {}): ClipUploaded => ({
  type: 'ClipUploaded',
  data: {
    clipId,
    sellerId: 'seller-1',
    title: 'มอเตอร์ไซค์ฝ่าไฟแดง',
    description: 'แยกรัชดา',
    category: 'car_motorcycle',
    vehicleType: 'motorcycle',
    priceSatang: 60_000,
    tags: ['ฝ่าไฟแดง'],
    incidentDate: '2026-11-19',
    incidentTime: '18:20',
    location: {
      lat: 13.79,
      lng: 100.57,
      province: 'กรุงเทพมหานคร',
      district: 'ห้วยขวาง',
      subDistrict: 'ห้วยขวาง',
      address: 'แยกรัชดา-ลาดพร้าว',
    },
    file: {
      storageKey: `originals/${clipId}`,
      sha256,
      sizeBytes: 7_340_032,
      container: 'mov',
      durationSeconds: 61.5,
    },
    images: { cover: 'img-cover', previews: ['img-p1', 'img-p2'] },
    consent: null,
    sameFileAs: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  },
});
const clip = (event: ClipEvent): [string, ClipEvent] => [`clip-${event.data.clipId}`, event];
const view = (clipId: string, viewerKey: string, day: string): [string, ClipViewed] => [
  `views-${clipId}`,
  { type: 'ClipViewed', data: { clipId, viewerKey, day } },
];

describe('catalog projection: the clip lifecycle (every event delivered twice)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  it('keeps the file fingerprint, size, length, container, images and the same-file flag', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b', { sellerId: 'seller-2', sameFileAs: { clipId: 'a', sellerId: 'seller-1' } })),
    ]);
    const { rows } = await spec.db.query(
      `select clip_id, sha256, size_bytes::int as size_bytes, duration_seconds, container, cover_image, preview_images,
              same_file_as_clip, same_file_as_seller, status, updated_at::text as updated_at
         from catalog_clips order by clip_id`,
    );
    expect(rows).toEqual([
      {
        clip_id: 'a',
        sha256,
        size_bytes: 7_340_032,
        duration_seconds: 61.5,
        container: 'mov',
        cover_image: 'img-cover',
        preview_images: ['img-p1', 'img-p2'],
        same_file_as_clip: null,
        same_file_as_seller: null,
        status: 'pending',
        updated_at: expect.stringMatching(/^2026-11-20/),
      },
      expect.objectContaining({
        clip_id: 'b',
        same_file_as_clip: 'a',
        same_file_as_seller: 'seller-1',
      }),
    ]);
  });

  it('applies edits field by field, by seller or admin', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      clip(uploaded('a')),
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'seller',
          changes: { title: 'ชื่อใหม่', tags: ['ใหม่'], incidentTime: '18:25' },
          editedAt: '2026-11-20T11:00:00.000Z',
        },
      }),
      clip({ type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T12:00:00.000Z' } }),
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'admin',
          changes: { category: 'pedestrian', priceSatang: 90_000 },
          editedAt: '2026-11-20T13:00:00.000Z',
        },
      }),
    ]);
    const { rows } = await spec.db.query(
      `select title, description, category, vehicle_type, price_satang, tags, incident_time, status, province
         from catalog_clips`,
    );
    expect(rows).toEqual([
      {
        title: 'ชื่อใหม่',
        description: 'แยกรัชดา',
        category: 'pedestrian',
        vehicle_type: 'motorcycle',
        price_satang: 90_000,
        tags: ['ใหม่'],
        incident_time: '18:25',
        status: 'approved',
        province: 'กรุงเทพมหานคร',
      },
    ]);
  });

  it('an approved clip expires; a deleted one stays as deleted; a rejected one keeps its reason', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b')),
      clip(uploaded('c')),
      clip({ type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T12:00:00.000Z' } }),
      clip({ type: 'ClipExpired', data: { clipId: 'a', expiredAt: '2027-11-20T12:00:00.000Z' } }),
      clip({ type: 'ClipApproved', data: { clipId: 'b', approvedAt: '2026-11-20T12:00:00.000Z' } }),
      clip({
        type: 'ClipDeleted',
        data: { clipId: 'b', by: 'seller', deletedAt: '2026-11-21T12:00:00.000Z' },
      }),
      clip({
        type: 'ClipRejected',
        data: { clipId: 'c', reason: 'ไม่ใช่คลิปของคุณ', rejectedAt: '2026-11-21T00:00:00.000Z' },
      }),
    ]);
    const { rows } = await spec.db.query(
      `select clip_id, status, rejection_reason, approved_at is not null as approved,
              expired_at is not null as expired, deleted_at is not null as deleted
         from catalog_clips order by clip_id`,
    );
    expect(rows).toEqual([
      {
        clip_id: 'a',
        status: 'expired',
        rejection_reason: null,
        approved: true,
        expired: true,
        deleted: false,
      },
      {
        clip_id: 'b',
        status: 'deleted',
        rejection_reason: null,
        approved: true,
        expired: false,
        deleted: true,
      },
      {
        clip_id: 'c',
        status: 'rejected',
        rejection_reason: 'ไม่ใช่คลิปของคุณ',
        approved: false,
        expired: false,
        deleted: false,
      },
    ]);
  });

  it('counts a viewer once per clip per day; another viewer or another day counts again', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b')),
      clip({ type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T12:00:00.000Z' } }),
      view('a', 'viewer-1', '2026-11-21'),
      view('a', 'viewer-1', '2026-11-21'),
      view('a', 'viewer-2', '2026-11-21'),
      view('a', 'viewer-1', '2026-11-22'),
      view('b', 'viewer-1', '2026-11-21'),
    ]);
    const { rows } = await spec.db.query('select clip_id, views from catalog_clips order by clip_id');
    expect(rows).toEqual([
      { clip_id: 'a', views: 3 },
      { clip_id: 'b', views: 1 },
    ]);
  });

  it('a whole history of one clip in a single batch lands in stream order', async () => {
    spec = await projectionSpecification(catalogProjection);
    await spec.givenInOneBatch([
      clip(uploaded('a')),
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'seller',
          changes: { title: 'ก่อนอนุมัติ' },
          editedAt: '2026-11-20T10:30:00.000Z',
        },
      }),
      clip({ type: 'ClipApproved', data: { clipId: 'a', approvedAt: '2026-11-20T12:00:00.000Z' } }),
      view('a', 'viewer-1', '2026-11-21'),
      view('a', 'viewer-1', '2026-11-21'),
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'admin',
          changes: { title: 'หลังอนุมัติ' },
          editedAt: '2026-11-21T10:00:00.000Z',
        },
      }),
      clip({ type: 'ClipExpired', data: { clipId: 'a', expiredAt: '2027-11-20T12:00:00.000Z' } }),
      clip(uploaded('b')),
    ]);
    const { rows } = await spec.db.query(
      `select clip_id, title, status, approved_at is not null as approved, views from catalog_clips order by clip_id`,
    );
    expect(rows).toEqual([
      { clip_id: 'a', title: 'หลังอนุมัติ', status: 'expired', approved: true, views: 1 },
      { clip_id: 'b', title: 'มอเตอร์ไซค์ฝ่าไฟแดง', status: 'pending', approved: false, views: 0 },
    ]);
  });

  it('an upload and its seller’s erasure in one batch: the clip stays out, whatever their order', async () => {
    spec = await projectionSpecification(catalogProjection);
    const erased = (uid: string): [string, DomainEvent] => [
      `user-${uid}`,
      { type: 'UserErased', data: { uid, erasedAt: '2026-11-22T10:00:00.000Z' } },
    ];
    const registered = (uid: string): [string, DomainEvent] => [`user-${uid}`, userRegistered(uid)];
    await spec.givenInOneBatch([
      registered('seller-1'),
      registered('seller-2'),
      registered('seller-3'),
      clip(uploaded('a')),
      erased('seller-1'),
      clip(uploaded('b', { sellerId: 'seller-2' })),
      clip(uploaded('c', { sellerId: 'seller-3' })),
      erased('seller-2'),
    ]);
    const { rows } = await spec.db.query('select clip_id from catalog_clips');
    expect(rows).toEqual([{ clip_id: 'c' }]);
  });
});
