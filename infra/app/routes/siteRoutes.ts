import { Router } from 'express';
import { defineRoute } from '../../http/defineRoute.ts';
import { ownedBy, type OpenApiRegistry } from '../../http/openApi.ts';
import type { SiteInfo } from '../siteInfo.ts';

/** Changes only with a restart; a visitor's browser may keep it for a few minutes. */
const SITE_CACHE_SECONDS = 5 * 60;

/** GET /site: the company, the support contact and the retention periods, from configuration. */
export function siteRoutes(registry: OpenApiRegistry, site: SiteInfo): Router {
  const router = Router();
  defineRoute(router, ownedBy(registry, 'query-api'), {
    method: 'get',
    path: '/site',
    summary:
      'The company (data controller), support contact details and data retention periods of this deployment',
    access: 'public',
    cacheSeconds: SITE_CACHE_SECONDS,
    async handle() {
      return { data: site };
    },
  });
  return router;
}
