import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PaymentProviderName } from '../../../lib/constants.ts';
import { common, paymentMethodLabels } from '../../../lib/texts.ts';
import { payment as t } from '../paymentTexts.ts';
import type { CheckoutSession } from '../api/createCheckoutSession.ts';
import { payCheckout, sandboxCheckoutQueryOptions } from '../api/sandboxPayments.ts';
import { LazyStripeEmbeddedCheckout } from '../stripe/lazyStripe.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';

interface EmbeddedCheckoutProps {
  provider: PaymentProviderName;
  publishableKey: string;
  session: CheckoutSession;
  amount: number;
  onClose: () => void;
}

/**
 * The embedded card checkout with a close control back to the method list: the sandbox's form
 * (ours, labelled as a test), or Stripe's own embedded Checkout.
 */
export function EmbeddedCheckout({
  provider,
  publishableKey,
  session,
  amount,
  onClose,
}: EmbeddedCheckoutProps) {
  return (
    <section className="checkout" aria-label={paymentMethodLabels.card}>
      <div className="checkout__bar">
        <h2>{paymentMethodLabels.card}</h2>
        <button type="button" className="notice__close" aria-label={t.closeCheckout} onClick={onClose}>
          ×
        </button>
      </div>
      {provider === 'sandbox' ? (
        <SandboxCheckout session={session} amount={amount} />
      ) : (
        <LazyStripeEmbeddedCheckout publishableKey={publishableKey} clientSecret={session.clientSecret} />
      )}
    </section>
  );
}

function SandboxCheckout({ session, amount }: { session: CheckoutSession; amount: number }) {
  const navigate = useNavigate();
  const checkout = useQuery(sandboxCheckoutQueryOptions(session.clientSecret));
  const toResult = () => navigate({ to: '/payment-return', search: { session_id: session.sessionId } });

  if (checkout.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t.starting}
      </p>
    );
  }
  if (checkout.isError) {
    return (
      <div role="alert">
        <p className="error-text">{t.errors.start}</p>
        <button type="button" className="button button--ghost" onClick={() => void checkout.refetch()}>
          {common.retry}
        </button>
      </div>
    );
  }
  return (
    <SandboxCardForm
      amount={checkout.data.amount || amount}
      submit={(card) => payCheckout(session.clientSecret, card)}
      onSucceeded={toResult}
    />
  );
}
