import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PaymentProviderName } from '../../../lib/constants.ts';
import { payment as t } from '../../../lib/texts.ts';
import { confirmPayment } from '../api/confirmPayment.ts';
import type { PaymentIntent } from '../api/createPaymentIntent.ts';
import { paymentKeys } from '../api/getPurchase.ts';
import { confirmCard } from '../api/sandboxPayments.ts';
import { SandboxCardForm } from './SandboxCardForm.tsx';

interface CardDirectProps {
  provider: PaymentProviderName;
  purchaseId: string;
  intent: PaymentIntent;
  amount: number;
}

/**
 * Card direct (spec §2 Payment): the card confirms the payment intent at the provider; once it
 * succeeded the server checks the intent with the provider itself, and only then is the buyer sent
 * to /dashboard?purchased=true.
 */
export function CardDirect({ provider, purchaseId, intent, amount }: CardDirectProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (provider !== 'sandbox') {
    return (
      <p className="error-text" role="alert">
        {t.errors.providerFormUnavailable}
      </p>
    );
  }

  const confirmed = async () => {
    if (!(await confirmPayment(intent.paymentIntentId))) throw new Error(t.errors.general);
    await navigate({ to: '/dashboard', search: { purchased: true } });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.purchase(purchaseId) });
  };

  return (
    <SandboxCardForm
      amount={amount}
      submit={(card) => confirmCard(intent.clientSecret, card)}
      onSucceeded={confirmed}
    />
  );
}
