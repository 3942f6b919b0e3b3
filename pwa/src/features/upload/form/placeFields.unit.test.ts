import { describe, expect, it } from 'vitest';
import { fieldsForChosenPlace, fieldsForPin, type PlaceFields } from './placeFields.ts';

const bangkhunthian: PlaceFields = {
  provinceId: '10',
  province: 'กรุงเทพมหานคร',
  districtId: '1021',
  district: 'บางขุนเทียน',
  subDistrictId: '102107',
  subDistrict: 'แสมดำ',
};
const none: PlaceFields = {
  provinceId: '',
  province: '',
  districtId: '',
  district: '',
  subDistrictId: '',
  subDistrict: '',
};
const district = (id: number, name: string, provinceId = 10, provinceName = 'กรุงเทพมหานคร') => ({
  type: 'district' as const,
  id,
  name_th: name,
  province_id: provinceId,
  province_name_th: provinceName,
});
const province = (id: number, name: string) => ({
  type: 'province' as const,
  id,
  name_th: name,
  name_en: '',
  lat: 13.7,
  lng: 100.5,
});

describe('choosing a place in the map search', () => {
  it('keeps the sub-district when the chosen district is the one it lies in', () => {
    expect(fieldsForChosenPlace(bangkhunthian, district(1021, 'บางขุนเทียน'))).toEqual(bangkhunthian);
  });

  it('keeps district and sub-district when the chosen province is theirs', () => {
    expect(fieldsForChosenPlace(bangkhunthian, province(10, 'กรุงเทพมหานคร'))).toEqual(bangkhunthian);
  });

  it('clears a sub-district that does not lie in a newly chosen district', () => {
    expect(fieldsForChosenPlace(bangkhunthian, district(1015, 'ธนบุรี'))).toEqual({
      ...bangkhunthian,
      districtId: '1015',
      district: 'ธนบุรี',
      subDistrictId: '',
      subDistrict: '',
    });
  });

  it('clears everything below another province', () => {
    expect(fieldsForChosenPlace(bangkhunthian, province(11, 'สมุทรปราการ'))).toEqual({
      ...none,
      provinceId: '11',
      province: 'สมุทรปราการ',
    });
  });
});

describe('a pin placed on the map', () => {
  const pinned = (districtId: number | null, districtName = '', sub: [number, string] | null = null) => ({
    province: { id: 10, name_th: 'กรุงเทพมหานคร' },
    district: districtId === null ? null : { id: districtId, name_th: districtName },
    subDistrict: sub && { id: sub[0], name_th: sub[1] },
    address: '',
    displayName: '',
  });

  it('fills empty pickers without a note', () => {
    const { fields, moved } = fieldsForPin(none, pinned(1021, 'บางขุนเทียน', [102107, 'แสมดำ']));
    expect(fields).toEqual(bangkhunthian);
    expect(moved).toBeNull();
  });

  it('moves a chosen district the pin is not in to the pin’s, and says so', () => {
    const { fields, moved } = fieldsForPin(bangkhunthian, pinned(1015, 'ธนบุรี'));
    expect(fields).toMatchObject({ districtId: '1015', district: 'ธนบุรี', subDistrictId: '', subDistrict: '' });
    expect(moved).toEqual({ from: 'บางขุนเทียน', to: 'ธนบุรี กรุงเทพมหานคร' });
  });

  it('keeps the chosen sub-district when the pin is in the same district and names none', () => {
    const { fields, moved } = fieldsForPin(bangkhunthian, pinned(1021, 'บางขุนเทียน'));
    expect(fields).toEqual(bangkhunthian);
    expect(moved).toBeNull();
  });

  it('keeps the chosen district when the geocoder names only the province', () => {
    const { fields, moved } = fieldsForPin(bangkhunthian, pinned(null));
    expect(fields).toEqual(bangkhunthian);
    expect(moved).toBeNull();
  });
});
