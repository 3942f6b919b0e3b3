import { PRICE_MAX_BAHT, PRICE_MIN_BAHT } from '../../../events/constants.ts';
import { fromBaht, toBaht, type Satang } from '../../../events/money.ts';
import { DomainError } from '../decider.ts';
import type { AnsweredRequest } from './commands.ts';

/**
 * A clip is sold from PRICE_MIN_BAHT to PRICE_MAX_BAHT, both included (spec §9); a clip sent for a
 * footage request (issue 22) up to the requester's stated price instead, whatever that is.
 */
export const priceOutOfRange = (price: Satang, answersRequest: AnsweredRequest | null = null) =>
  price < fromBaht(PRICE_MIN_BAHT) ||
  price > (answersRequest ? answersRequest.maxPriceSatang : fromBaht(PRICE_MAX_BAHT));

/** Refuses a price outside the clip's range, with the highest price allowed for the answer to quote. */
export function checkPrice(price: Satang, answersRequest: AnsweredRequest | null): void {
  if (!priceOutOfRange(price, answersRequest)) return;
  throw new DomainError(
    'PRICE_OUT_OF_RANGE',
    answersRequest
      ? { maxBaht: toBaht(answersRequest.maxPriceSatang), forRequest: true }
      : { maxBaht: PRICE_MAX_BAHT, forRequest: false },
  );
}
