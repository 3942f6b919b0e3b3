import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { streams } from '../../../events/streams.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { deliveriesProjection } from './deliveriesProjection.ts';
import { pushSubscriptionsOf } from './deliveryLookups.ts';

const at = '2026-11-21T06:00:00.000Z';
const endpoint = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;
const subscribed = (uid: string, id: string, p256dh = `B-${id}`): [string, DomainEvent] => [
  streams.alerts(uid),
  {
    type: 'PushSubscribed',
    data: {
      uid,
      subscriptionId: id,
      endpoint: endpoint(id),
      keys: { p256dh, auth: `a-${id}` },
      subscribedAt: at,
    },
  },
];
const unsubscribed = (uid: string, id: string): [string, DomainEvent] => [
  streams.alerts(uid),
  { type: 'PushUnsubscribed', data: { uid, subscriptionId: id, at } },
];
const erased = (uid: string): [string, DomainEvent] => [
  `user-${uid}`,
  { type: 'UserErased', data: { uid, erasedAt: at } },
];

describe('deliveries projection: the browsers Web Push reaches', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());
  const browsers = async (uid: string) =>
    (await pushSubscriptionsOf(spec.db, uid)).map((b) => [b.subscriptionId, b.keys.p256dh]);

  for (const delivery of ['given', 'givenInOneBatch'] as const)
    it(`subscribes, renews keys and unsubscribes per member (${delivery}, each event twice)`, async () => {
      spec = await projectionSpecification(deliveriesProjection);
      await spec[delivery]([
        subscribed('u1', 'phone'),
        subscribed('u1', 'laptop'),
        subscribed('u2', 'tablet'),
        subscribed('u1', 'phone', 'B-phone-renewed'),
        unsubscribed('u1', 'laptop'),
      ]);
      expect(await browsers('u1')).toEqual([['phone', 'B-phone-renewed']]);
      expect(await browsers('u2')).toEqual([['tablet', 'B-tablet']]);
      const [row] = (
        await spec.db.query<{ endpoint: string; auth: string }>(
          `select endpoint, auth from push_subscriptions where subscription_id = 'phone'`,
        )
      ).rows;
      expect(row).toEqual({ endpoint: endpoint('phone'), auth: 'a-phone' });
    });

  it('a browser another member subscribes is theirs from then on; the first one’s unsubscription leaves it', async () => {
    spec = await projectionSpecification(deliveriesProjection);
    await spec.given([
      subscribed('u1', 'shared'),
      subscribed('u2', 'shared', 'B-u2'),
      unsubscribed('u1', 'shared'),
    ]);
    expect(await browsers('u1')).toEqual([]);
    expect(await browsers('u2')).toEqual([['shared', 'B-u2']]);
  });

  it('erasure removes the member’s browsers and pending deliveries; a replay does not bring them back', async () => {
    spec = await projectionSpecification(deliveriesProjection);
    await spec.db.query(
      `insert into delivery_jobs (notification_id, channel, uid, kind, notified_at)
       values ('n1', 'email', 'u1', 'request_nearby', now()), ('n2', 'push', 'u2', 'request_nearby', now())`,
    );
    await spec.given([subscribed('u1', 'phone'), subscribed('u2', 'tablet'), erased('u1')]);
    expect(await browsers('u1')).toEqual([]);
    expect(await browsers('u2')).toEqual([['tablet', 'B-tablet']]);
    const jobs = await spec.db.query<{ uid: string }>(`select uid from delivery_jobs order by uid`);
    expect(jobs.rows).toEqual([{ uid: 'u2' }]);
    // Read back after the erasure, the endpoint and keys are blank: nothing to project.
    await spec.given([
      [
        streams.alerts('u3'),
        {
          type: 'PushSubscribed',
          data: { uid: 'u3', subscriptionId: 'x', endpoint: '', keys: {} as never, subscribedAt: at },
        },
      ],
      subscribed('u1', 'phone'),
    ]);
    expect(await browsers('u3')).toEqual([]);
    expect(await browsers('u1')).toEqual([]);
  });
});
