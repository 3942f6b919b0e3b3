/**
 * Stripe's forms, loaded only when a Stripe method is opened: importing `@stripe/stripe-js` adds
 * Stripe.js to the page, which the sandbox and the PromptPay QR never need.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { common } from '../../../lib/texts.ts';

const StripeEmbeddedCheckoutChunk = lazy(() =>
  import('./StripeEmbeddedCheckout.tsx').then((module) => ({ default: module.StripeEmbeddedCheckout })),
);
const StripeCardFormChunk = lazy(() =>
  import('./StripeCardForm.tsx').then((module) => ({ default: module.StripeCardForm })),
);

const loading = (
  <p className="muted" aria-busy="true">
    {common.loading}
  </p>
);

export function LazyStripeEmbeddedCheckout(props: ComponentProps<typeof StripeEmbeddedCheckoutChunk>) {
  return (
    <Suspense fallback={loading}>
      <StripeEmbeddedCheckoutChunk {...props} />
    </Suspense>
  );
}

export function LazyStripeCardForm(props: ComponentProps<typeof StripeCardFormChunk>) {
  return (
    <Suspense fallback={loading}>
      <StripeCardFormChunk {...props} />
    </Suspense>
  );
}
