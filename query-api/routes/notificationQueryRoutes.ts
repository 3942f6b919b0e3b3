import type { Router } from 'express';
import { z } from 'zod';
import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '../constants.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { listTexts } from './messages/listTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { listNotifications } from '../queries/listNotifications.ts';
import { page } from './querySchemas.ts';

const limitError = listTexts.invalidLimit(NOTIFICATIONS_MAX_PAGE_SIZE);
const notificationsQuery = z
  .object({
    page,
    limit: z.coerce
      .number({ error: limitError })
      .int({ error: limitError })
      .min(1, { error: limitError })
      .max(NOTIFICATIONS_MAX_PAGE_SIZE, { error: limitError })
      .default(NOTIFICATIONS_PAGE_SIZE),
  })
  .strict();

/** The caller's notifications (spec §7 GET /notifications). */
export function notificationQueryRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/notifications',
    summary:
      "The caller's notifications newest first (kind, data to word it, read, link) and how many are unread",
    access: 'member',
    query: notificationsQuery,
    handle: async ({ actor, query, req }) => {
      req.res?.setHeader('Cache-Control', 'private, no-store');
      return { data: await listNotifications(db, actor!.id, query) };
    },
  });
}
