import type { Router } from 'express';
import { z } from 'zod';
import { DASHBOARD_DEFAULT_TIME_RANGE, DASHBOARD_TIME_RANGES } from '../../events/constants.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { dashboardTexts } from './messages/dashboardTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { adminDashboard } from '../queries/adminDashboard.ts';

const dashboardQuery = z
  .object({
    timeRange: z
      .enum(DASHBOARD_TIME_RANGES, { error: dashboardTexts.invalidTimeRange })
      .default(DASHBOARD_DEFAULT_TIME_RANGE),
  })
  .strict();

/** The admin dashboard (admin spec §7 GET /admin/dashboard; DESIGN.md §7: real figures). */
export function adminDashboardRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  options: { now?: () => Date } = {},
): void {
  const now = options.now ?? (() => new Date());
  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/dashboard',
    summary:
      'Cards for the last N Bangkok days with their change from the N days before, the revenue series, clip counts, the spec’s stats, recent activities and the oldest clips awaiting review',
    access: 'admin',
    query: dashboardQuery,
    handle: async ({ query }) => ({ data: await adminDashboard(db, query.timeRange, now()) }),
  });
}
