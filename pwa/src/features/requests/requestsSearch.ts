/**
 * The URL state of the footage request board /requests (issue 22). The route file checks the
 * address with this schema, and the route tree is part of every visitor's first load: keep this
 * module light (zod/mini and constants only). Every field is lenient: a bad value reads as "not set".
 * The visitor's own position is never put in the address (a shared link must not carry it); only the
 * chosen distance is.
 */
import * as z from 'zod/mini';
import { REQUEST_NEAR_KM } from '../../lib/constants.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A real calendar day, YYYY-MM-DD. */
const isoDay = z.string().check(
  z.regex(DATE),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }),
);

/** minLng,minLat,maxLng,maxLat: the map's viewport after "search this area". */
const bbox = z.string().check(
  z.refine((value) => {
    const parts = value.split(',').map(Number);
    const [west, south, east, north] = parts as [number, number, number, number];
    return (
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      west >= -180 &&
      east <= 180 &&
      west <= east &&
      south >= -90 &&
      north <= 90 &&
      south <= north
    );
  }),
);

export const requestsSearchSchema = z.object({
  // The router reads a number-looking value as a number; a province is text all the same.
  province: optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim().slice(0, 100) || undefined),
    ),
  ),
  date: optional(isoDay),
  /** Within this many km of the visitor's position (asked of the device when the page opens). */
  near: optional(z.pipe(z.coerce.number(), z.literal(REQUEST_NEAR_KM))),
  view: optional(z.literal('map')),
  bbox: optional(bbox),
  page: optional(z.coerce.number().check(z.int(), z.gte(1))),
});
export type RequestsSearch = z.infer<typeof requestsSearchSchema>;

/** Changing a filter goes back to page 1; page 1 stays out of the address. */
export function withFilter(search: RequestsSearch, patch: Partial<RequestsSearch>): RequestsSearch {
  return { ...search, ...patch, page: undefined };
}
