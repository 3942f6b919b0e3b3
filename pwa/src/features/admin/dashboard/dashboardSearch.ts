/**
 * The URL state of /admin (the dashboard's time range). The route file checks the address with this
 * schema, and the route tree is part of every visitor's first load: keep this module light
 * (zod/mini and constants only, no texts or API code).
 */
import * as z from 'zod/mini';
import { DASHBOARD_DEFAULT_TIME_RANGE, DASHBOARD_TIME_RANGES } from '../../../lib/constants.ts';
import { optionalUrlValue } from '../shared/statusDateSearch.ts';

export type TimeRange = (typeof DASHBOARD_TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = DASHBOARD_DEFAULT_TIME_RANGE;

/** The URL state of /admin: the time range, omitted when it is the default. */
export const dashboardSearchSchema = z.object({
  timeRange: optionalUrlValue(z.enum(DASHBOARD_TIME_RANGES)),
});
export type DashboardSearch = z.infer<typeof dashboardSearchSchema>;
