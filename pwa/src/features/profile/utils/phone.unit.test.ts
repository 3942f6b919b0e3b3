import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('keeps +66 and nine digits', () => {
    expect(normalizePhone('+66812345678')).toBe('+66812345678');
  });

  it('turns a leading 0 into +66 and ignores spaces and dashes', () => {
    expect(normalizePhone('081-234 5678')).toBe('+66812345678');
  });

  it('accepts the fixed test pattern', () => {
    expect(normalizePhone('+1 650-555-1234')).toBe('+1 650-555-1234');
  });

  it('refuses anything else', () => {
    expect(normalizePhone('+6681234567')).toBeNull();
    expect(normalizePhone('08123456789')).toBeNull();
    expect(normalizePhone('abc')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});
