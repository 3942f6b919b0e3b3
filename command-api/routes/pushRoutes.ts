import type { Router } from 'express';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { networkOf } from '../../infra/adapters/identity/networkOf.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { guestRequestLimiter } from '../complaints/guestRequestLimiter.ts';
import { PUSH_SUBSCRIBE_WINDOW_SECONDS, PUSH_SUBSCRIBES_PER_WINDOW } from '../constants.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';
import { renewPushSubscription, subscribePush, unsubscribePush } from '../push/pushSubscriptionCommands.ts';
import { pushRenewalBody, pushSubscriptionBody, pushSubscriptionParams } from './pushSchemas.ts';

const nowIso = () => new Date().toISOString();

/** A subscription recorded (201, with its position), or one the server had already (200). */
const subscriptionAnswer = ({
  subscriptionId,
  position,
}: {
  subscriptionId: string;
  position: GlobalPosition | null;
}) =>
  position ? { status: 201, data: { subscriptionId }, position } : { status: 200, data: { subscriptionId } };

/** What the push routes need from the composition. */
export interface PushDeps {
  store: EventStore;
  /** Whose browser a subscription is (a renewal comes with no session). */
  readModels: Pick<ReadModelLookups, 'pushSubscriptionOwner'>;
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey: string;
  /** Origins accepted besides the known push services: a test seam for a local push service. */
  extraEndpointOrigins?: readonly string[];
}

/**
 * Web Push (issue 22: alerts reach a phone with the app closed): the key a browser subscribes
 * with, and a member's browsers subscribing and unsubscribing on their `alerts-{uid}` stream. The
 * delivery worker (infra/app/deliveries/) sends to them, as the member's channels say.
 */
export function pushRoutes(router: Router, registry: OpenApiRegistry, deps: PushDeps): void {
  const subscribes = guestRequestLimiter(PUSH_SUBSCRIBES_PER_WINDOW, PUSH_SUBSCRIBE_WINDOW_SECONDS);
  const renewals = guestRequestLimiter(PUSH_SUBSCRIBES_PER_WINDOW, PUSH_SUBSCRIBE_WINDOW_SECONDS);

  defineRoute(router, registry, {
    method: 'get',
    path: '/push/public-key',
    summary: 'The VAPID public key (base64url) a browser subscribes to Web Push with (applicationServerKey)',
    access: 'public',
    cacheSeconds: 300,
    handle: async () => ({ data: { publicKey: deps.publicKey } }),
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/users/push-subscriptions',
    summary:
      "Subscribe this browser to the member's alerts by Web Push (the browser's PushSubscription as JSON); the same one again changes nothing",
    access: 'member',
    body: pushSubscriptionBody(deps.extraEndpointOrigins ?? []),
    async handle({ body, actor, correlationId }) {
      subscribes.take(actor!.id);
      return subscriptionAnswer(
        await subscribePush(
          deps.store,
          { uid: actor!.id, endpoint: body.endpoint, keys: body.keys, now: nowIso() },
          { actor: actor!, correlationId },
        ),
      );
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/push-subscriptions/renewals',
    summary:
      "A browser's service worker renews the subscription its push service ended: the new one takes the old one's place for the member whose browser it is (no session: the old endpoint is the proof; limited per network)",
    access: 'public',
    body: pushRenewalBody(deps.extraEndpointOrigins ?? []),
    async handle({ body, req, correlationId }) {
      renewals.take(networkOf(req.ip ?? ''));
      return subscriptionAnswer(
        await renewPushSubscription(
          deps.store,
          (id) => deps.readModels.pushSubscriptionOwner(id),
          {
            oldEndpoint: body.oldEndpoint,
            endpoint: body.subscription.endpoint,
            keys: body.subscription.keys,
            now: nowIso(),
          },
          { actor: { system: 'push-renewal' }, correlationId },
        ),
      );
    },
  });

  defineRoute(router, registry, {
    method: 'delete',
    path: '/users/push-subscriptions/:id',
    summary: "Unsubscribe one of the member's browsers from Web Push (its subscriptionId)",
    access: 'member',
    params: pushSubscriptionParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await unsubscribePush(
        deps.store,
        { uid: actor!.id, subscriptionId: params.id, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { subscriptionId: params.id, unsubscribed: true }, position };
    },
  });
}
