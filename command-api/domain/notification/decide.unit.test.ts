import { describe, it } from 'vitest';
import type { NotificationsRead } from '../../../events/notification/notificationEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { notificationDecider, type MarkNotificationsRead } from './decide.ts';

const spec = deciderSpecification(notificationDecider);
const now = '2026-11-21T06:00:00.000Z';
const mark = (ids: string[]): MarkNotificationsRead => ({
  type: 'MarkNotificationsRead',
  uid: 'u1',
  ids,
  now,
});
const read = (ids: string[]): NotificationsRead => ({
  type: 'NotificationsRead',
  data: { uid: 'u1', ids, readAt: now },
});

describe('reading notifications', () => {
  it('marks unread notifications read', () => {
    spec
      .given([])
      .when(mark(['n1', 'n2']))
      .then([read(['n1', 'n2'])]);
  });

  it('leaves out what was read before and ids named twice', () => {
    spec
      .given([read(['n1'])])
      .when(mark(['n1', 'n2', 'n2']))
      .then([read(['n2'])]);
  });

  it('refuses when everything named is already read (the route answers that as done)', () => {
    spec
      .given([read(['n1']), read(['n2'])])
      .when(mark(['n2', 'n1']))
      .thenThrows('NOTIFICATIONS_ALREADY_READ');
    spec.given([]).when(mark([])).thenThrows('NOTIFICATIONS_ALREADY_READ');
  });
});
