import { useEffect, useRef, useState } from 'react';
import { payment as t } from '../paymentTexts.ts';
import { stripeFor } from './stripeJs.ts';

/**
 * Stripe's own embedded Checkout (ui_mode embedded_page) mounted in the page. When the buyer has
 * paid, Stripe sends them to the session's return URL (/payment-return?session_id=…), where the
 * server asks Stripe how the session stands.
 */
export function StripeEmbeddedCheckout({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let destroy: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const stripe = await stripeFor(publishableKey);
        if (!stripe) throw new Error('Stripe.js did not load');
        const checkout = await stripe.createEmbeddedCheckoutPage({ clientSecret });
        if (cancelled || !host.current) return checkout.destroy();
        checkout.mount(host.current);
        destroy = () => checkout.destroy();
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret]);

  return (
    <>
      {state === 'loading' && (
        <p className="muted" aria-busy="true">
          {t.starting}
        </p>
      )}
      {state === 'failed' && (
        <p className="error-text" role="alert">
          {t.errors.providerFormLoadFailed}
        </p>
      )}
      <div ref={host} className="checkout__stripe" data-testid="stripe-embedded-checkout" />
    </>
  );
}
