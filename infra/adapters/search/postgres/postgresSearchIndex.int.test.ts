import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteClient } from '../../postgres/pgliteClient.ts';
import type { SqlClient } from '../../postgres/sqlClient.ts';
import type { SearchDocument } from '../../../../projector/ports/searchIndexWriter.ts';
import { createClipSearchIndexes, createClipSearchTable } from './clipSearchTable.ts';
import { postgresSearchIndex } from './postgresSearchIndex.ts';
import { postgresSearchWriter } from './postgresSearchWriter.ts';

const clip = (n: number, title: string): SearchDocument => ({
  clipId: `c${String(n).padStart(2, '0')}`,
  sellerId: 'seller-1',
  version: 1,
  title,
  description: 'กล้องหน้ารถ',
  tags: [],
  category: 'car_car',
  vehicleType: 'car',
  priceSatang: 50_000,
  incidentDate: '2026-11-01',
  incidentTime: '08:00',
  location: {
    lat: 13.7,
    lng: 100.5,
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: '',
    address: '',
  },
  uploadedAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  approvedAt: null,
  views: 0,
});

describe('PostgreSQL search index: bounded work however broad the search', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await pgliteClient(null);
    await createClipSearchTable(db, 'clip_search');
    await createClipSearchIndexes(db, 'clip_search');
    await postgresSearchWriter(db).put([
      ...Array.from({ length: 8 }, (_, i) => clip(i + 1, `รถกระบะชนท้ายคันที่ ${i + 1}`)),
      clip(20, 'มอเตอร์ไซค์เบรกแตกลงเขา'),
      clip(21, 'รถตู้ขับย้อนศรบนสะพาน'),
    ]);
  });
  afterAll(async () => db.close());

  it('given more matches than the result window, then the total says "more than" and pages past it are empty', async () => {
    const index = postgresSearchIndex(db, { resultWindow: 5 });
    const first = await index.search({ keyword: 'กระบะ', page: 1, limit: 4 });
    expect(first).toMatchObject({ total: 5, totalCapped: true });
    expect(first.ids).toHaveLength(4);
    const second = await index.search({ keyword: 'กระบะ', page: 2, limit: 4 });
    expect(second.ids).toHaveLength(1);
    expect((await index.search({ keyword: 'กระบะ', page: 3, limit: 4 })).ids).toEqual([]);
    const browse = await index.search({ page: 1, limit: 20 });
    expect(browse).toMatchObject({ total: 5, totalCapped: true });
    expect(browse.ids).toHaveLength(5);
  });

  it('given many newer clips with some of the words, then the older clips with every word still rank first', async () => {
    const index = postgresSearchIndex(db, { resultWindow: 5 });
    // Two clips have รถตู้, ย้อนศร and สะพาน (c21 and an older one); eight newer ones have ย้อนศร
    // and สะพาน only, and the window holds five matches.
    await postgresSearchWriter(db).put([
      { ...clip(0, 'รถตู้ย้อนศรบนสะพานพระราม 9'), clipId: 'c-old', uploadedAt: '2026-10-01T00:00:00.000Z' },
      ...Array.from({ length: 8 }, (_, i) => ({
        ...clip(40 + i, `มอไซขี่ย้อนศรบนสะพานคันที่ ${i + 1}`),
        clipId: `c-van-${i}`,
      })),
    ]);
    const found = await index.search({ keyword: 'รถตู้ ย้อนศร สะพาน', page: 1, limit: 3 });
    expect(found.ids.slice(0, 2).sort()).toEqual(['c-old', 'c21']);
    await postgresSearchWriter(db).remove([
      { clipId: 'c-old', version: 2 },
      ...Array.from({ length: 8 }, (_, i) => ({ clipId: `c-van-${i}`, version: 2 })),
    ]);
  });

  it('given clips just inside and just outside a radius due north, then the box keeps the inside one', async () => {
    const index = postgresSearchIndex(db);
    // 10 km is 0.08993° of latitude on the distance's sphere (6,371 km); a box of 111.32 km per
    // degree would have stopped at 0.08983° and lost the clip 9,995 m away.
    const north = (metres: number) => 13.7 + metres / ((2 * Math.PI * 6_371_000) / 360);
    const at = (id: string, metres: number): SearchDocument => ({
      ...clip(60, 'รถชนที่ขอบรัศมี'),
      clipId: id,
      location: { ...clip(60, '').location, lat: north(metres), lng: 100.5 },
    });
    await postgresSearchWriter(db).put([at('c-inside', 9_995), at('c-outside', 10_010)]);
    const found = await index.search({ near: { lat: 13.7, lng: 100.5, radiusKm: 10 }, page: 1, limit: 50 });
    expect(found.ids).toContain('c-inside');
    expect(found.ids).not.toContain('c-outside');
    await postgresSearchWriter(db).remove([
      { clipId: 'c-inside', version: 2 },
      { clipId: 'c-outside', version: 2 },
    ]);
  });

  it('given fewer matches than the window, then the exact total and no cap', async () => {
    const result = await postgresSearchIndex(db, { resultWindow: 50 }).search({
      keyword: 'กระบะ',
      page: 1,
      limit: 20,
    });
    expect(result.total).toBe(8);
    expect(result.totalCapped).toBeUndefined();
  });

  it('given a word that finds clips, then trigram look-alikes stay out; given a typo that finds few, they come in', async () => {
    const index = postgresSearchIndex(db);
    // เบรกแตก finds clip 20 by its words; the near-spelling rows of the pick-ups never join.
    expect((await index.search({ keyword: 'เบรกแตก', page: 1, limit: 20 })).ids).toEqual(['c20']);
    // Far from every clip: nothing. A misspelt word that finds few clips is found through trigrams.
    expect((await index.search({ keyword: 'ย้อนสอน', page: 1, limit: 20 })).ids).toEqual([]);
    expect((await index.search({ keyword: 'มอเตอร์ไซด์เบรก', page: 1, limit: 20 })).ids).toContain('c20');
  });
});
