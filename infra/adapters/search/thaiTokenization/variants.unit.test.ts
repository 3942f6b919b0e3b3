import { describe, expect, it } from 'vitest';
import { indexTerms } from './indexTerms.ts';
import { lexemeOf, variantsOf } from './queryTerms.ts';
import { VARIANT_GROUPS } from './variants.ts';

describe('variants', () => {
  it('has at least 25 groups of two or more spellings', () => {
    expect(VARIANT_GROUPS.length).toBeGreaterThanOrEqual(25);
    for (const group of VARIANT_GROUPS) expect(group.length).toBeGreaterThanOrEqual(2);
  });

  it('lists each spelling in one group only', () => {
    const lexemes = VARIANT_GROUPS.flatMap((group) => [...new Set(group.map(lexemeOf))]);
    expect(lexemes.filter((lexeme, i) => lexemes.indexOf(lexeme) !== i)).toEqual([]);
  });

  it.each(VARIANT_GROUPS.flat())('%s is indexed as one term, so its variants can find it', (spelling) => {
    expect(indexTerms(spelling)).toContain(lexemeOf(spelling));
  });

  it.each([
    ['เบรก', 'เบรค'],
    ['มอไซ', 'มอเตอร์ไซค์'],
    ['จยย', 'จักรยานยนต์'],
    ['กะบะ', 'กระบะ'],
    ['pickup', 'ปิคอัพ'],
    ['honda', 'ฮอนด้า'],
    ['toyota', 'โตโยต้า'],
    ['isuzu', 'อีซูซุ'],
    ['revo', 'รีโว่'],
    ['civic', 'ซีวิค'],
    ['สี่แยก', 'แยก'],
    ['van', 'รถตู้'],
    ['รถบัส', 'รถเมล์'],
    ['กทม', 'กรุงเทพมหานคร'],
    ['โคราช', 'นครราชสีมา'],
  ])('%s ↔ %s', (one, other) => {
    expect(variantsOf(lexemeOf(one))).toContain(lexemeOf(other));
    expect(variantsOf(lexemeOf(other))).toContain(lexemeOf(one));
  });

  it.each([
    ['ชน', 'เฉี่ยว'],
    ['ตำรวจ', 'จราจร'],
    ['ไฟแดง', 'ฝ่าไฟแดง'],
  ])('keeps near-synonyms apart: %s is not %s', (one, other) => {
    expect(variantsOf(one)).not.toContain(other);
  });

  it('puts the typed spelling first and leaves unknown words alone', () => {
    expect(variantsOf('กะบะ')[0]).toBe('กะบะ');
    expect(variantsOf('อโศก')).toEqual(['อโศก']);
  });
});
