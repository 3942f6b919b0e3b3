/**
 * What a footage request fills in on the upload form (issue 22): the board's pin (the seller moves
 * it to where the clip was filmed), the province and district by the location lists' names, the
 * incident date and the start of the window. Only fields the seller has not filled.
 */
import type { AnsweredRequestView } from '../api/answeredRequest.ts';
import type { PlaceFields } from './placeFields.ts';
import type { UploadFormValues } from './uploadSchema.ts';

interface Named {
  id: number;
  name_th: string;
}

/** The request's province and district as the pickers hold them; null for a province not listed. */
export function requestPlaceFields(
  request: Pick<AnsweredRequestView, 'place'>,
  provinces: readonly Named[],
  districts: readonly Named[],
): PlaceFields | null {
  const province = provinces.find((item) => item.name_th === request.place.province);
  if (!province) return null;
  const district = districts.find((item) => item.name_th === request.place.district);
  return {
    provinceId: String(province.id),
    province: province.name_th,
    districtId: district ? String(district.id) : '',
    district: district?.name_th ?? '',
    subDistrictId: '',
    subDistrict: '',
  };
}

/** The values to set: each one only where the form is still empty (the pin and the place as a whole). */
export function requestPrefill(
  values: UploadFormValues,
  request: Pick<AnsweredRequestView, 'place' | 'when'>,
  place: PlaceFields | null,
): Partial<UploadFormValues> {
  const prefill: Partial<UploadFormValues> = {};
  if (values.latitude.trim() === '' && values.longitude.trim() === '') {
    prefill.latitude = String(request.place.lat);
    prefill.longitude = String(request.place.lng);
  }
  if (place && values.provinceId === '') Object.assign(prefill, place);
  if (values.eventDate === '') prefill.eventDate = request.when.incidentDate;
  if (values.eventTime === '') prefill.eventTime = request.when.timeFrom;
  return prefill;
}
