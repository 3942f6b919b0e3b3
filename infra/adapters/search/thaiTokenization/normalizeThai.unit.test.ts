import { describe, expect, it } from 'vitest';
import { normalizeThai } from './normalizeThai.ts';

describe('normalizeThai', () => {
  it.each([
    ['พระราม2', 'พระราม 2'],
    ['พระราม 2', 'พระราม 2'],
    ['ถนนพระราม๒', 'ถนนพระราม 2'],
    ['civicชน', 'civic ชน'],
    ['ชนcivic', 'ชน civic'],
    ['Honda Civicชนท้าย', 'honda civic ชนท้าย'],
    ['HONDA  CIVIC', 'honda civic'],
    ['ปี2568', 'ปี 2568'],
  ])('separates Thai from Latin and digits and lower-cases: %s → %s', (input, normalized) => {
    expect(normalizeThai(input)).toBe(normalized);
  });

  it.each([
    ['\u0E40\u0E40ยก', 'แยก'],
    ['\u0E40\u0E40ดง', 'แดง'],
    ['ไฟ\u0E40\u0E40ดง', 'ไฟแดง'],
    ['ท\u0E4D\u0E32', 'ทำ'],
    ['น\u0E4D\u0E49\u0E32', 'น้ำ'],
    ['น\u0E33\u0E49ท่วม', 'น้ำท่วม'],
  ])('fixes typing artefacts: %s → %s', (input, normalized) => {
    expect(normalizeThai(input)).toBe(normalized);
  });

  it('removes zero-width characters and soft hyphens', () => {
    expect(normalizeThai('มอ\u200Bไซ\u200Cค์\u200D \uFEFFชน\u00ADกัน')).toBe('มอไซค์ ชนกัน');
  });

  it('keeps ำ as one character (NFC, never NFKC)', () => {
    const normalized = normalizeThai('น้ำท่วมทางด่วน');
    expect(normalized).toBe('น้ำท่วมทางด่วน');
    expect(normalized).toContain('\u0E33');
    expect(normalized).not.toContain('\u0E4D');
  });

  it('composes decomposed Latin (NFC)', () => {
    expect(normalizeThai('Cafe\u0301')).toBe('café');
  });

  it('turns punctuation, emoji and Thai signs ฯ ๆ into spaces, and collapses spaces', () => {
    expect(normalizeThai('  รถชน!!!  (ด่วน)  ')).toBe('รถชน ด่วน');
    expect(normalizeThai('กรุงเทพฯ')).toBe('กรุงเทพ');
    expect(normalizeThai('รถเยอะๆมาก')).toBe('รถเยอะ มาก');
    expect(normalizeThai('ชน🚗💥กัน')).toBe('ชน กัน');
    expect(normalizeThai('a&b|c:*!\'\\"')).toBe('a b c');
    expect(normalizeThai('\t\n ')).toBe('');
  });

  it('joins dotted acronyms but keeps a single abbreviation a separate word', () => {
    expect(normalizeThai('ก.ท.ม.')).toBe('กทม');
    expect(normalizeThai('จ.ย.ย. ล้ม')).toBe('จยย ล้ม');
    expect(normalizeThai('ถ.สุขุมวิท')).toBe('ถ สุขุมวิท');
  });

  it('keeps digits and turns Thai digits into Arabic digits', () => {
    expect(normalizeThai('๑๒๓ 4.5')).toBe('123 4 5');
  });

  it('is idempotent', () => {
    for (const text of ['พระราม2', 'เเยก', 'ก.ท.ม.', 'Honda Civicชน', 'น\u0E4D\u0E49\u0E32']) {
      expect(normalizeThai(normalizeThai(text))).toBe(normalizeThai(text));
    }
  });
});
