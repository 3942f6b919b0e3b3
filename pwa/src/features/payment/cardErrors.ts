/** A card failure in Thai: the known provider codes from the texts, otherwise the provider's message. */
import { cardErrors, payment } from './paymentTexts.ts';
import type { ProviderFailure } from './api/purchaseSchema.ts';

export function cardErrorMessage(failure: ProviderFailure | null): string {
  if (!failure) return payment.errors.general;
  if (Object.hasOwn(cardErrors, failure.code)) return cardErrors[failure.code]!;
  return failure.message || payment.errors.general;
}
