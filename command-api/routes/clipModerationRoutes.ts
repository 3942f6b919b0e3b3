import type { Router } from 'express';
import type { EventStore } from '../../events/eventStore.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { nowIso, runClipCommand } from '../clips/runClipCommand.ts';
import { adminEditBody, clipIdParams, rejectBody, toChanges } from './clipEditSchemas.ts';

/** Admins approve, reject, edit and delete clips (spec/admin-and-shell.md §7). */
export function clipModerationRoutes(router: Router, registry: OpenApiRegistry, store: EventStore): void {
  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/videos/:id/approve',
    summary: 'Approve a pending clip',
    access: 'admin',
    params: clipIdParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await runClipCommand(
        store,
        { type: 'ApproveClip', clipId: params.id, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, status: 'approved' }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/videos/:id/reject',
    summary: 'Reject a pending clip with a reason the seller sees',
    access: 'admin',
    params: clipIdParams,
    body: rejectBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await runClipCommand(
        store,
        { type: 'RejectClip', clipId: params.id, reason: body.reason, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, status: 'rejected', rejectionReason: body.reason }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/videos/:id',
    summary: 'Edit a clip: title, description, incident category, price (any state but deleted)',
    access: 'admin',
    params: clipIdParams,
    body: adminEditBody,
    async handle({ params, body, actor, correlationId }) {
      const changes = toChanges(body);
      const { position } = await runClipCommand(
        store,
        { type: 'EditClip', clipId: params.id, by: { role: 'admin', id: actor!.id }, changes, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, changes: body }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'delete',
    path: '/admin/videos/:id',
    summary: 'Delete a clip: it leaves the catalogue; buyers keep what they bought',
    access: 'admin',
    params: clipIdParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await runClipCommand(
        store,
        { type: 'DeleteClip', clipId: params.id, by: { role: 'admin', id: actor!.id }, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, deleted: true }, position };
    },
  });
}
