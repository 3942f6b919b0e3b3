import type { District, Province, SubDistrict, ThaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import type { RawAddress } from '../ports/geocoder.ts';

export interface PinnedPlace {
  province: Pick<Province, 'id' | 'name_th'>;
  district: Pick<District, 'id' | 'name_th'> | null;
  subDistrict: Pick<SubDistrict, 'id' | 'name_th'> | null;
  /** House number and road, as the provider named them. */
  address: string;
  displayName: string;
}

// Where providers put each level varies (Bangkok: suburb = เขต, quarter = แขวง; elsewhere county =
// อำเภอ, suburb or village = ตำบล), so every part is tried against the lists, most likely first.
const PROVINCE_PARTS = ['state', 'province', 'city'];
const DISTRICT_PARTS = ['county', 'city_district', 'district', 'suburb', 'municipality', 'town', 'city'];
const SUB_DISTRICT_PARTS = [
  'quarter',
  'suburb',
  'village',
  'town',
  'neighbourhood',
  'hamlet',
  'city_district',
];

function firstMatch<T>(address: RawAddress, keys: readonly string[], find: (name: string) => T | undefined) {
  for (const key of keys) {
    const value = address.parts[key];
    const found = value ? find(value) : undefined;
    if (found) return found;
  }
  return undefined;
}

function provinceOf(locations: ThaiLocations, address: RawAddress): Province | undefined {
  const code = /^TH-(\d{2})$/.exec(address.isoSubdivision ?? '')?.[1];
  const byCode = code ? locations.findProvince(Number(code)) : undefined;
  return byCode ?? firstMatch(address, PROVINCE_PARTS, (name) => locations.findProvince(name));
}

/** Our province, district and sub-district for a provider's address; null outside Thailand. */
export function placeFromAddress(locations: ThaiLocations, address: RawAddress): PinnedPlace | null {
  if (address.countryCode && address.countryCode.toLowerCase() !== 'th') return null;
  const province = provinceOf(locations, address);
  if (!province) return null;
  const district = firstMatch(address, DISTRICT_PARTS, (name) => locations.findDistrict(province.id, name));
  const subDistrict = district
    ? firstMatch(address, SUB_DISTRICT_PARTS, (name) => locations.findSubDistrict(district.id, name))
    : undefined;
  const street = [address.parts.house_number, address.parts.road].filter(Boolean).join(' ');
  return {
    province: { id: province.id, name_th: province.name_th },
    district: district ? { id: district.id, name_th: district.name_th } : null,
    subDistrict: subDistrict ? { id: subDistrict.id, name_th: subDistrict.name_th } : null,
    address: street,
    displayName: address.displayName,
  };
}
