import { describe, expect, it } from 'vitest';
import { fromBaht, satang, splitVat, sumBaht, toBaht, toBahtDecimal, type Baht, type Satang } from './money.ts';

describe('money: satang inside, baht at the edges', () => {
  it('given whole baht, fromBaht gives the satang exactly, and toBaht gives them back', () => {
    expect(fromBaht(300)).toBe(30_000);
    expect(fromBaht(1500)).toBe(150_000);
    expect(fromBaht(0)).toBe(0);
    expect(toBaht(150_000)).toBe(1500);
    expect(toBaht(fromBaht(1_000_000))).toBe(1_000_000);
  });

  it('given satang that are not whole baht, toBaht answers the fraction the API shows', () => {
    expect(toBaht(33_333)).toBe(333.33);
    expect(toBaht(-8_333)).toBe(-83.33);
    expect(toBaht(150_050)).toBe(1500.5);
  });

  it('given a fraction of a satang, fromBaht rounds to the nearest, or inward for range bounds', () => {
    expect(fromBaht(800.5)).toBe(80_050);
    expect(fromBaht(800.555)).toBe(80_056);
    expect(fromBaht(800.555, 'up')).toBe(80_056);
    expect(fromBaht(800.555, 'down')).toBe(80_055);
    expect(fromBaht(800, 'up')).toBe(80_000);
    expect(fromBaht(800, 'down')).toBe(80_000);
  });

  it('given a database value, satang takes whole numbers and numeric text, and refuses anything else', () => {
    expect(satang(80_000)).toBe(80_000);
    expect(satang('123456789012')).toBe(123_456_789_012);
    expect(satang('-500')).toBe(-500);
    expect(() => satang(0.5)).toThrow(RangeError);
    expect(() => satang('12.5')).toThrow(RangeError);
    expect(() => satang('abc')).toThrow(RangeError);
    expect(() => satang(Number.NaN)).toThrow(RangeError);
  });

  it('given satang, toBahtDecimal writes baht with two decimals, worked out on integers', () => {
    expect(toBahtDecimal(0)).toBe('0.00');
    expect(toBahtDecimal(5)).toBe('0.05');
    expect(toBahtDecimal(30_000)).toBe('300.00');
    expect(toBahtDecimal(150_099)).toBe('1500.99');
    expect(toBahtDecimal(-150)).toBe('-1.50');
  });

  it('given amounts in baht, sumBaht adds them through satang, without floating-point dust', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumBaht([0.1, 0.2])).toBe(0.3);
    expect(sumBaht([800, 333.33, -333.33, 1500])).toBe(2300);
    expect(sumBaht([])).toBe(0);
  });

  it('keeps the units apart at compile time: baht never pass for satang, nor satang for baht', () => {
    const price: Baht = 800;
    const amount: Satang = 80_000;
    // @ts-expect-error baht where satang are expected
    const wrongWay: Satang = price;
    // @ts-expect-error satang where baht are expected
    fromBaht(amount);
    expect(fromBaht(price)).toBe(amount);
    expect(wrongWay).toBe(800);
  });
});

describe('splitVat', () => {
  it('splits a VAT-inclusive price into net and 7% VAT that add up', () => {
    expect(splitVat(107_00, 7)).toEqual({ net: 100_00, vat: 7_00 });
    expect(splitVat(500_00, 7)).toEqual({ net: 46729, vat: 3271 });
    expect(splitVat(1, 7)).toEqual({ net: 1, vat: 0 });
  });
});
