import type { Router } from 'express';
import { z } from 'zod';
import { categorySchema, vehicleTypeSchema } from '../../events/clip/clipEvents.ts';
import { ADMIN_PAGE_SIZE } from '../../events/constants.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { ADMIN_SORTS, ADMIN_STATUSES, listAdminClips } from '../queries/listAdminClips.ts';
import { limit, optionalText, page } from './querySchemas.ts';

const adminVideosQuery = z
  .object({
    status: z
      .enum(ADMIN_STATUSES, { error: th.clip.invalidStatus })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    category: categorySchema.optional(),
    vehicleType: vehicleTypeSchema.optional(),
    seller: optionalText,
    search: optionalText,
    sortBy: z.enum(ADMIN_SORTS).default('dateRecorded'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict();

/**
 * The admin video list (admin spec §7 GET /admin/videos/all) and the review queue
 * (GET /admin/videos?status=pending): one query, filtered on the server.
 */
export function adminVideoRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  for (const path of ['/admin/videos', '/admin/videos/all']) {
    defineRoute(router, registry, {
      method: 'get',
      path,
      summary: 'Every clip but deleted ones, filtered by status (pending = the review queue), sorted, paged',
      access: 'admin',
      query: adminVideosQuery,
      handle: async ({ query }) => ({ data: await listAdminClips(db, query) }),
    });
  }
}
