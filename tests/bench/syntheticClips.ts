/**
 * Synthetic approved clips for the search benchmark (issue 5, "Relevance and speed — measured, not
 * assumed"): N listings written the way sellers write them (tests/search/relevanceListings.ts),
 * composed from incident vocabulary whose word frequencies fall off Zipf-like (a few words in most
 * titles, a long tail of rare ones), in provinces weighted by population, pinned a few kilometres
 * around the province centre. Everything comes from one seeded PRNG, so a seed always gives the
 * same clips and events.
 */
import { CATEGORIES, PRICE_MAX_BAHT, PRICE_MIN_BAHT, THAILAND_BOUNDS } from '../../events/constants.ts';
import type { VEHICLE_TYPES } from '../../events/constants.ts';
import { fromBaht } from '../../events/money.ts';
import type { ClipApproved, ClipUploaded } from '../../events/clip/clipEvents.ts';
import type { RecordedEvent } from '../../events/envelope.ts';
import { provinceCentres, type ProvinceCentre } from '../../infra/adapters/locations/provinceCentres.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';

type Category = (typeof CATEGORIES)[number];
type VehicleType = (typeof VEHICLE_TYPES)[number];

/** mulberry32: a small, fast 32-bit PRNG; answers floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks by cumulative weights with a binary search. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    for (const w of weights) this.cumulative.push((sum += w));
    this.total = sum;
  }
  pick(random: () => number): T {
    const x = random() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** Items in order of frequency, weighted 1 / rank^s (Zipf). */
export const zipf = <T>(items: readonly T[], s = 1): WeightedPicker<T> =>
  new WeightedPicker(
    items,
    items.map((_, rank) => 1 / Math.pow(rank + 1, s)),
  );

// ---------------------------------------------------------------------------------------------
// Vocabulary, most frequent first within each list.

/** Vehicles by the category they appear in. `[word, vehicleType]`. */
const CARS = ['รถเก๋ง', 'เก๋ง', 'รถยนต์', 'แท็กซี่', 'รถกระบะ', 'กระบะ', 'กะบะ', 'รถตู้', 'แท๊กซี่', 'รถ suv'];
const BIKES = ['มอไซ', 'มอไซค์', 'มอเตอร์ไซค์', 'จยย.', 'รถจักรยานยนต์', 'มอเตอร์ไซด์', 'ไรเดอร์', 'บิ๊กไบค์'];
const TRUCKS = ['รถบรรทุก', 'สิบล้อ', 'รถพ่วง', 'หกล้อ', 'รถเทรลเลอร์', 'รถขนดิน', 'รถน้ำมัน'];
const BUSES = ['รถเมล์', 'รถทัวร์', 'รถตู้โดยสาร', 'รถบัส', 'รถเมล์ ขสมก.', 'รถสองแถว'];
const TRICYCLES = ['ตุ๊กตุ๊ก', 'สามล้อ', 'ซาเล้ง', 'มอไซพ่วงข้าง', 'สกายแล็บ'];
const PEDESTRIANS = ['คนข้ามถนน', 'คนเดินเท้า', 'คนข้ามทางม้าลาย', 'เด็กนักเรียน', 'แม่ค้ารถเข็น', 'คนปั่นจักรยาน'];
const OTHERS = ['สุนัข', 'วัว', 'เสาไฟฟ้า', 'แบริเออร์', 'ต้นไม้', 'ร้านค้า', 'กำแพง', 'คูน้ำ'];

