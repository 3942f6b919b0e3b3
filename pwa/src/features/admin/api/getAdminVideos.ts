/**
 * GET /admin/videos?status=: every clip but deleted ones, filtered on the server (pending = the
 * review queue), with the seller's name and e-mail and the "same file as another seller's" flag.
 * Read leniently: one odd field must not hide the queue.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { ADMIN_PAGE_SIZE } from '../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';

/** The spec's status filter (pending, approved, rejected, expired), sold (derived) and all. */
export const ADMIN_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'expired', 'sold', 'all'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const adminVideosSearchSchema = z.object({
  status: z.enum(ADMIN_STATUS_FILTERS).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type AdminVideosSearch = z.infer<typeof adminVideosSearchSchema>;

const text = lenientText;
const maybeText = lenientOptionalText;

export const adminVideoSchema = z.object({
  _id: z.string().min(1),
  title: text,
  description: text,
  category: text,
  price: z.number().catch(0),
  status: z.string().catch('pending'),
  rejectionReason: maybeText,
  salesCount: z.number().catch(0),
  thumbnail: maybeText,
  thumbnailJpg: maybeText,
  duration: z.number().nullish().catch(null),
  createdAt: maybeText,
  dateRecorded: maybeText,
  timeRecorded: maybeText,
  seller: z
    .object({ _id: text, displayName: text, email: text })
    .catch({ _id: '', displayName: '', email: '' }),
  possiblyNotTheirs: z.boolean().catch(false),
  sameFileAs: z.object({ videoId: z.string(), sellerId: z.string().nullish() }).nullish().catch(null),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

const adminVideoListSchema = z.object({
  videos: z.array(adminVideoSchema),
  pagination: z
    .object({ page: z.number(), limit: z.number(), totalCount: z.number(), totalPages: z.number() })
    .catch({ page: 1, limit: ADMIN_PAGE_SIZE, totalCount: 0, totalPages: 1 }),
});
export type AdminVideoList = z.infer<typeof adminVideoListSchema>;

export const adminVideoKeys = {
  all: ['admin', 'videos'] as const,
  list: (status: AdminStatusFilter, page: number) => [...adminVideoKeys.all, status, page] as const,
};

export function getAdminVideos(
  status: AdminStatusFilter,
  page: number,
  signal?: AbortSignal,
): Promise<AdminVideoList> {
  return apiRequest('/admin/videos', {
    query: {
      status: status === 'all' ? undefined : status,
      page,
      limit: ADMIN_PAGE_SIZE,
      // The queue is read oldest first: who waited longest is reviewed first.
      sortBy: 'createdAt',
      sortOrder: status === 'pending' ? 'asc' : 'desc',
    },
    schema: adminVideoListSchema,
    signal,
  });
}

export const adminVideosQueryOptions = (status: AdminStatusFilter, page: number) =>
  queryOptions({
    queryKey: adminVideoKeys.list(status, page),
    queryFn: ({ signal }) => getAdminVideos(status, page, signal),
  });
