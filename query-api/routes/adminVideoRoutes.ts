import type { Router } from 'express';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, CATEGORIES, VEHICLE_TYPES } from '../../events/constants.ts';
import { fromBaht } from '../../events/money.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { auditTexts } from './messages/auditTexts.ts';
import { clipTexts } from './messages/clipTexts.ts';
import { listTexts } from './messages/listTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { ADMIN_SORTS, ADMIN_STATUSES, listAdminClips } from '../queries/listAdminClips.ts';
import {
  limit,
  optionalBaht,
  optionalChoice,
  optionalDay,
  optionalFlag,
  optionalText,
  page,
  sortBy,
  sortOrder,
} from './querySchemas.ts';

const adminVideosQuery = z
  .object({
    status: optionalChoice(ADMIN_STATUSES, clipTexts.invalidStatus),
    category: optionalChoice(CATEGORIES, listTexts.invalidCategory),
    vehicleType: optionalChoice(VEHICLE_TYPES, listTexts.invalidVehicleType),
    seller: optionalText,
    search: optionalText,
    isActive: optionalFlag,
    minPrice: optionalBaht,
    maxPrice: optionalBaht,
    dateFrom: optionalDay,
    dateTo: optionalDay,
    sortBy: sortBy(ADMIN_SORTS, 'dateRecorded'),
    sortOrder,
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice)
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: listTexts.priceRange });
    if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: auditTexts.dateRange });
  });

/**
 * The admin video list (admin spec §7 GET /admin/videos/all) and the review queue
 * (GET /admin/videos?status=pending): one query, filtered on the server.
 */
export function adminVideoRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  for (const path of ['/admin/videos', '/admin/videos/all']) {
    defineRoute(router, registry, {
      method: 'get',
      path,
      summary:
        'Every clip but deleted ones, filtered (status — pending is the review queue — category, vehicleType, seller, search, isActive, minPrice/maxPrice in baht, dateFrom/dateTo on the incident date), sorted, paged',
      access: 'admin',
      query: adminVideosQuery,
      handle: async ({ query: { minPrice, maxPrice, ...filters } }) => ({
        data: await listAdminClips(db, {
          ...filters,
          // Bounds in baht may fall between two satang: only prices inside them count.
          minPriceSatang: minPrice === undefined ? undefined : fromBaht(minPrice, 'up'),
          maxPriceSatang: maxPrice === undefined ? undefined : fromBaht(maxPrice, 'down'),
        }),
      }),
    });
  }
}
