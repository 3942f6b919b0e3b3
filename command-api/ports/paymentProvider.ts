/**
 * The card-payment provider port (DESIGN.md §1, issue 6): the sandbox (embedded default, behaves
 * like the real provider end to end) and Stripe implement it, and one contract suite runs against
 * both. Amounts are integer satang, currency THB. Only a webhook or a server-side retrieve ever
 * tells the marketplace that money arrived; the browser's word never does (DESIGN.md §7).
 */

import type { Satang } from '../../events/money.ts';

export type ProviderName = 'sandbox' | 'stripe';

/** The one currency the marketplace charges in, as the providers write it; any other is refused. */
export const PAYMENT_CURRENCY = 'thb';

/** How a checkout session or payment intent stands, as the provider reports it. */
export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid';
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** The provider's reason a payment failed: its code and its (English) message, shown in Thai by the PWA. */
export interface PaymentFailure {
  code: string;
  message: string;
}

export interface CheckoutSession {
  id: string;
  clientSecret: string;
  status: CheckoutStatus;
  paymentStatus: CheckoutPaymentStatus;
  amountSatang: Satang;
  purchaseId: string;
  customerEmail: string | null;
  /** The payment the session created, once paid (what a refund refers to). */
  paymentIntentId: string | null;
  /** What the provider says was charged: lower-case ISO code ('thb'); null when it does not say. */
  currency: string | null;
  /** The provider's word on live money (Stripe's `livemode`); the sandbox's is always false. */
  livemode: boolean;
}

export interface PromptPayQr {
  /** The EMVCo PromptPay payload the QR encodes. */
  data: string;
  /** The QR as an SVG image URL (data: URL or https). */
  svgUrl: string;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  method: 'card' | 'promptpay';
  amountSatang: Satang;
  purchaseId: string;
  /** Set while a PromptPay intent waits for the buyer's bank app. */
  promptpay: PromptPayQr | null;
  lastError: PaymentFailure | null;
  currency: string | null;
  livemode: boolean;
}

export interface Refund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amountSatang: Satang;
}

/** A verified webhook, reduced to what the marketplace acts on. */
export type PaymentWebhook =
  | {
      id: string;
      type: 'payment.succeeded';
      purchaseId: string;
      paymentId: string;
      amountSatang: Satang;
      method: 'card' | 'promptpay';
      /** Checked against THB and the key's mode before the payment counts (issue 15). */
      currency: string | null;
      livemode: boolean;
    }
  | { id: string; type: 'payment.failed'; purchaseId: string; paymentId: string; failure: PaymentFailure }
  | {
      id: string;
      type: 'refund.succeeded';
      purchaseId: string;
      paymentId: string;
      refundId: string;
      amountSatang: Satang;
    }
  /** Anything else the provider sends: acknowledged and ignored. */
  | { id: string; type: 'ignored'; providerType: string };

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * The provider takes test money (the sandbox, or Stripe with a test key): shown on screen as
   * test mode, marked on each payment and its credit, and never paid out to a seller (issue 15).
   * A payment whose `livemode` disagrees with it is refused.
   */
  readonly testMode: boolean;
  /** What the browser needs to mount the provider's own component. */
  readonly publishableKey: string;
  readonly supportsEWallet: boolean;

  /** An embedded checkout session for one purchase; idempotent on `idempotencyKey`. */
  createCheckoutSession(input: {
    purchaseId: string;
    amountSatang: Satang;
    title: string;
    customerEmail: string | null;
    /** Where the provider sends the buyer back, with `{CHECKOUT_SESSION_ID}` in it. */
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;

  /** A payment intent for card direct or PromptPay; idempotent on `idempotencyKey`. */
  createPaymentIntent(input: {
    purchaseId: string;
    amountSatang: Satang;
    method: 'card' | 'promptpay';
    customerEmail: string | null;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent | null>;

  /** Refunds a succeeded payment in full; idempotent on `idempotencyKey`. */
  refund(input: { paymentId: string; amountSatang: Satang; idempotencyKey: string }): Promise<Refund>;

  /** Checks the signature over the raw body and reads the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhook;
}
