/**
 * GET /admin/videos/all (admin spec §7): every clip but deleted ones, searched, filtered, sorted and
 * paged on the server (DESIGN.md §7), with the seller's name and e-mail, the "same file as another
 * seller's" flag and who approved or rejected it last. Read leniently: one odd field must not hide
 * the list.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { ADMIN_PAGE_SIZE, CATEGORIES, VEHICLE_TYPES, VIDEO_STATUSES } from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { adminPaginationSchema } from '../../shared/adminPagination.ts';

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
const urlText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim() || undefined)
  .optional()
  .catch(undefined);
const baht = z.coerce.number().min(0).optional().catch(undefined);

/** The screen's URL state (page, search, filters, sort); a bad value reads as "not set". */
export const adminVideosSearchSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  search: urlText,
  status: z.enum(ADMIN_VIDEO_STATUSES).optional().catch(undefined),
  category: z.enum(CATEGORIES).optional().catch(undefined),
  vehicleType: z.enum(VEHICLE_TYPES).optional().catch(undefined),
  seller: urlText,
  isActive: z.boolean().optional().catch(undefined),
  minPrice: baht,
  maxPrice: baht,
  dateFrom: z.string().regex(day).optional().catch(undefined),
  dateTo: z.string().regex(day).optional().catch(undefined),
  sortBy: z.enum(ADMIN_VIDEO_SORTS).optional().catch(undefined),
  sortOrder: z.enum(SORT_ORDERS).optional().catch(undefined),
});
export type AdminVideosSearch = z.infer<typeof adminVideosSearchSchema>;

const text = lenientText;
const maybeText = lenientOptionalText;
const count = z.number().catch(0);

export const adminVideoSchema = z.object({
  _id: z.string().min(1),
  title: text,
  description: text,
  category: text,
  vehicleType: maybeText,
  price: z.number().catch(0),
  status: z.string().catch('pending'),
  isActive: z.boolean().nullish().catch(null),
  rejectionReason: maybeText,
  salesCount: count,
  views: count,
  thumbnail: maybeText,
  thumbnailJpg: maybeText,
  duration: z.number().nullish().catch(null),
  createdAt: maybeText,
  dateRecorded: maybeText,
  timeRecorded: maybeText,
  location: z.object({ address: maybeText, city: maybeText, province: maybeText }).nullish().catch(null),
  seller: z
    .object({ _id: text, displayName: text, email: text })
    .catch({ _id: '', displayName: '', email: '' }),
  possiblyNotTheirs: z.boolean().catch(false),
  sameFileAs: z.object({ videoId: z.string(), sellerId: z.string().nullish() }).nullish().catch(null),
  /** Who approved or rejected it last (null name: an erased admin); absent: never moderated. */
  moderatedBy: z.object({ id: text, displayName: maybeText }).nullish().catch(null),
  moderatedAt: maybeText,
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

const adminVideoListSchema = z.object({
  videos: z.array(adminVideoSchema),
  pagination: adminPaginationSchema,
});
export type AdminVideoList = z.infer<typeof adminVideoListSchema>;

export const adminVideoKeys = {
  all: ['admin', 'videos'] as const,
  list: (search: AdminVideosSearch) => [...adminVideoKeys.all, 'list', search] as const,
};

export function getAdminVideos(search: AdminVideosSearch, signal?: AbortSignal): Promise<AdminVideoList> {
  return apiRequest('/admin/videos/all', {
    query: {
      page: search.page ?? 1,
      limit: ADMIN_PAGE_SIZE,
      search: search.search,
      status: search.status,
      category: search.category,
      vehicleType: search.vehicleType,
      seller: search.seller,
      isActive: search.isActive,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      dateFrom: search.dateFrom,
      dateTo: search.dateTo,
      sortBy: search.sortBy ?? ADMIN_VIDEO_DEFAULT_SORT,
      sortOrder: search.sortOrder ?? 'desc',
    },
    schema: adminVideoListSchema,
    signal,
  });
}

export const adminVideosQueryOptions = (search: AdminVideosSearch) =>
  queryOptions({
    queryKey: adminVideoKeys.list(search),
    queryFn: ({ signal }) => getAdminVideos(search, signal),
  });
