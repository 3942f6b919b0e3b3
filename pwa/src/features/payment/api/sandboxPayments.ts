/**
 * The sandbox provider's browser-facing routes (/sandbox-payments/…, only when the sandbox takes
 * the payments). They stand in for the provider's own browser component: the card details go to
 * the provider, never to the marketplace API, and its answers say only how the attempt went —
 * the purchase is paid when the provider's signed webhook (or a server-side retrieve) says so.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/apiClient.ts';
import { payment as t } from '../paymentTexts.ts';
import { paymentKeys } from './getPurchase.ts';
import { providerFailureSchema, type ProviderFailure } from './purchaseSchema.ts';

const BASE = '/sandbox-payments';
const secret = (clientSecret: string) => encodeURIComponent(clientSecret);

/** The card form's input; the expiry is typed as MM/YY and sent as month and four-digit year. */
export const cardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits), t.card.validation.number),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, t.card.validation.expiry)
    .transform((value) => {
      const [month, year] = value.split('/').map((part) => Number(part.trim()));
      return { expMonth: month!, expYear: 2000 + year! };
    }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, t.card.validation.cvc),
  name: z.string().trim().min(1, t.card.validation.name),
});
export type CardInput = z.input<typeof cardSchema>;
export type Card = z.output<typeof cardSchema>;

function cardBody({ number, expiry, cvc, name }: Card) {
  return { number, expMonth: expiry.expMonth, expYear: expiry.expYear, cvc, name };
}

const attemptSchema = z.object({
  status: z.string(),
  error: providerFailureSchema.nullish().catch(null),
  threeDsId: z.string().nullish(),
});

/** How one card attempt ended, as the form acts on it. */
export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'requires_action'; threeDsId: string }
  | { kind: 'failed'; error: ProviderFailure | null };

function toOutcome({ status, error, threeDsId }: z.infer<typeof attemptSchema>): CardOutcome {
  if (status === 'complete' || status === 'succeeded') return { kind: 'succeeded' };
  if (status === 'requires_action' && threeDsId) return { kind: 'requires_action', threeDsId };
  return { kind: 'failed', error: error ?? null };
}

/**
 * A refusal may also come as an error answer carrying the provider's code: that is a card failure
 * too, not a broken page.
 */
async function attempt(path: string, body: unknown): Promise<CardOutcome> {
  try {
    return toOutcome(
      await apiRequest(path, { method: 'POST', body, schema: attemptSchema, anonymous: true }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 402) {
      return { kind: 'failed', error: { code: error.code, message: error.message } };
    }
    throw error;
  }
}

const checkoutSchema = z.object({
  sessionId: z.string(),
  amount: z.number(),
  currency: z.string(),
  title: z.string().nullish(),
  status: z.string(),
});
export type SandboxCheckout = z.infer<typeof checkoutSchema>;

export const sandboxCheckoutQueryOptions = (clientSecret: string) =>
  queryOptions({
    queryKey: paymentKeys.checkout(clientSecret),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/checkout/${secret(clientSecret)}`, {
        schema: checkoutSchema,
        signal,
        anonymous: true,
      }),
    staleTime: 0,
  });

/** The embedded checkout pays its session. */
export function payCheckout(clientSecret: string, card: Card): Promise<CardOutcome> {
  return attempt(`${BASE}/checkout/${secret(clientSecret)}/pay`, cardBody(card));
}

/** Card direct confirms its payment intent with the card. */
export function confirmCard(clientSecret: string, card: Card): Promise<CardOutcome> {
  return attempt(`${BASE}/intents/${secret(clientSecret)}/confirm-card`, cardBody(card));
}

/** The simulated bank's 3-D Secure answer. */
export function answerThreeDs(threeDsId: string, outcome: 'approve' | 'fail'): Promise<CardOutcome> {
  return attempt(`${BASE}/three-ds/${encodeURIComponent(threeDsId)}`, { outcome });
}

/** Dev control: the sandbox's PromptPay intent is paid, as a buyer's bank app would do it. */
export function simulatePromptPayPaid(paymentIntentId: string): Promise<unknown> {
  return apiRequest(`${BASE}/intents/${encodeURIComponent(paymentIntentId)}/promptpay-paid`, {
    method: 'POST',
    schema: z.unknown(),
    anonymous: true,
  });
}
