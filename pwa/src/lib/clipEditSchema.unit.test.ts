import { describe, expect, it } from 'vitest';
import { limitTexts } from '../../../events/limitTexts.ts';
import { clipPrice } from './clipEditSchema.ts';
import { PRICE_MAX_BAHT, PRICE_MIN_BAHT } from './constants.ts';

const refusal = (schema: ReturnType<typeof clipPrice>, price: string) =>
  schema.safeParse(price).error?.issues[0]?.message ?? null;

describe('the price of a clip in the edit popups', () => {
  it('is whole baht from the lowest to the highest price, quoting both when refused', () => {
    const price = clipPrice();
    expect(price.parse(` ${PRICE_MAX_BAHT} `)).toBe(PRICE_MAX_BAHT);
    expect(price.parse(String(PRICE_MIN_BAHT))).toBe(PRICE_MIN_BAHT);
    expect(refusal(price, String(PRICE_MAX_BAHT + 1))).toBe(limitTexts.priceRange);
    expect(refusal(price, String(PRICE_MIN_BAHT - 1))).toBe(limitTexts.priceRange);
    expect(refusal(price, '450.50')).toBe(limitTexts.priceRange);
  });

  it('of a clip sent for a footage request goes up to the requester’s price, and says so (issue 22)', () => {
    const aboveTheUsual = clipPrice(3000);
    expect(aboveTheUsual.parse('3000')).toBe(3000);
    expect(refusal(aboveTheUsual, '3001')).toBe(limitTexts.priceRangeForRequest(3000));
    // A requester who offers less than the usual highest price lowers the ceiling.
    const belowTheUsual = clipPrice(500);
    expect(refusal(belowTheUsual, '600')).toBe(limitTexts.priceRangeForRequest(500));
    expect(refusal(belowTheUsual, String(PRICE_MIN_BAHT - 1))).toBe(limitTexts.priceRangeForRequest(500));
  });
});
