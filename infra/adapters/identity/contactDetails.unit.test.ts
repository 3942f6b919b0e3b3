import { describe, expect, it } from 'vitest';
import { emailKey, hashOtpCode, newOtpCode, normalizeThaiPhone } from './contactDetails.ts';

describe('contact details', () => {
  it('normalises Thai mobile numbers to +66', () => {
    expect(normalizeThaiPhone('0812345678')).toBe('+66812345678');
    expect(normalizeThaiPhone('081-234-5678')).toBe('+66812345678');
    expect(normalizeThaiPhone('+66812345678')).toBe('+66812345678');
    expect(normalizeThaiPhone('+1 650-555-1234')).toBe('+16505551234');
    for (const bad of ['', '12345', '+6681234567', '08123456789', '+66 81 234 567x', '<script>'])
      expect(normalizeThaiPhone(bad)).toBeNull();
  });
  it('one key per address whatever its case', () => {
    expect(emailKey(' Somchai@Example.com ')).toBe(emailKey('somchai@example.com'));
  });
  it('six-digit codes, hashed per person', () => {
    expect(newOtpCode()).toMatch(/^\d{6}$/);
    expect(hashOtpCode('a', '123456')).not.toBe(hashOtpCode('b', '123456'));
  });
});
