/**
 * The admin's footage requests (issue 22): GET /admin/requests, filtered by status and "reported"
 * and paged on the server, each with its report count and the requester's uid and e-mail (admins
 * only); PUT /admin/requests/{id}/remove {reason} takes one off the board with a reason the
 * requester reads. Read leniently: an odd request is left out, an unknown status reads as closed.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { ADMIN_PAGE_SIZE, REQUEST_REASON_MAX, REQUEST_STATUSES } from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { adminPaginationSchema } from '../../shared/adminPagination.ts';
import type { AdminRequestsSearch } from '../adminRequestsSearch.ts';

export { adminRequestsSearchSchema, type AdminRequestsSearch } from '../adminRequestsSearch.ts';

const count = z.number().int().nonnegative().catch(0);

export const adminRequestSchema = z.object({
  requestId: z.string().min(1),
  title: lenientText,
  description: lenientText,
  place: z
    .object({
      lat: z.number().catch(0),
      lng: z.number().catch(0),
      radiusM: z.number().catch(0),
      province: lenientText,
      district: lenientText,
      subDistrict: lenientText,
      address: lenientText,
    })
    .catch({ lat: 0, lng: 0, radiusM: 0, province: '', district: '', subDistrict: '', address: '' }),
  when: z
    .object({ incidentDate: lenientText, timeFrom: lenientText, timeTo: lenientText })
    .catch({ incidentDate: '', timeFrom: '', timeTo: '' }),
  vehicleTypes: z.array(z.string()).catch([]),
  /** Baht. */
  maxPrice: z.number().catch(0),
  status: z.enum(REQUEST_STATUSES).catch('closed'),
  requester: z
    .object({ uid: lenientText, email: lenientText, displayName: lenientText, alias: lenientText })
    .catch({ uid: '', email: '', displayName: '', alias: '' }),
  reportCount: count,
  /** What reporters said, when the server sends it. */
  reports: z.array(z.object({ reason: lenientText, reportedAt: lenientText })).catch([]),
  matchCount: count,
  openedAt: lenientText,
  expiresAt: lenientText,
  removalReason: lenientOptionalText,
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

const countsSchema = z
  .object({ open: count, reported: count, removed: count, total: count })
  .catch({ open: 0, reported: 0, removed: 0, total: 0 });

const adminRequestListSchema = z
  .looseObject({
    counts: countsSchema,
    items: z.array(z.unknown()).optional(),
    requests: z.array(z.unknown()).optional(),
    total: z.number().int().nonnegative().optional().catch(undefined),
    pagination: adminPaginationSchema.optional(),
  })
  .transform((answer) => {
    // One odd request is left out rather than hiding the list.
    const requests = (answer.items ?? answer.requests ?? []).flatMap((item) => {
      const parsed = adminRequestSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const total = answer.pagination?.totalCount ?? answer.total ?? requests.length;
    return {
      counts: answer.counts,
      requests,
      total,
      totalPages: answer.pagination?.totalPages ?? Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      capped: answer.pagination?.totalCountCapped === true,
    };
  });
export type AdminRequestList = z.infer<typeof adminRequestListSchema>;

export const adminRequestKeys = {
  all: ['admin', 'requests'] as const,
  list: (search: AdminRequestsSearch) =>
    [
      ...adminRequestKeys.all,
      search.search ?? '',
      search.status ?? 'all',
      search.reported ?? false,
      search.page ?? 1,
    ] as const,
  one: (requestId: string) => [...adminRequestKeys.all, 'one', requestId] as const,
};

export function getAdminRequests(search: AdminRequestsSearch, signal?: AbortSignal) {
  return apiRequest('/admin/requests', {
    query: {
      search: search.search,
      status: search.status,
      reported: search.reported,
      page: search.page ?? 1,
      limit: ADMIN_PAGE_SIZE,
    },
    schema: adminRequestListSchema,
    signal,
  });
}

export const adminRequestsQueryOptions = (search: AdminRequestsSearch) =>
  queryOptions({
    queryKey: adminRequestKeys.list(search),
    queryFn: ({ signal }) => getAdminRequests(search, signal),
  });

/** One request as GET /requests/{id} answers an admin: also what each reporter said. */
export const adminRequestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: adminRequestKeys.one(requestId),
    queryFn: ({ signal }) =>
      apiRequest(`/requests/${encodeURIComponent(requestId)}`, { schema: adminRequestSchema, signal }),
  });

export const removalReasonSchema = (texts: { reasonRequired: string; reasonTooLong: string }) =>
  z.object({
    text: z.string().trim().min(1, texts.reasonRequired).max(REQUEST_REASON_MAX, texts.reasonTooLong),
  });

export function removeRequest({ requestId, reason }: { requestId: string; reason: string }) {
  return apiRequest(`/admin/requests/${encodeURIComponent(requestId)}/remove`, {
    method: 'PUT',
    body: { reason },
    schema: z.unknown(),
  });
}
