/**
 * The URL state of /admin/videos (page, search, filters, sort) and the lists it draws on. The route
 * file checks the address with this schema, and the route tree is part of every visitor's first
 * load: keep this module light (zod/mini and constants only, no texts or API code).
 */
import * as z from 'zod/mini';
import { CATEGORIES, VEHICLE_TYPES, VIDEO_STATUSES } from '../../../lib/constants.ts';
import { optionalUrlValue, urlPage } from '../shared/statusDateSearch.ts';

/** The status filter: the spec's four states and sold (an approved clip with a sale). */
export const ADMIN_VIDEO_STATUSES = VIDEO_STATUSES;
export type AdminVideoStatus = (typeof ADMIN_VIDEO_STATUSES)[number];

/** Admin spec §9: the video sorts; dateRecorded (incident date) descending is the default. */
export const ADMIN_VIDEO_SORTS = [
  'dateRecorded',
  'createdAt',
  'title',
  'price',
  'views',
  'salesCount',
] as const;
export type AdminVideoSort = (typeof ADMIN_VIDEO_SORTS)[number];
export const ADMIN_VIDEO_DEFAULT_SORT: AdminVideoSort = 'dateRecorded';
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const day = /^\d{4}-\d{2}-\d{2}$/;
/** A URL value the router may have read as a number (?seller=123) is still text. */
const urlText = optionalUrlValue(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value).trim() || undefined),
  ),
);
const baht = optionalUrlValue(z.coerce.number().check(z.minimum(0)));

/** The screen's URL state (page, search, filters, sort); a bad value reads as "not set". */
export const adminVideosSearchSchema = z.object({
  page: optionalUrlValue(urlPage()),
  search: urlText,
  status: optionalUrlValue(z.enum(ADMIN_VIDEO_STATUSES)),
  category: optionalUrlValue(z.enum(CATEGORIES)),
  vehicleType: optionalUrlValue(z.enum(VEHICLE_TYPES)),
  seller: urlText,
  isActive: optionalUrlValue(z.boolean()),
  minPrice: baht,
  maxPrice: baht,
  dateFrom: optionalUrlValue(z.string().check(z.regex(day))),
  dateTo: optionalUrlValue(z.string().check(z.regex(day))),
  sortBy: optionalUrlValue(z.enum(ADMIN_VIDEO_SORTS)),
  sortOrder: optionalUrlValue(z.enum(SORT_ORDERS)),
});
export type AdminVideosSearch = z.infer<typeof adminVideosSearchSchema>;
