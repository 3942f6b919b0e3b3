/**
 * What the simulated people write and look for: clip titles made of everyday Thai incident words,
 * real places from the bundled location lists, and searches with those words (whole, half typed,
 * spelling variants, one misspelt) and the dashboard's filters.
 */
import {
  CATEGORIES,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  TITLE_MAX,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import type { Rng } from './rng.ts';

const INCIDENTS = [
  'ชนท้าย',
  'ฝ่าไฟแดง',
  'ปาดหน้า',
  'เปลี่ยนเลนกะทันหัน',
  'ขับย้อนศร',
  'ชนแล้วหนี',
  'เบรกกะทันหัน',
  'แซงซ้าย',
  'เฉี่ยวชน',
  'ชนประสานงา',
] as const;
const VEHICLES = ['รถเก๋ง', 'มอเตอร์ไซค์', 'รถบรรทุก', 'สิบล้อ', 'รถกระบะ', 'แท็กซี่', 'รถเมล์', 'รถตู้'] as const;
const ROADS = [
  'ทางด่วน',
  'ถนนพระราม 2',
  'ถนนวิภาวดีรังสิต',
  'ถนนสุขุมวิท',
  'ทางม้าลาย',
  'สี่แยกไฟแดง',
  'ถนนมิตรภาพ',
  'ซอยในหมู่บ้าน',
] as const;
const TIMES_OF_DAY = ['ตอนเช้า', 'ตอนเย็น', 'กลางคืน', 'ฝนตก'] as const;

/** Keywords as people type them: whole words, two words, a variant spelling, half a word, a typo. */
const KEYWORDS = [
  ...INCIDENTS,
  ...VEHICLES,
  'ไฟแดง',
  'ชนท้าย ทางด่วน',
  'มอไซ ปาดหน้า',
  'รถบรรทุก ชน',
  'แท็กซี่ ฝ่าไฟแดง',
  'พระราม 2',
  'เบรค',
  'ฝ่าไฟแ',
  'ทางมาลาย',
  'รถบันทุก',
  'กล้องหน้ารถ ทะเบียนชัด',
] as const;
/** What a buyer starts typing into the search box (the typeahead asks from two characters). */
const PREFIXES = ['ชน', 'ฝ่า', 'มอเ', 'รถบ', 'แท็', 'ทาง', 'ปาด'] as const;
const SORTS = ['newest', 'oldest', 'price_low', 'price_high', 'views'] as const;
const TIME_RANGES = ['0', '1', '7', '30', '90', '365'] as const;

/** The incident dates clips carry: the last two months, Bangkok days. */
const INCIDENT_DAYS_BACK = 60;
const PLACES_IN_USE = 12;
/** How far from a province's seat a pin may fall (degrees); well inside Thailand's box. */
const PIN_JITTER = 0.05;

export interface Place {
  province: string;
  district: string;
  subDistrict: string;
  lat: number;
  lng: number;
}

export interface ClipFields {
  title: string;
  description: string;
  category: string;
  eventDate: string;
  eventTime: string;
  province: string;
  district: string;
  subDistrict: string;
  address: string;
  vehicleType: string;
  latitude: string;
  longitude: string;
  price: string;
  tags: string;
}

export interface ThaiWorkload {
  places: readonly Place[];
  clipFields(): ClipFields;
  /** A new title for an edit, different from `current`. */
  newTitle(current: string): string;
  price(): number;
  /** The query string of a dashboard search (keyword and/or filters), without '?'. */
  searchQuery(): string;
  suggestQuery(): string;
  mapQuery(): string;
}

/** Places picked from the real lists: a province, its first district and that district's first sub-district. */
function pickPlaces(rng: Rng): Place[] {
  const locations = thaiLocations();
  const places: Place[] = [];
  const provinces = [...locations.provinces];
  while (places.length < PLACES_IN_USE && provinces.length > 0) {
    const [province] = provinces.splice(rng.int(0, provinces.length - 1), 1);
    const district = locations.districtsOf(province!.id)?.[0];
    const subDistrict = district ? locations.subDistrictsOf(district.id)?.[0] : undefined;
    if (!district || !subDistrict) continue;
    places.push({
      province: province!.name_th,
      district: district.name_th,
      subDistrict: subDistrict.name_th,
      lat: province!.lat,
      lng: province!.lng,
    });
  }
  return places;
}

export function thaiWorkload(rng: Rng, now: () => Date = () => new Date()): ThaiWorkload {
  const places = pickPlaces(rng);
  const price = () => rng.int(PRICE_MIN_BAHT / 10, PRICE_MAX_BAHT / 10) * 10;
  const title = () =>
    `${rng.pick(VEHICLES)}${rng.pick(INCIDENTS)} ${rng.pick(ROADS)} ${rng.pick(TIMES_OF_DAY)}`.slice(
      0,
      TITLE_MAX,
    );
  const params = (entries: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(entries)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
  const priceRange = () => {
    const low = price();
    return { minPrice: low, maxPrice: Math.min(PRICE_MAX_BAHT, low + rng.int(1, 6) * 100) };
  };

  return {
    places,
    price,
    clipFields() {
      const place = rng.pick(places);
      const daysBack = rng.int(0, INCIDENT_DAYS_BACK);
      const hour = String(rng.int(0, 23)).padStart(2, '0');
      const minute = String(rng.int(0, 59)).padStart(2, '0');
      return {
        title: title(),
        description: `กล้องหน้ารถ เห็นทะเบียนชัด ${rng.pick(ROADS)}`,
        category: rng.pick(CATEGORIES),
        eventDate: bangkokDay(new Date(now().getTime() - daysBack * 86_400_000)),
        eventTime: `${hour}:${minute}`,
        province: place.province,
        district: place.district,
        subDistrict: place.subDistrict,
        address: rng.pick(ROADS),
        vehicleType: rng.pick(VEHICLE_TYPES),
        latitude: (place.lat + (rng.next() - 0.5) * PIN_JITTER).toFixed(5),
        longitude: (place.lng + (rng.next() - 0.5) * PIN_JITTER).toFixed(5),
        price: String(price()),
        tags: [rng.pick(INCIDENTS), rng.pick(VEHICLES)].join(','),
      };
    },
    newTitle(current) {
      for (;;) {
        const next = title();
        if (next !== current) return next;
      }
    },
    searchQuery() {
      const keyword = rng.pick(KEYWORDS);
      switch (rng.int(0, 5)) {
        case 0:
          return params({ search: keyword });
        case 1:
          return params({ search: keyword, province: rng.pick(places).province });
        case 2:
          return params({ search: keyword, category: rng.pick(CATEGORIES), sortBy: rng.pick(SORTS) });
        case 3:
          return params({
            province: rng.pick(places).province,
            vehicleType: rng.pick(VEHICLE_TYPES),
            ...priceRange(),
            sortBy: rng.pick(SORTS),
          });
        case 4:
          return params({ search: keyword, timeRange: rng.pick(TIME_RANGES), facets: 'true' });
        default:
          return params({ q: keyword, page: 2, limit: 20 });
      }
    },
    suggestQuery: () => params({ q: rng.pick(PREFIXES) }),
    mapQuery() {
      const place = rng.pick(places);
      const half = rng.int(1, 10) / 10;
      const bbox = [place.lng - half, place.lat - half, place.lng + half, place.lat + half]
        .map((value) => value.toFixed(4))
        .join(',');
      return params({ search: rng.chance(0.5) ? rng.pick(KEYWORDS) : undefined, bbox });
    },
  };
}
