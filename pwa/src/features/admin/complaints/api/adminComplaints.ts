/**
 * The admin's complaints (admin spec §2 Complaints management, §3 Complaint, §7; issue 7):
 * GET /admin/complaints with counts over all complaints, searched, filtered and paged on the
 * server (DESIGN.md §7), and the actions — take in progress, change priority, resolve and reject
 * with a response the reporter reads. Read leniently: an unknown status shows as open, an unknown
 * type as other, an unknown priority as medium (admin spec §4).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import {
  ADMIN_PAGE_SIZE,
  COMPLAINT_PRIORITIES,
  COMPLAINT_RESPONSE_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
} from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { adminComplaints as t } from '../adminComplaintsTexts.ts';
import type { ComplaintPriority, ComplaintStatus, ComplaintType } from '../adminComplaintsSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export {
  adminComplaintsSearchSchema,
  type AdminComplaintsSearch,
  type ComplaintPriority,
  type ComplaintStatus,
  type ComplaintType,
} from '../adminComplaintsSearch.ts';

export const adminComplaintSchema = z.object({
  _id: z.string().min(1),
  id: lenientText,
  reporter: z
    .object({ _id: lenientText, displayName: lenientText, email: lenientText, photoURL: lenientOptionalText })
    .catch({ _id: '', displayName: '', email: '', photoURL: null }),
  subject: lenientText,
  description: lenientText,
  type: z.enum(COMPLAINT_TYPES).catch('other'),
  priority: z.enum(COMPLAINT_PRIORITIES).catch('medium'),
  status: z.enum(COMPLAINT_STATUSES).catch('open'),
  adminResponse: lenientOptionalText,
  createdAt: lenientText,
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

const count = z.number().int().nonnegative().catch(0);

const adminComplaintListSchema = z.object({
  counts: z
    .object({ open: count, inProgress: count, resolved: count, rejected: count, total: count })
    .catch({ open: 0, inProgress: 0, resolved: 0, rejected: 0, total: 0 }),
  // One odd complaint is left out rather than hiding the list.
  complaints: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = adminComplaintSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  total: count,
  pagination: z
    .object({ page: z.number(), limit: z.number(), totalCount: z.number(), totalPages: z.number() })
    .optional()
    .catch(undefined),
});
export type AdminComplaintList = z.infer<typeof adminComplaintListSchema>;

export interface AdminComplaintsFilters {
  search: string;
  status: ComplaintStatus | undefined;
  type: ComplaintType | undefined;
  page: number;
}

export const adminComplaintKeys = {
  all: ['admin', 'complaints'] as const,
  list: (filters: AdminComplaintsFilters) => [...adminComplaintKeys.all, filters] as const,
};

export function getAdminComplaints(filters: AdminComplaintsFilters, signal?: AbortSignal) {
  return apiRequest('/admin/complaints', {
    query: {
      search: filters.search.trim() || undefined,
      status: filters.status,
      type: filters.type,
      page: filters.page,
      limit: ADMIN_PAGE_SIZE,
    },
    schema: adminComplaintListSchema,
    signal,
  });
}

export const adminComplaintsQueryOptions = (filters: AdminComplaintsFilters) =>
  queryOptions({
    queryKey: adminComplaintKeys.list(filters),
    queryFn: ({ signal }) => getAdminComplaints(filters, signal),
  });

/** Total pages: the server's, or ceil(total / page size) (admin spec §7). */
export const totalPagesOf = (list: AdminComplaintList) =>
  list.pagination?.totalPages ?? Math.max(1, Math.ceil(list.total / ADMIN_PAGE_SIZE));

/** The response the reporter reads: required, at most the server's limit. */
export const complaintResponseSchema = z.object({
  response: z.string().trim().min(1, t.responseRequired).max(COMPLAINT_RESPONSE_MAX, t.responseRequired),
});
export type ComplaintResponseInput = z.input<typeof complaintResponseSchema>;

export type ComplaintAction =
  | { kind: 'in-progress'; id: string }
  | { kind: 'priority'; id: string; priority: ComplaintPriority }
  | { kind: 'resolve' | 'reject'; id: string; response: string };

const anything = z.unknown();

export function runComplaintAction(action: ComplaintAction): Promise<unknown> {
  const path = `/admin/complaints/${encodeURIComponent(action.id)}/${action.kind}`;
  switch (action.kind) {
    case 'in-progress':
      return apiRequest(path, { method: 'PUT', schema: anything });
    case 'priority':
      return apiRequest(path, { method: 'PUT', body: { priority: action.priority }, schema: anything });
    default:
      return apiRequest(path, { method: 'PUT', body: { response: action.response }, schema: anything });
  }
}
