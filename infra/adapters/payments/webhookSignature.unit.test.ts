import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_TOLERANCE_SECONDS } from './webhookSignature.ts';
import { WebhookSignatureError } from '../../../command-api/ports/paymentProvider.ts';
import { signWebhook, verifyWebhookSignature } from './webhookSignature.ts';

const secret = 'whsec_unit_test_secret';
const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });
const now = 1_800_000_000;

describe('webhook signatures (the Stripe scheme)', () => {
  it('accepts what it signed, as a string or as the raw bytes', () => {
    const header = signWebhook(body, secret, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(body, header, secret, now)).not.toThrow();
    expect(() => verifyWebhookSignature(Buffer.from(body), header, secret, now + 10)).not.toThrow();
  });

  it('speaks exactly Stripe’s scheme: Stripe’s SDK accepts ours and we accept Stripe’s', () => {
    const ours = signWebhook(body, secret, Math.floor(Date.now() / 1000));
    expect(Stripe.webhooks.constructEvent(body, ours, secret).id).toBe('evt_1');
    const theirs = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: now });
    expect(() => verifyWebhookSignature(body, theirs, secret, now)).not.toThrow();
  });

  it('accepts a header with several v1 signatures when one matches (a secret being rolled)', () => {
    const good = signWebhook(body, secret, now).split(',v1=')[1]!;
    const header = `t=${now},v1=${'0'.repeat(64)},v0=abc,v1=${good}`;
    expect(() => verifyWebhookSignature(body, header, secret, now)).not.toThrow();
  });

  it('refuses a tampered body, another secret, a missing or malformed header', () => {
    const header = signWebhook(body, secret, now);
    const refused = (raw: string, head: string | undefined, key = secret) =>
      expect(() => verifyWebhookSignature(raw, head, key, now)).toThrow(WebhookSignatureError);
    refused(body.replace('evt_1', 'evt_2'), header);
    refused(body, header, 'whsec_someone_else');
    refused(body, undefined);
    refused(body, '');
    refused(body, 'garbage');
    refused(body, `t=${now}`);
    refused(body, header.replace(/^t=\d+/, 't=abc'));
    refused(body, header.replace(/v1=/, 'v0='));
  });

  it('refuses a timestamp beyond the tolerance either way, and accepts one at its edge', () => {
    const old = signWebhook(body, secret, now - WEBHOOK_TOLERANCE_SECONDS - 1);
    expect(() => verifyWebhookSignature(body, old, secret, now)).toThrow(WebhookSignatureError);
    const future = signWebhook(body, secret, now + WEBHOOK_TOLERANCE_SECONDS + 1);
    expect(() => verifyWebhookSignature(body, future, secret, now)).toThrow(WebhookSignatureError);
    const edge = signWebhook(body, secret, now - WEBHOOK_TOLERANCE_SECONDS);
    expect(() => verifyWebhookSignature(body, edge, secret, now)).not.toThrow();
  });
});
