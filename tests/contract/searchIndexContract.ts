import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromBaht } from '../../events/money.ts';
import type {
  SearchFilters,
  SearchIndex,
  SearchParams,
  SearchSort,
} from '../../query-api/ports/searchIndex.ts';
import type { SearchDocument, SearchIndexWriter } from '../../projector/ports/searchIndexWriter.ts';

export interface SearchIndexSubject {
  index: SearchIndex;
  writer: SearchIndexWriter;
  /** Makes what was written visible to searches (Elasticsearch's refresh); absent when writes are visible at once. */
  refresh?: () => Promise<void>;
  close(): Promise<void>;
}

export interface SearchIndexUnderTest {
  /** A fresh, empty index each time. */
  create: () => Promise<SearchIndexSubject>;
}

const BKK = 'กรุงเทพมหานคร';

interface Place {
  province: string;
  district: string;
  subDistrict: string;
  address: string;
  lat: number;
  lng: number;
}

const place = (
  province: string,
  district: string,
  subDistrict: string,
  lat: number,
  lng: number,
  address = '',
) => ({
  province,
  district,
  subDistrict,
  address,
  lat,
  lng,
});

const P = {
  asok: place(BKK, 'วัฒนา', 'คลองเตยเหนือ', 13.737, 100.5603, 'ถนนสุขุมวิท'),
  asokCorner: place(BKK, 'วัฒนา', 'คลองเตยเหนือ', 13.7372, 100.5601, 'แยกอโศก ถนนสุขุมวิท'),
  thonglor: place(BKK, 'วัฒนา', 'คลองตันเหนือ', 13.7305, 100.5805, 'ซอยทองหล่อ'),
  rama2: place(BKK, 'บางขุนเทียน', 'แสมดำ', 13.66, 100.435, 'ถนนพระราม 2'),
  chatuchak: place(BKK, 'จตุจักร', 'จตุจักร', 13.8005, 100.5535, 'ถนนพหลโยธิน'),
  khaosan: place(BKK, 'พระนคร', 'ตลาดยอด', 13.759, 100.497, 'ถนนราชดำเนิน'),
  dindaeng: place(BKK, 'ดินแดง', 'ดินแดง', 13.765, 100.574, 'ทางด่วนดินแดง'),
  pakkret: place('นนทบุรี', 'ปากเกร็ด', 'คลองเกลือ', 13.91, 100.5, 'ถนนแจ้งวัฒนะ'),
  nonCity: place('นนทบุรี', 'เมืองนนทบุรี', 'บางกระสอ', 13.86, 100.51, 'ถนนงามวงศ์วาน'),
  pattaya: place('ชลบุรี', 'บางละมุง', 'นาเกลือ', 12.95, 100.89, 'ถนนสุขุมวิท พัทยา'),
  sriracha: place('ชลบุรี', 'ศรีราชา', 'ทุ่งสุขลา', 13.08, 100.92, 'มอเตอร์เวย์'),
  cmCity: place('เชียงใหม่', 'เมืองเชียงใหม่', 'ท่าศาลา', 18.79, 99.02, 'ถนนซุปเปอร์ไฮเวย์'),
  hangdong: place('เชียงใหม่', 'หางดง', 'หนองแก๋ว', 18.69, 98.92, 'ถนนเชียงใหม่-ฮอด'),
  patong: place('ภูเก็ต', 'กะทู้', 'ป่าตอง', 7.896, 98.297, 'ถนนบางลา'),
  thalang: place('ภูเก็ต', 'ถลาง', 'เทพกระษัตรี', 8.02, 98.33, 'ถนนเทพกระษัตรี'),
  pakchong: place('นครราชสีมา', 'ปากช่อง', 'กลางดง', 14.6, 101.35, 'ถนนมิตรภาพ'),
  sikhio: place('นครราชสีมา', 'สีคิ้ว', 'ลาดบัวขาว', 14.9, 101.72, 'ถนนมิตรภาพ'),
  khonkaen: place('ขอนแก่น', 'เมืองขอนแก่น', 'ในเมือง', 16.43, 102.83, 'ถนนหน้าเมือง'),
  chonnabot: place('ขอนแก่น', 'ชนบท', 'ชนบท', 16.08, 102.62, 'ทางหลวง 229'),
  bangphli: place('สมุทรปราการ', 'บางพลี', 'บางพลีใหญ่', 13.61, 100.71, 'ถนนบางนา-ตราด'),
} satisfies Record<string, Place>;

