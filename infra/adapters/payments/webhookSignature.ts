import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../../../command-api/ports/paymentProvider.ts';

/** A webhook signed longer ago than this is refused (replay protection, Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's webhook signature scheme, which the sandbox uses too so that one endpoint and one
 * verification path serve both providers: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>">`. Several v1 entries may appear (Stripe sends one per active secret while a
 * secret is being rolled), and any one matching is enough.
 */
function signature(payload: string | Buffer, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** The `Stripe-Signature` header for `rawBody`, signed at `timestamp` (unix seconds). */
export function signWebhook(rawBody: string | Buffer, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${signature(rawBody, secret, timestamp)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return { timestamp, signatures };
}

/**
 * Throws WebhookSignatureError unless one v1 signature in the header matches the raw body and the
 * timestamp lies within the tolerance of `nowSeconds` (either side: a replay is old, and a
 * timestamp from the future is no more trustworthy). Comparison is constant-time.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('No signature header');
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp)) throw new WebhookSignatureError('No timestamp in the signature header');
  if (signatures.length === 0) throw new WebhookSignatureError('No v1 signature in the signature header');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  const expected = Buffer.from(signature(rawBody, secret, timestamp), 'hex');
  const matches = signatures.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!matches) throw new WebhookSignatureError('No signature matches the body');
}
