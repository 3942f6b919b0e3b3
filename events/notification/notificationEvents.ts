import { z } from 'zod';

/**
 * Events of a `notifications-{uid}` stream: what the person has read of their notifications. The
 * notifications themselves are a read model (projector/projections/notifications) derived from the
 * events they tell about; reading one is a state change of its own, so it is an event too.
 */
export const notificationsReadSchema = z.object({
  uid: z.string(),
  /** The notification ids (read-model ids) marked read at once: one, or all unread ("read all"). */
  ids: z.array(z.string()).min(1),
  readAt: z.string(),
});

export type NotificationsRead = { type: 'NotificationsRead'; data: z.infer<typeof notificationsReadSchema> };
export type NotificationEvent = NotificationsRead;