interface Listing {
  id: string;
  title: string;
  description: string;
  tags?: string[];
  category: string;
  vehicleType: string;
  /** Baht. */
  price: number;
  date: string;
  time: string;
  at: Place;
  views: number;
  seller?: string;
}

/** Realistic listings; `uploadedAt` grows with the number, so c21 is the newest. */
const LISTINGS: Listing[] = [
  {
    id: 'c01',
    title: 'มอเตอร์ไซค์ฝ่าไฟแดงแยกอโศก',
    description: 'กล้องหน้ารถจับภาพมอเตอร์ไซค์วิ่งฝ่าสัญญาณไฟตอนเช้า',
    tags: ['ฝ่าไฟแดง', 'อโศก'],
    category: 'car_motorcycle',
    vehicleType: 'motorcycle',
    price: 800,
    date: '2026-10-01',
    time: '08:15',
    at: P.asok,
    views: 10,
  },
  {
    id: 'c02',
    title: 'รถกระบะชนท้ายบนถนนพระราม 2',
    description: 'รถติดยาวช่วงก่อสร้าง กระบะตามมาไม่ทันเหยียบเบรก',
    tags: ['ชนท้าย', 'พระราม2'],
    category: 'car_car',
    vehicleType: 'car',
    price: 1200,
    date: '2026-10-03',
    time: '17:40',
    at: P.rama2,
    views: 50,
  },
  {
    id: 'c03',
    title: 'honda civic เบรกกะทันหัน',
    description: 'รถคันหน้าหยุดกลางถนนโดยไม่มีเหตุผล',
    tags: ['civic'],
    category: 'car_car',
    vehicleType: 'car',
    price: 500,
    date: '2026-09-20',
    time: '23:30',
    at: P.pakkret,
    views: 5,
    seller: 'seller-b',
  },
  {
    id: 'c04',
    title: 'รถเก๋งชนมอเตอร์ไซค์หน้าห้าง',
    description: 'รถเก๋งออกจากลานจอดแล้วชนคนขี่ที่วิ่งมาทางตรง',
    category: 'car_motorcycle',
    vehicleType: 'car',
    price: 900,
    date: '2026-10-05',
    time: '01:10',
    at: P.pattaya,
    views: 0,
  },
  {
    id: 'c05',
    title: 'ประชาชนช่วยกันเข็นรถเสีย',
    description: 'ประชาชนออกมาช่วยเข็นรถที่เสียกลางสะพาน',
    category: 'other',
    vehicleType: 'other',
    price: 300,
    date: '2026-08-15',
    time: '12:00',
    at: P.khonkaen,
    views: 2,
  },
  {
    id: 'c06',
    title: 'รถบรรทุกเบรคแตกลงเขา',
    description: 'รถบรรทุกสิบล้อไหลลงเนินยาว',
    category: 'car_truck',
    vehicleType: 'truck',
    price: 1500,
    date: '2026-07-10',
    time: '14:20',
    at: P.pakchong,
    views: 80,
  },
  {
    id: 'c07',
    title: 'แท็กซี่ปาดหน้ารถเมล์',
    description: 'แท็กซี่เปลี่ยนเลนกะทันหันหน้าป้ายรถเมล์',
    category: 'car_car',
    vehicleType: 'car',
    price: 600,
    date: '2026-10-10',
    time: '21:45',
    at: P.chatuchak,
    views: 7,
    seller: 'seller-b',
  },
  {
    id: 'c08',
    title: 'รถตู้แซงขวาบนมอเตอร์เวย์',
    description: 'รถตู้โดยสารขับเร็วแซงกระชั้นชิด',
    category: 'car_car',
    vehicleType: 'car',
    price: 700,
    date: '2026-10-12',
    time: '06:30',
    at: P.sriracha,
    views: 3,
  },
  {
    id: 'c09',
    title: 'คนข้ามถนนทางม้าลายโดนเฉี่ยว',
    description: 'คนเดินข้ามทางม้าลายแล้วถูกจักรยานยนต์เฉี่ยว',
    category: 'pedestrian',
    vehicleType: 'motorcycle',
    price: 1000,
    date: '2026-10-15',
    time: '19:00',
    at: P.cmCity,
    views: 25,
  },
  {
    id: 'c10',
    title: 'มอไซค์ล้มเองฝนตกถนนลื่น',
    description: 'ฝนตกหนักถนนลื่นรถล้มในโค้ง',
    category: 'motorcycle_motorcycle',
    vehicleType: 'motorcycle',
    price: 350,
    date: '2026-09-01',
    time: '22:10',
    at: P.hangdong,
    views: 1,
  },
  {
    id: 'c11',
    title: 'toyota revo ถอยชนเสา',
    description: 'ถอยหลังออกจากซอยแคบ',
    category: 'other',
    vehicleType: 'car',
    price: 450,
    date: '2026-06-30',
    time: '10:05',
    at: P.patong,
    views: 4,
    seller: 'seller-c',
  },
  {
    id: 'c12',
    title: 'รถบัสนำเที่ยวเสียหลักตกข้างทาง',
    description: 'รถบัสเสียหลักบนทางลาดชันช่วงกลางคืน',
    category: 'other',
    vehicleType: 'bus',
    price: 1400,
    date: '2026-05-20',
    time: '03:00',
    at: P.thalang,
    views: 60,
  },
  {
    id: 'c13',
    title: 'ตุ๊กตุ๊กเลี้ยวตัดหน้า',
    description: 'ตุ๊กตุ๊กเลี้ยวขวาตัดหน้ากะทันหัน',
    category: 'car_car',
    vehicleType: 'tricycle',
    price: 550,
    date: '2026-10-18',
    time: '00:30',
    at: P.khaosan,
    views: 9,
  },
  {
    id: 'c14',
    title: 'รถเก๋งเปลี่ยนเลนกะทันหัน',
    description: 'รถเก๋งสีขาวเปลี่ยนเลนโดยไม่เปิดไฟเลี้ยว',
    category: 'car_car',
    vehicleType: 'car',
    price: 750,
    date: '2026-10-19',
    time: '07:50',
    at: P.asokCorner,
    views: 12,
  },
  {
    id: 'c15',
    title: 'ชนแล้วหนีบนถนนมิตรภาพ',
    description: 'รถกระบะชนแล้วขับหนีไปทางสระบุรี',
    category: 'car_car',
    vehicleType: 'car',
    price: 1100,
    date: '2026-10-20',
    time: '16:00',
    at: P.sikhio,
    views: 33,
    seller: 'seller-c',
  },
  {
    id: 'c16',
    title: 'รถกระบะฝ่าไฟแดงชนมอเตอร์ไซค์',
    description: 'กระบะวิ่งฝ่าสัญญาณไฟเข้าแยก',
    category: 'car_motorcycle',
    vehicleType: 'car',
    price: 1300,
    date: '2026-10-22',
    time: '09:00',
    at: P.nonCity,
    views: 40,
  },
  {
    id: 'c17',
    title: 'ติดไฟแดงแล้วโดนชนท้าย',
    description: 'จอดรอสัญญาณไฟแล้วรถคันหลังพุ่งชน',
    category: 'car_car',
    vehicleType: 'car',
    price: 650,
    date: '2026-10-25',
    time: '12:30',
    at: P.thonglor,
    views: 15,
  },
  {
    id: 'c18',
    title: 'รถพยาบาลขอทาง',
    description: 'รถพยาบาลเปิดไซเรนขอทางช่วงรถติด',
    category: 'other',
    vehicleType: 'other',
    price: 400,
    date: '2026-10-26',
    time: '02:00',
    at: P.bangphli,
    views: 6,
  },
  {
    id: 'c19',
    title: 'อุบัติเหตุรถชนบนทางด่วน',
    description: 'รถหลายคันชนต่อกันบนทางด่วนขาออก',
    category: 'car_car',
    vehicleType: 'car',
    price: 1000,
    date: '2026-10-27',
    time: '18:00',
    at: P.dindaeng,
    views: 20,
  },
  {
    id: 'c20',
    title: 'nissan navara ขับย้อนศร',
    description: 'รถกระบะขับสวนทางบนทางหลวง',
    category: 'other',
    vehicleType: 'car',
    price: 850,
    date: '2026-10-28',
    time: '07:45',
    at: P.chonnabot,
    views: 8,
  },
  {
    id: 'c21',
    title: 'มอเตอร์ไซค์ฝ่าไฟแดงแยกอโศก',
    description: 'อีกมุมกล้องของเหตุการณ์เดียวกันจากรถคันหลัง',
    category: 'car_motorcycle',
    vehicleType: 'motorcycle',
    price: 700,
    date: '2026-10-01',
    time: '08:16',
    at: P.asok,
    views: 3,
    seller: 'seller-b',
  },
];

const minuteOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

function toDocument(listing: Listing, index: number, version = 2): SearchDocument {
  const uploadedAt = new Date(Date.UTC(2026, 10, 1, 0, 0) + index * 3_600_000).toISOString();
  return {
    clipId: listing.id,
    sellerId: listing.seller ?? 'seller-a',
    version,
    title: listing.title,
    description: listing.description,
    tags: listing.tags ?? [],
    category: listing.category,
    vehicleType: listing.vehicleType,
    priceSatang: fromBaht(listing.price),
    incidentDate: listing.date,
    incidentTime: listing.time,
    location: { ...listing.at },
    uploadedAt,
    approvedAt: uploadedAt,
    views: listing.views,
  };
}

const DOCUMENTS = LISTINGS.map((listing, i) => toDocument(listing, i));
const byId = new Map(DOCUMENTS.map((doc) => [doc.clipId, doc]));
const doc = (id: string) => byId.get(id) as SearchDocument;

/** Newest first, as every adapter breaks ties. */
const newestFirst = (a: SearchDocument, b: SearchDocument) =>
  b.uploadedAt.localeCompare(a.uploadedAt) || a.clipId.localeCompare(b.clipId);

const idsWhere = (keep: (d: SearchDocument) => boolean, order = newestFirst) =>
  DOCUMENTS.filter(keep)
    .sort(order)
    .map((d) => d.clipId);

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function counts(values: string[]): { value: string; count: number }[] {
  const tally = new Map<string, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

const ALL = 100;

/** The one contract every SearchIndex + SearchIndexWriter adapter meets (DESIGN.md §7b, §9). */
export function searchIndexContract(name: string, subject: SearchIndexUnderTest): void {
  describe(`${name} search index contract`, () => {
    describe('reading the same 21 listings', () => {
      let s: SearchIndexSubject;
      const search = (params: Partial<SearchParams>) => s.index.search({ page: 1, limit: ALL, ...params });
      const ids = async (params: Partial<SearchParams>) => (await search(params)).ids;

      beforeAll(async () => {
        s = await subject.create();
        // In two batches, the second repeating part of the first: puts are idempotent.
        await s.writer.put(DOCUMENTS.slice(0, 12));
        await s.writer.put(DOCUMENTS.slice(8));
        await s.refresh?.();
      });
      afterAll(async () => {
        await s?.close();
      });

      it('finds every listing put, newest first, with the total', async () => {
        const result = await search({});
        expect(result.ids).toEqual(idsWhere(() => true));
        expect(result.total).toBe(DOCUMENTS.length);
        expect(result.facets).toBeUndefined();
      });

      describe('filters', () => {
        const cases: [string, SearchFilters, (d: SearchDocument) => boolean][] = [
          ['province', { province: BKK }, (d) => d.location.province === BKK],
          [
            'province and district',
            { province: BKK, district: 'วัฒนา' },
            (d) => d.location.province === BKK && d.location.district === 'วัฒนา',
          ],
          ['category', { category: 'car_motorcycle' }, (d) => d.category === 'car_motorcycle'],
          ['vehicle type', { vehicleType: 'motorcycle' }, (d) => d.vehicleType === 'motorcycle'],
          [
            'price range, inclusive',
            { minPriceSatang: 50_000, maxPriceSatang: 80_000 },
            (d) => d.priceSatang >= 50_000 && d.priceSatang <= 80_000,
          ],
          ['minimum price alone', { minPriceSatang: 120_000 }, (d) => d.priceSatang >= 120_000],
          [
            'incident date range, inclusive',
            { dateFrom: '2026-10-01', dateTo: '2026-10-12' },
            (d) => d.incidentDate >= '2026-10-01' && d.incidentDate <= '2026-10-12',
          ],
          [
            'time of day, inclusive',
            { timeFrom: '08:00', timeTo: '09:00' },
            (d) => minuteOf(d.incidentTime) >= 480 && minuteOf(d.incidentTime) <= 540,
          ],
          [
            'time of day wrapping past midnight',
            { timeFrom: '22:00', timeTo: '02:00' },
            (d) => minuteOf(d.incidentTime) >= 22 * 60 || minuteOf(d.incidentTime) <= 120,
          ],
          ['time of day from only', { timeFrom: '21:00' }, (d) => minuteOf(d.incidentTime) >= 21 * 60],
          [
            'map viewport',
            { bounds: { west: 100.3, south: 13.5, east: 100.7, north: 14.0 } },
            (d) =>
              d.location.lng >= 100.3 &&
              d.location.lng <= 100.7 &&
              d.location.lat >= 13.5 &&
              d.location.lat <= 14.0,
          ],
          [
            'radius around a point',
            { near: { lat: 13.737, lng: 100.5603, radiusKm: 5 } },
            (d) => distanceKm(13.737, 100.5603, d.location.lat, d.location.lng) <= 5,
          ],
          ['left-out ids', { excludeIds: ['c01', 'c21', 'nope'] }, (d) => !['c01', 'c21'].includes(d.clipId)],
          [
            'several at once',
            { province: BKK, category: 'car_car', maxPriceSatang: 100_000 },
            (d) => d.location.province === BKK && d.category === 'car_car' && d.priceSatang <= 100_000,
          ],
        ];
        it.each(cases)('%s', async (_label, filters, keep) => {
          const expected = idsWhere(keep);
          expect(expected.length).toBeGreaterThan(0);
          expect(expected.length).toBeLessThan(DOCUMENTS.length);
          const result = await search(filters);
          expect(result.ids).toEqual(expected);
          expect(result.total).toBe(expected.length);
        });

        it('the data behind the geo cases is what they claim', () => {
          expect(
            idsWhere((d) => distanceKm(13.737, 100.5603, d.location.lat, d.location.lng) <= 5).sort(),
          ).toEqual(['c01', 'c14', 'c17', 'c19', 'c21']);
          expect(
            idsWhere((d) => minuteOf(d.incidentTime) >= 22 * 60 || minuteOf(d.incidentTime) <= 120).sort(),
          ).toEqual(['c03', 'c04', 'c10', 'c13', 'c18']);
        });

        it('a filter nothing meets finds nothing', async () => {
          expect(await search({ province: 'ตราด' })).toEqual({ ids: [], total: 0 });
          expect((await search({ category: 'car_truck', vehicleType: 'bus' })).total).toBe(0);
        });
      });

      describe('sorts', () => {
        const byPrice = (dir: 1 | -1) => (a: SearchDocument, b: SearchDocument) =>
          dir * (a.priceSatang - b.priceSatang) || newestFirst(a, b);
        const sorts: [SearchSort, (a: SearchDocument, b: SearchDocument) => number][] = [
          ['newest', newestFirst],
          ['oldest', (a, b) => a.uploadedAt.localeCompare(b.uploadedAt)],
          ['price_low', byPrice(1)],
          ['price_high', byPrice(-1)],
          ['views', (a, b) => b.views - a.views || newestFirst(a, b)],
          ['relevance', newestFirst],
        ];
        it.each(sorts)('%s (relevance without a keyword is newest)', async (sort, order) => {
          expect(await ids({ sort })).toEqual(idsWhere(() => true, order));
        });

        it('sorts within the filtered matches', async () => {
          expect(await ids({ sort: 'price_low', province: BKK })).toEqual(
            idsWhere((d) => d.location.province === BKK, byPrice(1)),
          );
        });
      });

      it.each([
        ['newest', newestFirst],
        ['oldest', (a: SearchDocument, b: SearchDocument) => a.uploadedAt.localeCompare(b.uploadedAt)],
      ] as const)('pages through the matches %s first with the total over all pages', async (sort, order) => {
        const all = idsWhere(() => true, order);
        const pages: string[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const result = await s.index.search({ page, limit: 8, sort });
          expect(result.total).toBe(DOCUMENTS.length);
          expect(result.ids.length).toBe(page < 3 ? 8 : DOCUMENTS.length - 16);
          pages.push(...result.ids);
        }
        expect(pages).toEqual(all);
        expect(await s.index.search({ page: 4, limit: 8 })).toMatchObject({
          ids: [],
          total: DOCUMENTS.length,
        });
      });

      it('pages oldest first in small pages, each exact (the engine looks among the oldest uploads first)', async () => {
        const all = idsWhere(
          () => true,
          (a, b) => a.uploadedAt.localeCompare(b.uploadedAt),
        );
        for (let page = 1; page <= 4; page += 1)
          expect(await s.index.search({ page, limit: 2, sort: 'oldest' })).toEqual({
            ids: all.slice((page - 1) * 2, page * 2),
            total: DOCUMENTS.length,
          });
        const bangkok = idsWhere(
          (d) => d.location.province === BKK,
          (a, b) => a.uploadedAt.localeCompare(b.uploadedAt),
        );
        expect((await s.index.search({ page: 1, limit: 1, sort: 'oldest', province: BKK })).ids).toEqual(
          bangkok.slice(0, 1),
        );
      });

      describe('facets', () => {
        it('count the matches by province, category and vehicle type', async () => {
          const result = await search({ facets: true });
          expect(result.facets).toEqual({
            province: counts(DOCUMENTS.map((d) => d.location.province)),
            category: counts(DOCUMENTS.map((d) => d.category)),
            vehicleType: counts(DOCUMENTS.map((d) => d.vehicleType)),
          });
        });

        it('each facet ignores its own filter and applies the others', async () => {
          const result = await search({ facets: true, category: 'car_car', province: BKK, district: 'วัฒนา' });
          const isCarCar = (d: SearchDocument) => d.category === 'car_car';
          const inWattana = (d: SearchDocument) =>
            d.location.province === BKK && d.location.district === 'วัฒนา';
          expect(result.ids).toEqual(idsWhere((d) => isCarCar(d) && inWattana(d)));
          expect(result.facets).toEqual({
            // province ignores province and district, not category
            province: counts(DOCUMENTS.filter(isCarCar).map((d) => d.location.province)),
            // category ignores category, not the place
            category: counts(DOCUMENTS.filter(inWattana).map((d) => d.category)),
            vehicleType: counts(
              DOCUMENTS.filter((d) => isCarCar(d) && inWattana(d)).map((d) => d.vehicleType),
            ),
          });
        });

        it('apply the keyword and the non-facet filters', async () => {
          const result = await search({
            facets: true,
            keyword: 'honda',
            vehicleType: 'truck',
            maxPriceSatang: 100_000,
          });
          expect(result.total).toBe(0);
          expect(result.facets?.vehicleType).toEqual([{ value: 'car', count: 1 }]);
          expect(result.facets?.province).toEqual([]);
          expect(result.facets?.category).toEqual([]);
        });
      });

      describe('map points', () => {
        it('give the newest matching pins up to the maximum, with their price, and a count that tells more are left', async () => {
          const expected = idsWhere((d) => d.location.province === BKK);
          expect(expected.length).toBeGreaterThan(4);
          const { points, total } = await s.index.mapPoints({ province: BKK }, 3);
          // Counted at least one past the maximum (an adapter may count them all).
          expect(total).toBeGreaterThanOrEqual(4);
          expect(total).toBeLessThanOrEqual(expected.length);
          expect(points.map((p) => p.id)).toEqual(expected.slice(0, 3));
          const first = doc(expected[0] as string);
          expect(points[0]?.lat).toBeCloseTo(first.location.lat, 5);
          expect(points[0]?.lng).toBeCloseTo(first.location.lng, 5);
          expect(points[0]?.priceSatang).toBe(first.priceSatang);
        });

        it('apply the keyword and every filter', async () => {
          const { points, total } = await s.index.mapPoints({ keyword: 'ฝ่าไฟแดง', excludeIds: ['c21'] }, 100);
          expect(points.map((p) => p.id).sort()).toEqual(['c01', 'c16']);
          expect(total).toBe(2);
          expect(await s.index.mapPoints({ keyword: 'เรือดำน้ำ' }, 100)).toEqual({ points: [], total: 0 });
        });
      });

      describe('title suggestions', () => {
        it('find titles with a word starting with what was typed, each title once', async () => {
          const titles = await s.index.suggestTitles('มอเตอร์', 8);
          expect(titles).toContain('มอเตอร์ไซค์ฝ่าไฟแดงแยกอโศก');
          expect(titles).toContain('รถกระบะฝ่าไฟแดงชนมอเตอร์ไซค์');
          expect(new Set(titles).size).toBe(titles.length);
          expect(titles).not.toContain('รถบรรทุกเบรคแตกลงเขา');
        });

        it('find Latin words by prefix and stop at the maximum', async () => {
          expect(await s.index.suggestTitles('hon', 8)).toEqual(['honda civic เบรกกะทันหัน']);
          expect((await s.index.suggestTitles('รถ', 2)).length).toBe(2);
          expect(await s.index.suggestTitles('เรือดำน้ำ', 8)).toEqual([]);
        });
      });

      describe('keywords', () => {
        it('find a word inside a longer phrase: ไฟแดง finds ฝ่าไฟแดง and ติดไฟแดง', async () => {
          const found = await ids({ keyword: 'ไฟแดง' });
          expect(found).toEqual(expect.arrayContaining(['c01', 'c16', 'c17', 'c21']));
          expect(found).not.toContain('c02');
        });

        it('take the last word as half typed', async () => {
          expect(await ids({ keyword: 'ฝ่าไฟแ' })).toEqual(expect.arrayContaining(['c01', 'c16', 'c21']));
          expect(await ids({ keyword: 'รถบรรทุ' })).toContain('c06');
          expect(await ids({ keyword: 'nava' })).toContain('c20');
        });

        it('match everyday variants: เบรค finds เบรก, ฮอนด้า finds honda, มอไซ finds มอเตอร์ไซค์', async () => {
          expect(await ids({ keyword: 'เบรค' })).toEqual(expect.arrayContaining(['c03', 'c06']));
          expect(await ids({ keyword: 'เบรก' })).toEqual(expect.arrayContaining(['c03', 'c06']));
          expect(await ids({ keyword: 'ฮอนด้า' })).toContain('c03');
          expect(await ids({ keyword: 'มอไซค์' })).toEqual(
            expect.arrayContaining(['c01', 'c04', 'c10', 'c16']),
          );
        });

        it('need every word: toyota revo', async () => {
          expect(await ids({ keyword: 'toyota revo' })).toEqual(['c11']);
          expect(await ids({ keyword: 'Honda  Civic' })).toEqual(['c03']);
        });

        it('a short word is not found inside another: ชน does not find ประชาชน or ชนบท', async () => {
          const found = await ids({ keyword: 'ชน' });
          expect(found).toEqual(expect.arrayContaining(['c04', 'c15']));
          expect(found).not.toContain('c05');
          expect(found).not.toContain('c20');
        });

        it('a keyword nothing matches finds nothing', async () => {
          expect(await search({ keyword: 'เรือดำน้ำ' })).toEqual({ ids: [], total: 0 });
          expect(await search({ keyword: 'zzqxw' })).toEqual({ ids: [], total: 0 });
          expect(await search({ keyword: '!!! ...' })).toMatchObject({ ids: [], total: 0 });
        });

        it('says when only similar spellings answer: never for clips that have the words', async () => {
          expect(await search({ keyword: 'อโศก' })).not.toHaveProperty('similarSpellingOnly');
          expect(await search({ keyword: 'เรือดำน้ำ' })).not.toHaveProperty('similarSpellingOnly');
        });

        it('rank a title hit above a place-only hit', async () => {
          const found = await ids({ keyword: 'อโศก' });
          expect(found).toEqual(expect.arrayContaining(['c01', 'c14', 'c21']));
          expect(found.indexOf('c01')).toBeLessThan(found.indexOf('c14'));
          expect(found.indexOf('c21')).toBeLessThan(found.indexOf('c14'));
        });

        it('combine with filters, sorts, paging and the total', async () => {
          const result = await s.index.search({
            keyword: 'ไฟแดง',
            province: BKK,
            sort: 'newest',
            page: 1,
            limit: 2,
          });
          expect(result.total).toBe(3);
          expect(result.ids).toEqual(['c21', 'c17']);
          const page2 = await s.index.search({
            keyword: 'ไฟแดง',
            province: BKK,
            sort: 'newest',
            page: 2,
            limit: 2,
          });
          expect(page2.ids).toEqual(['c01']);
        });

        it('with facets, count only the keyword matches', async () => {
          const result = await search({ keyword: 'ฝ่าไฟแดง', facets: true });
          expect(result.ids.sort()).toEqual(['c01', 'c16', 'c21']);
          expect(result.facets?.province).toEqual([
            { value: BKK, count: 2 },
            { value: 'นนทบุรี', count: 1 },
          ]);
        });
      });
    });

    describe('writing', () => {
      let s: SearchIndexSubject;
      // Each case uses clip ids of its own: a removal leaves a tombstone in Elasticsearch that
      // would refuse the same id at an older version for a while (index.gc_deletes).
      let round = 0;
      const id = (listing: string) => `${listing}.${round}`;
      const fresh = (listing: string, changes: Partial<SearchDocument> = {}): SearchDocument => ({
        ...doc(listing),
        clipId: id(listing),
        ...changes,
      });
      const all = async () => (await s.index.search({ page: 1, limit: ALL, sort: 'newest' })).ids;
      const viewsOrder = async () => (await s.index.search({ page: 1, limit: 10, sort: 'views' })).ids;
      const put = async (...documents: SearchDocument[]) => {
        await s.writer.put(documents);
        await s.refresh?.();
      };

      beforeAll(async () => {
        s = await subject.create();
      });
      beforeEach(() => {
        round += 1;
      });
      afterEach(async () => {
        // Each case starts empty: take out every seller the cases use.
        for (const seller of ['seller-a', 'seller-b', 'seller-c']) await s.writer.removeSeller(seller);
        await s.refresh?.();
      });
      afterAll(async () => {
        await s?.close();
      });

      it('finds only what was put', async () => {
        expect(await all()).toEqual([]);
        await put(fresh('c01'), fresh('c02'));
        expect((await all()).sort()).toEqual([id('c01'), id('c02')]);
        await s.writer.put([]);
        expect((await all()).sort()).toEqual([id('c01'), id('c02')]);
      });

      it('a newer version replaces, an older one changes nothing, the same one again is harmless', async () => {
        const yaris = fresh('c03', { version: 6, title: 'toyota yaris เบรกกะทันหัน', tags: [] });
        await put(fresh('c03', { version: 5 }));
        await put(yaris);
        await put(fresh('c03', { version: 4 }));
        await put(yaris);
        expect(await s.index.search({ page: 1, limit: 10, keyword: 'yaris' })).toMatchObject({
          ids: [id('c03')],
          total: 1,
        });
        expect((await s.index.search({ page: 1, limit: 10, keyword: 'civic' })).total).toBe(0);
        expect(await all()).toEqual([id('c03')]);
      });

      it('a removal older than the stored version does nothing; a newer one removes', async () => {
        await put(fresh('c04', { version: 5 }), fresh('c05', { version: 3 }));
        await s.writer.remove([{ clipId: id('c04'), version: 4 }]);
        await s.refresh?.();
        expect((await all()).sort()).toEqual([id('c04'), id('c05')]);
        await s.writer.remove([
          { clipId: id('c04'), version: 6 },
          { clipId: id('never-indexed'), version: 9 },
        ]);
        await s.refresh?.();
        expect(await all()).toEqual([id('c05')]);
        // idempotent
        await s.writer.remove([{ clipId: id('c04'), version: 6 }]);
        await s.writer.remove([]);
        await s.refresh?.();
        expect(await all()).toEqual([id('c05')]);
      });

      it('removes every clip of an erased seller and nobody else', async () => {
        await put(fresh('c01'), fresh('c03'), fresh('c07'), fresh('c11'));
        await s.writer.removeSeller('seller-b');
        await s.writer.removeSeller('seller-nobody');
        await s.refresh?.();
        expect((await all()).sort()).toEqual([id('c01'), id('c11')]);
      });

      it('sets view counts for the views sort, ignoring clips not in the index', async () => {
        await put(fresh('c06', { views: 0 }), fresh('c08', { views: 0 }), fresh('c09', { views: 0 }));
        await s.writer.setViews([
          { clipId: id('c06'), views: 5 },
          { clipId: id('c09'), views: 12 },
          { clipId: id('not-there'), views: 3 },
        ]);
        await s.writer.setViews([]);
        await s.refresh?.();
        expect(await viewsOrder()).toEqual([id('c09'), id('c06'), id('c08')]);
        // absolute numbers: a repeat is harmless, a new count replaces
        await s.writer.setViews([
          { clipId: id('c09'), views: 12 },
          { clipId: id('c08'), views: 30 },
        ]);
        await s.refresh?.();
        expect(await viewsOrder()).toEqual([id('c08'), id('c09'), id('c06')]);
      });

      it('after view counts, the next version still replaces and a newer removal still removes', async () => {
        await put(fresh('c10', { version: 3 }), fresh('c12', { version: 3 }));
        for (let n = 1; n <= 3; n += 1) {
          await s.writer.setViews([
            { clipId: id('c10'), views: n },
            { clipId: id('c12'), views: n },
          ]);
        }
        await put(fresh('c10', { version: 4, title: 'มอไซค์ล้มในโค้งหางดง', views: 3 }));
        await s.writer.remove([{ clipId: id('c12'), version: 4 }]);
        await s.refresh?.();
        expect(await all()).toEqual([id('c10')]);
        expect((await s.index.search({ page: 1, limit: 10, keyword: 'โค้งหางดง' })).ids).toEqual([id('c10')]);
      });
    });
  });
}
