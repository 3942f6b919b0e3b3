/**
 * Whether a Stripe secret key takes test money: a secret (`sk_`) or restricted (`rk_`) key of test
 * mode. Anything else — a live key, or a key of a shape Stripe does not issue — counts as live, so
 * a payment is never taken for test money by mistake and the marketplace refuses test payments
 * rather than paying them out.
 */
const TEST_KEY = /^(sk|rk)_test_/;

export function stripeKeyIsTest(secretKey: string): boolean {
  return TEST_KEY.test(secretKey);
}
