import type { PaymentFailure, PaymentWebhook } from '../../../command-api/ports/paymentProvider.ts';

/**
 * Both providers speak Stripe's event shape (the sandbox imitates it on purpose), so one reading
 * of an event serves both. Only the fields read here are trusted; everything else is ignored.
 */
export interface StripeShapedEvent {
  id: string;
  type: string;
  /** Live money or test money, as Stripe marks every event (and object). */
  livemode?: unknown;
  data: { object: unknown };
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
/** An expandable reference is an id or the object itself. */
const refId = (value: unknown): string | null => text(value) ?? (isObject(value) ? text(value.id) : null);
const purchaseIdOf = (object: Fields): string | null =>
  isObject(object.metadata) ? text(object.metadata.purchaseId) : null;

function methodOf(intent: Fields): 'card' | 'promptpay' {
  const types = [intent.payment_method_types, intent.allowed_payment_method_types].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  return types.includes('promptpay') ? 'promptpay' : 'card';
}

/** An object's currency, lower-case as Stripe writes it; null when absent. */
export const currencyOf = (object: Fields): string | null => text(object.currency)?.toLowerCase() ?? null;

/**
 * Live unless both the event and its object say test: a payment that claims test mode anywhere
 * but live elsewhere is not trusted as test money, and the caller compares it with its key.
 */
export const livemodeOf = (...marks: unknown[]): boolean => marks.some((mark) => mark !== false);

/** The provider's failure as the port reports it; the code falls back to the decline code. */
export function failureOf(error: unknown): PaymentFailure | null {
  if (!isObject(error)) return null;
  return {
    code: text(error.code) ?? text(error.decline_code) ?? 'payment_failed',
    message: text(error.message) ?? '',
  };
}

/** Reduces a verified Stripe-shaped event to what the marketplace acts on. */
export function toPaymentWebhook(event: StripeShapedEvent): PaymentWebhook {
  const ignored: PaymentWebhook = { id: event.id, type: 'ignored', providerType: event.type };
  const object = event.data?.object;
  if (!isObject(object)) return ignored;
  // A payment this marketplace did not start (made in the Dashboard, say) carries no purchase.
  const purchaseId = purchaseIdOf(object);
  if (!purchaseId) return ignored;
  switch (event.type) {
    case 'checkout.session.completed': {
      const paymentId = refId(object.payment_intent);
      const amountSatang = whole(object.amount_total);
      // A session completes unpaid only for delayed methods; their success arrives separately.
      if (!paymentId || amountSatang === null || object.payment_status !== 'paid') return ignored;
      return {
        id: event.id,
        type: 'payment.succeeded',
        purchaseId,
        paymentId,
        amountSatang,
        method: 'card',
        currency: currencyOf(object),
        livemode: livemodeOf(event.livemode, object.livemode),
      };
    }
    case 'payment_intent.succeeded': {
      const paymentId = text(object.id);
      const amountSatang = whole(object.amount_received) || whole(object.amount);
      if (!paymentId || amountSatang === null) return ignored;
      return {
        id: event.id,
        type: 'payment.succeeded',
        purchaseId,
        paymentId,
        amountSatang,
        method: methodOf(object),
        currency: currencyOf(object),
        livemode: livemodeOf(event.livemode, object.livemode),
      };
    }
    case 'payment_intent.payment_failed': {
      const paymentId = text(object.id);
      if (!paymentId) return ignored;
      const failure = failureOf(object.last_payment_error) ?? { code: 'payment_failed', message: '' };
      return { id: event.id, type: 'payment.failed', purchaseId, paymentId, failure };
    }
    case 'charge.refunded': {
      const paymentId = refId(object.payment_intent);
      const amountSatang = whole(object.amount_refunded);
      if (!paymentId || amountSatang === null || object.refunded !== true) return ignored;
      // Events carry the charge's refunds only where the API version still embeds them; without
      // them the charge id names the (full, hence single) refund.
      const refunds =
        isObject(object.refunds) && Array.isArray(object.refunds.data) ? object.refunds.data : [];
      const refundId = refunds.map(refId).find((id) => id !== null) ?? text(object.id);
      if (!refundId) return ignored;
      return { id: event.id, type: 'refund.succeeded', purchaseId, paymentId, refundId, amountSatang };
    }
    default:
      return ignored;
  }
}
