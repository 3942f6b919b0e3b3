import { createHash } from 'node:crypto';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import {
  alertsDecider,
  type RenewPush,
  type SubscribePush,
  type UnsubscribePush,
} from '../domain/alerts/decide.ts';
import { handleCommand, type CommandContext } from '../handleCommand.ts';

/** A subscription's id: the sha256 (hex) of its endpoint, so one browser is one subscription. */
export const pushSubscriptionId = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('hex');

/**
 * A member's browser subscribes to Web Push (PushSubscribed on `alerts-{uid}`). The same browser
 * with the same keys again records nothing (`position` null): the PWA sends its subscription
 * again when it starts with one the server may not know (renewed by the browser, or another
 * member signed in on it).
 */
export async function subscribePush(
  store: EventStore,
  input: Omit<SubscribePush, 'type' | 'subscriptionId'>,
  context: CommandContext,
): Promise<{ subscriptionId: string; position: GlobalPosition | null }> {
  const subscriptionId = pushSubscriptionId(input.endpoint);
  try {
    const { position } = await handleCommand(
      store,
      streams.alerts(input.uid),
      alertsDecider,
      { type: 'SubscribePush', subscriptionId, ...input },
      context,
    );
    return { subscriptionId, position };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PUSH_ALREADY_SUBSCRIBED')
      return { subscriptionId, position: null };
    throw error;
  }
}

/**
 * The member turns push off in a browser, or (a system actor) the push service answered that the
 * subscription is gone; PUSH_SUBSCRIPTION_NOT_FOUND when it is not the member's (any more).
 */
export function unsubscribePush(
  store: EventStore,
  input: Omit<UnsubscribePush, 'type'>,
  context: CommandContext,
) {
  return handleCommand(
    store,
    streams.alerts(input.uid),
    alertsDecider,
    { type: 'UnsubscribePush', ...input },
    context,
  );
}

/**
 * A browser renews the subscription its push service ended (the service worker's
 * `pushsubscriptionchange`, with no session): the member whose browser the old one is, found in
 * the read model, gets the new one in its place on their `alerts-{uid}` stream. The old endpoint
 * is the proof: only that browser, its push service and the server know it.
 * PUSH_SUBSCRIPTION_NOT_FOUND for one not (or no longer) on record.
 */
export async function renewPushSubscription(
  store: EventStore,
  ownerOf: (subscriptionId: string) => Promise<string | null>,
  input: Omit<RenewPush, 'type' | 'uid' | 'oldSubscriptionId' | 'subscriptionId'> & { oldEndpoint: string },
  context: CommandContext,
): Promise<{ subscriptionId: string; position: GlobalPosition | null }> {
  const oldSubscriptionId = pushSubscriptionId(input.oldEndpoint);
  const uid = await ownerOf(oldSubscriptionId);
  if (!uid) throw new DomainError('PUSH_SUBSCRIPTION_NOT_FOUND');
  const subscriptionId = pushSubscriptionId(input.endpoint);
  const command: RenewPush = {
    type: 'RenewPush',
    uid,
    oldSubscriptionId,
    subscriptionId,
    endpoint: input.endpoint,
    keys: input.keys,
    now: input.now,
  };
  try {
    const { position } = await handleCommand(store, streams.alerts(uid), alertsDecider, command, context);
    return { subscriptionId, position };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PUSH_ALREADY_SUBSCRIBED')
      return { subscriptionId, position: null };
    throw error;
  }
}
