import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PAYMENT_STATUS_POLL_MS } from '../../../lib/constants.ts';
import { formatBaht } from '../../../lib/format.ts';
import { payment as t } from '../paymentTexts.ts';
import type { PaymentIntent } from '../api/createPaymentIntent.ts';
import { purchaseQueryOptions } from '../api/getPurchase.ts';
import { simulatePromptPayPaid } from '../api/sandboxPayments.ts';
import { failureMessage } from '../failureMessage.ts';

interface PromptPayPanelProps {
  purchaseId: string;
  intent: PaymentIntent;
  amount: number;
  /** The sandbox in test mode offers a dev control that pays the QR. */
  devControl: boolean;
}

/**
 * PromptPay: the provider's QR and a live status. The purchase is asked for every 2 s while the
 * panel is open (the query stops when it unmounts); only the server saying "paid" moves on.
 */
export function PromptPayPanel({ purchaseId, intent, amount, devControl }: PromptPayPanelProps) {
  const navigate = useNavigate();
  const status = useQuery({ ...purchaseQueryOptions(purchaseId), refetchInterval: PAYMENT_STATUS_POLL_MS });
  const simulate = useMutation({ mutationFn: () => simulatePromptPayPaid(intent.paymentIntentId) });
  const current = status.data?.status;

  useEffect(() => {
    if (current === 'paid') void navigate({ to: '/payment-return', search: { purchase_id: purchaseId } });
  }, [current, navigate, purchaseId]);

  if (!intent.promptpay) {
    return (
      <p className="error-text" role="alert">
        {t.errors.paymentIntent}
      </p>
    );
  }

  return (
    <section className="promptpay" aria-labelledby="promptpay-title">
      <h2 id="promptpay-title">{t.promptpay.title}</h2>
      <img className="promptpay__qr" src={intent.promptpay.svg} alt={t.promptpay.qrAlt(formatBaht(amount))} />
      <p className="promptpay__amount">{formatBaht(amount)}</p>
      <p role="status" className={current === 'failed' || current === 'expired' ? 'error-text' : 'muted'}>
        {current === 'paid'
          ? t.promptpay.paid
          : current === 'failed'
            ? t.promptpay.failed
            : current === 'expired'
              ? t.promptpay.expired
              : t.promptpay.waiting}
      </p>
      {status.isError && <p className="muted small">{t.promptpay.statusFailed}</p>}
      {devControl && current !== 'paid' && (
        <div className="dev-control">
          <span className="test-badge">{t.promptpay.devControl}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={simulate.isPending}
            onClick={() => simulate.mutate()}
          >
            {simulate.isPending ? t.promptpay.simulating : t.promptpay.simulate}
          </button>
          {simulate.isError && (
            <p className="error-text" role="alert">
              {failureMessage(simulate.error, t.errors.general)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
