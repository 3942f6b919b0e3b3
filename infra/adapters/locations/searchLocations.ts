import { LOCATION_SEARCH_MIN_CHARS } from '../../../events/constants.ts';
import { placeKey } from './placeName.ts';
import { provinceAliases } from './provinceCentres.ts';
import type { District, Province, ThaiLocations } from './thaiLocations.ts';

/**
 * The place search answers at most this many places, from at most this many provinces, with at
 * most this many districts of each.
 */
export const LOCATION_SEARCH_MAX_ITEMS = 20;
export const LOCATION_SEARCH_MAX_PROVINCES = 5;
export const LOCATION_SEARCH_DISTRICTS_PER_PROVINCE = 3;

export type LocationSearchItem =
  ({ type: 'province' } & Province) | ({ type: 'district' } & District & { province_name_th: string });

/** 0 the whole name, 1 its beginning, 2 anywhere inside it; undefined: no match. */
type Rank = 0 | 1 | 2;

function rank(keys: readonly string[], query: string): Rank | undefined {
  let best: Rank | undefined;
  for (const key of keys) {
    const r: Rank | undefined =
      key === query ? 0 : key.startsWith(query) ? 1 : key.includes(query) ? 2 : undefined;
    if (r !== undefined && (best === undefined || r < best)) best = r;
  }
  return best;
}

interface SearchIndex {
  provinces: { province: Province; keys: string[] }[];
  districts: { district: District; keys: string[] }[];
}

/**
 * A district is also found by the name without เมือง: the capital district "เมืองเชียงใหม่" for
 * "เชียงใหม่".
 */
function districtKeys(name: string): string[] {
  const key = placeKey(name);
  return key.startsWith('เมือง') && key.length > 'เมือง'.length ? [key, key.slice('เมือง'.length)] : [key];
}

const indexes = new WeakMap<ThaiLocations, SearchIndex>();
function searchIndex(locations: ThaiLocations): SearchIndex {
  let index = indexes.get(locations);
  if (!index) {
    index = {
      provinces: locations.provinces.map((province) => ({
        province,
        keys: [province.name_th, province.name_en, ...(provinceAliases[province.id] ?? [])].map(placeKey),
      })),
      districts: locations.districts.map((district) => ({ district, keys: districtKeys(district.name_th) })),
    };
    indexes.set(locations, index);
  }
  return index;
}

const collator = new Intl.Collator('th');

/**
 * The place search of the upload form and the dashboard filter (spec §3, §5): at least 2
 * characters after the prefix (จังหวัด, อำเภอ, เขต, ตำบล, แขวง) is stripped; at most 5 provinces,
 * each followed by up to 3 of its districts whose names match, so at most 20 items.
 *
 * A province is listed when its Thai or English name (or an alias such as กทม) matches, or when one
 * of its districts does: "บางขุนเทียน" answers กรุงเทพมหานคร › บางขุนเทียน, so the user picks the
 * district knowing its province. A matching province brings only matching districts, not three
 * arbitrary ones. Whole-name matches come before beginnings, beginnings before matches inside a
 * name; at equal rank a province matched by its own name comes first, then Thai alphabetical order.
 */
export function searchLocations(locations: ThaiLocations, query: string): LocationSearchItem[] {
  const q = placeKey(query);
  if ([...q].length < LOCATION_SEARCH_MIN_CHARS) return [];
  const index = searchIndex(locations);

  const groups = new Map<number, { province: Province; own?: Rank; districts: { d: District; r: Rank }[] }>();
  const groupOf = (province: Province) => {
    let group = groups.get(province.id);
    if (!group) groups.set(province.id, (group = { province, districts: [] }));
    return group;
  };
  for (const { province, keys } of index.provinces) {
    const r = rank(keys, q);
    if (r !== undefined) groupOf(province).own = r;
  }
  for (const { district, keys } of index.districts) {
    const r = rank(keys, q);
    const province = locations.findProvince(district.province_id);
    if (r !== undefined && province) groupOf(province).districts.push({ d: district, r });
  }

  const best = (g: { own?: Rank; districts: { r: Rank }[] }) =>
    Math.min(g.own ?? 3, ...g.districts.map((d) => d.r));
  const chosen = [...groups.values()]
    .sort(
      (a, b) =>
        best(a) - best(b) ||
        (a.own === undefined ? 1 : 0) - (b.own === undefined ? 1 : 0) ||
        collator.compare(a.province.name_th, b.province.name_th),
    )
    .slice(0, LOCATION_SEARCH_MAX_PROVINCES);

  const items: LocationSearchItem[] = [];
  for (const { province, districts } of chosen) {
    items.push({ type: 'province', ...province });
    const top = districts
      .sort((a, b) => a.r - b.r || collator.compare(a.d.name_th, b.d.name_th))
      .slice(0, LOCATION_SEARCH_DISTRICTS_PER_PROVINCE);
    for (const { d } of top) items.push({ type: 'district', ...d, province_name_th: province.name_th });
  }
  return items.slice(0, LOCATION_SEARCH_MAX_ITEMS);
}