/** Brand and model names as sellers type them (English and Thai). */
const CAR_BRANDS = [
  'toyota',
  'honda civic',
  'toyota revo',
  'isuzu d-max',
  'honda city',
  'ฮอนด้า',
  'โตโยต้า',
  'toyota vios',
  'ford ranger',
  'mazda 2',
  'honda jazz',
  'ดีแม็กซ์',
  'toyota fortuner',
  'mitsubishi triton',
  'nissan almera',
  'toyota camry',
  'benz',
  'bmw',
  'mg zs',
  'byd atto 3',
  'ฮอนด้า ซีวิค',
  'tesla model y',
  'toyota yaris',
  'suzuki swift',
  'ฟอร์จูนเนอร์',
  'mazda cx-5',
  'nissan navara',
  'honda hr-v',
  'mitsubishi pajero',
  'ora good cat',
  'volvo xc60',
  'กระบะโตโยต้า',
  'ฮอนด้าแจ๊ส',
  'มาสด้า 3',
];
const BIKE_BRANDS = [
  'honda wave',
  'honda pcx',
  'yamaha aerox',
  'honda click',
  'yamaha nmax',
  'ยามาฮ่า เอ็นแม็กซ์',
  'honda scoopy',
  'vespa',
  'kawasaki ninja',
  'honda forza',
  'yamaha fino',
  'ฮอนด้า เวฟ',
];

/** What happened, in title form; the object (who was hit) follows when it makes sense. */
const ACTIONS = [
  'ชน',
  'ชนท้าย',
  'เฉี่ยวชน',
  'ฝ่าไฟแดงชน',
  'ปาดหน้า',
  'ตัดหน้า',
  'เบรกกะทันหัน โดนชน',
  'แซงซ้ายชน',
  'เปลี่ยนเลนชน',
  'ขับย้อนศรชน',
  'กลับรถตัดหน้า',
  'เบียดชน',
  'ขับจี้ชนท้าย',
  'ถอยหลังชน',
  'เลี้ยวตัดหน้า',
  'แซงโค้งชน',
  'หลับในชน',
  'เบรกไม่ทันชนท้าย',
  'เบรคไม่ทันชน',
  'ไหลถอยหลังชน',
  'เสียหลักชน',
  'ขับกินเลนชน',
  'เปิดประตูชน',
  'ชนแล้วหนี',
  'เมาแล้วขับชน',
];
/** Incidents without a second party. */
const SOLO = ['เสียหลักพลิกคว่ำ', 'ล้มเอง', 'ตกคู', 'ตกหลุมล้ม', 'พลิกคว่ำ', 'เบรกแตก', 'ไถลล้ม', 'ตกคลอง', 'ยางระเบิด'];

/** Bangkok junctions and roads, the famous ones first. */
const BANGKOK_PLACES = [
  'แยกอโศก',
  'ถนนพระราม 2',
  'ทางด่วน',
  'ถนนสุขุมวิท',
  'แยกรัชดา',
  'ถนนบางนา-ตราด',
  'ถนนลาดพร้าว',
  'ถนนวิภาวดีรังสิต',
  'ถนนรามอินทรา',
  'อนุสาวรีย์ชัย',
  'วงเวียนใหญ่',
  'ถนนกาญจนาภิเษก',
  'ถนนพระราม 9',
  'แยกบางนา',
  'ถนนศรีนครินทร์',
  'ถนนรัชดาภิเษก',
  'ทางพิเศษบูรพาวิถี',
  'ทางด่วนศรีรัช',
  'ห้าแยกลาดพร้าว',
  'แยกหลักสี่',
  'ถนนสาทร',
  'ถนนสีลม',
  'ถนนเยาวราช',
  'ถนนเพชรเกษม',
  'ใต้ทางด่วน',
  'สะพานข้ามแยก',
];
/** Roads and spots found in every province. */
const COMMON_PLACES = [
  'ถนนพหลโยธิน',
  'ถนนมิตรภาพ',
  'มอเตอร์เวย์',
  'ถนนสายเอเชีย',
  'ถนนเพชรเกษม',
  'ถนนสุขุมวิท',
  'ทางหลวง 4',
  'ทางหลวง 12',
  'ทางโค้ง',
  'หน้าห้าง',
  'หน้าโรงเรียน',
  'หน้าตลาดนัด',
  'ปากซอย',
  'ลานจอดรถ',
  'ปั๊มน้ำมัน',
  'จุดกลับรถ',
  'ทางลงเขา',
  'จุดตัดทางรถไฟ',
  'หน้าเซ็นทรัล',
  'หน้าโลตัส',
  'ถนนเลียบคลอง',
  'ทางเข้าหมู่บ้าน',
  'ด่านเก็บเงิน',
];
/** A few provinces' own famous roads. */
const LOCAL_PLACES: Record<string, string[]> = {
  เชียงใหม่: ['ถนนนิมมานเหมินท์', 'ถนนซุปเปอร์ไฮเวย์'],
  สงขลา: ['ถนนกาญจนวนิช'],
  ภูเก็ต: ['ถนนเทพกระษัตรี', 'ทางลงเขาป่าตอง'],
  ชลบุรี: ['ถนนพัทยากลาง'],
  นนทบุรี: ['ถนนติวานนท์', 'ถนนแจ้งวัฒนะ'],
};

