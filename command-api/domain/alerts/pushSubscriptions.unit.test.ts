import { describe, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_MAX } from '../../../events/constants.ts';
import type { PushSubscribed, PushUnsubscribed } from '../../../events/request/alertAreaEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { alertsDecider, type RenewPush, type SubscribePush } from './decide.ts';

const spec = deciderSpecification(alertsDecider);
const now = '2026-11-21T06:00:00.000Z';
const keys = { p256dh: 'BPhone', auth: 'secret' };
const subscribe = (subscriptionId: string, withKeys = keys): SubscribePush => ({
  type: 'SubscribePush',
  uid: 'u1',
  subscriptionId,
  endpoint: `https://fcm.googleapis.com/fcm/send/${subscriptionId}`,
  keys: withKeys,
  now,
});
const subscribed = (subscriptionId: string, withKeys = keys): PushSubscribed => ({
  type: 'PushSubscribed',
  data: {
    uid: 'u1',
    subscriptionId,
    endpoint: `https://fcm.googleapis.com/fcm/send/${subscriptionId}`,
    keys: withKeys,
    subscribedAt: now,
  },
});
const unsubscribed = (subscriptionId: string): PushUnsubscribed => ({
  type: 'PushUnsubscribed',
  data: { uid: 'u1', subscriptionId, at: now },
});

describe('Web Push subscriptions on the alerts stream', () => {
  it('a browser subscribes; the same browser with new keys subscribes again', () => {
    spec
      .given([])
      .when(subscribe('s1'))
      .then([subscribed('s1')]);
    const renewed = { p256dh: 'BPhone2', auth: 'secret2' };
    spec
      .given([subscribed('s1')])
      .when(subscribe('s1', renewed))
      .then([subscribed('s1', renewed)]);
  });

  it('the same browser with the same keys changes nothing', () => {
    spec
      .given([subscribed('s1')])
      .when(subscribe('s1'))
      .thenThrows('PUSH_ALREADY_SUBSCRIBED');
  });

  it(`past ${PUSH_SUBSCRIPTIONS_MAX} browsers the oldest goes first`, () => {
    const many = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, (_, i) => subscribed(`s${i}`));
    spec
      .given(many)
      .when(subscribe('new'))
      .then([unsubscribed('s0'), subscribed('new')]);
    // One renewed moves to the end: the next to go is the one after it.
    spec
      .given([...many, subscribed('s0', { p256dh: 'BNew', auth: 'new' })])
      .when(subscribe('new'))
      .then([unsubscribed('s1'), subscribed('new')]);
    // A browser already there only renews.
    spec
      .given(many)
      .when(subscribe('s3', { p256dh: 'B3', auth: '3' }))
      .then([subscribed('s3', { p256dh: 'B3', auth: '3' })]);
  });

  it('a browser unsubscribes once; an unknown one is not found', () => {
    spec
      .given([subscribed('s1')])
      .when({ type: 'UnsubscribePush', uid: 'u1', subscriptionId: 's1', now })
      .then([unsubscribed('s1')]);
    spec
      .given([subscribed('s1'), unsubscribed('s1')])
      .when({ type: 'UnsubscribePush', uid: 'u1', subscriptionId: 's1', now })
      .thenThrows('PUSH_SUBSCRIPTION_NOT_FOUND');
    spec
      .given([])
      .when({ type: 'UnsubscribePush', uid: 'u1', subscriptionId: 'other', now })
      .thenThrows('PUSH_SUBSCRIPTION_NOT_FOUND');
  });

  describe('a subscription the push service ended, renewed by the browser', () => {
    const renew = (oldSubscriptionId: string, subscriptionId: string, withKeys = keys): RenewPush => ({
      ...subscribe(subscriptionId, withKeys),
      type: 'RenewPush',
      oldSubscriptionId,
    });
    const renewed = { p256dh: 'BPhone2', auth: 'secret2' };

    it('given the old one, when renewed, then the old one goes and the new one comes in one append', () => {
      spec
        .given([subscribed('s1'), subscribed('s2')])
        .when(renew('s1', 'new', renewed))
        .then([unsubscribed('s1'), subscribed('new', renewed)]);
    });

    it(`given ${PUSH_SUBSCRIPTIONS_MAX} browsers, when one is renewed, then nobody else is pushed out`, () => {
      const many = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, (_, i) => subscribed(`s${i}`));
      spec
        .given(many)
        .when(renew('s5', 'new'))
        .then([unsubscribed('s5'), subscribed('new')]);
    });

    it('given the same endpoint with new keys, then only the keys change; with the same keys, nothing', () => {
      spec
        .given([subscribed('s1')])
        .when(renew('s1', 's1', renewed))
        .then([subscribed('s1', renewed)]);
      spec
        .given([subscribed('s1')])
        .when(renew('s1', 's1'))
        .thenThrows('PUSH_ALREADY_SUBSCRIBED');
    });

    it('given the new one already sent by the app, then the old one only goes', () => {
      spec
        .given([subscribed('s1'), subscribed('new', renewed)])
        .when(renew('s1', 'new', renewed))
        .then([unsubscribed('s1')]);
    });

    it('given an old one no longer on record, then it is not found and nothing is recorded', () => {
      spec
        .given([subscribed('s1'), unsubscribed('s1')])
        .when(renew('s1', 'new'))
        .thenThrows('PUSH_SUBSCRIPTION_NOT_FOUND');
      spec.given([]).when(renew('other', 'new')).thenThrows('PUSH_SUBSCRIPTION_NOT_FOUND');
    });
  });
});
