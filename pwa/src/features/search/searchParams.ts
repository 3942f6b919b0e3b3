/**
 * The dashboard's URL state (spec §2 Dashboard; DESIGN §8: filters live in the URL). Every field is
 * lenient: a bad value is dropped, never an error page, so a hand-edited or old link still opens.
 * The spec's presets (keyword, province, category) are ordinary fields of the same schema.
 */
// zod/mini, not classic zod: the dashboard's search schema is checked from the first page on.
import * as z from 'zod/mini';
import type { QueryValue } from '../../lib/apiClient.ts';
import {
  CATEGORIES,
  DASHBOARD_PAGE_SIZE,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  SEARCH_KEYWORD_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_SORT_OPTIONS,
  SEARCH_TIME_RANGES,
  VEHICLE_TYPES,
} from '../../lib/constants.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The router reads `?keyword=123` as the number 123; a filter text is text all the same. */
const text = (max = SEARCH_KEYWORD_MAX) =>
  z.catch(
    z.optional(
      z.pipe(
        z.pipe(
          z.union([z.string(), z.number()]),
          z.transform((value) => String(value).trim().slice(0, max)),
        ),
        z.transform((value) => value || undefined),
      ),
    ),
    undefined,
  );

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

const price = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.gte(PRICE_MIN_BAHT), z.lte(PRICE_MAX_BAHT))),
  undefined,
);

const isoDate = z.catch(
  z.optional(
    z.string().check(
      z.regex(DATE),
      z.refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      }),
    ),
  ),
  undefined,
);

const time = z.catch(z.optional(z.string().check(z.regex(TIME))), undefined);

/**
 * Days back from today (0 today, 1 yesterday, else the last N days). Absent is every incident date,
 * the default: evidence is searched for weeks and months later. 'all' from older links means the same.
 */
export type TimeRange = (typeof SEARCH_TIME_RANGES)[number];
const timeRange = z.catch(
  z.optional(
    z.union([
      z.pipe(
        z.literal('all'),
        z.transform(() => undefined),
      ),
      z.pipe(z.coerce.number(), z.literal(SEARCH_TIME_RANGES)),
    ]),
  ),
  undefined,
);

const bbox = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const parts = value.split(',').map((part) => Number(part.trim()));
        const [west, south, east, north] = parts as [number, number, number, number];
        const valid =
          parts.length === 4 &&
          parts.every(Number.isFinite) &&
          west >= -180 &&
          east <= 180 &&
          west <= east &&
          south >= -90 &&
          north <= 90 &&
          south <= north;
        if (!valid) {
          ctx.issues.push({ code: 'custom', message: 'bbox', input: value });
          return z.NEVER;
        }
        return [west, south, east, north].map((n) => Math.round(n * 1e5) / 1e5).join(',');
      }),
    ),
  ),
  undefined,
);

const flag = z.catch(
  z.optional(
    z.pipe(
      z.union([z.literal(true), z.literal('true')]),
      z.transform(() => true as const),
    ),
  ),
  undefined,
);

const fields = z.object({
  keyword: text(),
  province: text(100),
  district: text(100),
  category: oneOf(CATEGORIES),
  vehicleType: oneOf(VEHICLE_TYPES),
  minPrice: price,
  maxPrice: price,
  dateFrom: isoDate,
  dateTo: isoDate,
  eventDate: isoDate,
  eventStartTime: time,
  eventEndTime: time,
  timeRange,
  sortBy: oneOf(SEARCH_SORT_OPTIONS),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_PAGE_MAX))), undefined),
  view: z.catch(z.optional(z.literal('map')), undefined),
  bbox,
  purchased: flag,
});

/**
 * Values that only restate a default are dropped (price 300–1500, page 1), and pairs are put in
 * order, so two URLs that mean the same search are the same URL (and the same query key).
 */
