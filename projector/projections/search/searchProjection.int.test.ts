import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { ClipEvent, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { postgresSearchIndex } from '../../../infra/adapters/search/postgres/postgresSearchIndex.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { searchProjection } from './searchProjection.ts';

const uploaded = (clipId: string, overrides: Partial<ClipUploaded['data']> = {}): ClipUploaded => ({
  type: 'ClipUploaded',
  data: {
    clipId,
    sellerId: 'seller-1',
    title: 'มอเตอร์ไซค์ฝ่าไฟแดง',
    description: 'กล้องหน้ารถ เห็นทะเบียนชัด',
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
    file: null,
    images: { cover: null, previews: [] },
    consent: null,
    sameFileAs: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  },
});
const clip = (event: ClipEvent): [string, DomainEvent] => [`clip-${event.data.clipId}`, event];
const approved = (clipId: string): ClipEvent => ({
  type: 'ClipApproved',
  data: { clipId, approvedAt: '2026-11-20T11:00:00.000Z' },
});

describe('search projection (every event delivered twice)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  const indexed = async () =>
    (await spec.db.query<{ clip_id: string }>('select clip_id from clip_search order by clip_id')).rows.map(
      (row) => row.clip_id,
    );
  const find = async (keyword: string) =>
    (await postgresSearchIndex(spec.db).search({ keyword, page: 1, limit: 20 })).ids;

  it('indexes a clip only once it is approved; rejected and pending clips are never there', async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b')),
      clip(uploaded('c')),
      clip(approved('a')),
      clip({
        type: 'ClipRejected',
        data: { clipId: 'c', reason: 'ภาพไม่ชัด', rejectedAt: '2026-11-20T11:00:00.000Z' },
      }),
    ]);
    expect(await indexed()).toEqual(['a']);
    expect(await find('ไฟแดง')).toEqual(['a']);
  });

  it('follows an edit: the new title is found, the old one no longer', async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(approved('a')),
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'seller',
          editedAt: '2026-11-21T09:00:00.000Z',
          changes: { title: 'กระบะชนท้ายเก๋ง', priceSatang: 90_000 },
        },
      } as ClipEvent),
    ]);
    expect(await find('ชนท้าย')).toEqual(['a']);
    expect(await find('ฝ่าไฟแดงมอเตอร์ไซค์')).toEqual([]);
    const { rows } = await spec.db.query('select price_satang from clip_search');
    expect(rows).toEqual([{ price_satang: 90_000 }]);
  });

  it('an edit before approval is what gets indexed', async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.givenInOneBatch([
      clip(uploaded('a')),
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'admin',
          editedAt: '2026-11-20T10:30:00.000Z',
          changes: { title: 'รถตู้ชนเสาไฟ' },
        },
      } as ClipEvent),
      clip(approved('a')),
    ]);
    expect(await find('รถตู้')).toEqual(['a']);
  });

  it('removes expired and deleted clips', async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b')),
      clip(uploaded('c')),
      clip(approved('a')),
      clip(approved('b')),
      clip(approved('c')),
      clip({ type: 'ClipExpired', data: { clipId: 'a', expiredAt: '2026-12-20T00:00:00.000Z' } }),
      clip({
        type: 'ClipDeleted',
        data: { clipId: 'b', by: 'admin', deletedAt: '2026-11-22T00:00:00.000Z' },
      }),
    ]);
    expect(await indexed()).toEqual(['c']);
  });

  it("removes an erased seller's clips, and a replay of their uploads brings none back", async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b', { sellerId: 'seller-2' })),
      clip(approved('a')),
      clip(approved('b')),
      [
        'user-seller-1',
        { type: 'UserErased', data: { uid: 'seller-1', erasedAt: '2026-11-23T00:00:00.000Z' } },
      ],
    ]);
    expect(await indexed()).toEqual(['b']);
    const { rows } = await spec.db.query(
      `select clip_id from search_clip_sources where seller_id = 'seller-1'`,
    );
    expect(rows).toEqual([]);
  });

  it('weighs the title above the description above the place', async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.given([
      clip(
        uploaded('place', {
          title: 'รถชนกัน',
          description: 'กล้องหน้า',
          location: { ...uploaded('x').data.location, address: 'ถนนรัชดาภิเษก' },
        }),
      ),
      clip(uploaded('description', { title: 'รถชนกัน', description: 'ใกล้รัชดาภิเษก' })),
      clip(uploaded('title', { title: 'รถชนกันที่รัชดาภิเษก' })),
      clip(approved('place')),
      clip(approved('description')),
      clip(approved('title')),
    ]);
    expect(await find('รัชดาภิเษก')).toEqual(['title', 'description', 'place']);
  });

  it('a short whole word is not a prefix when clips have it whole; a half-typed one still is', async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.given([
      clip(uploaded('dog', { title: 'หมาวิ่งตัดหน้ามอไซ' })),
      clip(uploaded('plate', { title: 'เก๋งชนแล้วหนี จำหมายเลขทะเบียนได้' })),
      clip(uploaded('asok', { title: 'ติดไฟแดงที่แยกอโศก' })),
      clip(approved('dog')),
      clip(approved('plate')),
      clip(approved('asok')),
    ]);
    expect(await find('หมา')).toEqual(['dog']);
    expect(await find('อโศ')).toEqual(['asok']);
  });

  it('counts each viewer once a day, and the views sort follows', async () => {
    spec = await projectionSpecification(searchProjection);
    const view = (clipId: string, viewerKey: string, day: string): [string, DomainEvent] => [
      `views-${clipId}`,
      { type: 'ClipViewed', data: { clipId, viewerKey, day } },
    ];
    await spec.given([
      clip(uploaded('a')),
      clip(uploaded('b')),
      clip(approved('a')),
      clip(approved('b')),
      view('b', 'viewer-1', '2026-11-20'),
      view('b', 'viewer-1', '2026-11-20'),
      view('b', 'viewer-2', '2026-11-20'),
      view('a', 'viewer-1', '2026-11-20'),
      view('b', 'viewer-1', '2026-11-21'),
    ]);
    const { rows } = await spec.db.query('select clip_id, views from clip_search order by clip_id');
    expect(rows).toEqual([
      { clip_id: 'a', views: 1 },
      { clip_id: 'b', views: 3 },
    ]);
    const byViews = await postgresSearchIndex(spec.db).search({ sort: 'views', page: 1, limit: 20 });
    expect(byViews.ids).toEqual(['b', 'a']);
  });

  it("an edit keeps the views counted before it; the row carries the clip stream's position as its version", async () => {
    spec = await projectionSpecification(searchProjection);
    await spec.givenInOneBatch([
      clip(uploaded('a')),
      clip(approved('a')),
      [`views-a`, { type: 'ClipViewed', data: { clipId: 'a', viewerKey: 'v', day: '2026-11-20' } }],
      clip({
        type: 'ClipEdited',
        data: {
          clipId: 'a',
          by: 'seller',
          editedAt: '2026-11-21T09:00:00.000Z',
          changes: { title: 'รถตู้ปาดหน้า' },
        },
      } as ClipEvent),
    ]);
    const { rows } = await spec.db.query('select title, views, version::int as version from clip_search');
    expect(rows).toEqual([{ title: 'รถตู้ปาดหน้า', views: 1, version: 3 }]);
  });
});
