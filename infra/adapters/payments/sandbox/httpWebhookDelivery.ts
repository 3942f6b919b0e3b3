import type { SandboxPaymentDeps } from './sandboxPaymentProvider.ts';

/**
 * Stripe gives up on an endpoint that has not answered within seconds and counts it as a failed
 * delivery; the sandbox does the same, so a hung handler leads to a retry rather than a payer
 * waiting on the sandbox's own page.
 */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The sandbox's `deliver`: POSTs each signed event to the marketplace's webhook endpoint
 * (`<base URL>/api/payment-provider/webhook`) as Stripe does, with the `Stripe-Signature` header.
 * Anything but a 2xx answer is a failed delivery, which the sandbox retries.
 */
export function httpWebhookDelivery(
  url: string,
  options: { timeoutMs?: number } = {},
): SandboxPaymentDeps['deliver'] {
  return async (rawBody, signatureHeader) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signatureHeader,
        'user-agent': 'dashclip-sandbox-payments/1.0 (+webhooks)',
      },
      body: rawBody,
      signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
    });
    // The answer's body is of no interest, but it must be read for the connection to be reused.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`webhook endpoint answered ${response.status}`);
  };
}
