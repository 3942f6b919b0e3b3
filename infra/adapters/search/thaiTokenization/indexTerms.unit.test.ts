import { describe, expect, it } from 'vitest';
import { indexTerms, toTsVectorLiteral } from './indexTerms.ts';

describe('indexTerms', () => {
  it('indexes the tokens and each adjacent pair joined', () => {
    expect(indexTerms('รถชนกัน')).toEqual(['รถ', 'ชน', 'กัน', 'รถชน', 'ชนกัน']);
  });

  it.each(['ฝ่าไฟแดง', 'รถติดไฟแดงที่แยกอโศก', 'ติดไฟแดง', 'รถฝ่าไฟแดงตรงแยก'])(
    'finds ไฟแดง however ICU cuts it: %s',
    (text) => {
      expect(indexTerms(text)).toContain('ไฟแดง');
    },
  );

  it('keeps the words of รถติดไฟแดงที่แยกอโศก', () => {
    expect(indexTerms('รถติดไฟแดงที่แยกอโศก')).toEqual(
      expect.arrayContaining(['รถ', 'ติดไฟ', 'แดง', 'แยก', 'อโศก', 'แยกอโศก', 'ติดไฟแดง']),
    );
  });

  it.each([
    ['ประชาชน', 'ชน'],
    ['ประชาชนรอรถเมล์', 'ชน'],
    ['กันชนหลังบุบ', 'ชน'],
    ['ติดไฟ', 'ไฟ'],
  ])('never cuts a short word out of a longer one: %s has no term %s', (text, fragment) => {
    expect(indexTerms(text)).not.toContain(fragment);
  });

  it('has ชน as a term where it is a word', () => {
    expect(indexTerms('รถชนกัน')).toContain('ชน');
    expect(indexTerms('รถกระบะชนมอเตอร์ไซค์')).toContain('ชน');
    expect(indexTerms('ฮอนด้าซีวิคชนท้าย')).toContain('ชน');
  });

  it('indexes พระราม2 and พระราม 2 the same', () => {
    expect(indexTerms('ถนนพระราม2')).toEqual(indexTerms('ถนน พระราม 2'));
    expect(indexTerms('ถนนพระราม๒')).toEqual(indexTerms('ถนนพระราม 2'));
    expect(indexTerms('พระราม2')).toEqual(expect.arrayContaining(['พระราม', '2', 'พระราม2']));
  });

  it('indexes the typo เเ like แ', () => {
    expect(indexTerms('ฝ่าไฟเเดงที่เเยก')).toEqual(indexTerms('ฝ่าไฟแดงที่แยก'));
  });

  it('indexes English names lower-cased, next to the Thai', () => {
    expect(indexTerms('Honda Civicชนท้ายกระบะ')).toEqual(
      expect.arrayContaining(['honda', 'civic', 'ชน', 'ท้าย', 'กระบะ', 'hondacivic', 'ชนท้าย']),
    );
  });

  it('lists each term once', () => {
    const terms = indexTerms('ชนกัน ชนกัน ชนกัน');
    expect(terms).toEqual([...new Set(terms)]);
  });

  it('has no terms for empty, blank or emoji-only text', () => {
    expect(indexTerms('')).toEqual([]);
    expect(indexTerms(' \t\n\u200B ')).toEqual([]);
    expect(indexTerms('🚗💥😱')).toEqual([]);
  });

  it('drops a term PostgreSQL would refuse as too long', () => {
    expect(indexTerms(`${'a'.repeat(3000)} ชน`)).toEqual(['ชน']);
  });
});

describe('toTsVectorLiteral', () => {
  it('quotes each lexeme and gives it a position carrying the weight', () => {
    expect(toTsVectorLiteral(['รถ', 'ชน'], 'A')).toBe("'รถ':1A 'ชน':2A");
  });

  it('escapes quotes and backslashes, and keeps operators literal inside quotes', () => {
    expect(toTsVectorLiteral(["it's", 'a\\b', 'x & y:*'], 'B')).toBe("'it''s':1B 'a\\\\b':2B 'x & y:*':3B");
  });

  it('is empty for no terms', () => {
    expect(toTsVectorLiteral([], 'C')).toBe('');
  });
});
