import { describe, expect, it } from 'vitest';
import { groupedNumber } from './numberText.ts';

describe('groupedNumber', () => {
  it('writes whole numbers as Intl does in Thai, grouped by thousands', () => {
    const intl = new Intl.NumberFormat('th-TH');
    for (const value of [0, 7, 999, 1000, 1500, 12_345, 999_999, 1_000_000, 123_456_789, -1500]) {
      expect(groupedNumber(value)).toBe(intl.format(value));
    }
  });

  it('keeps up to the fraction digits asked, rounding and dropping trailing zeros, as Intl does', () => {
    const intl = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    for (const value of [1500.5, 1500.25, 1500.256, 0.1, 0.999, 1234.5, 300, 99.99, 1_000_000.01]) {
      expect(groupedNumber(value, 2)).toBe(intl.format(value));
    }
  });

  it('rounds away a fraction when none is asked', () => {
    expect(groupedNumber(1499.6)).toBe('1,500');
  });
});
