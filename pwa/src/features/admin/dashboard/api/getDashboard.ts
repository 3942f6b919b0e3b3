/**
 * GET /admin/dashboard?timeRange=: the dashboard's real figures (DESIGN.md §7) — the four cards with
 * the previous period to compare with, the revenue series (zero-filled days; monthly points for
 * 'all'), the clip-status counts, the spec §3 stats, recent activities and the clips awaiting review.
 * Read leniently: an odd field falls back (a number to 0, a list item is dropped) instead of hiding
 * the whole dashboard.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { lenientOptionalText } from '../../../../lib/lenientSchemas.ts';
import { adminVideoSchema } from '../../videos/api/getAdminVideos.ts';
import { DEFAULT_TIME_RANGE, type TimeRange } from '../dashboardSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export {
  DEFAULT_TIME_RANGE,
  dashboardSearchSchema,
  type DashboardSearch,
  type TimeRange,
} from '../dashboardSearch.ts';

const count = z.number().catch(0);
const optionalCount = z
  .number()
  .nullish()
  .transform((value) => value ?? null)
  .catch(null);

const cardSchema = z
  .object({ value: count, previous: optionalCount, changePercent: optionalCount })
  .catch({ value: 0, previous: null, changePercent: null });
export type DashboardCard = z.infer<typeof cardSchema>;

const pointSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  revenue: count,
  platformShare: count,
  sales: count,
});
export type RevenuePoint = z.infer<typeof pointSchema>;

/** A list read item by item: an item that does not parse is left out, the rest are kept. */
function lenientList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

const periodSchema = z
  .object({ today: count, week: count, month: count, total: count })
  .catch({ today: 0, week: 0, month: 0, total: 0 });

const statsSchema = z
  .object({
    revenue: z
      .object({ today: count, week: count, month: count, total: count, gp25: periodSchema })
      .catch({ today: 0, week: 0, month: 0, total: 0, gp25: { today: 0, week: 0, month: 0, total: 0 } }),
    videos: z
      .object({
        sold: z.object({ today: count, week: count, total: count }).catch({ today: 0, week: 0, total: 0 }),
        uploadedToday: count,
        pending: count,
        approved: count,
        total: count,
        unsold: count,
        rejected: count,
      })
      .catch({
        sold: { today: 0, week: 0, total: 0 },
        uploadedToday: 0,
        pending: 0,
        approved: 0,
        total: 0,
        unsold: 0,
        rejected: 0,
      }),
    users: z.object({ newToday: count, total: count }).catch({ newToday: 0, total: 0 }),
    transactions: z
      .object({ pending: count, completed: count, total: count, pendingPayout: count, paidOut: count })
      .catch({ pending: 0, completed: 0, total: 0, pendingPayout: 0, paidOut: 0 }),
    complaints: z.object({ count }).catch({ count: 0 }),
  })
  .nullish()
  .catch(null);
export type DashboardStats = NonNullable<z.infer<typeof statsSchema>>;

const activitySchema = z.object({
  type: z.string().catch('other'),
  at: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  clipId: lenientOptionalText,
  clipTitle: lenientOptionalText,
  amount: optionalCount,
  displayName: lenientOptionalText,
});
export type Activity = z.infer<typeof activitySchema>;

const dashboardSchema = z.object({
  timeRange: z.string().catch(DEFAULT_TIME_RANGE),
  from: lenientOptionalText,
  to: lenientOptionalText,
  cards: z
    .object({
      revenue: cardSchema.and(z.object({ testMoney: z.number().catch(0) }).catch({ testMoney: 0 })),
      videosSold: cardSchema,
      newUsers: cardSchema,
      pendingReview: cardSchema,
    })
    .catch(() => {
      const empty = { value: 0, previous: null, changePercent: null };
      return {
        revenue: { ...empty, testMoney: 0 },
        videosSold: empty,
        newUsers: empty,
        pendingReview: empty,
      };
    }),
  revenueSeries: lenientList(pointSchema),
  videoStatus: z
    .object({ sold: count, pending: count, approved: count, unsold: count, rejected: count })
    .catch({ sold: 0, pending: 0, approved: 0, unsold: 0, rejected: 0 }),
  stats: statsSchema,
  recentActivities: lenientList(activitySchema),
  pendingVideos: lenientList(adminVideoSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  range: (timeRange: TimeRange) => [...dashboardKeys.all, timeRange] as const,
};

export function getDashboard(timeRange: TimeRange, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest('/admin/dashboard', { query: { timeRange }, schema: dashboardSchema, signal });
}

export const dashboardQueryOptions = (timeRange: TimeRange) =>
  queryOptions({
    queryKey: dashboardKeys.range(timeRange),
    queryFn: ({ signal }) => getDashboard(timeRange, signal),
  });
