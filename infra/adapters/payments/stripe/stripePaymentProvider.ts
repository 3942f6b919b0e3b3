import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from '../webhookSignature.ts';
import type {
  CheckoutSession,
  IntentStatus,
  PaymentIntent,
  PaymentProvider,
  PaymentWebhook,
  Refund,
} from '../../../../command-api/ports/paymentProvider.ts';
import { PAYMENT_CURRENCY, WebhookSignatureError } from '../../../../command-api/ports/paymentProvider.ts';
import { failureOf, toPaymentWebhook } from '../stripeShapedEvent.ts';
import { stripeKeyIsTest } from './stripeKeyMode.ts';

/**
 * Stripe (API 2026-10-28 through the stripe 23.1 SDK): embedded Checkout for the card flow,
 * PaymentIntents for card direct and PromptPay, refunds, and webhooks verified on the raw body.
 * Every create carries the caller's idempotency key, so a retried request never charges twice.
 * The purchase id rides in `metadata.purchaseId` of the session and of the payment it creates,
 * which is how a webhook finds its purchase.
 */

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another Stripe API endpoint: tests point the SDK at a local fake; production leaves it unset. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const INTENT_STATUSES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function toSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    clientSecret: session.client_secret ?? '',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    amountSatang: session.amount_total ?? 0,
    purchaseId: session.metadata?.purchaseId ?? '',
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    paymentIntentId: idOf(session.payment_intent),
    currency: session.currency?.toLowerCase() ?? null,
    livemode: session.livemode !== false,
  };
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const types = [...(intent.payment_method_types ?? []), ...(intent.allowed_payment_method_types ?? [])];
  const qr = intent.next_action?.promptpay_display_qr_code;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    // requires_capture never happens here (capture is automatic); it would be money on its way.
    status: INTENT_STATUSES.includes(intent.status as IntentStatus)
      ? (intent.status as IntentStatus)
      : 'processing',
    method: types.includes('promptpay') ? 'promptpay' : 'card',
    amountSatang: intent.amount,
    purchaseId: intent.metadata?.purchaseId ?? '',
    promptpay: qr ? { data: qr.data, svgUrl: qr.image_url_svg } : null,
    lastError: failureOf(intent.last_payment_error),
    currency: intent.currency?.toLowerCase() ?? null,
    livemode: intent.livemode !== false,
  };
}

function toRefund(refund: Stripe.Refund): Refund {
  const status = refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : 'pending';
  return {
    id: refund.id,
    status: refund.status === 'canceled' ? 'failed' : status,
    amountSatang: refund.amount,
  };
}

/** A retrieve of something Stripe does not have answers null, as the port asks. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
    throw error;
  }
}

export function stripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.api ?? {}),
    // Our own idempotency keys make retries safe; the SDK may retry a dropped connection.
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'dashclip' },
  });

  return {
    name: 'stripe',
    testMode: stripeKeyIsTest(options.secretKey),
    publishableKey: options.publishableKey,
    // Stripe's Thai e-wallets (TrueMoney and the like) are not offered in THB for this account type.
    supportsEWallet: false,

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PAYMENT_CURRENCY,
                unit_amount: input.amountSatang,
                product_data: { name: input.title },
              },
            },
          ],
          return_url: input.returnUrl,
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          client_reference_id: input.purchaseId,
          metadata: { purchaseId: input.purchaseId },
          // The session's payment carries the purchase too: its webhooks (failure, refund) name it.
          payment_intent_data: { metadata: { purchaseId: input.purchaseId } },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toSession(session);
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await orNull(() => stripe.checkout.sessions.retrieve(sessionId));
      return session ? toSession(session) : null;
    },

    async createPaymentIntent(input) {
      const common = {
        amount: input.amountSatang,
        currency: PAYMENT_CURRENCY,
        metadata: { purchaseId: input.purchaseId },
        ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
      };
      // PromptPay needs the payer's e-mail; confirming at once makes Stripe answer the QR
      // (next_action.promptpay_display_qr_code) in the same request. Without an e-mail the
      // intent waits for the browser to confirm it through Stripe.js.
      const params: Stripe.PaymentIntentCreateParams =
        input.method === 'promptpay'
          ? {
              ...common,
              allowed_payment_method_types: ['promptpay'],
              ...(input.customerEmail
                ? {
                    confirm: true,
                    payment_method_data: {
                      type: 'promptpay',
                      billing_details: { email: input.customerEmail },
                    },
                  }
                : {}),
            }
          : { ...common, allowed_payment_method_types: ['card'] };
      const intent = await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
      return toIntent(intent);
    },

    async retrievePaymentIntent(paymentIntentId) {
      const intent = await orNull(() => stripe.paymentIntents.retrieve(paymentIntentId));
      return intent ? toIntent(intent) : null;
    },

    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amountSatang },
        { idempotencyKey: input.idempotencyKey },
      );
      return toRefund(refund);
    },

    verifyWebhook(rawBody, signatureHeader): PaymentWebhook {
      if (!signatureHeader) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        // Stripe's verifier throws its own error for a bad signature and SyntaxError for a body
        // that is not JSON; either way the request is refused, never half-read.
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid webhook');
      }
      return toPaymentWebhook(event);
    },
  };
}
