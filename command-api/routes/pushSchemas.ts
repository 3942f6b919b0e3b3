import { z } from 'zod';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import { PUSH_ENDPOINT_MAX } from '../constants.ts';
import { pushEndpointAccepted } from '../push/pushEndpoints.ts';
import { isAuthSecret, isP256PublicKey } from '../push/pushKeys.ts';
import { pushTexts as t } from './messages/pushTexts.ts';

export const pushSubscriptionParams = z.object({ id: idSchema(t.notFound) }).strict();

const key = (valid: (text: string) => boolean) =>
  z.string({ error: t.keysInvalid }).max(200, t.keysInvalid).refine(valid, t.keysInvalid);

/**
 * The browser's PushSubscription as `JSON.stringify` gives it. The endpoint must be a known push
 * service's (`extraOrigins`: the composition's test seam for a local one).
 */
export function pushSubscriptionBody(extraOrigins: readonly string[]) {
  return z
    .object({
      endpoint: z
        .string({ error: t.subscriptionInvalid })
        .max(PUSH_ENDPOINT_MAX, t.subscriptionInvalid)
        .refine((endpoint) => pushEndpointAccepted(endpoint, extraOrigins), t.endpointUnsupported),
      expirationTime: z.number({ error: t.subscriptionInvalid }).nullable().optional(),
      keys: z
        .object({ p256dh: key(isP256PublicKey), auth: key(isAuthSecret) }, { error: t.keysInvalid })
        .strict(),
    })
    .strict();
}

/**
 * A browser's renewed PushSubscription and the endpoint of the one its push service ended, as its
 * service worker sends them (no session).
 */
export function pushRenewalBody(extraOrigins: readonly string[]) {
  return z
    .object({
      oldEndpoint: z
        .string({ error: t.subscriptionInvalid })
        .min(1, t.subscriptionInvalid)
        .max(PUSH_ENDPOINT_MAX, t.subscriptionInvalid),
      subscription: pushSubscriptionBody(extraOrigins),
    })
    .strict();
}
