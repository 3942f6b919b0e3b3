import { describe, expect, it } from 'vitest';
import { indexTerms } from '../thaiTokenization/indexTerms.ts';
import { queryTerms } from '../thaiTokenization/queryTerms.ts';
import { alternativeKey, alternativeOf, conceptAt, expansionsOf, isFiller, keyOf } from './conceptIndex.ts';
import { FILLER_WORDS, INCIDENT_CONCEPTS, type ConceptKind } from './incidentConcepts.ts';
import { VARIANT_GROUPS } from '../thaiTokenization/variants.ts';

/** What a query typed as `typed` matches, as readable keys (phrases as their pairs, space-separated). */
const reach = (typed: string) => {
  const tokens = queryTerms(typed)?.groups ?? [];
  expect(tokens, `${typed} is one concept`).toHaveLength(1);
  return (tokens[0] ?? []).map(alternativeKey);
};
const matches = (spelling: string) => alternativeKey(alternativeOf(spelling));

describe('the concept dictionary', () => {
  it('names each concept once, and every narrower concept it names exists (by name, or by a term of a spelling group)', () => {
    const names = INCIDENT_CONCEPTS.map((concept) => concept.name);
    expect(new Set(names).size).toBe(names.length);
    const spellings = VARIANT_GROUPS.flat();
    for (const concept of INCIDENT_CONCEPTS)
      for (const narrower of concept.narrower ?? [])
        expect([...names, ...spellings], `${concept.name} → ${narrower}`).toContain(narrower);
    // And a query for the broader one reaches it.
    expect(reach('รถโดยสารสาธารณะ')).toContain(matches('รถเมล์'));
  });

  it('lists each term in one concept only', () => {
    const keys = INCIDENT_CONCEPTS.flatMap((concept) => [...new Set(concept.terms.map(keyOf))]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(INCIDENT_CONCEPTS.flatMap((concept) => concept.terms))(
    '%s is found in a clip that says it: each lexeme it matches is indexed from it',
    (term) => {
      const alternative = alternativeOf(term);
      const indexed = indexTerms(term);
      for (const lexeme of typeof alternative === 'string' ? [alternative] : alternative)
        expect(indexed).toContain(lexeme);
    },
  );

  const examples: Record<ConceptKind, [typed: string, finds: string[], notFinds: string[]][]> = {
    vehicle: [
      ['รถบรรทุก', ['สิบล้อ', 'รถพ่วง', 'หกล้อ', 'เทรลเลอร์', 'truck', 'รถ 10 ล้อ'], []],
      ['truck', ['รถบรรทุก', 'สิบล้อ', 'รถพ่วง'], []],
      ['สิบล้อ', ['รถ 10 ล้อ', 'รถสิบล้อ'], ['หกล้อ', 'รถพ่วง', 'รถบรรทุก']],
      ['เทรลเลอร์', ['รถพ่วง', 'หัวลาก', 'trailer'], ['สิบล้อ', 'พ่วง']],
      ['ตุ๊กตุ๊ก', ['สามล้อเครื่อง', 'รถสามล้อเครื่อง', 'tuk tuk'], ['สามล้อ']],
    ],
    incident: [
      ['เมาขับ', ['เมาแล้วขับ', 'ขับรถขณะมึนเมา', 'drunk driving'], []],
      ['drunk driving', ['เมาแล้วขับ', 'เมาขับ'], []],
      ['ปาดหน้า', ['ตัดหน้า', 'เบียด'], ['ชน']],
      ['hit and run', ['ชนแล้วหนี', 'ขับหนี'], []],
      ['rear end', ['ชนท้าย'], []],
      ['red light', ['ฝ่าไฟแดง'], []],
      ['road rage', ['ทะเลาะบนถนน', 'ชกต่อย'], []],
      ['ฝ่าไฟแดง', ['red light'], ['ไฟแดง']],
      ['brake failure', ['เบรกแตก', 'เบรคแตก', 'เบรกไม่อยู่'], ['เบรก']],
      ['เฉี่ยว', ['เฉี่ยวชน', 'sideswipe'], ['ชน', 'ชนท้าย']],
      ['ขับสวนเลน', ['ย้อนศร', 'ขี่ผิดฝั่ง', 'wrong way'], []],
      ['ชนแล้วเผ่น', ['ชนแล้วหนี', 'hit and run'], []],
    ],
    time: [
      ['กลางคืน', ['กลางดึก', 'ตอนดึก', 'ตอนค่ำ', 'ยามวิกาล', 'night'], []],
      ['night', ['กลางคืน', 'กลางดึก'], []],
      ['ตอนดึก', ['กลางคืน', 'ตีสอง'], ['เช้ามืด']],
    ],
    road: [
      ['ทางม้าลาย', ['zebra crossing', 'crosswalk'], []],
      ['ทางด่วน', ['ทางพิเศษ', 'expressway'], ['มอเตอร์เวย์']],
    ],
    people: [
      ['คนเดินเท้า', ['คนข้ามถนน', 'pedestrian', 'คนข้ามทางม้าลาย'], []],
      ['pedestrian', ['คนเดินเท้า', 'คนข้ามถนน'], []],
      ['คนข้ามถนน', ['คนข้ามทางม้าลาย', 'คนวิ่งข้าม', 'นักเรียนวิ่งข้าม'], ['คนเดินเท้า', 'วิ่งข้ามถนน']],
      ['ผู้เดินเท้า', ['คนเดินเท้า', 'คนเดิน', 'เด็กวิ่งข้าม'], []],
    ],
    brand: [
      ['เคอรี่', ['kerry'], []],
      ['kerry', ['เคอรี่'], []],
      ['แฟลช', ['flash'], []],
      ['grab', ['แกร็บ', 'แกรบ'], []],
      ['รถขนส่งพัสดุ', ['kerry', 'เคอรี่', 'flash', 'ไปรษณีย์'], []],
      ['ไลน์แมน', ['lineman'], []],
    ],
    nature: [
      ['สัตว์', ['หมา', 'สุนัข', 'วัว', 'ควาย', 'ช้าง'], []],
      ['สภาพอากาศแย่', ['หมอก', 'ฝนตก', 'พายุ', 'น้ำท่วม'], []],
      ['ดินถล่ม', ['ดินสไลด์', 'โคลนถล่ม', 'landslide'], ['น้ำท่วม', 'หินร่วง']],
      ['ภัยธรรมชาติ', ['หินร่วง', 'หินถล่ม'], []],
      ['ลมแรง', ['พายุ', 'storm'], []],
      ['landslide', ['ดินสไลด์', 'ดินถล่ม'], []],
      ['ภัยธรรมชาติ', ['ดินถล่ม', 'น้ำท่วม', 'ต้นไม้ล้ม'], []],
    ],
  };

  describe.each(Object.entries(examples))('%s', (_kind, cases) => {
    it.each(cases)('a query for %s finds %j and not %j', (typed, finds, notFinds) => {
      const reached = reach(typed);
      for (const other of finds) expect(reached, other).toContain(matches(other));
      for (const other of notFinds) expect(reached, other).not.toContain(matches(other));
    });
  });

  it('has spelling variants in the same dictionary (มอไซ ↔ จยย, กะบะ ↔ กระบะ)', () => {
    expect(expansionsOf(keyOf('มอไซ'))).toContain(keyOf('จยย'));
    expect(expansionsOf(keyOf('กะบะ'))).toContain(keyOf('กระบะ'));
    expect(expansionsOf(keyOf('อโศก'))).toEqual([keyOf('อโศก')]);
  });

  it('matches the longest phrase it knows in a query', () => {
    const tokens = ['คน', 'ข้าม', 'ถนน', 'ตอน', 'ดึก'];
    expect(conceptAt(tokens, 0)?.tokenCount).toBe(3);
    expect(conceptAt(tokens, 3)?.tokenCount).toBe(2);
  });

  it('knows filler words, which never gate a match', () => {
    for (const word of ['แล้ว', 'เอง', 'ที่', 'ตอน', 'the']) expect(isFiller(keyOf(word)), word).toBe(true);
    expect(isFiller('ชน')).toBe(false);
    for (const word of FILLER_WORDS)
      expect(
        INCIDENT_CONCEPTS.flatMap((c) => c.terms),
        word,
      ).not.toContain(word);
    const terms = queryTerms('กระบะชนท้ายตอนกลางคืน');
    expect(terms?.content).toEqual([true, true, false, true]);
    // A query of fillers alone still means them.
    expect(queryTerms('ที่ตอน')?.content).toEqual([true, true]);
  });

  it('reaches the spellings of a word a half-typed query starts (มอเตอร์ไ → มอไซ)', () => {
    const completion = queryTerms('มอเตอร์ไ')?.completion?.alternatives.map(alternativeKey) ?? [];
    expect(completion).toContain(keyOf('มอไซ'));
    expect(completion).toContain(keyOf('จยย'));
    expect(queryTerms('ชนท้ายกระบ')?.completion?.alternatives.map(alternativeKey)).toContain(keyOf('กะบะ'));
    // Too short to say which word it starts.
    expect(queryTerms('มอเ')?.completion).toBeNull();
  });
});
