/**
 * Labelled queries over `relevanceListings` (issue 5; DESIGN.md §7b). Labels were made by reading
 * the listings: grade 2 = clearly what the person typing wants, grade 1 = related. Anything not
 * listed is irrelevant. `mustNotMatch` lists listings in which the query occurs only inside another
 * word — ชน in ประชาชน, ชนบท (ทางหลวงชนบท), ชนิด, ชนวน, ชนะ, ราชชนนี; หมา in หมายเลข, กฎหมาย,
 * หมากแข้ง; เมา in แม่เมาะ, เมาท์: a Thai-aware engine returns none of them at any rank. (So a short
 * query that is itself a whole word should match whole tokens, not serve as a prefix; half-typed
 * queries end in a fragment.)
 *
 * Labels follow the meaning, not the words: a query for รถบรรทุก wants the clips that say สิบล้อ or
 * รถพ่วง, and กลางดึก wants the ones that say ตอนดึก. The later kinds test exactly that —
 * `multi-word` (a sentence with filler words the clips put otherwise), `near-synonym` (another word for
 * the same thing, or a brand in the other script), `broader-term` (a general word; the clips name the
 * specific thing), `english-concept` (English for what the clips say in Thai) and `half-typed-variant`
 * (cut short, and the full word is a spelling variant of the clips'). Near misses that share only a
 * vehicle or a filler word with a query are unlabelled on purpose.
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
  'multi-word',
  'near-synonym',
  'broader-term',
  'english-concept',
  'half-typed-variant',
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
const RAN_RED_LIGHT = [...two(1, 2, 3, 6, 8, 9, 100, 137, 204, 205), ...one(139)];
const HIT_AND_RUN = [...two(54, 55, 56, 57, 158, 206, 207), ...one(5)];
const ZEBRA_CROSSING = [...two(8, 49, 50, 197), ...one(33, 131)];
const WRONG_WAY = two(18, 36, 60, 90, 127, 176, 202, 203);
const DOZED_OFF = two(29, 93, 114, 163);
/** Drunk or very likely drunk (เมาแล้วขับ, เมาขับ, มึนเมา, driving like a drunk); fleeing a breath test as related. */
const DRUNK = [...two(73, 74, 75, 156, 187, 188, 189, 190), ...one(80)];
const ROLLED_OVER = two(28, 40, 48, 117, 119, 133, 146, 165);
/** Every truck by any name (รถบรรทุก, สิบล้อ, รถ 10 ล้อ, หกล้อ, รถพ่วง, เทรลเลอร์, หัวลาก); trucks only passed as related. */
// prettier-ignore
const TRUCKS = [
  ...two(
    9, 12, 30, 42, 43, 44, 45, 46, 47, 48, 65, 86, 93, 103, 107, 108, 113, 114, 119, 161, 162, 163, 164, 165,
    166, 167, 168, 169,
  ),
  ...one(61, 91, 136),
];
/** Ten-wheelers (สิบล้อ, รถ 10 ล้อ); any other truck is related. */
// prettier-ignore
const TEN_WHEELER = [
  ...two(9, 43, 86, 161, 166, 167),
  ...one(12, 30, 42, 44, 45, 46, 47, 48, 65, 93, 103, 107, 108, 113, 114, 119, 162, 163, 164, 165, 168, 169),
];
/** Tractor units and semi-trailers (หัวลาก, เทรลเลอร์); drawbar trailers (รถพ่วง) and a load on a trailer as related. */
const HEAD_TRACTOR = [...two(44, 48, 162, 165), ...one(30, 42, 93, 113, 136, 164)];
// prettier-ignore
const REAR_END = two(
  4, 7, 10, 11, 12, 13, 14, 15, 24, 30, 34, 35, 39, 42, 46, 52, 55, 64, 84, 85, 93, 95, 96, 98, 101, 106,
  107, 114, 118, 121, 122, 123, 128, 132, 140, 141, 147, 150, 151, 152, 154, 161, 163, 166, 172, 173, 188,
  193, 195, 199, 207, 211,
);
const BRAKE_FAILURE = [...two(43, 96, 122, 161), ...one(40, 47, 165)];
const U_TURN = [...two(30, 80, 104, 169), ...one(127)];
const CIVIC = two(1, 36, 150, 151);
const HONDA = two(1, 15, 19, 24, 36, 125, 128, 150, 151);
const TAXI = two(10, 33, 37, 81, 89, 123, 173, 193, 209);
const GRAB = two(20, 98, 131, 173, 176);
const KERRY = two(147, 170, 171);
const FLASH = two(148, 172);
const LINEMAN = two(21, 174, 175);
/** Parcel carriers (kerry, flash, J&T); food-delivery riders as related. */
const PARCEL = [...two(147, 148, 170, 171, 172, 177), ...one(20, 21, 72, 131, 174, 175)];
const RAMA_2 = two(4, 14, 45, 87, 88, 151);
/** A motorcycle is a party, however it is written (มอไซ, มอไซค์, มอเตอร์ไซค์/ไซด์, จยย., รถจักรยานยนต์, ไรเดอร์, a model). */
// prettier-ignore
const MOTORCYCLES = [
  ...two(
    1, 2, 5, 8, 13, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 31, 41, 45, 50, 54, 57, 67, 72, 75, 82, 83, 85, 88,
    90, 94, 97, 99, 101, 104, 108, 110, 111, 115, 118, 122, 124, 126, 127, 130, 131, 134, 142, 144, 148, 153,
    155, 158, 159, 164, 167, 168, 170, 172, 174, 175, 176, 182, 192, 198, 203, 204, 206, 208, 209, 210,
  ),
  // A motorcycle with a sidecar (vehicle type tricycle).
  ...one(105),
];
/** A pickup is a party (กระบะ, กะบะ, revo, d-max, ranger, triton …); one that only drops its load as related. */
// prettier-ignore
const PICKUPS = [
  ...two(
    3, 4, 7, 22, 26, 27, 28, 29, 30, 31, 44, 51, 55, 61, 64, 69, 76, 80, 84, 87, 91, 93, 100, 102, 106, 116,
    117, 123, 126, 130, 132, 138, 140, 141, 143, 145, 146, 154, 161, 166, 170, 172, 177, 178, 184, 188, 192,
    196, 200, 202, 205, 207,
  ),
  ...one(77),
];
/**
 * At night: the text says so (กลางคืน, กลางดึก, ตอนดึก, ตอนค่ำ, ยามวิกาล, ตีสอง, a dark road) → 2; only the
 * incident time says so (19:00–04:59), or ตอนเช้ามืด → 1. ตลาดนัดกลางคืน at 10:30 (rl-194) is not night.
 */
