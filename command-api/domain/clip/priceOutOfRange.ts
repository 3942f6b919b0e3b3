import { PRICE_MAX_BAHT, PRICE_MIN_BAHT } from '../../../events/constants.ts';
import { fromBaht, type Satang } from '../../../events/money.ts';

/** A clip is sold from PRICE_MIN_BAHT to PRICE_MAX_BAHT, both included (spec §9). */
export const priceOutOfRange = (price: Satang) =>
  price < fromBaht(PRICE_MIN_BAHT) || price > fromBaht(PRICE_MAX_BAHT);
