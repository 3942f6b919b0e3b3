import type { Router } from 'express';
import type { EventStore } from '../../events/eventStore.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { setAlertAreas, setAlertChannels } from '../requests/alertCommands.ts';
import { alertAreasBody, alertChannelsBody } from './requestSchemas.ts';

const nowIso = () => new Date().toISOString();

/**
 * Where a seller wants to hear of new footage requests (issue 22): up to ALERT_AREAS_MAX areas
 * (pin and radius; personal data, never shown to anyone else), and whether alerts also come by
 * e-mail and Web Push besides the in-app list.
 */
export function alertAreaRoutes(router: Router, registry: OpenApiRegistry, store: EventStore): void {
  defineRoute(router, registry, {
    method: 'put',
    path: '/users/alert-areas',
    summary:
      'Save the areas a seller drives, where new footage requests reach them (the whole list; empty turns alerts off)',
    access: 'member',
    body: alertAreasBody,
    async handle({ body, actor, correlationId }) {
      const { events, position } = await setAlertAreas(
        store,
        { uid: actor!.id, areas: body.areas, now: nowIso() },
        { actor: actor!, correlationId },
      );
      const saved = events[0]!;
      const areas = saved.type === 'AlertAreasSet' ? saved.data.areas : [];
      return { data: { areas }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/users/alert-channels',
    summary: 'Choose whether footage-request alerts also come by e-mail and by Web Push',
    access: 'member',
    body: alertChannelsBody,
    async handle({ body, actor, correlationId }) {
      const { position } = await setAlertChannels(
        store,
        { uid: actor!.id, email: body.email, push: body.push, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { email: body.email, push: body.push }, position };
    },
  });
}
