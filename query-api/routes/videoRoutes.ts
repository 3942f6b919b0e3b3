import type { Router } from 'express';
import { DASHBOARD_PAGE_SIZE } from '../../events/constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { clipTexts } from './messages/clipTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { getClip } from '../queries/getClip.ts';
import { listSellerClips } from '../queries/listSellerClips.ts';
import { idParams, pageQuery } from './querySchemas.ts';

export function videoRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/videos/:id',
    summary:
      'One clip with every detail and related clips; clips not on sale only for their seller and admins',
    access: 'public',
    params: idParams,
    async handle({ params, actor }) {
      const video = await getClip(db, params.id, actor);
      if (!video) throw new ApiError(404, 'NOT_FOUND', clipTexts.notFound);
      return { data: video };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/videos/user/:id',
    summary: 'The seller page: a seller and their clips on sale, paged',
    access: 'public',
    params: idParams,
    query: pageQuery(DASHBOARD_PAGE_SIZE),
    async handle({ params, query }) {
      const page = await listSellerClips(db, params.id, query);
      if (!page) throw new ApiError(404, 'NOT_FOUND', clipTexts.sellerNotFound);
      return { data: page };
    },
  });
}
