import { describe, expect, it } from 'vitest';
import {
  LOCATION_SEARCH_DISTRICTS_PER_PROVINCE,
  LOCATION_SEARCH_MAX_ITEMS,
  LOCATION_SEARCH_MAX_PROVINCES,
} from './searchLocations.ts';
import { searchLocations, type LocationSearchItem } from './searchLocations.ts';
import { thaiLocations } from './thaiLocations.ts';

const locations = thaiLocations();
const search = (query: string) => searchLocations(locations, query);
/** "[province] district district [province] …" — the shape a user sees. */
const shown = (items: LocationSearchItem[]) =>
  items.map((i) => (i.type === 'province' ? `[${i.name_th}]` : i.name_th)).join(' ');

describe('location search (spec §3, §5)', () => {
  it.each(['', ' ', 'ก', 'b', 'จังหวัด', 'อำเภอ', 'เขต ', 'แขวง', 'ตำบลก'])(
    'answers nothing under 2 characters once the prefix is stripped: %j',
    (query) => {
      expect(search(query)).toEqual([]);
    },
  );

  it.each(['กรุงเทพ', 'กรุงเทพฯ', 'กทม', 'กทม.', 'Bangkok', 'bangkok', 'BANGKOK', 'จังหวัดกรุงเทพมหานคร'])(
    '%s finds Bangkok first',
    (query) => {
      const [first] = search(query);
      expect(first).toMatchObject({ type: 'province', id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' });
      expect(first).toHaveProperty('lat', 13.7563);
    },
  );

  it('เชียงใหม่: the province with its capital district, then other places of that name', () => {
    expect(shown(search('เชียงใหม่'))).toBe('[เชียงใหม่] เมืองเชียงใหม่ [หนองคาย] ศรีเชียงใหม่');
    expect(shown(search('จังหวัดเชียงใหม่'))).toBe(shown(search('เชียงใหม่')));
    expect(shown(search('Chiang Mai'))).toBe('[เชียงใหม่]');
  });

  it('a district brings its province along, so the user knows which one it is', () => {
    const items = search('เขตบางขุนเทียน');
    expect(items).toEqual([
      expect.objectContaining({ type: 'province', id: 10 }),
      { type: 'district', id: 1021, name_th: 'บางขุนเทียน', province_id: 10, province_name_th: 'กรุงเทพมหานคร' },
    ]);
    expect(search('บางขุนเทียน')).toEqual(items);
    expect(shown(search('อำเภอเมืองเชียงใหม่'))).toBe('[เชียงใหม่] เมืองเชียงใหม่');
  });

  it('อำเภอเมือง: five provinces, each with its capital district', () => {
    const items = search('อำเภอเมือง');
    expect(items.filter((i) => i.type === 'province')).toHaveLength(LOCATION_SEARCH_MAX_PROVINCES);
    for (const item of items.filter((i) => i.type === 'district')) expect(item.name_th).toMatch(/^เมือง/);
  });

  it('never exceeds 5 provinces, 3 districts under each, 20 items in all', () => {
    for (const query of ['บาง', 'นา', 'หนอง', 'เมือง', 'นคร', 'สุ', 'ศรี', 'ท่า', 'na', 'an']) {
      const items = search(query);
      expect(items.length, query).toBeLessThanOrEqual(LOCATION_SEARCH_MAX_ITEMS);
      expect(items.filter((i) => i.type === 'province').length, query).toBeLessThanOrEqual(
        LOCATION_SEARCH_MAX_PROVINCES,
      );
      let under = 0;
      let province: number | undefined;
      for (const item of items) {
        if (item.type === 'province') [province, under] = [item.id, 0];
        else {
          expect(item.province_id, query).toBe(province);
          expect(++under, query).toBeLessThanOrEqual(LOCATION_SEARCH_DISTRICTS_PER_PROVINCE);
        }
      }
    }
    const busy = search('บาง');
    expect(busy.filter((i) => i.type === 'province')).toHaveLength(LOCATION_SEARCH_MAX_PROVINCES);
    expect(busy.filter((i) => i.type === 'district' && i.province_id === 10)).toHaveLength(
      LOCATION_SEARCH_DISTRICTS_PER_PROVINCE,
    );
  });

  it('ranks whole names before beginnings before matches inside a name', () => {
    expect(shown(search('นคร')).startsWith('[นครนายก] เมืองนครนายก [นครปฐม]')).toBe(true);
    expect(shown(search('อยุธยา'))).toBe('[พระนครศรีอยุธยา] พระนครศรีอยุธยา');
    const items = search('สงขลา');
    expect(items[0]).toMatchObject({ type: 'province', id: 90 });
    expect(items[1]).toMatchObject({ type: 'district', name_th: 'เมืองสงขลา' });
  });

  it('matches English province names without regard to case, spaces or hyphens', () => {
    expect(search('PHANG-NGA')[0]).toMatchObject({ id: 82 });
    expect(search('phangnga')[0]).toMatchObject({ id: 82 });
    expect(search('lop buri')[0]).toMatchObject({ id: 16 });
    expect(shown(search('chiang'))).toBe('[เชียงราย] [เชียงใหม่]');
  });

  it('normalises what is typed: NFC, typing artefacts, surrounding spaces', () => {
    expect(shown(search('  เเพร่  '))).toBe(shown(search('แพร่')));
    expect(shown(search('ก\u0e4d\u0e32แพงเพชร'))).toBe(shown(search('กำแพงเพชร')));
    expect(search('แพร่')[0]).toMatchObject({ id: 54 });
  });

  it('answers nothing for a place that does not exist', () => {
    expect(search('แอตแลนติส')).toEqual([]);
  });
});
