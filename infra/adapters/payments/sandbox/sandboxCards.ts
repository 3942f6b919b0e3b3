import type { PaymentFailure } from '../../../../command-api/ports/paymentProvider.ts';

/**
 * Stripe's well-known test cards, which the sandbox honours the same way so that a buyer (or a
 * test) who knows one provider knows both. Any other number is refused as a real provider refuses
 * a mistyped one.
 */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002500003155',
} as const;

type CardBehaviour = 'succeeds' | 'declined' | 'threeDSecure';

const behaviourOf = new Map<string, CardBehaviour>(
  Object.entries(SANDBOX_TEST_CARDS).map(([behaviour, number]) => [number, behaviour as CardBehaviour]),
);

/** Stripe's codes and English messages; the PWA renders them in Thai by code. */
export const SANDBOX_FAILURES = {
  cardDeclined: { code: 'card_declined', message: 'Your card was declined.' },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalidExpiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  expiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} as const satisfies Record<string, PaymentFailure>;

export interface CardInput {
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
  name?: string;
}

export type CardVerdict =
  { outcome: 'succeeds' | 'threeDSecure' } | { outcome: 'fails'; failure: PaymentFailure };

/** What the sandbox's card network says to this card at `now`, in Stripe's order of checks. */
export function judgeCard(card: CardInput, now: Date): CardVerdict {
  const fails = (failure: PaymentFailure): CardVerdict => ({ outcome: 'fails', failure });
  const behaviour = behaviourOf.get(card.number.replace(/\s+/g, ''));
  if (!behaviour) return fails(SANDBOX_FAILURES.incorrectNumber);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return fails(SANDBOX_FAILURES.invalidExpiryMonth);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year * 12 + card.expMonth < thisMonth) return fails(SANDBOX_FAILURES.expiredCard);
  if (!/^\d{3}$/.test(card.cvc)) return fails(SANDBOX_FAILURES.incorrectCvc);
  if (behaviour === 'declined') return fails(SANDBOX_FAILURES.cardDeclined);
  return { outcome: behaviour };
}
