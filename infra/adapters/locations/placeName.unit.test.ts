import { describe, expect, it } from 'vitest';
import { cleanPlaceName, placeKey, stripPlacePrefix } from './placeName.ts';

describe('place names', () => {
  it.each([
    ['จังหวัดเชียงใหม่', 'เชียงใหม่'],
    ['จ.เชียงใหม่', 'เชียงใหม่'],
    ['อำเภอเมืองเชียงใหม่', 'เมืองเชียงใหม่'],
    ['อ. เมืองเชียงใหม่', 'เมืองเชียงใหม่'],
    ['กิ่งอำเภอเวียงเก่า', 'เวียงเก่า'],
    ['ตำบลศรีภูมิ', 'ศรีภูมิ'],
    ['ต.ศรีภูมิ', 'ศรีภูมิ'],
    ['เขตบางขุนเทียน', 'บางขุนเทียน'],
    ['เขต บางขุนเทียน', 'บางขุนเทียน'],
    ['แขวงแสมดำ', 'แสมดำ'],
    ['  แขวง  แสมดำ  ', 'แสมดำ'],
    ['Chang Wat Chiang Mai', 'Chiang Mai'],
    ['Chiang Mai Province', 'Chiang Mai'],
    ['บางขุนเทียน', 'บางขุนเทียน'],
    ['จ.ป.ร.', 'จ.ป.ร.'],
    ['ตำบลจ.ป.ร.', 'จ.ป.ร.'],
  ])('%s → %s', (input, bare) => {
    expect(stripPlacePrefix(input)).toBe(bare);
  });

  it('leaves nothing of a prefix alone', () => {
    expect(stripPlacePrefix('เขต')).toBe('');
    expect(stripPlacePrefix(' อำเภอ ')).toBe('');
  });

  it('normalises to NFC and repairs typing artefacts, without NFKC', () => {
    const decomposedSaraAm = 'ก\u0e4d\u0e32แพงเพชร'; // nikhahit + sara aa typed instead of ำ
    expect(cleanPlaceName(decomposedSaraAm)).toBe('กำแพงเพชร');
    expect(cleanPlaceName('เเพร่')).toBe('แพร่'); // two sara e typed for sara ae
    expect(cleanPlaceName('เชียง\u200bใหม่')).toBe('เชียงใหม่');
    expect(cleanPlaceName('ปอภาร  (ปอพาน) ')).toBe('ปอภาร (ปอพาน)');
    expect(cleanPlaceName('e\u0301')).toBe('\u00e9');
  });

  it('keys ignore prefixes, case, spaces, hyphens and dots', () => {
    expect(placeKey('จังหวัดพังงา')).toBe(placeKey('พังงา'));
    expect(placeKey('Phang-nga')).toBe(placeKey('phang nga'));
    expect(placeKey('กทม.')).toBe('กทม');
    expect(placeKey(' เขต บางรัก ')).toBe('บางรัก');
  });
});
