import type { Router } from 'express';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { ViewerKeys } from '../../infra/adapters/identity/viewerKeys.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { recordView, type ViewDeps } from '../clips/recordView.ts';
import { clipIdParams } from './clipEditSchemas.ts';

/** The clip detail page reports a view (spec §2: views); anyone may, signed in or not. */
export function clipViewRoutes(
  router: Router,
  registry: OpenApiRegistry,
  deps: ViewDeps & { keys: ViewerKeys },
): void {
  defineRoute(router, registry, {
    method: 'post',
    path: '/videos/:id/view',
    summary: 'Count a view of an approved clip (once per viewer per clip per Bangkok day)',
    access: 'public',
    params: clipIdParams,
    async handle({ params, actor, req, correlationId }) {
      // Anonymous visitors are told apart by address (behind a proxy, Express's `trust proxy`
      // decides which one); either way only a keyed hash is kept.
      const viewerKey = deps.keys(
        actor ? { uid: actor.id } : { address: req.ip ?? req.socket.remoteAddress ?? '' },
      );
      const recorded = await recordView(
        deps,
        { clipId: params.id, viewerKey, day: bangkokDay(new Date()) },
        { actor: actor ?? { system: 'anonymous-viewer' }, correlationId },
      );
      const data = { videoId: params.id, counted: recorded !== null };
      return recorded ? { data, position: recorded.position } : { data };
    },
  });
}
