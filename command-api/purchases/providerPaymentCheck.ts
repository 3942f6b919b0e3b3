import { PAYMENT_CURRENCY, type PaymentProvider } from '../ports/paymentProvider.ts';

/** Why a payment the provider reports is not counted (issue 15): money of the wrong kind. */
export type ProviderPaymentRefusal = 'CURRENCY_NOT_THB' | 'LIVEMODE_MISMATCH';

/**
 * A payment counts only in baht, and only in the mode of the key that took it: a test payment
 * reaching a live key (a test webhook replayed at production, a test session's id) must not
 * grant a clip, nor a live one reaching a test key be taken for test money. The amount is the
 * purchase decider's to judge.
 */
export function refusalOf(
  payment: { currency: string | null; livemode: boolean },
  provider: Pick<PaymentProvider, 'testMode'>,
): ProviderPaymentRefusal | null {
  if (payment.currency?.toLowerCase() !== PAYMENT_CURRENCY) return 'CURRENCY_NOT_THB';
  if (payment.livemode === provider.testMode) return 'LIVEMODE_MISMATCH';
  return null;
}
