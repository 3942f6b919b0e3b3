import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PaymentProviderName } from '../../../lib/constants.ts';
import { payment as t } from '../paymentTexts.ts';
import { confirmPayment } from '../api/confirmPayment.ts';
import type { PaymentIntent } from '../api/createPaymentIntent.ts';
import { paymentKeys } from '../api/getPurchase.ts';
import { confirmCard } from '../api/sandboxPayments.ts';
import { LazyStripeCardForm } from '../stripe/lazyStripe.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';

interface CardDirectProps {
  provider: PaymentProviderName;
  publishableKey: string;
  purchaseId: string;
  intent: PaymentIntent;
  amount: number;
}

/**
 * Card direct (spec §2 Payment): the card confirms the payment intent at the provider; once it
 * succeeded the server checks the intent with the provider itself, and only then is the buyer sent
 * to the payment result page, which shows the clip, the amount, the download and the receipt.
 */
export function CardDirect({ provider, publishableKey, purchaseId, intent, amount }: CardDirectProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirmed = async () => {
    if (!(await confirmPayment(intent.paymentIntentId))) throw new Error(t.errors.general);
    await queryClient.invalidateQueries({ queryKey: paymentKeys.purchase(purchaseId) });
    await navigate({ to: '/payment-return', search: { purchase_id: purchaseId } });
  };

  if (provider !== 'sandbox')
    return (
      <LazyStripeCardForm
        publishableKey={publishableKey}
        clientSecret={intent.clientSecret}
        amount={amount}
        onSucceeded={confirmed}
      />
    );

  return (
    <SandboxCardForm
      amount={amount}
      submit={(card) => confirmCard(intent.clientSecret, card)}
      onSucceeded={confirmed}
    />
  );
}
