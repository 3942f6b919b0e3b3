import { describe, expect, it } from 'vitest';
import { emptyFields } from '../drafts/draft.ts';
import { requestPlaceFields, requestPrefill } from './requestPrefill.ts';
import { formValuesOf } from './uploadSchema.ts';

const request = {
  place: { lat: 13.7565, lng: 100.5015, province: 'กรุงเทพมหานคร', district: 'พระนคร' },
  when: { incidentDate: '2026-11-18', timeFrom: '07:30', timeTo: '08:30' },
};
const provinces = [
  { id: 10, name_th: 'กรุงเทพมหานคร' },
  { id: 50, name_th: 'เชียงใหม่' },
];
const districts = [{ id: 1001, name_th: 'พระนคร' }];

describe('the upload form prefilled from a footage request (issue 22)', () => {
  it('finds the request’s province and district in the pickers’ lists', () => {
    expect(requestPlaceFields(request, provinces, districts)).toEqual({
      provinceId: '10',
      province: 'กรุงเทพมหานคร',
      districtId: '1001',
      district: 'พระนคร',
      subDistrictId: '',
      subDistrict: '',
    });
    expect(requestPlaceFields(request, provinces, [])).toMatchObject({ provinceId: '10', districtId: '' });
    expect(
      requestPlaceFields({ place: { ...request.place, province: 'แอตแลนติส' } }, provinces, []),
    ).toBeNull();
  });

  it('a new form: the pin, the place, the date and the start of the window', () => {
    const place = requestPlaceFields(request, provinces, districts);
    expect(requestPrefill(formValuesOf(emptyFields, ''), request, place)).toEqual({
      latitude: '13.7565',
      longitude: '100.5015',
      ...place,
      eventDate: '2026-11-18',
      eventTime: '07:30',
    });
  });

  it('never overwrites what the seller filled', () => {
    const values = formValuesOf(
      { ...emptyFields, latitude: '18.79', longitude: '98.98', provinceId: '50', eventTime: '07:55' },
      '',
    );
    expect(requestPrefill(values, request, requestPlaceFields(request, provinces, districts))).toEqual({
      eventDate: '2026-11-18',
    });
  });
});