/** Description sentences; the first ones are in most listings. */
const DETAILS = [
  'เห็นทะเบียนชัด',
  'มีคลิปก่อนและหลังเกิดเหตุ',
  'กล้องหน้ารถบันทึกไว้ได้',
  'ภาพชัดทั้งกลางวันกลางคืน',
  'คนขับลงมาเถียง',
  'คู่กรณีหนีไปเลย',
  'ตำรวจมาถึงภายหลัง',
  'รถเสียหายหนัก',
  'ถุงลมออก',
  'คนขี่ล้มแต่ลุกได้',
  'ไม่มีผู้บาดเจ็บ',
  'ผู้โดยสารบาดเจ็บเล็กน้อย',
  'รถติดยาว',
  'ช่วงเย็นรถเยอะมาก',
  'ฝนตกถนนลื่น',
  'กลางคืนไฟถนนมืด',
  'ใช้เคลมประกันได้',
  'ประกันขอคลิปไปแล้ว',
  'ไม่ให้สัญญาณไฟเลี้ยว',
  'ขับเร็วมาก',
  'เปลี่ยนเลนกะทันหัน',
  'มองมือถือ',
  'แซงในเส้นทึบ',
  'จอดติดไฟแดงอยู่',
  'ไฟเหลืองเปลี่ยนเป็นแดง',
  'เสียงดังมาก',
  'กระจกมองข้างหัก',
  'กันชนหลุด',
  'ชนเป็นทอดๆ',
  'สามคันต่อกัน',
  'มีพยานเห็นเหตุการณ์',
  'กู้ภัยมาช่วย',
  'รถพยาบาลมารับ',
  'คนขับหลับใน',
  'ขับจี้ท้าย',
  'ความละเอียด 4k',
  'มีเสียงในคลิป',
  'ไฟหน้าสว่าง',
];

/** Rare words, each in few listings: the long tail of real listings (goods, landmarks, weather). */
const RARE = [
  'ทุเรียน',
  'ยางพารา',
  'อ้อย',
  'มันสำปะหลัง',
  'ปูนซีเมนต์',
  'สายไฟ',
  'แม็คโคร',
  'อีแต๋น',
  'ควาย',
  'ช้าง',
  'ลิง',
  'ไก่',
  'หมู',
  'ผลไม้',
  'ลูกโป่ง',
  'ตู้เย็น',
  'โซฟา',
  'ที่นอน',
  'ถังแก๊ส',
  'ไม้ไผ่',
  'ทราย',
  'หินคลุก',
  'น้ำมันหก',
  'หมอกลงจัด',
  'ลูกเห็บ',
  'น้ำท่วมขัง',
  'ไฟไหม้',
  'ควันไฟ',
  'ขบวนแห่',
  'งานวัด',
  'สงกรานต์',
  'ลอยกระทง',
  'ปีใหม่',
  'เทศกาล',
  'ตำรวจจราจร',
  'ด่านตรวจ',
  'กล้องจับความเร็ว',
  'ป้ายโฆษณา',
  'กิ่งไม้',
  'ท่อระบายน้ำ',
  'ฝาท่อ',
  'รางรถไฟ',
  'ไซเรน',
  'ขบวนรถ',
  'รถแห่',
  'รถแข่ง',
  'รถโบราณ',
  'รถสปอร์ต',
  'ซุปเปอร์คาร์',
  'รถหรู',
  'ป้ายแดง',
  'ทะเบียนปลอม',
  'ประกันชั้นหนึ่ง',
  'นักท่องเที่ยว',
  'ชาวต่างชาติ',
  'พระสงฆ์',
  'นักเรียนช่าง',
  'แก๊งซิ่ง',
  'แข่งรถ',
  'ดริฟท์',
  'เกาะกลางถนน',
  'ราวสะพาน',
  'ตู้โทรศัพท์',
  'ศาลพระภูมิ',
  'ร้านก๋วยเตี๋ยว',
  'ร้านสะดวกซื้อ',
  'ตลาดน้ำ',
  'สนามบิน',
  'ท่าเรือ',
  'นิคมอุตสาหกรรม',
];

