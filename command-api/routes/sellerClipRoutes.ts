import type { Router } from 'express';
import type { EventStore } from '../../events/eventStore.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { nowIso, runClipCommand } from '../clips/runClipCommand.ts';
import { clipIdParams, sellerEditBody, toChanges } from './clipEditSchemas.ts';

/**
 * A seller edits, resubmits (once rejected) and deletes their own clips (spec §2 My videos and the profile uploads tab, §7).
 * Someone else's clip is answered like a missing one (404).
 */
export function sellerClipRoutes(router: Router, registry: OpenApiRegistry, store: EventStore): void {
  defineRoute(router, registry, {
    method: 'put',
    path: '/videos/:id',
    summary: 'Edit own clip: everything while pending; title, description, price once approved',
    access: 'member',
    params: clipIdParams,
    body: sellerEditBody,
    async handle({ params, body, actor, correlationId }) {
      const changes = toChanges(body);
      const { position } = await runClipCommand(
        store,
        {
          type: 'EditClip',
          clipId: params.id,
          by: { role: 'seller', id: actor!.id },
          changes,
          now: nowIso(),
        },
        { actor: actor!, correlationId },
      );
      return { data: { success: true, videoId: params.id, changes: body }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/videos/:id/resubmit',
    summary:
      'Send a rejected clip back for a new review, with its fixes (any upload-form field, or none)',
    access: 'member',
    params: clipIdParams,
    body: sellerEditBody,
    async handle({ params, body, actor, correlationId }) {
      const { position } = await runClipCommand(
        store,
        {
          type: 'ResubmitClip',
          clipId: params.id,
          sellerId: actor!.id,
          changes: toChanges(body),
          now: nowIso(),
        },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, status: 'pending' as const }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'delete',
    path: '/videos/:id',
    summary: 'Delete own clip, whatever its state',
    access: 'member',
    params: clipIdParams,
    async handle({ params, actor, correlationId }) {
      const { position } = await runClipCommand(
        store,
        { type: 'DeleteClip', clipId: params.id, by: { role: 'seller', id: actor!.id }, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { videoId: params.id, deleted: true }, position };
    },
  });
}