// prettier-ignore
const NIGHT = [
  ...two(
    46, 60, 62, 68, 69, 74, 76, 107, 115, 134, 153, 163, 166, 183, 187, 188, 189, 192, 193, 196, 198, 202, 207,
  ),
  ...one(
    4, 10, 16, 21, 29, 32, 36, 37, 40, 52, 54, 55, 56, 57, 72, 73, 75, 80, 83, 85, 87, 93, 113, 129, 133, 135,
    137, 140, 141, 149, 154, 156, 158, 173, 175, 190, 206, 208, 209,
  ),
];
/** Pedestrians hit or nearly hit (คนข้ามถนน, คนเดินเท้า, ทางม้าลาย …); a pedestrian causing a rear-end as related. */
const PEDESTRIAN = [...two(8, 33, 49, 50, 51, 53, 56, 131, 142, 143, 144, 196, 197, 198), ...one(52)];
/** Cutting in front (ปาดหน้า, ตัดหน้า, turning across); squeezing from the side (เบียด) and lane changes as related. */
// prettier-ignore
const CUT_IN = [
  ...two(20, 30, 32, 37, 38, 58, 83, 102, 111, 112, 113, 129, 132, 171, 174, 199, 200),
  ...one(25, 41, 45, 62, 81, 86, 88, 105, 125, 155, 162, 167, 175),
];
const ROAD_RAGE = [...two(58, 59, 200, 201), ...one(10)];
/** ดินสไลด์, ดินถล่ม, โคลนถล่ม; a rock fall as related. */
const LANDSLIDE = [...two(178, 179, 180, 182, 183), ...one(181)];
/** Landslides, flash floods, floods, storms; a sign blown down as related. */
const DISASTER = [...two(66, 79, 178, 179, 180, 181, 182, 183, 184, 185), ...one(160)];
/** Rain, fog, floods, storms named in the text; hazards that follow rain as related. */
const WEATHER = [...two(63, 64, 65, 66, 79, 92, 178, 182, 184, 185), ...one(160, 179, 180, 181, 183)];
/** Animals crossing or running in front; animals on the road otherwise as related. */
const ANIMALS = [...two(67, 68, 69, 210), ...one(70, 71, 72, 115)];
/** Buses, coaches, passenger vans, songthaews; taxis, tuk-tuks, motorcycle taxis and unmarked vans as related. */
// prettier-ignore
const PUBLIC_TRANSPORT = [
  ...two(
    6, 7, 13, 25, 39, 40, 41, 53, 89, 91, 95, 96, 98, 101, 106, 107, 112, 121, 132, 152, 175, 181, 186, 190,
    195, 211,
  ),
  ...one(2, 10, 23, 33, 36, 37, 70, 81, 84, 90, 100, 116, 123, 133, 134, 163, 173, 193, 204, 209),
];
/** Every listing where ชน is a word (ชนท้าย, ชนกัน, ถูกชน …), plus side-swipes and head-ons as related. */
// prettier-ignore
const COLLISIONS = [
  ...two(
    1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 21, 22, 24, 27, 29, 30, 31, 32, 33, 34, 35,
    37, 38, 39, 42, 43, 44, 46, 49, 50, 51, 52, 54, 55, 56, 57, 64, 65, 68, 69, 71, 73, 74, 81, 82, 83, 84,
    85, 86, 89, 92, 93, 94, 95, 96, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 113,
    114, 115, 116, 118, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 134, 137, 138, 139,
    140, 141, 142, 144, 145, 147, 148, 149, 150, 151, 152, 153, 154, 156, 157, 158, 159, 161, 162, 163, 166,
    169, 170, 171, 172, 173, 174, 176, 177, 183, 187, 188, 189, 192, 193, 194, 195, 196, 197, 198, 199, 203,
    204, 205, 206, 207, 209, 211, 212,
  ),
  // เกือบชน (a near miss), เฉี่ยว, เบียด, ประสานงา: collisions without the word ชน, or almost.
  ...one(58, 5, 41, 45, 53, 61, 88, 90, 91, 155, 164, 167, 175),
];

