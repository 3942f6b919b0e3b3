import type { PaymentMethod } from '../../../lib/constants.ts';
import { paymentMethodLabels } from '../../../lib/texts.ts';
import { payment as t } from '../paymentTexts.ts';

interface MethodListProps {
  methods: readonly PaymentMethod[];
  /** The method being started (its session or intent is being created). */
  starting: PaymentMethod | null;
  onPick: (method: PaymentMethod) => void;
}

/**
 * The methods a buyer is offered: one card choice, not two that look alike. The provider's
 * embedded checkout takes the card when it is offered; the direct card form only without it.
 */
export function offeredMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  const hasCheckout = methods.includes('card');
  return methods.filter((method) => !(hasCheckout && method === 'card_direct'));
}

/** The provider's methods (GET /payment-provider/config), one button each (one for cards). */
export function MethodList({ methods, starting, onPick }: MethodListProps) {
  return (
    <section aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">{t.methodsTitle}</h2>
      <ul className="payment-methods">
        {offeredMethods(methods).map((method) => (
          <li key={method}>
            <button
              type="button"
              className="payment-method"
              disabled={starting !== null}
              aria-busy={starting === method || undefined}
              onClick={() => onPick(method)}
            >
              <strong>{paymentMethodLabels[method]}</strong>
              <span className="muted small">{starting === method ? t.starting : t.methodHints[method]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
