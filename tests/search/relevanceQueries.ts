/**
 * Labelled queries over `relevanceListings` (issue 5; DESIGN.md §7b). Labels were made by reading
 * the listings: grade 2 = clearly what the person typing wants, grade 1 = related. Anything not
 * listed is irrelevant. `mustNotMatch` lists listings in which the query occurs only inside another
 * word — ชน in ประชาชน, ชนบท, ชนิด, ชนวน, ชนะ, ราชชนนี; หมา in หมายเลข, กฎหมาย, หมากแข้ง; เมา in
 * แม่เมาะ: a Thai-aware engine returns none of them at any rank. (So a short query that is itself a
 * whole word should match whole tokens, not serve as a prefix; half-typed queries end in a fragment.)
 *
 * Filter names are the API's (`GET /api/videos`, `GET /api/search/videos`).
 */
import type { Category, VehicleType } from './relevanceListings.ts';

export const QUERY_KINDS = [
  'exact',
  'half-typed',
  'misspelling',
  'english-brand',
  'place-name',
  'split-word',
  'short-no-substring',
  'with-filters',
  'should-find-nothing',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface SearchFilters {
  province?: string;
  category?: Category;
  vehicleType?: VehicleType;
  /** Baht. */
  minPrice?: number;
  maxPrice?: number;
  /** Incident date, YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateTo?: string;
}

export interface GradedId {
  id: string;
  grade: 1 | 2;
}

export interface RelevanceQuery {
  id: string;
  /** What the person typed; may be empty when only filters are set. */
  query: string;
  filters?: SearchFilters;
  relevant: GradedId[];
  kind: QueryKind;
  /** Listings that must not be returned at all (the query is only a mid-word substring of them). */
  mustNotMatch?: string[];
}

const rl = (n: number) => `rl-${String(n).padStart(3, '0')}`;
/** Grade 2 ids, by listing number. */
const two = (...ns: number[]): GradedId[] => ns.map((n) => ({ id: rl(n), grade: 2 }));
/** Grade 1 ids, by listing number. */
const one = (...ns: number[]): GradedId[] => ns.map((n) => ({ id: rl(n), grade: 1 }));

// Shared label sets: the same intent typed in different ways gets the same labels.
const RAN_RED_LIGHT = [...two(1, 2, 3, 6, 8, 9, 100, 137), ...one(139)];
const HIT_AND_RUN = [...two(54, 55, 56, 57, 158), ...one(5)];
const ZEBRA_CROSSING = [...two(8, 49, 50), ...one(33, 131)];
const WRONG_WAY = two(18, 36, 60, 90, 127);
const DOZED_OFF = two(29, 93, 114);
const DRUNK = two(73, 74, 75, 156);
const ROLLED_OVER = two(28, 40, 48, 117, 119, 133, 146);
const TRUCKS = [
  ...two(9, 12, 30, 43, 45, 46, 47, 65, 86, 103, 107, 108, 114, 119),
  ...one(42, 44, 48, 61, 91, 113, 136),
];
// prettier-ignore
const REAR_END = two(
  4, 7, 10, 11, 12, 13, 14, 15, 24, 30, 34, 35, 39, 42, 46, 52, 55, 64, 84, 85, 93, 95, 96, 98, 101, 106,
  107, 114, 118, 121, 122, 123, 128, 132, 140, 141, 147, 150, 151, 152, 154,
);
const CIVIC = two(1, 36, 150, 151);
const HONDA = two(1, 15, 19, 24, 36, 125, 128, 150, 151);
const TAXI = two(10, 33, 37, 81, 89, 123);
const RAMA_2 = two(4, 14, 45, 87, 88, 151);
/** Every listing where ชน is a word (ชนท้าย, ชนกัน, ถูกชน …), plus side-swipes and head-ons as related. */
// prettier-ignore
const COLLISIONS = [
  ...two(
    1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 21, 22, 24, 27, 29, 30, 31, 32, 33, 34, 35,
    37, 38, 39, 42, 43, 44, 46, 49, 50, 51, 52, 54, 55, 56, 57, 64, 65, 68, 69, 71, 73, 74, 81, 82, 83, 84,
    85, 86, 89, 92, 93, 94, 95, 96, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 113,
    114, 115, 116, 118, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 134, 137, 138, 139,
    140, 141, 142, 144, 145, 147, 148, 149, 150, 151, 152, 153, 154, 156, 157, 158, 159,
  ),
  // เกือบชน (a near miss), เฉี่ยว, เบียด, ประสานงา: collisions without the word ชน, or almost.
  ...one(58, 5, 41, 45, 53, 61, 88, 90, 91),
];

export const relevanceQueries: readonly RelevanceQuery[] = [
  // ── exact: the words as the listings spell them ──
  { id: 'q-exact-01', kind: 'exact', query: 'ฝ่าไฟแดง', relevant: RAN_RED_LIGHT },
  { id: 'q-exact-02', kind: 'exact', query: 'ชนแล้วหนี', relevant: HIT_AND_RUN },
  { id: 'q-exact-03', kind: 'exact', query: 'ทางม้าลาย', relevant: ZEBRA_CROSSING },
  { id: 'q-exact-04', kind: 'exact', query: 'ย้อนศร', relevant: WRONG_WAY },
  { id: 'q-exact-05', kind: 'exact', query: 'รถทัวร์', relevant: [...two(39, 40, 91, 107), ...one(36)] },
  { id: 'q-exact-06', kind: 'exact', query: 'หลับใน', relevant: DOZED_OFF },
  { id: 'q-exact-07', kind: 'exact', query: 'เมาแล้วขับ', relevant: DRUNK },
  { id: 'q-exact-08', kind: 'exact', query: 'พลิกคว่ำ', relevant: ROLLED_OVER },
  { id: 'q-exact-09', kind: 'exact', query: 'ตุ๊กตุ๊ก', relevant: [...two(37, 133, 134), ...one(100)] },
  { id: 'q-exact-10', kind: 'exact', query: 'ชนท้าย', relevant: REAR_END },

  // ── half-typed: the last word cut short, as typed on a phone ──
  { id: 'q-half-01', kind: 'half-typed', query: 'ฝ่าไฟแ', relevant: RAN_RED_LIGHT },
  { id: 'q-half-02', kind: 'half-typed', query: 'ชนแล้วห', relevant: HIT_AND_RUN },
  { id: 'q-half-03', kind: 'half-typed', query: 'ทางม้าล', relevant: ZEBRA_CROSSING },
  { id: 'q-half-04', kind: 'half-typed', query: 'จักรยานยน', relevant: [...two(18, 124, 130), ...one(155)] },
  { id: 'q-half-05', kind: 'half-typed', query: 'รถบรรทุ', relevant: TRUCKS },
  { id: 'q-half-06', kind: 'half-typed', query: 'หลับ', relevant: DOZED_OFF },
  { id: 'q-half-07', kind: 'half-typed', query: 'เมาแล้วข', relevant: DRUNK },
  { id: 'q-half-08', kind: 'half-typed', query: 'ย้อนศ', relevant: WRONG_WAY },
  { id: 'q-half-09', kind: 'half-typed', query: 'พลิกคว', relevant: ROLLED_OVER },

  // ── misspelling: everyday variants and typing artefacts ──
  { id: 'q-typo-01', kind: 'misspelling', query: 'ฝ่าไฟเเดง', relevant: RAN_RED_LIGHT },
  { id: 'q-typo-02', kind: 'misspelling', query: 'เบรคแตก', relevant: [...two(43, 96, 122), ...one(40, 47)] },
  { id: 'q-typo-03', kind: 'misspelling', query: 'แทกซี่', relevant: TAXI },
  { id: 'q-typo-04', kind: 'misspelling', query: 'รถบันทุก', relevant: TRUCKS },
  { id: 'q-typo-05', kind: 'misspelling', query: 'หลับไน', relevant: DOZED_OFF },
  { id: 'q-typo-06', kind: 'misspelling', query: 'ทางมาลาย', relevant: ZEBRA_CROSSING },
  { id: 'q-typo-07', kind: 'misspelling', query: 'ซีวิก', relevant: CIVIC },
  { id: 'q-typo-08', kind: 'misspelling', query: 'มอไซด์ ย้อนศร', relevant: [...two(18, 90), ...one(127)] },
  {
    id: 'q-typo-09',
    kind: 'misspelling',
    query: 'กะบะชนท้าย',
    relevant: [...two(4, 55, 64, 84, 93, 123, 132, 154), ...one(7, 30, 106, 140, 141)],
  },
  { id: 'q-typo-10', kind: 'misspelling', query: 'เมาเเล้วขับ', relevant: DRUNK },

  // ── english-brand: brand and model names, in Latin or Thai script ──
  {
    id: 'q-brand-01',
    kind: 'english-brand',
    query: 'honda civic',
    relevant: [...CIVIC, ...one(15, 19, 24, 125, 128)],
  },
  { id: 'q-brand-02', kind: 'english-brand', query: 'revo', relevant: two(3, 31) },
  {
    id: 'q-brand-03',
    kind: 'english-brand',
    query: 'toyota revo',
    relevant: [...two(3, 31), ...one(15, 32, 123, 127, 150)],
  },
  { id: 'q-brand-04', kind: 'english-brand', query: 'dmax', relevant: [...two(4, 29, 30), ...one(154)] },
  {
    id: 'q-brand-05',
    kind: 'english-brand',
    query: 'isuzu d-max',
    relevant: [...two(4, 29, 30), ...one(154)],
  },
  { id: 'q-brand-06', kind: 'english-brand', query: 'yamaha', relevant: two(19, 126) },
  { id: 'q-brand-07', kind: 'english-brand', query: 'grab', relevant: two(20, 98, 131) },
  { id: 'q-brand-08', kind: 'english-brand', query: 'benz', relevant: two(32, 129) },
  { id: 'q-brand-09', kind: 'english-brand', query: 'ฮอนด้า', relevant: HONDA },
  { id: 'q-brand-10', kind: 'english-brand', query: 'tesla', relevant: two(35) },
  { id: 'q-brand-11', kind: 'english-brand', query: 'ford ranger', relevant: two(26) },

  // ── place-name: roads, junctions, districts, provinces ──
  { id: 'q-place-01', kind: 'place-name', query: 'อโศก', relevant: two(1, 81, 82, 159) },
  { id: 'q-place-02', kind: 'place-name', query: 'พระราม 2', relevant: RAMA_2 },
  { id: 'q-place-03', kind: 'place-name', query: 'พระราม2', relevant: RAMA_2 },
  { id: 'q-place-04', kind: 'place-name', query: 'บางนา', relevant: two(3, 11, 48, 85, 86, 152) },
  { id: 'q-place-05', kind: 'place-name', query: 'รัชดา', relevant: [...two(2, 83, 84), ...one(32, 140)] },
  { id: 'q-place-06', kind: 'place-name', query: 'วงเวียนใหญ่', relevant: two(5, 53, 89, 90) },
  {
    id: 'q-place-07',
    kind: 'place-name',
    query: 'มิตรภาพ',
    relevant: two(12, 16, 26, 39, 42, 49, 91, 92, 93, 104, 119),
  },
  { id: 'q-place-08', kind: 'place-name', query: 'ป่าตอง', relevant: two(57, 96) },
  { id: 'q-place-09', kind: 'place-name', query: 'หาดใหญ่', relevant: two(15, 99, 100) },
  { id: 'q-place-10', kind: 'place-name', query: 'ลาดพร้าว', relevant: two(2, 13, 18, 94, 95) },
  { id: 'q-place-11', kind: 'place-name', query: 'อนุสาวรีย์ชัย', relevant: two(8, 41, 131) },
  { id: 'q-place-12', kind: 'place-name', query: 'โคราช', relevant: two(12, 26, 39, 71, 92, 93, 130) },
  { id: 'q-place-13', kind: 'place-name', query: 'ขอนแก่น', relevant: two(7, 49, 69, 74, 76, 91) },
  { id: 'q-place-14', kind: 'place-name', query: 'สีลม', relevant: two(10, 144) },

  // ── split-word: words that the segmenter may cut differently inside a longer phrase ──
  {
    id: 'q-split-01',
    kind: 'split-word',
    query: 'ไฟแดง',
    relevant: [...two(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 24, 100, 137, 138, 159), ...one(62, 139)],
  },
  { id: 'q-split-02', kind: 'split-word', query: 'ม้าลาย', relevant: ZEBRA_CROSSING },
  { id: 'q-split-03', kind: 'split-word', query: 'กลับรถ', relevant: [...two(30, 80, 104), ...one(127)] },
  { id: 'q-split-04', kind: 'split-word', query: 'เกาะกลาง', relevant: two(63, 73, 92) },
  { id: 'q-split-05', kind: 'split-word', query: 'แซงซ้าย', relevant: two(19, 22, 86, 126) },
  { id: 'q-split-06', kind: 'split-word', query: 'ประสานงา', relevant: [...two(61, 91), ...one(36, 60)] },
  { id: 'q-split-07', kind: 'split-word', query: 'หักหลบ', relevant: two(25, 36, 60, 68, 72, 77, 120) },
  { id: 'q-split-08', kind: 'split-word', query: 'เปิดประตู', relevant: two(21, 94) },

  // ── short-no-substring: one short word that hides inside unrelated words ──
  // ชน hides inside ประชาชน and starts ชนบท, ชนิด, ชนวน, ชนะ, ชนนี (ราชชนนี): none of those is a collision.
  {
    id: 'q-short-01',
    kind: 'short-no-substring',
    query: 'ชน',
    relevant: COLLISIONS,
    mustNotMatch: [59, 62, 63, 66, 76, 77, 78, 79].map(rl),
  },
  // หมา starts หมาย (หมายเลข, กฎหมาย) and the sub-district หมากแข้ง.
  {
    id: 'q-short-02',
    kind: 'short-no-substring',
    query: 'หมา',
    relevant: [...two(67, 72), ...one(68, 115)],
    mustNotMatch: [16, 54, 104, 128, 144, 160].map(rl),
  },
  // เมา starts เมาะ (แม่เมาะ, rl-047).
  { id: 'q-short-03', kind: 'short-no-substring', query: 'เมา', relevant: DRUNK, mustNotMatch: [rl(47)] },
  // ช้าง also names the sub-district ช้างเผือก (ช้าง + เผือก, a whole word there): unlabelled, not forbidden.
  { id: 'q-short-04', kind: 'short-no-substring', query: 'ช้าง', relevant: two(70, 71) },
  { id: 'q-short-05', kind: 'short-no-substring', query: 'วัว', relevant: two(69) },
  { id: 'q-short-06', kind: 'short-no-substring', query: 'ชก', relevant: two(59) },

  // ── with-filters ──
  {
    id: 'q-filter-01',
    kind: 'with-filters',
    query: 'ชนท้าย',
    filters: { province: 'กรุงเทพมหานคร' },
    relevant: two(4, 10, 11, 13, 24, 34, 84, 85, 95, 121, 123, 140, 151, 152),
  },
  {
    id: 'q-filter-02',
    kind: 'with-filters',
    query: 'มอไซ',
    filters: { category: 'motorcycle_motorcycle' },
    relevant: two(17, 18, 19, 99, 110, 153, 159),
  },
  {
    id: 'q-filter-03',
    kind: 'with-filters',
    query: '',
    filters: { province: 'ภูเก็ต' },
    relevant: two(36, 57, 96, 97, 98),
  },
  {
    id: 'q-filter-04',
    kind: 'with-filters',
    query: 'รถบรรทุก',
    filters: { minPrice: 1000, maxPrice: 1500 },
    relevant: [...two(9, 12, 30, 43, 86, 107, 108, 114), ...one(42, 44, 61, 91, 93, 113)],
  },
  {
    id: 'q-filter-05',
    kind: 'with-filters',
    query: 'ฝ่าไฟแดง',
    filters: { vehicleType: 'car' },
    relevant: two(1, 2, 3, 137),
  },
  {
    id: 'q-filter-06',
    kind: 'with-filters',
    query: 'ชน',
    filters: { province: 'ขอนแก่น' },
    relevant: [...two(7, 49, 69, 74), ...one(91)],
    // ชนบท: the district, and a road "in the countryside" (rl-076) with no collision.
    mustNotMatch: [rl(76)],
  },
  {
    id: 'q-filter-07',
    kind: 'with-filters',
    query: 'รถเมล์',
    filters: { dateFrom: '2026-06-01', dateTo: '2026-12-31' },
    relevant: two(89, 121, 152),
  },
  {
    id: 'q-filter-08',
    kind: 'with-filters',
    query: 'เก๋ง',
    filters: { category: 'pedestrian' },
    relevant: [...two(49, 56), ...one(33)],
  },
  {
    id: 'q-filter-09',
    kind: 'with-filters',
    query: 'มอไซ',
    filters: { province: 'เชียงใหม่', vehicleType: 'motorcycle' },
    relevant: two(50, 67),
  },
  {
    id: 'q-filter-10',
    kind: 'with-filters',
    query: 'ฝนตก',
    filters: { maxPrice: 500 },
    relevant: two(63, 66, 92),
  },

  // ── should-find-nothing: nothing in the set is about this ──
  { id: 'q-none-01', kind: 'should-find-nothing', query: 'เรือล่ม', relevant: [] },
  { id: 'q-none-02', kind: 'should-find-nothing', query: 'เครื่องบินตก', relevant: [] },
  { id: 'q-none-03', kind: 'should-find-nothing', query: 'แผ่นดินไหว', relevant: [] },
  { id: 'q-none-04', kind: 'should-find-nothing', query: 'lamborghini', relevant: [] },
  { id: 'q-none-05', kind: 'should-find-nothing', query: 'นราธิวาส', relevant: [] },
  { id: 'q-none-06', kind: 'should-find-nothing', query: 'แม่ฮ่องสอน', relevant: [] },
  { id: 'q-none-07', kind: 'should-find-nothing', query: 'ฟุตบอล', relevant: [] },
  {
    id: 'q-none-08',
    kind: 'should-find-nothing',
    query: 'แท็กซี่',
    filters: { province: 'เชียงใหม่' },
    relevant: [],
  },
  {
    id: 'q-none-09',
    kind: 'should-find-nothing',
    query: 'ทางม้าลาย',
    filters: { dateFrom: '2026-10-01' },
    relevant: [],
  },
  { id: 'q-none-10', kind: 'should-find-nothing', query: 'qwxz', relevant: [] },
];
