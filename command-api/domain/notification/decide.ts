import type {
  NotificationEvent,
  NotificationsRead,
} from '../../../events/notification/notificationEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import { Set as PersistentSet } from 'immutable';

/** What a person has read of their notifications (their `notifications-{uid}` stream). */
export interface NotificationsState {
  /**
   * Persistent (immutable.js): marking one more read shares the rest with the state before, so a
   * long-read stream does not copy every id it ever read per event or per command (issue 20).
   */
  read: PersistentSet<string>;
}

/**
 * Marks notifications read. Which ids are the reader's own is the read model's answer (the route
 * asks it before deciding: someone else's or an unknown id is 404 there); the stream only keeps
 * each id from being read twice.
 */
export interface MarkNotificationsRead {
  type: 'MarkNotificationsRead';
  uid: string;
  ids: string[];
  now: string;
}

export type NotificationCommand = MarkNotificationsRead;

export function markNotificationsRead(
  command: MarkNotificationsRead,
  state: NotificationsState,
): [NotificationsRead] {
  const unread = [...new Set(command.ids)].filter((id) => !state.read.has(id));
  if (unread.length === 0) throw new DomainError('NOTIFICATIONS_ALREADY_READ');
  return [{ type: 'NotificationsRead', data: { uid: command.uid, ids: unread, readAt: command.now } }];
}

export const notificationDecider: Decider<NotificationsState, NotificationCommand, NotificationEvent> = {
  initialState: () => ({ read: PersistentSet() }),
  evolve: (state, event) => ({ read: state.read.union(event.data.ids) }),
  fold: (state, events) => ({
    read: state.read.withMutations((read) =>
      events.forEach((event) => event.data.ids.forEach((id) => read.add(id))),
    ),
  }),
  // Notification ids only (the uid is the stream's name, never in the state).
  keepsState: true,
  snapshot: {
    kind: 'notifications',
    schema: 1,
    encode: (state) => [...state.read],
    decode: (json) => ({ read: PersistentSet(json as string[]) }),
  },
  decide: (command, state) => markNotificationsRead(command, state),
};
