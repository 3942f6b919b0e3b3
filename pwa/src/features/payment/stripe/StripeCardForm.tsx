import type { StripeElements, Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { formatBaht } from '../../../lib/format.ts';
import { payment as t } from '../paymentTexts.ts';
import { cardErrorMessage } from '../cardErrors.ts';
import { stripeFor } from './stripeJs.ts';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  /** Called once Stripe says the intent succeeded; the server then confirms it itself. */
  onSucceeded: () => Promise<void>;
}

/**
 * Card direct with Stripe: the Payment Element collects the card inside Stripe's own frame (the
 * card number never touches our page), `confirmPayment` confirms the intent, with 3-D Secure in
 * Stripe's own dialog; a refusal shows the provider's reason in Thai.
 */
export function StripeCardForm({ publishableKey, clientSecret, amount, onSucceeded }: StripeCardFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const parts = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'paying' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | null = null;
    void (async () => {
      try {
        const stripe = await stripeFor(publishableKey);
        if (!stripe) throw new Error('Stripe.js did not load');
        if (cancelled || !host.current) return;
        const elements = stripe.elements({ clientSecret, locale: 'th' });
        const element = elements.create('payment');
        element.mount(host.current);
        unmount = () => element.destroy();
        parts.current = { stripe, elements };
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
      parts.current = null;
    };
  }, [publishableKey, clientSecret]);

  const pay = async () => {
    if (!parts.current) return;
    setState('paying');
    setError(null);
    const { stripe, elements } = parts.current;
    const result = await stripe.confirmPayment({ elements, redirect: 'if_required' });
    if (result.error) {
      setError(
        cardErrorMessage({
          code: result.error.decline_code ?? result.error.code ?? '',
          message: result.error.message ?? '',
        }),
      );
      setState('ready');
      return;
    }
    if (result.paymentIntent.status !== 'succeeded') {
      setError(t.errors.general);
      setState('ready');
      return;
    }
    try {
      await onSucceeded();
    } catch {
      setError(t.errors.general);
      setState('ready');
    }
  };

  return (
    <div className="checkout__stripe-card">
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
      <div ref={host} data-testid="stripe-payment-element" />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {(state === 'ready' || state === 'paying') && (
        <button
          type="button"
          className="button button--block"
          disabled={state === 'paying'}
          onClick={() => void pay()}
        >
          {state === 'paying' ? t.card.paying : t.card.pay(formatBaht(amount))}
        </button>
      )}
    </div>
  );
}
