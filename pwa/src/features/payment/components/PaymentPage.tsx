/**
 * /payment/{purchaseId} (spec §2 Payment, §8 Payment page): the purchase, the provider's methods
 * and the chosen method's flow. No method pays by waiting: the buyer moves on only when the
 * provider and then the server say the money arrived (DESIGN §7).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../lib/apiClient.ts';
import type { PaymentMethod } from '../../../lib/constants.ts';
import { common, errors, paymentMethodLabels } from '../../../lib/texts.ts';
import { payment as t } from '../paymentTexts.ts';
import { choosePaymentMethod } from '../api/choosePaymentMethod.ts';
import { createCheckoutSession, type CheckoutSession } from '../api/createCheckoutSession.ts';
import { createPaymentIntent, type PaymentIntent } from '../api/createPaymentIntent.ts';
import { paymentConfigQueryOptions, type PaymentConfig } from '../api/getPaymentConfig.ts';
import { purchaseQueryOptions } from '../api/getPurchase.ts';
import type { Purchase } from '../api/purchaseSchema.ts';
import { cardErrorMessage } from '../cardErrors.ts';
import { BankTransferPanel } from './BankTransferPanel.tsx';
import { CardDirect } from './CardDirect.tsx';
import { EmbeddedCheckout } from './EmbeddedCheckout.tsx';
import { MethodList } from './MethodList.tsx';
import { PromptPayPanel } from './PromptPayPanel.tsx';
import { PurchaseSummary } from './PurchaseSummary.tsx';
import './payment.css';

type Step =
  | { kind: 'methods' }
  | { kind: 'checkout'; session: CheckoutSession }
  | { kind: 'card_direct'; intent: PaymentIntent }
  | { kind: 'promptpay'; intent: PaymentIntent }
  | { kind: 'bank_transfer' }
  | { kind: 'unavailable'; message: string };

/** A failed start, with the spec's message for the call that failed and the server's words. */
class StartError extends Error {
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(message);
  }
}

export function PaymentPage({ purchaseId }: { purchaseId: string | undefined }) {
  if (!purchaseId || purchaseId === 'undefined') return <NotFoundScreen />;
  return <PaymentScreen purchaseId={purchaseId} />;
}

function PaymentScreen({ purchaseId }: { purchaseId: string }) {
  const purchaseQuery = useQuery(purchaseQueryOptions(purchaseId));
  const configQuery = useQuery(paymentConfigQueryOptions());
  const [step, setStep] = useState<Step>({ kind: 'methods' });

  if (purchaseQuery.isError) {
    const { error } = purchaseQuery;
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return <NotFoundScreen />;
    return (
      <section className="state-screen" role="alert">
        <h1>{t.title}</h1>
        <p>{isApiError(error) ? error.message : errors.fetchFailed}</p>
        <button type="button" className="button" onClick={() => void purchaseQuery.refetch()}>
          {common.retry}
        </button>
      </section>
    );
  }
  if (purchaseQuery.isPending) {
    return (
      <section className="state-screen" aria-busy="true">
        <p className="muted">{common.loading}</p>
      </section>
    );
  }

  const purchase = purchaseQuery.data;
  const config = configQuery.data;

  return (
    <section className="page payment">
      <header className="page__header payment__header">
        <h1>{t.title}</h1>
        {config?.testMode && (
          <p className="payment__test" role="note">
            <span className="test-badge">{t.testMode}</span> <span className="muted">{t.testModeNote}</span>
          </p>
        )}
      </header>
      <div className="payment__layout">
        <PurchaseSummary purchase={purchase} />
        <div className="payment__main panel">
          {step.kind === 'methods' && purchase.status !== 'pending' && purchase.status !== 'failed' ? (
            <Settled purchase={purchase} />
          ) : configQuery.isError ? (
            <div role="alert">
              <p className="error-text">{t.errors.general}</p>
              <button type="button" className="button" onClick={() => void configQuery.refetch()}>
                {common.retry}
              </button>
            </div>
          ) : !config ? (
            <p className="muted" aria-busy="true">
              {common.loading}
            </p>
          ) : (
            <Flow purchase={purchase} config={config} step={step} onStep={setStep} />
          )}
        </div>
      </div>
    </section>
  );
}

interface FlowProps {
  purchase: Purchase;
  config: PaymentConfig;
  step: Step;
  onStep: (step: Step) => void;
}