const COLOURS = ['สีขาว', 'สีดำ', 'สีเทา', 'สีแดง', 'สีเงิน', 'สีน้ำเงิน', 'สีเขียว', 'สีเหลือง', 'สีส้ม', 'สีชมพู'];
const TAGS = [
  'ชนท้าย',
  'ฝ่าไฟแดง',
  'มอไซ',
  'กล้องหน้ารถ',
  'ประกัน',
  'ปาดหน้า',
  'ย้อนศร',
  'ทางด่วน',
  'รถบรรทุก',
  'แท็กซี่',
  'กลางคืน',
  'ฝนตก',
  'หลับใน',
  'เมาแล้วขับ',
  'รถตู้',
  'toyota',
  'honda',
  'isuzu',
  'grab',
  'lineman',
  'revo',
  'civic',
  'dmax',
  'มอเตอร์เวย์',
  'พระราม 2',
  'อโศก',
];

/** Category → the vehicle type of the clip and the words for the two parties. */
const CATEGORY_SHAPE: Record<
  Category,
  { weight: number; vehicle: VehicleType[]; first: string[]; second: string[] }
> = {
  car_car: { weight: 34, vehicle: ['car', 'car', 'car', 'bus'], first: CARS, second: CARS },
  car_motorcycle: { weight: 28, vehicle: ['car', 'motorcycle', 'motorcycle'], first: CARS, second: BIKES },
  motorcycle_motorcycle: { weight: 12, vehicle: ['motorcycle'], first: BIKES, second: BIKES },
  car_truck: { weight: 10, vehicle: ['truck', 'car', 'truck'], first: TRUCKS, second: CARS },
  pedestrian: { weight: 6, vehicle: ['car', 'motorcycle'], first: [...CARS, ...BIKES], second: PEDESTRIANS },
  other: {
    weight: 10,
    vehicle: ['car', 'motorcycle', 'bus', 'tricycle', 'other', 'truck'],
    first: [...BUSES, ...TRICYCLES, ...CARS],
    second: OTHERS,
  },
};

/**
 * Relative weights of the provinces, roughly by registered population and traffic; every other
 * province has weight 1. Bangkok has about a quarter of all clips.
 */
const PROVINCE_WEIGHT: Record<string, number> = {
  กรุงเทพมหานคร: 60,
  ชลบุรี: 12,
  นนทบุรี: 10,
  สมุทรปราการ: 10,
  ปทุมธานี: 9,
  นครราชสีมา: 8,
  เชียงใหม่: 7,
  ขอนแก่น: 5,
  สงขลา: 5,
  ระยอง: 5,
  อุดรธานี: 4,
  ภูเก็ต: 4,
  พระนครศรีอยุธยา: 4,
  สุราษฎร์ธานี: 3,
  นครปฐม: 3,
  สมุทรสาคร: 3,
  อุบลราชธานี: 3,
  เชียงราย: 3,
  นครศรีธรรมราช: 3,
  บุรีรัมย์: 2,
  สระบุรี: 2,
  ฉะเชิงเทรา: 2,
  นครสวรรค์: 2,
  พิษณุโลก: 2,
  ประจวบคีรีขันธ์: 2,
  ราชบุรี: 2,
  กาญจนบุรี: 2,
  ลำปาง: 2,
};

