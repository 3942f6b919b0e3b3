import {
  ALERT_AREAS_MAX,
  ALERT_CHANNELS_DEFAULT,
  PUSH_SUBSCRIPTIONS_MAX,
} from '../../../events/constants.ts';
import type {
  AlertArea,
  AlertAreasSet,
  AlertChannelsSet,
  AlertEvent,
  PushSubscribed,
  PushUnsubscribed,
} from '../../../events/request/alertAreaEvents.ts';
import { DomainError, type Decider } from '../decider.ts';

/**
 * An `alerts-{uid}` stream: the areas a seller drives, where a new footage request reaches them
 * (issue 22), the channels they are told through besides the in-app list, and the browsers Web
 * Push reaches.
 */
export interface AlertsState {
  areas: AlertArea[];
  channels: { email: boolean; push: boolean };
  /** The member's browsers subscribed to Web Push, the oldest first. */
  push: PushSubscription[];
}

export interface PushSubscription {
  subscriptionId: string;
  keys: PushSubscribed['data']['keys'];
}

/** An area as the seller sends it; its id is kept when the same area was saved before. */
export type AlertAreaInput = Omit<AlertArea, 'areaId'>;

/** The whole list as the seller saved it; an empty list turns the alerts off. */
export interface SetAlertAreas {
  type: 'SetAlertAreas';
  uid: string;
  areas: AlertAreaInput[];
  /** Ids for areas not saved before, one per area (the handler makes them). */
  newAreaIds: string[];
  now: string;
}

export interface SetAlertChannels {
  type: 'SetAlertChannels';
  uid: string;
  email: boolean;
  push: boolean;
  now: string;
}

/** A browser's PushSubscription; `subscriptionId` is the sha256 of its endpoint (the handler's). */
export interface SubscribePush {
  type: 'SubscribePush';
  uid: string;
  subscriptionId: string;
  endpoint: string;
  keys: PushSubscribed['data']['keys'];
  now: string;
}

/** The member turns push off in a browser, or the push service says the subscription is gone. */
export interface UnsubscribePush {
  type: 'UnsubscribePush';
  uid: string;
  subscriptionId: string;
  now: string;
}

/**
 * The push service ended a browser's subscription and the browser made a new one: its service
 * worker, with no session, names the old one and sends the new, which takes the old one's place.
 */
export interface RenewPush {
  type: 'RenewPush';
  uid: string;
  oldSubscriptionId: string;
  subscriptionId: string;
  endpoint: string;
  keys: PushSubscribed['data']['keys'];
  now: string;
}

export type AlertsCommand = SetAlertAreas | SetAlertChannels | SubscribePush | UnsubscribePush | RenewPush;

const sameArea = (a: AlertAreaInput, b: AlertAreaInput) =>
  a.label === b.label && a.lat === b.lat && a.lng === b.lng && a.radiusM === b.radiusM;

export function setAlertAreas(command: SetAlertAreas, state: AlertsState): [AlertAreasSet] {
  if (command.areas.length > ALERT_AREAS_MAX) throw new DomainError('ALERT_AREAS_TOO_MANY');
  const unused = [...state.areas];
  const areas = command.areas.map((area, index): AlertArea => {
    const at = unused.findIndex((saved) => sameArea(saved, area));
    const areaId = at === -1 ? command.newAreaIds[index]! : unused.splice(at, 1)[0]!.areaId;
    return { areaId, label: area.label, lat: area.lat, lng: area.lng, radiusM: area.radiusM };
  });
  return [{ type: 'AlertAreasSet', data: { uid: command.uid, areas, setAt: command.now } }];
}

export function setAlertChannels(command: SetAlertChannels): [AlertChannelsSet] {
  return [
    {
      type: 'AlertChannelsSet',
      data: { uid: command.uid, email: command.email, push: command.push, setAt: command.now },
    },
  ];
}

/**
 * A browser subscribes (again with new keys, which replaces the old ones); the same keys again
 * change nothing (PUSH_ALREADY_SUBSCRIBED). Past PUSH_SUBSCRIPTIONS_MAX the oldest goes first.
 */
