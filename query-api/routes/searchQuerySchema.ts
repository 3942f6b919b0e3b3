import { z } from 'zod';
import {
  CATEGORIES,
  DASHBOARD_PAGE_SIZE,
  SEARCH_MAX_PAGE,
  SEARCH_TEXT_MAX,
  SEARCH_TIME_RANGES,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { MAX_PAGE_SIZE, PRICE_FILTER_MAX_BAHT, SEARCH_RADIUS_KM } from '../constants.ts';
import { calendarDay, idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import { listTexts } from './messages/listTexts.ts';
import { searchTexts } from './messages/searchTexts.ts';
import { SEARCH_SORTS } from '../ports/searchIndex.ts';
import type { SearchRequest } from '../search/resolveSearchFilters.ts';

const t = searchTexts;

/** A query-string value left empty counts as not given (spec §2: empty filter values are dropped). */
export const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const text = given(
  safeText()
    .trim()
    .max(SEARCH_TEXT_MAX, { error: t.textTooLong(SEARCH_TEXT_MAX) }),
);
const priceRange = listTexts.priceFilterRange(PRICE_FILTER_MAX_BAHT);
const price = given(
  z.coerce
    .number({ error: t.priceInvalid })
    .int({ error: t.priceInvalid })
    .min(0, { error: t.priceInvalid })
    .max(PRICE_FILTER_MAX_BAHT, { error: priceRange }),
);
const date = given(calendarDay(t.dateInvalid));
const time = given(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: t.timeInvalid }));
export const latitude = given(
  z.coerce.number({ error: t.latInvalid }).min(-90, { error: t.latInvalid }).max(90, { error: t.latInvalid }),
);
export const longitude = given(
  z.coerce
    .number({ error: t.lngInvalid })
    .min(-180, { error: t.lngInvalid })
    .max(180, { error: t.lngInvalid }),
);
const radius = given(
  z.coerce
    .number({ error: t.radiusInvalid(SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max) })
    .min(SEARCH_RADIUS_KM.min, { error: t.radiusInvalid(SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max) })
    .max(SEARCH_RADIUS_KM.max, { error: t.radiusInvalid(SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max) }),
);
export const bbox = given(
  z.string().transform((value, ctx) => {
    const parts = value.split(',').map((part) => Number(part.trim()));
    const [west, south, east, north] = parts as [number, number, number, number];
    const valid =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      south >= -90 &&
      north <= 90 &&
      south <= north &&
      west >= -180 &&
      east <= 180 &&
      west <= east;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: t.bboxInvalid });
      return z.NEVER;
    }
    return { west, south, east, north };
  }),
);

/** The filters shared by the list, the map and the counts (docs/api.md, Search). */
export const searchFilterShape = {
  search: text,
  q: text,
  province: text,
  district: text,
  category: given(z.enum(CATEGORIES, { error: t.unknownCategory })),
  vehicleType: given(z.enum(VEHICLE_TYPES, { error: t.unknownVehicleType })),
  minPrice: price,
  maxPrice: price,
  dateFrom: date,
  dateTo: date,
  eventDate: date,
  eventStartTime: time,
  eventEndTime: time,
  timeRange: given(
    z.coerce
      .number({ error: t.timeRangeInvalid(SEARCH_TIME_RANGES) })
      .refine((value) => (SEARCH_TIME_RANGES as readonly number[]).includes(value), {
        error: t.timeRangeInvalid(SEARCH_TIME_RANGES),
      }),
  ),
  bbox,
  lat: latitude,
  lng: longitude,
  radiusKm: radius,
  exclude: given(idSchema()),
};

type Shape = z.infer<z.ZodObject<typeof searchFilterShape>>;

/** Checks across fields, each reported on the field a user would correct. */
function crossChecks(value: Shape, ctx: z.RefinementCtx) {
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.maxPrice < value.minPrice)
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: t.maxPriceBelowMin });
  if (value.dateFrom !== undefined && value.dateTo !== undefined && value.dateTo < value.dateFrom)
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: t.dateToBeforeFrom });
  const near = [value.lat, value.lng, value.radiusKm];
  if (near.some((part) => part !== undefined) && near.some((part) => part === undefined))
    ctx.addIssue({ code: 'custom', path: ['radiusKm'], message: t.nearIncomplete });
}

/** Validated filters in the shape resolveSearchFilters takes. */
function toRequest({ search, q, lat, lng, radiusKm, ...rest }: Shape) {
  return {
    ...rest,
    search: search ?? q,
    near:
      lat !== undefined && lng !== undefined && radiusKm !== undefined ? { lat, lng, radiusKm } : undefined,
  };
}

export const searchQuery = z
  .object({
    ...searchFilterShape,
    sortBy: given(z.enum(SEARCH_SORTS, { error: t.unknownSort })),
    // The spec's clients send it; each sortBy already has its direction.
    sortOrder: given(z.enum(['asc', 'desc'])),
    page: given(
      z.coerce
        .number({ error: listTexts.invalidPage })
        .int({ error: listTexts.invalidPage })
        .min(1, { error: listTexts.invalidPage })
        .max(SEARCH_MAX_PAGE, { error: t.pageTooDeep(SEARCH_MAX_PAGE) }),
    ),
    limit: given(
      z.coerce
        .number({ error: listTexts.invalidLimit(MAX_PAGE_SIZE) })
        .int({ error: listTexts.invalidLimit(MAX_PAGE_SIZE) })
        .min(1, { error: listTexts.invalidLimit(MAX_PAGE_SIZE) })
        .max(MAX_PAGE_SIZE, { error: listTexts.invalidLimit(MAX_PAGE_SIZE) }),
    ),
    facets: given(z.enum(['true', 'false']).transform((value) => value === 'true')),
    test: given(z.enum(['true'])),
  })
  .strict()
  .superRefine(crossChecks)
  .transform(({ sortOrder: _ignored, page, limit, test, ...rest }): SearchRequest & { test?: 'true' } => ({
    ...toRequest(rest),
    sortBy: rest.sortBy,
    facets: rest.facets,
    page: page ?? 1,
    limit: limit ?? DASHBOARD_PAGE_SIZE,
    test,
  }));

export const mapQuery = z
  .object(searchFilterShape)
  .strict()
  .superRefine(crossChecks)
  .transform((value): SearchRequest => ({ ...toRequest(value), page: 1, limit: 1 }));

export const suggestQuery = z
  .object({ q: safeText().max(SEARCH_TEXT_MAX, { error: t.textTooLong(SEARCH_TEXT_MAX) }) })
  .strict();