export const dashboardSearchSchema = z.pipe(
  fields,
  z.transform((search) => {
    const out = { ...search };
    if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice)
      [out.minPrice, out.maxPrice] = [out.maxPrice, out.minPrice];
    if (out.minPrice === PRICE_MIN_BAHT) out.minPrice = undefined;
    if (out.maxPrice === PRICE_MAX_BAHT) out.maxPrice = undefined;
    if (out.dateFrom && out.dateTo && out.dateFrom > out.dateTo)
      [out.dateFrom, out.dateTo] = [out.dateTo, out.dateFrom];
    if (!out.province) out.district = undefined;
    if (out.sortBy === 'relevance' && !out.keyword) out.sortBy = undefined;
    if (out.page === 1) out.page = undefined;
    return dropEmpty(out);
  }),
);

export type DashboardSearch = z.infer<typeof dashboardSearchSchema>;
/** What a filter control may change (everything but paging and the page's own state). */
export type FilterPatch = Partial<Omit<DashboardSearch, 'page' | 'view' | 'purchased'>>;

function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== null && field !== ''),
  ) as T;
}

/**
 * A filter changed: merge it, go back to page 1, and keep the pairs that depend on each other
 * consistent (a new province forgets the district; relevance needs a keyword).
 */
export function applyFilter(previous: DashboardSearch, patch: FilterPatch): DashboardSearch {
  const next: DashboardSearch = { ...previous, ...patch, page: undefined };
  if ('province' in patch && patch.province !== previous.province && !('district' in patch))
    next.district = undefined;
  return dashboardSearchSchema.parse(next);
}

/** The clear-filters button: only the list/map choice stays. */
export function clearedSearch(previous: DashboardSearch): DashboardSearch {
  return dropEmpty({ view: previous.view });
}

const FILTER_KEYS = [
  'keyword',
  'province',
  'district',
  'category',
  'vehicleType',
  'minPrice',
  'maxPrice',
  'dateFrom',
  'dateTo',
  'eventDate',
  'eventStartTime',
  'eventEndTime',
  'timeRange',
  'bbox',
] as const satisfies readonly (keyof DashboardSearch)[];

export function hasFilters(search: DashboardSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** Filter groups in use, for the phone's "ตัวกรอง (n)" button: a price or date range counts once. */
const FILTER_GROUPS: readonly (readonly (keyof DashboardSearch)[])[] = [
  ['keyword'],
  ['province', 'district'],
  ['category'],
  ['vehicleType'],
  ['minPrice', 'maxPrice'],
  ['timeRange', 'dateFrom', 'dateTo', 'eventDate'],
  ['eventStartTime', 'eventEndTime'],
];

export function activeFilterCount(search: DashboardSearch): number {
  return FILTER_GROUPS.filter((group) => group.some((key) => search[key] !== undefined)).length;
}

export type ApiQuery = Record<string, QueryValue>;

/** The filters as GET /search/map takes them (the list adds sort, paging and facets). */
export function toFilterQuery(search: DashboardSearch): ApiQuery {
  const datesGiven = Boolean(search.dateFrom || search.dateTo || search.eventDate);
  return dropEmpty({
    search: search.keyword,
    province: search.province,
    district: search.district,
    category: search.category,
    vehicleType: search.vehicleType,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
    eventDate: search.eventDate,
    eventStartTime: search.eventStartTime,
    eventEndTime: search.eventEndTime,
    // The server ignores timeRange next to explicit dates; not sending it keeps the key honest.
    timeRange: datesGiven ? undefined : search.timeRange,
    bbox: search.bbox,
  });
}

/** The filters, sort and page as GET /videos takes them, with the facet counts. */
export function toListQuery(search: DashboardSearch): ApiQuery {
  return dropEmpty({
    ...toFilterQuery(search),
    sortBy: search.sortBy,
    page: search.page ?? 1,
    limit: DASHBOARD_PAGE_SIZE,
    facets: true,
  });
}
