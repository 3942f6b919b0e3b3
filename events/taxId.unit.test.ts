import { describe, expect, it } from 'vitest';
import { isThaiTaxId } from './taxId.ts';

describe('isThaiTaxId', () => {
  it('accepts 13 digits whose last is the check digit', () => {
    // Check digits computed by hand with the rule: 12 digits, then (11 − Σ mod 11) mod 10.
    expect(isThaiTaxId('0105536112014')).toBe(true);
    expect(isThaiTaxId('1234567890121')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    expect(isThaiTaxId('0105536112015')).toBe(false);
    expect(isThaiTaxId('1234567890123')).toBe(false);
    expect(isThaiTaxId('010553611201')).toBe(false);
    expect(isThaiTaxId('01055361120140')).toBe(false);
    expect(isThaiTaxId('0-1055-36112-01-4')).toBe(false);
    expect(isThaiTaxId('')).toBe(false);
  });
});
