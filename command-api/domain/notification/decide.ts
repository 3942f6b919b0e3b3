import type {
  NotificationEvent,
  NotificationsRead,
} from '../../../events/notification/notificationEvents.ts';
import { DomainError, type Decider } from '../decider.ts';

/** What a person has read of their notifications (their `notifications-{uid}` stream). */
export interface NotificationsState {
  read: Set<string>;
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
  initialState: () => ({ read: new Set() }),
  evolve: (state, event) => ({ read: new Set([...state.read, ...event.data.ids]) }),
  decide: (command, state) => markNotificationsRead(command, state),
};