export const relevanceQueries: readonly RelevanceQuery[] = [
  // ── exact: the words as the listings spell them ──
  { id: 'q-exact-01', kind: 'exact', query: 'ฝ่าไฟแดง', relevant: RAN_RED_LIGHT },
  { id: 'q-exact-02', kind: 'exact', query: 'ชนแล้วหนี', relevant: HIT_AND_RUN },
  { id: 'q-exact-03', kind: 'exact', query: 'ทางม้าลาย', relevant: ZEBRA_CROSSING },
  { id: 'q-exact-04', kind: 'exact', query: 'ย้อนศร', relevant: WRONG_WAY },
  { id: 'q-exact-05', kind: 'exact', query: 'รถทัวร์', relevant: [...two(39, 40, 91, 107, 190), ...one(36)] },
  { id: 'q-exact-06', kind: 'exact', query: 'หลับใน', relevant: DOZED_OFF },
  { id: 'q-exact-07', kind: 'exact', query: 'เมาแล้วขับ', relevant: DRUNK },
  { id: 'q-exact-08', kind: 'exact', query: 'พลิกคว่ำ', relevant: ROLLED_OVER },
  { id: 'q-exact-09', kind: 'exact', query: 'ตุ๊กตุ๊ก', relevant: [...two(37, 133, 134), ...one(100)] },
  { id: 'q-exact-10', kind: 'exact', query: 'ชนท้าย', relevant: REAR_END },

  // ── half-typed: the last word cut short, as typed on a phone ──
  { id: 'q-half-01', kind: 'half-typed', query: 'ฝ่าไฟแ', relevant: RAN_RED_LIGHT },
  { id: 'q-half-02', kind: 'half-typed', query: 'ชนแล้วห', relevant: HIT_AND_RUN },
  { id: 'q-half-03', kind: 'half-typed', query: 'ทางม้าล', relevant: ZEBRA_CROSSING },
  {
    id: 'q-half-04',
    kind: 'half-typed',
    query: 'จักรยานยน',
    relevant: [...two(18, 124, 130, 167), ...one(155)],
  },
  { id: 'q-half-05', kind: 'half-typed', query: 'รถบรรทุ', relevant: TRUCKS },
  { id: 'q-half-06', kind: 'half-typed', query: 'หลับ', relevant: DOZED_OFF },
  { id: 'q-half-07', kind: 'half-typed', query: 'เมาแล้วข', relevant: DRUNK },
  { id: 'q-half-08', kind: 'half-typed', query: 'ย้อนศ', relevant: WRONG_WAY },
  { id: 'q-half-09', kind: 'half-typed', query: 'พลิกคว', relevant: ROLLED_OVER },

  // ── misspelling: everyday variants and typing artefacts ──
  { id: 'q-typo-01', kind: 'misspelling', query: 'ฝ่าไฟเเดง', relevant: RAN_RED_LIGHT },
  { id: 'q-typo-02', kind: 'misspelling', query: 'เบรคแตก', relevant: BRAKE_FAILURE },
  { id: 'q-typo-03', kind: 'misspelling', query: 'แทกซี่', relevant: TAXI },
  { id: 'q-typo-04', kind: 'misspelling', query: 'รถบันทุก', relevant: TRUCKS },
  { id: 'q-typo-05', kind: 'misspelling', query: 'หลับไน', relevant: DOZED_OFF },
  { id: 'q-typo-06', kind: 'misspelling', query: 'ทางมาลาย', relevant: ZEBRA_CROSSING },
  { id: 'q-typo-07', kind: 'misspelling', query: 'ซีวิก', relevant: CIVIC },
  {
    id: 'q-typo-08',
    kind: 'misspelling',
    query: 'มอไซด์ ย้อนศร',
    relevant: [...two(18, 90, 176, 203), ...one(127)],
  },
  {
    id: 'q-typo-09',
    kind: 'misspelling',
    query: 'กะบะชนท้าย',
    relevant: [
      ...two(4, 55, 64, 84, 93, 123, 132, 154, 166, 188, 207),
      ...one(7, 30, 106, 140, 141, 161, 172),
    ],
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
  { id: 'q-brand-07', kind: 'english-brand', query: 'grab', relevant: GRAB },
  { id: 'q-brand-08', kind: 'english-brand', query: 'benz', relevant: two(32, 129) },
  { id: 'q-brand-09', kind: 'english-brand', query: 'ฮอนด้า', relevant: HONDA },
  { id: 'q-brand-10', kind: 'english-brand', query: 'tesla', relevant: two(35) },
  { id: 'q-brand-11', kind: 'english-brand', query: 'ford ranger', relevant: two(26) },

  // ── place-name: roads, junctions, districts, provinces ──
  { id: 'q-place-01', kind: 'place-name', query: 'อโศก', relevant: two(1, 81, 82, 159) },
  { id: 'q-place-02', kind: 'place-name', query: 'พระราม 2', relevant: RAMA_2 },
  { id: 'q-place-03', kind: 'place-name', query: 'พระราม2', relevant: RAMA_2 },
  { id: 'q-place-04', kind: 'place-name', query: 'บางนา', relevant: two(3, 11, 48, 85, 86, 152) },
  {
    id: 'q-place-05',
    kind: 'place-name',
    query: 'รัชดา',
    relevant: [...two(2, 83, 84), ...one(32, 140, 193)],
  },
  { id: 'q-place-06', kind: 'place-name', query: 'วงเวียนใหญ่', relevant: two(5, 53, 89, 90) },
  {
    id: 'q-place-07',
    kind: 'place-name',
    query: 'มิตรภาพ',
    relevant: two(12, 16, 26, 39, 42, 49, 91, 92, 93, 104, 119),
  },
  { id: 'q-place-08', kind: 'place-name', query: 'ป่าตอง', relevant: two(57, 96, 182) },
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
    relevant: [
      ...two(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 24, 100, 137, 138, 159, 195, 204, 205),
      // ติดไฟ / รอสัญญาณไฟ: stopped at the light, red not written.
      ...one(62, 139, 122, 188),
    ],
  },
  { id: 'q-split-02', kind: 'split-word', query: 'ม้าลาย', relevant: ZEBRA_CROSSING },
  { id: 'q-split-03', kind: 'split-word', query: 'กลับรถ', relevant: U_TURN },
  { id: 'q-split-04', kind: 'split-word', query: 'เกาะกลาง', relevant: two(63, 73, 92) },
  { id: 'q-split-05', kind: 'split-word', query: 'แซงซ้าย', relevant: two(19, 22, 86, 126) },
  {
    id: 'q-split-06',
    kind: 'split-word',
    query: 'ประสานงา',
    relevant: [...two(61, 91), ...one(36, 60, 202)],
  },
  { id: 'q-split-07', kind: 'split-word', query: 'หักหลบ', relevant: two(25, 36, 60, 68, 72, 77, 120) },
  { id: 'q-split-08', kind: 'split-word', query: 'เปิดประตู', relevant: two(21, 94, 209, 212) },

  // ── short-no-substring: one short word that hides inside unrelated words ──
  // ชน hides inside ประชาชน and starts ชนบท, ชนิด, ชนวน, ชนะ, ชนนี (ราชชนนี): none of those is a collision.
  {
    id: 'q-short-01',
    kind: 'short-no-substring',
    query: 'ชน',
    relevant: COLLISIONS,
    mustNotMatch: [59, 62, 63, 66, 76, 77, 78, 79, 179].map(rl),
  },
  // หมา starts หมาย (หมายเลข, กฎหมาย) and the sub-district หมากแข้ง.
  {
    id: 'q-short-02',
    kind: 'short-no-substring',
    query: 'หมา',
    relevant: [...two(67, 72), ...one(68, 115)],
    mustNotMatch: [16, 54, 104, 128, 144, 160].map(rl),
  },
  // เมา starts เมาะ (แม่เมาะ, rl-047) and เมาท์ (gossip, rl-191); มึนเมา (rl-188, rl-190) is drunk.
  {
    id: 'q-short-03',
    kind: 'short-no-substring',
    query: 'เมา',
    relevant: DRUNK,
    mustNotMatch: [rl(47), rl(191)],
  },
  // ช้าง also names the sub-district ช้างเผือก (ช้าง + เผือก, a whole word there): unlabelled, not forbidden.
  { id: 'q-short-04', kind: 'short-no-substring', query: 'ช้าง', relevant: two(70, 71) },
  // A herd of buffalo (ควาย, rl-210) crossing is related.
  { id: 'q-short-05', kind: 'short-no-substring', query: 'วัว', relevant: [...two(69), ...one(210)] },
  { id: 'q-short-06', kind: 'short-no-substring', query: 'ชก', relevant: two(59) },

  // ── with-filters ──
  {
    id: 'q-filter-01',
    kind: 'with-filters',
    query: 'ชนท้าย',
    filters: { province: 'กรุงเทพมหานคร' },
    relevant: two(4, 10, 11, 13, 24, 34, 84, 85, 95, 121, 123, 140, 151, 152, 173, 193, 195),
  },
  {
    id: 'q-filter-02',
    kind: 'with-filters',
    query: 'มอไซ',
    filters: { category: 'motorcycle_motorcycle' },
    relevant: two(17, 18, 19, 99, 110, 153, 159, 203),
  },
  {
    id: 'q-filter-03',
    kind: 'with-filters',
    query: '',
    filters: { province: 'ภูเก็ต' },
    relevant: two(36, 57, 96, 97, 98, 182),
  },
  {
    id: 'q-filter-04',
    kind: 'with-filters',
    query: 'รถบรรทุก',
    filters: { minPrice: 1000, maxPrice: 1500 },
    // TRUCKS within the price range.
    relevant: [
      ...two(9, 12, 30, 42, 43, 44, 86, 93, 107, 108, 113, 114, 161, 162, 163, 165, 166, 167, 169),
      ...one(61, 91),
    ],
  },
  {
    id: 'q-filter-05',
    kind: 'with-filters',
    query: 'ฝ่าไฟแดง',
    filters: { vehicleType: 'car' },
    relevant: two(1, 2, 3, 137, 205),
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
    relevant: two(89, 121, 152, 195),
  },
  {
    id: 'q-filter-08',
    kind: 'with-filters',
    query: 'เก๋ง',
    filters: { category: 'pedestrian' },
    relevant: [...two(49, 56, 197), ...one(33)],
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
    // A hailstorm (rl-185) rains too.
    relevant: [...two(63, 66, 92), ...one(185)],
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
  { id: 'q-none-11', kind: 'should-find-nothing', query: 'เครื่องบินตกกลางทะเล', relevant: [] },
  { id: 'q-none-12', kind: 'should-find-nothing', query: 'เรือชนสะพาน', relevant: [] },
  { id: 'q-none-13', kind: 'should-find-nothing', query: 'จระเข้ข้ามถนน', relevant: [] },
  { id: 'q-none-14', kind: 'should-find-nothing', query: 'ลิงขโมยของบนรถ', relevant: [] },
  { id: 'q-none-15', kind: 'should-find-nothing', query: 'ภูเขาไฟระเบิด', relevant: [] },

  // ── multi-word: what a victim or a lawyer types, with filler words; the clips say it otherwise ──
  // A pickup hits something from behind, at night by the text → 2; by the incident time alone, or by day → 1.
  {
    id: 'q-multi-01',
    kind: 'multi-word',
    query: 'กระบะชนท้ายตอนกลางคืน',
    relevant: [...two(166, 188, 207), ...one(4, 55, 64, 84, 93, 123, 132, 154)],
  },
  // A car hits a motorcycle and drives off → 2; other hit-and-runs → 1.
  {
    id: 'q-multi-02',
    kind: 'multi-word',
    query: 'มอไซถูกรถเก๋งชนแล้วหนีไป',
    relevant: [...two(54, 158, 206), ...one(5, 55, 56, 57, 207)],
  },
  // Trucks losing their brakes downhill → 2; a van, a coach or a motorcycle doing so, or a truck too late downhill → 1.
  {
    id: 'q-multi-03',
    kind: 'multi-word',
    query: 'รถบรรทุกเบรกแตกบนทางลงเขา',
    relevant: [...two(43, 47, 161, 165), ...one(40, 42, 96, 122)],
  },
  // Rear-ended by a bus at a red light → 2; by a bus elsewhere, or by something else at a light → 1.
  {
    id: 'q-multi-04',
    kind: 'multi-word',
    query: 'โดนรถเมล์ชนท้ายตอนจอดติดไฟแดง',
    relevant: [...two(7, 195), ...one(4, 10, 24, 95, 122, 152, 188)],
  },
  // A motorcycle hits someone on a zebra crossing → 2; a car on a crossing, or a motorcycle off one → 1.
  {
    id: 'q-multi-05',
    kind: 'multi-word',
    query: 'คนข้ามทางม้าลายโดนมอไซชน',
    relevant: [...two(8, 50), ...one(49, 131, 142, 144, 197, 198)],
  },
  // A drunk driver hits parked cars → 2; drunk drivers hitting other things → 1.
  {
    id: 'q-multi-06',
    kind: 'multi-word',
    query: 'เมาแล้วขับชนรถที่จอดอยู่',
    relevant: [...two(74, 187), ...one(73, 75, 156, 188, 189, 190)],
  },
  {
    id: 'q-multi-07',
    kind: 'multi-word',
    query: 'ฝนตกหนักแล้วดินถล่มลงมาทับรถ',
    relevant: [...two(178), ...one(179, 180, 181, 182, 183)],
  },
  // A truck squeezes a motorcycle off the road → 2; a car or a bus doing so, or a truck hitting one → 1.
  {
    id: 'q-multi-08',
    kind: 'multi-word',
    query: 'สิบล้อเบียดมอไซตกข้างทาง',
    relevant: [...two(45, 164, 167), ...one(41, 86, 88, 108, 155)],
  },
  {
    id: 'q-multi-09',
    kind: 'multi-word',
    query: 'ไรเดอร์ส่งอาหารโดนรถปาดหน้าล้ม',
    relevant: [...two(20, 174), ...one(21, 175)],
  },
  // A car changes lanes into another → 2; other vehicles changing lanes, or a car squeezing or cutting in → 1.
  {
    id: 'q-multi-10',
    kind: 'multi-word',
    query: 'เก๋งเปลี่ยนเลนไม่เปิดไฟเลี้ยวแล้วชน',
    relevant: [...two(32, 81, 125), ...one(41, 45, 88, 102, 105, 162, 167, 171, 199)],
  },
  // Rear-ended late at night → 2; at dusk, before dawn, or a parked or slow vehicle hit from behind at night → 1.
  {
    id: 'q-multi-11',
    kind: 'multi-word',
    query: 'ขับรถกลับบ้านตอนดึกแล้วโดนชนท้าย',
    relevant: [...two(193, 207), ...one(4, 10, 46, 93, 107, 163, 166, 188)],
  },

  // ── near-synonym: the same thing in another word ──
  { id: 'q-syn-01', kind: 'near-synonym', query: 'รถ 10 ล้อ', relevant: TEN_WHEELER },
  { id: 'q-syn-02', kind: 'near-synonym', query: 'รถหัวลาก', relevant: HEAD_TRACTOR },
  { id: 'q-syn-03', kind: 'near-synonym', query: 'ดินถล่ม', relevant: LANDSLIDE },
  { id: 'q-syn-04', kind: 'near-synonym', query: 'โคลนถล่ม', relevant: LANDSLIDE },
  { id: 'q-syn-05', kind: 'near-synonym', query: 'เมาขับ', relevant: DRUNK },
  { id: 'q-syn-06', kind: 'near-synonym', query: 'ขับรถขณะมึนเมา', relevant: DRUNK },
  { id: 'q-syn-07', kind: 'near-synonym', query: 'กลางดึก', relevant: NIGHT },
  { id: 'q-syn-08', kind: 'near-synonym', query: 'โดนปาดหน้า', relevant: CUT_IN },
  { id: 'q-syn-09', kind: 'near-synonym', query: 'คนเดินเท้า', relevant: PEDESTRIAN },
  { id: 'q-syn-10', kind: 'near-synonym', query: 'ชนแล้วเผ่น', relevant: HIT_AND_RUN },
  { id: 'q-syn-11', kind: 'near-synonym', query: 'ขับสวนเลน', relevant: WRONG_WAY },
  // Brands in the other script.
  { id: 'q-syn-12', kind: 'near-synonym', query: 'เคอรี่', relevant: KERRY },
  { id: 'q-syn-13', kind: 'near-synonym', query: 'kerry', relevant: KERRY },
  { id: 'q-syn-14', kind: 'near-synonym', query: 'แฟลช', relevant: FLASH },
  { id: 'q-syn-15', kind: 'near-synonym', query: 'flash', relevant: FLASH },
  { id: 'q-syn-16', kind: 'near-synonym', query: 'แกร็บ', relevant: GRAB },
  { id: 'q-syn-17', kind: 'near-synonym', query: 'ไลน์แมน', relevant: LINEMAN },
  { id: 'q-syn-18', kind: 'near-synonym', query: 'lineman', relevant: LINEMAN },

  // ── broader-term: a general word; the clips name only the specific thing ──
  { id: 'q-broad-01', kind: 'broader-term', query: 'รถบรรทุก', relevant: TRUCKS },
  { id: 'q-broad-02', kind: 'broader-term', query: 'อุบัติเหตุกลางคืน', relevant: NIGHT },
  { id: 'q-broad-03', kind: 'broader-term', query: 'ภัยธรรมชาติ', relevant: DISASTER },
  { id: 'q-broad-04', kind: 'broader-term', query: 'สัตว์ตัดหน้า', relevant: ANIMALS },
  { id: 'q-broad-05', kind: 'broader-term', query: 'รถขนส่งพัสดุ', relevant: PARCEL },
  { id: 'q-broad-06', kind: 'broader-term', query: 'รถโดยสารสาธารณะ', relevant: PUBLIC_TRANSPORT },
  { id: 'q-broad-07', kind: 'broader-term', query: 'สภาพอากาศแย่', relevant: WEATHER },

  // ── english-concept: English typed by lawyers, insurers and expats; the clips are mostly in Thai ──
  { id: 'q-en-01', kind: 'english-concept', query: 'road rage', relevant: ROAD_RAGE },
  { id: 'q-en-02', kind: 'english-concept', query: 'hit and run', relevant: HIT_AND_RUN },
  { id: 'q-en-03', kind: 'english-concept', query: 'rear-end collision', relevant: REAR_END },
  { id: 'q-en-04', kind: 'english-concept', query: 'rear end', relevant: REAR_END },
  { id: 'q-en-05', kind: 'english-concept', query: 'ran a red light', relevant: RAN_RED_LIGHT },
  { id: 'q-en-06', kind: 'english-concept', query: 'drunk driving', relevant: DRUNK },
  { id: 'q-en-07', kind: 'english-concept', query: 'motorbike', relevant: MOTORCYCLES },
  { id: 'q-en-08', kind: 'english-concept', query: 'truck', relevant: TRUCKS },
  { id: 'q-en-09', kind: 'english-concept', query: 'pedestrian', relevant: PEDESTRIAN },
  { id: 'q-en-10', kind: 'english-concept', query: 'u-turn', relevant: U_TURN },
  { id: 'q-en-11', kind: 'english-concept', query: 'landslide', relevant: LANDSLIDE },
  { id: 'q-en-12', kind: 'english-concept', query: 'night', relevant: NIGHT },
  { id: 'q-en-13', kind: 'english-concept', query: 'wrong way', relevant: WRONG_WAY },
  { id: 'q-en-14', kind: 'english-concept', query: 'brake failure', relevant: BRAKE_FAILURE },

  // ── half-typed-variant: cut short, and the full word is a variant of what the clips say ──
  // มอเตอร์ไ(ซค์): the clips say มอไซ, มอไซค์, จยย., รถจักรยานยนต์ … (มอเตอร์เวย์ is not a prefix match).
  { id: 'q-halfvar-01', kind: 'half-typed-variant', query: 'มอเตอร์ไ', relevant: MOTORCYCLES },
  { id: 'q-halfvar-02', kind: 'half-typed-variant', query: 'จักรยานย', relevant: MOTORCYCLES },
  { id: 'q-halfvar-03', kind: 'half-typed-variant', query: 'รถบรรท', relevant: TRUCKS },
  // รถกระบ(ะ): กะบะ, revo, d-max … also count; กระบี่ (rl-211) does not.
  { id: 'q-halfvar-04', kind: 'half-typed-variant', query: 'รถกระบ', relevant: PICKUPS },
  { id: 'q-halfvar-05', kind: 'half-typed-variant', query: 'แท็กซ', relevant: TAXI },
  { id: 'q-halfvar-06', kind: 'half-typed-variant', query: 'เมาแล้', relevant: DRUNK },
  { id: 'q-halfvar-07', kind: 'half-typed-variant', query: 'เบรกแ', relevant: BRAKE_FAILURE },
];
