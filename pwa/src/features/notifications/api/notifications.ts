/**
 * GET /notifications, PUT /notifications/{id}/read and PUT /notifications/read-all: the signed-in
 * person's notifications (kind + data; the Thai sentence is worded here, see notificationText.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientText } from '../../../lib/lenientSchemas.ts';

const notificationSchema = z.object({
  _id: z.string(),
  kind: lenientText,
  data: z.catch(z.record(z.string(), z.unknown()), {}),
  read: z.boolean(),
  createdAt: lenientText,
  link: z.catch(z.string(), '/'),
});
export type AppNotification = z.infer<typeof notificationSchema>;

const notificationsSchema = z.object({
  notifications: z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((item) => {
        const parsed = notificationSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
  unreadCount: z.catch(z.number().check(z.int(), z.nonnegative()), 0),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export function getNotifications(signal?: AbortSignal): Promise<Notifications> {
  return apiRequest('/notifications', { schema: notificationsSchema, signal });
}

export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', schema: z.unknown() });
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('/notifications/read-all', { method: 'PUT', schema: z.unknown() });
}

export const notificationsQueryOptions = (pollMs: number) =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: pollMs,
  });
