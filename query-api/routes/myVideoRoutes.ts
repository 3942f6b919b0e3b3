import type { Router } from 'express';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { listMyClips } from '../queries/listMyClips.ts';
import { limit, page } from './querySchemas.ts';

const myVideosQuery = z.object({ uid: idSchema().optional(), page, limit: limit(MAX_PAGE_SIZE) }).strict();

/** My videos and the profile uploads tab (spec §2, §7 GET /users/videos); admins may name a user. */
export function myVideoRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/users/videos',
    summary: "The caller's clips in every state but deleted, with sold and the rejection reason",
    access: 'signedIn',
    query: myVideosQuery,
    async handle({ query, actor }) {
      const uid = query.uid ?? actor!.id;
      if (uid !== actor!.id && actor!.role !== 'admin') throw new ApiError(403, 'FORBIDDEN', th.forbidden);
      return { data: await listMyClips(db, uid, query) };
    },
  });
}
