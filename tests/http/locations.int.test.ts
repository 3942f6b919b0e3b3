import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

const thai = /[\u0E00-\u0E7F]/;

describe('locations over HTTP: public, cacheable reference lists and the place search', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  const get = (path: string) => request(m.app).get(`/api/locations${path}`);

  it('lists the 77 provinces with id, Thai and English name and centre, cacheable for 5 minutes', async () => {
    const res = await get('/provinces').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(77);
    expect(res.body.data).toContainEqual({
      id: 10,
      name_th: 'กรุงเทพมหานคร',
      name_en: 'Bangkok',
      lat: 13.7563,
      lng: 100.5018,
    });
  });

  it('lists the districts of a province and the sub-districts of a district', async () => {
    const districts = await get('/districts?provinceId=10').expect(200);
    expect(districts.headers['cache-control']).toBe('public, max-age=300');
    expect(districts.body.data).toHaveLength(50);
    expect(districts.body.data).toContainEqual({ id: 1021, name_th: 'บางขุนเทียน', province_id: 10 });

    const subDistricts = await get('/sub-districts?districtId=1021').expect(200);
    expect(subDistricts.headers['cache-control']).toBe('public, max-age=300');
    expect(subDistricts.body.data).toContainEqual({ id: 102107, name_th: 'แสมดำ', district_id: 1021 });
    for (const s of subDistricts.body.data) expect(s.district_id).toBe(1021);
  });

  it('searches provinces and districts, prefixes stripped, at most 20 items', async () => {
    const res = await get(`/search?q=${encodeURIComponent('เขตบางขุนเทียน')}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.data).toEqual([
      expect.objectContaining({ type: 'province', id: 10, name_th: 'กรุงเทพมหานคร' }),
      { type: 'district', id: 1021, name_th: 'บางขุนเทียน', province_id: 10, province_name_th: 'กรุงเทพมหานคร' },
    ]);
    expect((await get(`/search?q=${encodeURIComponent('กทม')}`).expect(200)).body.data[0]).toMatchObject({
      id: 10,
    });
    expect((await get('/search?q=chiang%20mai').expect(200)).body.data[0]).toMatchObject({ id: 50 });
    expect(
      (await get(`/search?q=${encodeURIComponent('บาง')}`).expect(200)).body.data.length,
    ).toBeLessThanOrEqual(20);
  });

  it('answers an empty list under 2 characters: a typeahead is not an error', async () => {
    for (const q of ['', 'ก', encodeURIComponent('อำเภอ')])
      expect((await get(`/search?q=${q}`).expect(200)).body.data).toEqual([]);
  });

  it('answers 404 in Thai for a well-formed id of no province or district', async () => {
    const province = await get('/districts?provinceId=99').expect(404);
    expect(province.body.error).toMatchObject({ code: 'PROVINCE_NOT_FOUND', message: 'ไม่พบจังหวัดที่ระบุ' });
    const district = await get('/sub-districts?districtId=1099').expect(404);
    expect(district.body.error).toMatchObject({ code: 'DISTRICT_NOT_FOUND', message: 'ไม่พบอำเภอหรือเขตที่ระบุ' });
    expect(district.headers['cache-control']).toBeUndefined();
  });

  it.each([
    ['/districts', 'provinceId'],
    ['/districts?provinceId=', 'provinceId'],
    ['/districts?provinceId=abc', 'provinceId'],
    ['/districts?provinceId=-10', 'provinceId'],
    ['/districts?provinceId=1e1', 'provinceId'],
    ['/districts?provinceId=0x0a', 'provinceId'],
    ['/districts?provinceId=10&provinceId=11', 'provinceId'],
    ['/districts?provinceId=99999999999999999999', 'provinceId'],
    ['/districts?provinceId=10&extra=1', 'extra'],
    ['/sub-districts', 'districtId'],
    ['/sub-districts?districtId=10.5', 'districtId'],
    ['/search', 'q'],
    ['/search?q=a&q=b', 'q'],
    [`/search?q=${'ก'.repeat(101)}`, 'q'],
  ])('%s → 400 with a Thai message for %s, never 500', async (path, field) => {
    const res = await get(encodeURI(path)).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.message).toMatch(thai);
    expect(res.body.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    for (const f of res.body.error.fields) expect(f.message).toMatch(thai);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('is public: a signed-in caller gets the same answer', async () => {
    const anonymous = await get('/districts?provinceId=50').expect(200);
    const signedIn = await get('/districts?provinceId=50')
      .set('authorization', `Bearer ${m.tokens.buyer}`)
      .expect(200);
    expect(signedIn.body).toEqual(anonymous.body);
  });
});
