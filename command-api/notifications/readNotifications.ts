import { NOTIFICATIONS_READ_ALL_MAX } from '../constants.ts';
import { streams } from '../../events/streams.ts';
import type { EventStore } from '../../events/eventStore.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import { DomainError } from '../domain/decider.ts';
import { notificationDecider } from '../domain/notification/decide.ts';
import { handleCommand, type CommandContext } from '../handleCommand.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';

export interface NotificationDeps {
  store: EventStore;
  /** The notifications read model: who each notification is for, and whether it is read. */
  readModels: Pick<ReadModelLookups, 'waitUntilProjected' | 'notification' | 'unreadNotifications'>;
}

/** Marks `ids` read on the reader's stream; what is read already is no error (null: nothing new). */
async function markRead(
  deps: NotificationDeps,
  uid: string,
  ids: string[],
  context: CommandContext,
): Promise<{ ids: string[]; position: GlobalPosition } | null> {
  if (ids.length === 0) return null;
  try {
    const { events, position } = await handleCommand(
      deps.store,
      streams.notifications(uid),
      notificationDecider,
      { type: 'MarkNotificationsRead', uid, ids, now: new Date().toISOString() },
      context,
    );
    return { ids: events.flatMap((event) => event.data.ids), position };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOTIFICATIONS_ALREADY_READ') return null;
    throw error;
  }
}

/** One of the reader's own notifications: someone else's and unknown ids are alike not found. */
export async function readNotification(
  deps: NotificationDeps,
  uid: string,
  id: string,
  context: CommandContext,
) {
  const row = await deps.readModels.notification(id);
  if (!row || row.uid !== uid) throw new DomainError('NOTIFICATION_NOT_FOUND');
  return row.read ? null : markRead(deps, uid, [id], context);
}

/** Every unread notification of the reader (the newest NOTIFICATIONS_READ_ALL_MAX at once). */
export async function readAllNotifications(deps: NotificationDeps, uid: string, context: CommandContext) {
  const ids = await deps.readModels.unreadNotifications(uid, NOTIFICATIONS_READ_ALL_MAX);
  return markRead(deps, uid, ids, context);
}
