import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.ts';

describe('Range header', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=500-100', 'bytes=-0', 'bytes=abc', 'bytes=-'])(
    '%s is unsatisfiable',
    (header) => {
      expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
    },
  );

  it.each([undefined, '', 'items=0-1', 'bytes=0-1,5-6'])('%s: the whole file', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});