function Flow({ purchase, config, step, onStep }: FlowProps) {
  const toMethods = () => onStep({ kind: 'methods' });
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (method: PaymentMethod) => startMethod(method, purchase.purchaseId),
    onSuccess: async (next) => {
      // The account and reference come with the purchase once it is a bank transfer.
      if (next.kind === 'bank_transfer')
        await queryClient.invalidateQueries({ queryKey: purchaseQueryOptions(purchase.purchaseId).queryKey });
      onStep(next);
    },
  });

  if (step.kind === 'checkout') {
    return (
      <EmbeddedCheckout
        provider={config.provider}
        publishableKey={config.publishableKey}
        session={step.session}
        amount={purchase.amount}
        onClose={toMethods}
      />
    );
  }

  if (step.kind !== 'methods') {
    return (
      <>
        <button type="button" className="button button--ghost payment__back" onClick={toMethods}>
          ← {t.backToMethods}
        </button>
        {step.kind === 'card_direct' && (
          <>
            <h2>{paymentMethodLabels.card_direct}</h2>
            <CardDirect
              provider={config.provider}
              publishableKey={config.publishableKey}
              purchaseId={purchase.purchaseId}
              intent={step.intent}
              amount={purchase.amount}
            />
          </>
        )}
        {step.kind === 'promptpay' && (
          <PromptPayPanel
            purchaseId={purchase.purchaseId}
            intent={step.intent}
            amount={purchase.amount}
            devControl={config.provider === 'sandbox' && config.testMode}
          />
        )}
        {step.kind === 'bank_transfer' && <BankTransferPanel purchase={purchase} />}
        {step.kind === 'unavailable' && (
          <p className="error-text" role="alert">
            {step.message}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {purchase.status === 'failed' && (
        <p className="payment__note" role="note">
          {t.previousFailed} {cardErrorMessage(purchase.lastError)}
        </p>
      )}
      {start.error && (
        <div className="payment__error" role="alert">
          <p className="error-text">{start.error.message}</p>
          {start.error instanceof StartError && start.error.detail && (
            <p className="muted small">{start.error.detail}</p>
          )}
        </div>
      )}
      <MethodList
        methods={config.methods}
        starting={start.isPending ? (start.variables ?? null) : null}
        onPick={(method) => start.mutate(method)}
      />
    </>
  );
}

/** Creates what the method needs at the provider; a failure carries the spec's message for it. */
async function startMethod(method: PaymentMethod, purchaseId: string): Promise<Step> {
  const failed = (message: string) => (error: unknown) => {
    const detail = isApiError(error) && error.message && error.message !== message ? error.message : null;
    throw new StartError(message, detail);
  };
  switch (method) {
    case 'card':
      return createCheckoutSession(purchaseId).then(
        (session): Step => ({ kind: 'checkout', session }),
        failed(t.errors.checkoutSession),
      );
    case 'card_direct':
      return createPaymentIntent(purchaseId, 'card').then(
        (intent): Step => ({ kind: 'card_direct', intent }),
        failed(t.errors.paymentIntent),
      );
    case 'promptpay':
      return createPaymentIntent(purchaseId, 'promptpay').then(
        (intent): Step => ({ kind: 'promptpay', intent }),
        failed(t.errors.paymentIntent),
      );
    case 'bank_transfer':
      // The purchase becomes a bank transfer (with its longer window) before the account is shown.
      return choosePaymentMethod(purchaseId, 'bank_transfer').then(
        (): Step => ({ kind: 'bank_transfer' }),
        failed(t.errors.start),
      );
    case 'e_wallet':
      return { kind: 'unavailable', message: t.errors.methodUnavailable };
    default: {
      const never: never = method;
      throw new Error(`unknown payment method ${String(never)}`);
    }
  }
}

/** Paid, refunded or expired: nothing to pay; say so and point on. */
function Settled({ purchase }: { purchase: Purchase }) {
  if (purchase.status === 'expired') {
    return (
      <div className="payment__settled" role="status">
        <h2>{t.expired}</h2>
        <p className="muted">{t.expiredBody}</p>
        {purchase.videoId && (
          <Link to="/video/$id" params={{ id: purchase.videoId }} className="button">
            {t.toClip}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="payment__settled" role="status">
      <h2>{purchase.status === 'refunded' ? t.refunded : t.alreadyPaid}</h2>
      {purchase.status === 'paid' && <p className="muted">{t.alreadyPaidBody}</p>}
      <Link to="/profile" search={{ tab: 'purchases' }} className="button">
        {t.toPurchases}
      </Link>
    </div>
  );
}

function NotFoundScreen() {
  return (
    <section className="state-screen" role="alert">
      <h1>{t.notFound}</h1>
      <p className="muted">{t.notFoundBody}</p>
      <Link to="/dashboard" className="button button--ghost">
        {common.backToDashboard}
      </Link>
    </section>
  );
}
