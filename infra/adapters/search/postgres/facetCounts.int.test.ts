import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteClient } from '../../postgres/pgliteClient.ts';
import type { SqlClient } from '../../postgres/sqlClient.ts';
import type { SearchDocument } from '../../../../projector/ports/searchIndexWriter.ts';
import type { FacetCount } from '../../../../query-api/ports/searchIndex.ts';
import { createClipSearchIndexes, createClipSearchTable } from './clipSearchTable.ts';
import { postgresSearchIndex } from './postgresSearchIndex.ts';
import { postgresSearchWriter } from './postgresSearchWriter.ts';

const BKK = 'กรุงเทพมหานคร';
const CHIANG_MAI = 'เชียงใหม่';
const PHUKET = 'ภูเก็ต';
/** Pick-up clips, newest last: six in ten in Bangkok, three in Chiang Mai, one in Phuket. */
const PICKUPS = 300;
const pickupProvince = (n: number) => (n % 10 < 6 ? BKK : n % 10 < 9 ? CHIANG_MAI : PHUKET);
/** The motorbike clips' provinces. */
const MOTORBIKES = [BKK, BKK, BKK, BKK, CHIANG_MAI, CHIANG_MAI];
const SAMPLE = 50;

const clip = (n: number, title: string, province: string, vehicleType: string): SearchDocument => ({
  clipId: `c${n}`,
  sellerId: 'seller-1',
  version: 1,
  title,
  description: 'กล้องหน้ารถ',
  tags: [],
  category: n % 2 === 0 ? 'car_car' : 'car_motorcycle',
  vehicleType,
  priceSatang: 50_000,
  incidentDate: '2026-11-01',
  incidentTime: '08:00',
  location: { lat: 13.7, lng: 100.5, province, district: '', subDistrict: '', address: '' },
  uploadedAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  approvedAt: null,
  views: 0,
});

const byValue = (counts: FacetCount[] | undefined) =>
  Object.fromEntries((counts ?? []).map(({ value, count }) => [value, count]));

describe('PostgreSQL facet counts: a bounded sample of the matches', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await pgliteClient(null);
    await createClipSearchTable(db, 'clip_search');
    await createClipSearchIndexes(db, 'clip_search');
    await postgresSearchWriter(db).put([
      // Numbered titles: PostgreSQL estimates a prefix match only from 100 or more common words.
      ...Array.from({ length: PICKUPS }, (_, n) =>
        clip(n, `รถกระบะชนท้ายคันที่ ${n}`, pickupProvince(n), 'truck'),
      ),
      ...MOTORBIKES.map((province, i) => clip(PICKUPS + i, 'มอเตอร์ไซค์เบรกแตก', province, 'motorcycle')),
    ]);
    // The estimate of all matches comes from the planner's statistics (autovacuum's on a server).
    await db.exec('analyze clip_search');
  });
  afterAll(async () => db.close());

  it('given no more matches than the sample, then every match is counted exactly', async () => {
    const index = postgresSearchIndex(db, { facetSampleSize: SAMPLE });
    const { facets } = await index.search({ keyword: 'มอเตอร์ไซค์', page: 1, limit: 20, facets: true });
    expect(facets).toEqual({
      province: [
        { value: BKK, count: 4 },
        { value: CHIANG_MAI, count: 2 },
      ],
      category: [
        { value: 'car_car', count: 3 },
        { value: 'car_motorcycle', count: 3 },
      ],
      vehicleType: [{ value: 'motorcycle', count: 6 }],
    });
    // The province facet leaves out the province filter: all six again, though the search finds none.
    const elsewhere = await index.search({
      keyword: 'มอเตอร์ไซค์',
      province: PHUKET,
      page: 1,
      limit: 20,
      facets: true,
    });
    expect(elsewhere.facets).toEqual({
      province: [
        { value: BKK, count: 4 },
        { value: CHIANG_MAI, count: 2 },
      ],
      category: [],
      vehicleType: [],
    });
  });

  it('given more matches than the sample, then the counts are estimates of the right size, marked approximate', async () => {
    const index = postgresSearchIndex(db, { facetSampleSize: SAMPLE });
    const { facets } = await index.search({ keyword: 'กระบะ', page: 1, limit: 20, facets: true });
    expect(facets?.approximate).toBe(true);
    const province = byValue(facets?.province);
    // Every province of the newest matches is there, in the order of its share.
    expect(Object.keys(province)).toEqual([BKK, CHIANG_MAI, PHUKET]);
    const trueCounts = { [BKK]: 180, [CHIANG_MAI]: 90, [PHUKET]: 30 };
    for (const [value, count] of Object.entries(trueCounts)) {
      expect(province[value]).toBeGreaterThan(count / 3);
      expect(province[value]).toBeLessThan(count * 3);
    }
    expect(byValue(facets?.vehicleType).truck).toBeGreaterThan(SAMPLE);
    expect(Object.keys(byValue(facets?.category)).sort()).toEqual(['car_car', 'car_motorcycle']);
  });
});
