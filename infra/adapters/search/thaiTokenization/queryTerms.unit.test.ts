import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, queryTerms } from './queryTerms.ts';

describe('queryTerms', () => {
  it('segments the query into AND-ed groups, the last one a prefix', () => {
    expect(queryTerms('รถชนกัน')).toEqual({
      groups: [['รถ'], ['ชน'], ['กัน']],
      content: [true, true, true],
      lastIsPrefix: true,
      tailPrefix: 'ชนกัน',
      wholePrefix: 'รถชนกัน',
      completion: null,
      units: [[0, 1, 2]],
      related: [[], [], []],
    });
  });

  it('marks a half-typed last word as a prefix, also when ICU cuts it in pieces', () => {
    expect(queryTerms('มอเตอ')).toMatchObject({
      groups: [['มอ'], ['เตอ']],
      lastIsPrefix: true,
      wholePrefix: 'มอเตอ',
    });
    expect(queryTerms('รถมอเตอ')).toMatchObject({
      lastIsPrefix: true,
      tailPrefix: 'มอเตอ',
      wholePrefix: 'รถมอเตอ',
    });
    expect(queryTerms('อโศ')).toMatchObject({ groups: [['อโศ']], lastIsPrefix: true });
    expect(queryTerms('ซีวิ')).toMatchObject({ groups: [['ซีวิ']], lastIsPrefix: true });
  });

  it('joins the last two tokens only when neither belongs to a variant', () => {
    expect(queryTerms('รถตู้มอเตอ')).toMatchObject({ tailPrefix: 'มอเตอ' });
    expect(queryTerms('ชนรถตู้')).toMatchObject({ groups: [['ชน'], ['รถตู้', 'van']], tailPrefix: null });
    expect(queryTerms('ชนท้ายรถตู้')).toMatchObject({ tailPrefix: null });
  });

  it('matches a short last word exactly, so ชน does not become ชน:* (ชนบท, ชนิด …)', () => {
    expect(queryTerms('ชน')).toEqual({
      groups: [['ชน']],
      content: [true],
      lastIsPrefix: false,
      tailPrefix: null,
      wholePrefix: null,
      completion: null,
      units: [[0]],
      related: [[]],
    });
    expect(queryTerms('แยก รถ')).toMatchObject({ lastIsPrefix: false });
  });

  it('reads concepts and each run of plain words typed together as the words partial matching counts', () => {
    // แผ่นดินไหว is one word to the person typing, three tokens to ICU.
    expect(queryTerms('แผ่นดินไหว')?.units).toEqual([[0, 1, 2]]);
    // ชนท้าย and กลางคืน are concepts; ตอน is a filler.
    expect(queryTerms('กระบะชนท้ายตอนกลางคืน')?.units).toEqual([[0], [1], [3]]);
    // A space separates words.
    expect(queryTerms('ไฟ แดง')?.units).toEqual([[0], [1]]);
  });

  it('queries ไฟแดง by its tokens or as one term', () => {
    expect(queryTerms('ไฟแดง')).toMatchObject({ groups: [['ไฟ'], ['แดง']], wholePrefix: 'ไฟแดง' });
  });

  it('normalises like the index: พระราม2, พระราม 2 and พระราม๒ are the same query', () => {
    expect(queryTerms('พระราม2')).toEqual(queryTerms('พระราม 2'));
    expect(queryTerms('พระราม๒')).toEqual(queryTerms('พระราม 2'));
    expect(queryTerms('ไฟเเดง')).toEqual(queryTerms('ไฟแดง'));
  });

  it('expands variants: honda civic ↔ ฮอนด้า ซีวิค', () => {
    const english = queryTerms('Honda Civic');
    const thai = queryTerms('ฮอนด้า ซีวิค');
    expect(english?.groups).toEqual([
      ['honda', 'ฮอนด้า'],
      ['civic', 'ซีวิค', 'ซีวิก'],
    ]);
    expect(thai?.groups).toEqual([
      ['ฮอนด้า', 'honda'],
      ['ซีวิค', 'civic', 'ซีวิก'],
    ]);
    expect(queryTerms('ฮอนด้าซีวิค')?.groups).toEqual(thai?.groups);
  });

  it('expands a variant typed over several tokens (รถ|ตู้, u|turn) as one group', () => {
    expect(queryTerms('รถตู้ชน')?.groups).toEqual([['รถตู้', 'van'], ['ชน']]);
    expect(queryTerms('u-turn')?.groups).toEqual([['uturn', 'ยูเทิร์น', 'กลับรถ']]);
  });

  it.each([
    ['เบรคพัง', 'เบรก'],
    ['มอไซค์ล้ม', 'มอเตอร์ไซค์'],
    ['จยย', 'จักรยานยนต์'],
    ['กะบะ', 'กระบะ'],
    ['pickup', 'ปิคอัพ'],
    ['revo', 'รีโว่'],
    ['สี่แยกอโศก', 'แยก'],
    ['รถบัส', 'รถเมล์'],
    ['กทม', 'กรุงเทพมหานคร'],
    ['โคราช', 'นครราชสีมา'],
  ])('%s also searches %s', (query, variant) => {
    expect(queryTerms(query)?.groups.flat()).toContain(variant);
  });

  it.each(['', '   ', '\t\n', '\u200B\uFEFF', '😀', '🚗💥😱', '!!! ??? ...', 'ฯ ๆ'])(
    'has no terms for %j',
    (query) => {
      expect(queryTerms(query)).toBeNull();
    },
  );

  it('drops hostile characters with the punctuation', () => {
    expect(queryTerms("ชน'); DROP TABLE clips; --")?.groups).toEqual([
      ['ชน'],
      ['drop'],
      ['table'],
      ['clips'],
    ]);
    expect(queryTerms("a&b|!c:*()\\'")?.groups).toEqual([['a'], ['b'], ['c']]);
  });

  it('bounds the number of tokens', () => {
    const terms = queryTerms('รถชนกัน '.repeat(50));
    expect(terms?.groups.length).toBe(MAX_QUERY_TOKENS);
  });

  it('drops a token PostgreSQL would refuse as too long', () => {
    expect(queryTerms(`${'x'.repeat(3000)} ชน`)?.groups).toEqual([['ชน']]);
  });
});
