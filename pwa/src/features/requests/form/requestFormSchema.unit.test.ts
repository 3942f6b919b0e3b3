import { describe, expect, it } from 'vitest';
import { requestFieldTexts } from '../../../../../events/request/requestFieldTexts.ts';
import {
  emptyRequestForm,
  formValuesOf,
  requestFormSchema,
  type RequestFormInput,
} from './requestFormSchema.ts';

const today = '2026-11-21';
const schema = requestFormSchema(today);

const valid: RequestFormInput = {
  ...emptyRequestForm,
  title: ' รถชนแล้วหนี แยกอโศก ',
  description: 'รถกระบะสีขาวชนท้ายแล้วขับหนีไปทางสุขุมวิท',
  latitude: '13.7373',
  longitude: '100.5603',
  radiusM: 800,
  province: 'กรุงเทพมหานคร',
  district: 'เขตวัฒนา',
  incidentDate: '2026-11-20',
  timeFrom: '07:30',
  timeTo: '08:30',
  vehicleTypes: ['car', 'truck'],
  maxPrice: '1500',
};

const messages = (input: RequestFormInput) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the footage request form schema', () => {
  it('gives the body of POST /requests: numbers for the pin and the price, optional names empty when not known', () => {
    expect(schema.parse(valid)).toEqual({
      title: 'รถชนแล้วหนี แยกอโศก',
      description: 'รถกระบะสีขาวชนท้ายแล้วขับหนีไปทางสุขุมวิท',
      latitude: 13.7373,
      longitude: 100.5603,
      radiusM: 800,
      province: 'กรุงเทพมหานคร',
      district: 'เขตวัฒนา',
      subDistrict: '',
      address: '',
      incidentDate: '2026-11-20',
      timeFrom: '07:30',
      timeTo: '08:30',
      vehicleTypes: ['car', 'truck'],
      maxPrice: 1500,
    });
  });

  it('names every missing field in Thai, in the order of the form', () => {
    expect(messages(emptyRequestForm)).toEqual([
      requestFieldTexts.titleRequired,
      requestFieldTexts.descriptionRequired,
      requestFieldTexts.pinRequired,
      requestFieldTexts.pinRequired,
      requestFieldTexts.provinceRequired,
      requestFieldTexts.incidentDateRequired,
      requestFieldTexts.timeFromRequired,
      requestFieldTexts.timeToRequired,
      requestFieldTexts.vehicleTypesRequired,
      requestFieldTexts.price,
    ]);
  });

  it('refuses a pin outside Thailand, a radius or a price out of range, a day in the future or too old, a window backwards', () => {
    expect(messages({ ...valid, latitude: '35.68', longitude: '139.76' })).toEqual([
      requestFieldTexts.pinOutsideThailand,
      requestFieldTexts.pinOutsideThailand,
    ]);
    expect(messages({ ...valid, radiusM: 50 })).toEqual([requestFieldTexts.radius]);
    expect(messages({ ...valid, radiusM: 5100 })).toEqual([requestFieldTexts.radius]);
    expect(messages({ ...valid, maxPrice: '299' })).toEqual([requestFieldTexts.price]);
    expect(messages({ ...valid, maxPrice: '5001' })).toEqual([requestFieldTexts.price]);
    expect(messages({ ...valid, maxPrice: '1500.5' })).toEqual([requestFieldTexts.price]);
    expect(messages({ ...valid, incidentDate: '2026-11-22' })).toEqual([
      requestFieldTexts.incidentDateInFuture,
    ]);
    expect(messages({ ...valid, incidentDate: '2025-11-20' })).toEqual([
      requestFieldTexts.incidentDateTooOld,
    ]);
    expect(messages({ ...valid, incidentDate: '2025-11-21' })).toEqual([]);
    expect(messages({ ...valid, timeFrom: '09:00', timeTo: '08:30' })).toEqual([
      requestFieldTexts.windowReversed,
    ]);
    expect(messages({ ...valid, timeFrom: '08:30', timeTo: '08:30' })).toEqual([
      requestFieldTexts.windowReversed,
    ]);
    expect(messages({ ...valid, timeTo: '24:00' })).toEqual([requestFieldTexts.timeToRequired]);
  });

  it("fills the edit form from the owner's request", () => {
    const values = formValuesOf({
      requestId: 'r1',
      title: 'ชนท้าย',
      description: 'รายละเอียด',
      place: {
        lat: 13.7,
        lng: 100.5,
        radiusM: 500,
        province: 'กรุงเทพมหานคร',
        district: '',
        subDistrict: '',
        address: 'หน้าตึก',
      },
      when: { incidentDate: '2026-11-20', timeFrom: '07:30:00', timeTo: '08:30:00' },
      vehicleTypes: ['car'],
      maxPrice: 800,
      requester: { alias: 'ผู้ขอ #4821' },
      openedAt: '',
      expiresAt: '',
      status: 'open',
      matchCount: 0,
      distanceKm: null,
      isOwner: true,
      removalReason: null,
    });
    expect(values).toMatchObject({ latitude: '13.7', timeFrom: '07:30', timeTo: '08:30', maxPrice: '800' });
    expect(schema.safeParse(values).success).toBe(true);
  });
});
