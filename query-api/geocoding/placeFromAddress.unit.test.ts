import { describe, expect, it } from 'vitest';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import { nominatimAnswers } from '../../tests/fixtures/nominatim/fakeNominatim.ts';
import type { RawAddress } from '../ports/geocoder.ts';
import { placeFromAddress } from './placeFromAddress.ts';

function raw(key: string): RawAddress {
  const answer = nominatimAnswers[key] as { display_name: string; address: Record<string, string> };
  return {
    isoSubdivision: answer.address['ISO3166-2-lvl4'],
    countryCode: answer.address.country_code,
    parts: answer.address,
    displayName: answer.display_name,
  };
}

describe('placeFromAddress', () => {
  const locations = thaiLocations();

  it('Bangkok: the เขต comes as suburb and the แขวง as quarter', () => {
    expect(placeFromAddress(locations, raw('13.7373,100.5603'))).toMatchObject({
      province: { id: 10, name_th: 'กรุงเทพมหานคร' },
      district: { name_th: 'วัฒนา' },
      subDistrict: { name_th: 'คลองเตยเหนือ' },
      address: 'ถนนสุขุมวิท',
    });
  });

  it('elsewhere: อำเภอ as county, ตำบล as suburb, the province from its ISO code', () => {
    expect(placeFromAddress(locations, raw('18.7961,98.9664'))).toMatchObject({
      province: { id: 50, name_th: 'เชียงใหม่' },
      district: { name_th: 'เมืองเชียงใหม่' },
      subDistrict: { name_th: 'สุเทพ' },
      address: '239 ถนนห้วยแก้ว',
    });
  });

  it('finds the province by name when the ISO code is missing, and keeps what it cannot match empty', () => {
    const place = placeFromAddress(locations, {
      countryCode: 'th',
      parts: { state: 'จังหวัดขอนแก่น', county: 'อำเภอที่ไม่มีจริง' },
      displayName: 'ขอนแก่น',
    });
    expect(place).toMatchObject({ province: { id: 40 }, district: null, subDistrict: null });
  });

  it('outside Thailand, or no province at all: null', () => {
    expect(
      placeFromAddress(locations, { countryCode: 'la', parts: { city: 'เวียงจันทน์' }, displayName: '' }),
    ).toBeNull();
    expect(
      placeFromAddress(locations, { countryCode: 'th', parts: { road: 'ถนน' }, displayName: '' }),
    ).toBeNull();
  });
});