export function subscribePush(
  command: SubscribePush,
  state: AlertsState,
): [PushSubscribed] | [PushUnsubscribed, PushSubscribed] {
  const { uid, subscriptionId, endpoint, keys, now } = command;
  const known = state.push.find((sub) => sub.subscriptionId === subscriptionId);
  if (known && known.keys.p256dh === keys.p256dh && known.keys.auth === keys.auth)
    throw new DomainError('PUSH_ALREADY_SUBSCRIBED');
  const subscribed: PushSubscribed = {
    type: 'PushSubscribed',
    data: {
      uid,
      subscriptionId,
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      subscribedAt: now,
    },
  };
  const oldest = state.push[0];
  if (known || state.push.length < PUSH_SUBSCRIPTIONS_MAX || !oldest) return [subscribed];
  return [
    { type: 'PushUnsubscribed', data: { uid, subscriptionId: oldest.subscriptionId, at: now } },
    subscribed,
  ];
}

export function unsubscribePush(command: UnsubscribePush, state: AlertsState): [PushUnsubscribed] {
  if (!state.push.some((sub) => sub.subscriptionId === command.subscriptionId))
    throw new DomainError('PUSH_SUBSCRIPTION_NOT_FOUND');
  return [
    {
      type: 'PushUnsubscribed',
      data: { uid: command.uid, subscriptionId: command.subscriptionId, at: command.now },
    },
  ];
}

/**
 * The old subscription goes and the new one comes, in one append: the member's browsers stay as
 * many as they were. Only a subscription still on record is renewed (PUSH_SUBSCRIPTION_NOT_FOUND:
 * one already dropped, as when the push service answered that it was gone, waits for the app's
 * next start). A new one already there with the same keys is not recorded again.
 */
export function renewPush(
  command: RenewPush,
  state: AlertsState,
): [PushSubscribed] | [PushUnsubscribed] | [PushUnsubscribed, PushSubscribed] {
  const { uid, oldSubscriptionId, subscriptionId, endpoint, keys, now } = command;
  if (!state.push.some((sub) => sub.subscriptionId === oldSubscriptionId))
    throw new DomainError('PUSH_SUBSCRIPTION_NOT_FOUND');
  const subscribed: PushSubscribed = {
    type: 'PushSubscribed',
    data: { uid, subscriptionId, endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, subscribedAt: now },
  };
  const known = state.push.find((sub) => sub.subscriptionId === subscriptionId);
  const sameKeys = known?.keys.p256dh === keys.p256dh && known?.keys.auth === keys.auth;
  if (oldSubscriptionId === subscriptionId) {
    if (sameKeys) throw new DomainError('PUSH_ALREADY_SUBSCRIBED');
    return [subscribed];
  }
  const unsubscribed: PushUnsubscribed = {
    type: 'PushUnsubscribed',
    data: { uid, subscriptionId: oldSubscriptionId, at: now },
  };
  return sameKeys ? [unsubscribed] : [unsubscribed, subscribed];
}

export function evolveAlerts(state: AlertsState, event: AlertEvent): AlertsState {
  switch (event.type) {
    case 'AlertAreasSet':
      return { ...state, areas: event.data.areas };
    case 'AlertChannelsSet':
      return { ...state, channels: { email: event.data.email, push: event.data.push } };
    case 'PushSubscribed': {
      const { subscriptionId, keys } = event.data;
      const others = state.push.filter((sub) => sub.subscriptionId !== subscriptionId);
      return { ...state, push: [...others, { subscriptionId, keys }] };
    }
    case 'PushUnsubscribed':
      return {
        ...state,
        push: state.push.filter((sub) => sub.subscriptionId !== event.data.subscriptionId),
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const alertsDecider: Decider<AlertsState, AlertsCommand, AlertEvent> = {
  initialState: () => ({ areas: [], channels: { ...ALERT_CHANNELS_DEFAULT }, push: [] }),
  evolve: evolveAlerts,
  decide(command, state) {
    switch (command.type) {
      case 'SetAlertAreas':
        return setAlertAreas(command, state);
      case 'SetAlertChannels':
        return setAlertChannels(command);
      case 'SubscribePush':
        return subscribePush(command, state);
      case 'UnsubscribePush':
        return unsubscribePush(command, state);
      case 'RenewPush':
        return renewPush(command, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
