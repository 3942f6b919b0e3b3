/**
 * GET /admin/videos/all (admin spec §7): every clip but deleted ones, searched, filtered, sorted and
 * paged on the server (DESIGN.md §7), with the seller's name and e-mail, the "same file as another
 * seller's" flag, who approved or rejected it last and the state of its preview. Read leniently: one odd field must not hide
 * the list.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { ADMIN_PAGE_SIZE } from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { previewSummaryField } from '../../../../lib/videoPreview.ts';
import { adminPaginationSchema } from '../../shared/adminPagination.ts';
import { ADMIN_VIDEO_DEFAULT_SORT, type AdminVideosSearch } from '../adminVideosSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export {
  ADMIN_VIDEO_DEFAULT_SORT,
  ADMIN_VIDEO_SORTS,
  ADMIN_VIDEO_STATUSES,
  SORT_ORDERS,
  adminVideosSearchSchema,
  type AdminVideoSort,
  type AdminVideoStatus,
  type AdminVideosSearch,
  type SortOrder,
} from '../adminVideosSearch.ts';

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
  /** Sent for a footage request (issue 22): the most its price may be, the requester's price. */
  requestMaxPrice: z.number().nullish().catch(null),
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
  /** The watermarked preview's state, and why it failed (issue 21). */
  preview: previewSummaryField,
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
