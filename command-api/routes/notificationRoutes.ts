import type { Router } from 'express';
import { z } from 'zod';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { readYourWrites } from '../../infra/http/readYourWrites.ts';
import {
  readAllNotifications,
  readNotification,
  type NotificationDeps,
} from '../notifications/readNotifications.ts';

const notificationParams = z.object({ id: idSchema() }).strict();

/** Reading notifications (spec §7 PUT /notifications/{id}/read; "read all" beyond the spec). */
export function notificationRoutes(router: Router, registry: OpenApiRegistry, deps: NotificationDeps): void {
  // Which notifications are the caller's is the read model's answer: it must have seen what they saw.
  router.put(
    ['/notifications/read-all', '/notifications/:id/read'],
    readYourWrites(deps.readModels.waitUntilProjected, ['notifications']),
  );

  defineRoute(router, registry, {
    method: 'put',
    path: '/notifications/read-all',
    summary: "Marks all the caller's unread notifications read; none unread is no error",
    access: 'member',
    async handle({ actor, correlationId }) {
      const done = await readAllNotifications(deps, actor!.id, { actor: actor!, correlationId });
      return done ? { data: { read: done.ids.length }, position: done.position } : { data: { read: 0 } };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/notifications/:id/read',
    summary: "Marks one of the caller's notifications read (again: 200); anyone else's or unknown: 404",
    access: 'member',
    params: notificationParams,
    async handle({ params, actor, correlationId }) {
      const done = await readNotification(deps, actor!.id, params.id, { actor: actor!, correlationId });
      const data = { _id: params.id, read: true };
      return done ? { data, position: done.position } : { data };
    },
  });
}
