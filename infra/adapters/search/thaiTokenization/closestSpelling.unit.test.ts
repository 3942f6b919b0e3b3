import { describe, expect, it } from 'vitest';
import { closestSpelling, editDistance, maxEdits } from './closestSpelling.ts';

describe('spelling correction', () => {
  it('counts edits in code points, so a Thai mark is one edit', () => {
    expect(editDistance('หลับไน', 'หลับใน')).toBe(1);
    expect(editDistance('รถบันทุก', 'รถบรรทุก')).toBe(2);
    expect(editDistance('ทางมาลาย', 'ทางม้าลาย')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('civic', 'civic')).toBe(0);
  });

  it('allows one edit up to six characters and two from seven', () => {
    expect(maxEdits(4)).toBe(1);
    expect(maxEdits(6)).toBe(1);
    expect(maxEdits(7)).toBe(2);
  });

  it('given candidates by similarity, when one is within the edits, then it is the correction', () => {
    expect(closestSpelling('รถบันทุก', ['รถบัส', 'รถบรรทุก', 'บรรทุก'])).toBe('รถบรรทุก');
    expect(closestSpelling('หลับไน', ['หลับ', 'หลับใน'])).toBe('หลับใน');
  });

  it('given the word itself among the candidates, then nothing is corrected', () => {
    expect(closestSpelling('หลับใน', ['หลับใน', 'หลับไป'])).toBeNull();
  });

  it('given only distant candidates, then nothing is corrected', () => {
    expect(closestSpelling('ฟุตบาท', ['ฟุตบอล', 'ทางเท้า'])).toBeNull();
    expect(closestSpelling('ทดสอบ', ['ทางด่วน'])).toBeNull();
  });
});