/** How far pins spread around the province centre (standard deviation, km). */
const SPREAD_KM = { bangkok: 9, other: 5 };
const KM_PER_DEGREE = 111.32;

/** Incident hour weights: rush hours and evenings are busiest. */
const HOUR_WEIGHTS = [2, 1.5, 1, 1, 1, 2, 4, 8, 9, 6, 5, 5, 5, 5, 5, 6, 7, 9, 9, 7, 5, 4, 3, 3];

export interface SyntheticOptions {
  count: number;
  seed: number;
  /** The generation's "now": incidents lie in the 400 days before, uploads in the year before. */
  now?: string;
}

export const DEFAULT_NOW = '2026-11-20T00:00:00.000Z';

export type SyntheticClip = ClipUploaded['data'] & { approvedAt: string };

interface Place {
  province: ProvinceCentre;
  districts: { name: string; subDistricts: string[] }[];
}

let placesCache: Place[] | undefined;
function places(): Place[] {
  if (placesCache) return placesCache;
  const locations = thaiLocations();
  placesCache = provinceCentres.map((province) => ({
    province,
    districts: (locations.districtsOf(province.code) ?? []).map((d) => ({
      name: d.name_th,
      subDistricts: (locations.subDistrictsOf(d.id) ?? []).map((s) => s.name_th),
    })),
  }));
  return placesCache;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const hex = (random: () => number, digits: number) => {
  let s = '';
  while (s.length < digits)
    s += Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return s.slice(0, digits);
};
const uuid = (random: () => number) => {
  const h = hex(random, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A standard normal deviate (Box–Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const YEAR_MS = 365 * 86_400_000;

/** The clips of one seed, lazily (a million clips are not held in memory). */
export function* syntheticClips({
  count,
  seed,
  now = DEFAULT_NOW,
}: SyntheticOptions): Generator<SyntheticClip> {
  const random = mulberry32(seed);
  const all = places();
  const provincePicker = new WeightedPicker(
    all,
    all.map((p) => PROVINCE_WEIGHT[p.province.name_th] ?? 1),
  );
  const categoryPicker = new WeightedPicker(
    CATEGORIES,
    CATEGORIES.map((c) => CATEGORY_SHAPE[c].weight),
  );
  const pickers = new Map<readonly string[], WeightedPicker<string>>();
  const z = (items: readonly string[], s = 1) => {
    let picker = pickers.get(items);
    if (!picker) pickers.set(items, (picker = zipf(items, s)));
    return picker.pick(random);
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const hourPicker = new WeightedPicker(
    HOUR_WEIGHTS.map((_, hour) => hour),
    HOUR_WEIGHTS,
  );
  const nowMs = Date.parse(now);
  const sellers = Math.max(1, Math.round(count / 25));

  for (let i = 0; i < count; i++) {
    const category = categoryPicker.pick(random);
    const shape = CATEGORY_SHAPE[category];
    const vehicleType = pick(shape.vehicle);
    const first = z(shape.first, 1.1);
    const place = provincePicker.pick(random);
    const district = pick(place.districts);
    const subDistrict = district.subDistricts.length > 0 ? pick(district.subDistricts) : district.name;
    const local = LOCAL_PLACES[place.province.name_th];
    const road =
      place.province.code === 10 && random() < 0.7
        ? z(BANGKOK_PLACES, 0.9)
        : local && random() < 0.4
          ? pick(local)
          : z(COMMON_PLACES, 0.9);

    const solo = category === 'other' && random() < 0.5;
    const action = solo ? z(SOLO) : z(ACTIONS, 1.1);
    const second = solo ? '' : z(shape.second, 1.1);
    const brandFirst = random() < 0.35;
    const brand = vehicleType === 'motorcycle' ? z(BIKE_BRANDS) : z(CAR_BRANDS);
    const where = random() < 0.6 ? road : district.name;
    const title = `${brandFirst ? `${brand} ` : first}${action}${second} ${where}`.slice(0, 100);

    const sentences: string[] = [];
    sentences.push(`${brandFirst ? first : brand} ${z(COLOURS)}${action}${second}ที่${road}`);
    const extra = 1 + Math.floor(random() * 3);
    for (let k = 0; k < extra; k++) sentences.push(z(DETAILS, 0.8));
    if (random() < 0.3) sentences.push(z(RARE, 0.7));
    let description = '';
    for (const sentence of sentences) {
      const next = description ? `${description} ${sentence}` : sentence;
      if (next.length > 100) break;
      description = next;
    }

    const tags = new Set<string>();
    const tagCount = Math.floor(random() * 4);
    for (let k = 0; k < tagCount; k++) tags.add(z(TAGS));

    const centre = place.province;
    const spread = centre.code === 10 ? SPREAD_KM.bangkok : SPREAD_KM.other;
    const lat = clamp(
      centre.lat + (gaussian(random) * spread) / KM_PER_DEGREE,
      THAILAND_BOUNDS.minLat,
      THAILAND_BOUNDS.maxLat,
    );
    const lng = clamp(
      centre.lng + (gaussian(random) * spread) / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180)),
      THAILAND_BOUNDS.minLng,
      THAILAND_BOUNDS.maxLng,
    );

    // Uploads spread evenly over the year before `now`, in the order they happened, as the event log
    // holds them (its global order is time order, and a replay writes the index in it); the
    // incident 0–35 days before its upload.
    const uploadedMs = nowMs - YEAR_MS + Math.floor(((i + random()) / count) * YEAR_MS);
    const incidentMs = uploadedMs - Math.floor(random() * 35) * 86_400_000 - 3_600_000;
    const approvedMs = uploadedMs + Math.floor(random() * 48 * 3_600_000);
    const hour = hourPicker.pick(random);
    const minute = Math.floor(random() * 60);
    // Prices as sellers set them: round fifties, cheaper ones more common.
    const steps = (PRICE_MAX_BAHT - PRICE_MIN_BAHT) / 50;
    const price = PRICE_MIN_BAHT + 50 * Math.floor(Math.pow(random(), 1.6) * (steps + 1));
    const clipId = uuid(random);
    const uploadedAt = new Date(uploadedMs).toISOString();

    yield {
      clipId,
      sellerId: `seller-${Math.floor(Math.pow(random(), 2) * sellers)}`,
      title,
      description,
      category,
      vehicleType,
      priceSatang: fromBaht(price),
      tags: [...tags],
      incidentDate: new Date(incidentMs).toISOString().slice(0, 10),
      incidentTime: `${pad2(hour)}:${pad2(minute)}`,
      location: {
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        province: centre.name_th,
        district: district.name,
        subDistrict,
        address: `${road} ${subDistrict}`,
      },
      file: {
        storageKey: `originals/${clipId}`,
        sha256: hex(random, 64),
        sizeBytes: 10_000_000 + Math.floor(random() * 80_000_000),
        container: 'mp4',
        durationSeconds: 10 + Math.floor(random() * 110),
      },
      images: { cover: null, previews: [] },
      consent: {
        flags: {
          ownershipConfirmed: true,
          licenseGranted: true,
          pdpaCompliant: true,
          indemnificationAccepted: true,
          ageConfirmed: true,
        },
        acceptedAt: uploadedAt,
        termsVersion: '2026-11',
      },
      sameFileAs: null,
      uploadedAt,
      approvedAt: new Date(Math.min(approvedMs, nowMs)).toISOString(),
    };
  }
}

/** The two events of a clip: ClipUploaded then ClipApproved on stream `clip-{id}`, at global positions `gp`, `gp + 1`. */
export function clipEvents(clip: SyntheticClip, gp: number): RecordedEvent[] {
  const { approvedAt, ...uploaded } = clip;
  const streamId = `clip-${clip.clipId}`;
  const metadata = (n: number, occurredAt: string) => ({
    eventId: `bench-${n}`,
    occurredAt,
    actor: { system: 'search-bench' },
    correlationId: `bench-${clip.clipId}`,
    causationId: null,
  });
  return [
    {
      streamId,
      streamPosition: 1n,
      globalPosition: { tx: BigInt(gp), gp: BigInt(gp) },
      type: 'ClipUploaded',
      schemaVersion: 2,
      data: uploaded satisfies ClipUploaded['data'],
      metadata: metadata(gp, clip.uploadedAt),
    },
    {
      streamId,
      streamPosition: 2n,
      globalPosition: { tx: BigInt(gp + 1), gp: BigInt(gp + 1) },
      type: 'ClipApproved',
      schemaVersion: 1,
      data: { clipId: clip.clipId, approvedAt } satisfies ClipApproved['data'],
      metadata: metadata(gp + 1, approvedAt),
    },
  ];
}

/** The events of the clips in batches of at most `batchSize` events (each clip's two events stay together). */
export function* syntheticEventBatches(
  options: SyntheticOptions,
  batchSize: number,
): Generator<RecordedEvent[]> {
  const clipsPerBatch = Math.max(1, Math.floor(batchSize / 2));
  let batch: RecordedEvent[] = [];
  let gp = 1;
  for (const clip of syntheticClips(options)) {
    batch.push(...clipEvents(clip, gp));
    gp += 2;
    if (batch.length >= clipsPerBatch * 2) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Words the workload searches for: frequent, rare, half-typed and misspelled. */
export const benchVocabulary = {
  common: [
    'ชนท้าย',
    'ฝ่าไฟแดง',
    'มอไซ',
    'รถเก๋ง',
    'กระบะ',
    'แยกอโศก',
    'ถนนพระราม 2',
    'มอเตอร์เวย์',
    'honda civic',
    'toyota revo',
    'ฮอนด้า',
    'ปาดหน้า',
    'ตัดหน้า',
    'เบรกกะทันหัน',
  ],
  rare: [
    'ทุเรียน',
    'ยางพารา',
    'ลูกเห็บ',
    'ศาลพระภูมิ',
    'ตลาดน้ำ',
    'kawasaki ninja',
    'volvo xc60',
    'สกายแล็บ',
    'ดริฟท์',
    'ร้านก๋วยเตี๋ยว',
  ],
  multiWord: ['รถเก๋งชนมอไซ', 'กระบะชนท้ายรถเก๋ง', 'แท็กซี่ฝ่าไฟแดง', 'มอไซชนคนข้ามถนน', 'รถบรรทุกชนท้าย ถนนมิตรภาพ'],
  halfTyped: ['ฝ่าไฟ', 'อโศ', 'มอเตอ', 'ชนท้', 'เบรกกะทั', 'ซีวิ', 'toyo', 'hond'],
  misspelled: ['ฝ่าไฟแดน', 'ชนท้ย', 'อโสก', 'มอเตอร์ไซ', 'honda civc', 'toyata revo', 'เบรกกระทันหัน', 'ปาดหนา'],
  suggest: ['ชน', 'ฝ่า', 'มอไซ', 'hon', 'toy', 'รถเก๋', 'กระบะ', 'แยกอ'],
};

/** The provinces clips are spread over, most weighted first (for filters the workload uses). */
export const busyProvinces = Object.entries(PROVINCE_WEIGHT)
  .sort(([, a], [, b]) => b - a)
  .map(([name]) => name);
