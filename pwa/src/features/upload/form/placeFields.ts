/**
 * How the place pickers follow the map (issue 17): choosing a place keeps what still fits it, and a
 * pin outside the chosen district moves the district to the pin's, with a note saying so.
 */
import type { LocationSearchItem } from '../../../lib/locations.ts';
import type { PinnedPlace } from '../../../lib/reverseGeocode.ts';

export interface PlaceFields {
  provinceId: string;
  province: string;
  districtId: string;
  district: string;
  subDistrictId: string;
  subDistrict: string;
}

/** A place chosen in the map's search: a district or sub-district that still lies in it is kept. */
export function fieldsForChosenPlace(current: PlaceFields, item: LocationSearchItem): PlaceFields {
  const provinceId = String(item.type === 'province' ? item.id : item.province_id);
  const province = item.type === 'province' ? item.name_th : item.province_name_th;
  const sameProvince = current.provinceId === provinceId;
  if (item.type === 'province')
    return sameProvince ? { ...current, province } : { ...cleared, provinceId, province };
  const districtId = String(item.id);
  const sameDistrict = sameProvince && current.districtId === districtId;
  return {
    provinceId,
    province,
    districtId,
    district: item.name_th,
    subDistrictId: sameDistrict ? current.subDistrictId : '',
    subDistrict: sameDistrict ? current.subDistrict : '',
  };
}

export interface PinReconciled {
  fields: PlaceFields;
  /** Set when the pin moved the seller's chosen province or district. */
  moved: { from: string; to: string } | null;
}

/**
 * The pin's reverse-geocoded place fills the pickers. What the geocoder did not name is kept when it
 * still fits (its sub-district when the district is the same); a district the seller had chosen
 * that the pin is not in is replaced by the pin's, and `moved` says from which to which.
 */
export function fieldsForPin(current: PlaceFields, place: PinnedPlace): PinReconciled {
  const provinceId = String(place.province.id);
  const sameProvince = current.provinceId === provinceId;
  const districtId = place.district ? String(place.district.id) : sameProvince ? current.districtId : '';
  const sameDistrict = sameProvince && districtId !== '' && districtId === current.districtId;
  const fields: PlaceFields = {
    provinceId,
    province: place.province.name_th,
    districtId,
    district: place.district?.name_th ?? (sameDistrict ? current.district : ''),
    subDistrictId: place.subDistrict
      ? String(place.subDistrict.id)
      : sameDistrict
        ? current.subDistrictId
        : '',
    subDistrict: place.subDistrict?.name_th ?? (sameDistrict ? current.subDistrict : ''),
  };
  const chosen = current.districtId !== '' ? current.district : current.province;
  const movedAway =
    current.provinceId !== '' && (!sameProvince || (current.districtId !== '' && !sameDistrict));
  const now = [fields.district, fields.province].filter(Boolean).join(' ');
  return { fields, moved: movedAway && chosen ? { from: chosen, to: now } : null };
}

const cleared = { districtId: '', district: '', subDistrictId: '', subDistrict: '' };
