/**
 * Complaints from users (issue 7): POST /complaints files one; GET /complaints/mine lists the
 * caller's, newest first, with status, the clip's title and the admin's response. One odd item is left
 * out rather than hiding the whole list; unknown values are shown as the spec says (admin §4).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_MAX,
  COMPLAINT_TYPES,
} from '../../../lib/constants.ts';
import { lenientOptionalText } from '../../../lib/lenientSchemas.ts';
import { complaints as t } from '../complaintsTexts.ts';

export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const complaintKeys = {
  all: ['complaints'] as const,
  mine: () => [...complaintKeys.all, 'mine'] as const,
};

/** A complaint as its reporter sees it: no internal priority (the server does not send it). */
const complaintItemSchema = z.object({
  _id: z.string(),
  id: z.string().catch(''),
  type: z.enum(COMPLAINT_TYPES).catch('other'),
  status: z.enum(COMPLAINT_STATUSES).catch('open'),
  subject: z.string().catch(''),
  description: z.string().catch(''),
  clipId: z.string().nullish().catch(null),
  purchaseId: z.string().nullish().catch(null),
  clipTitle: z.string().nullish().catch(null),
  adminResponse: z.string().nullish().catch(null),
  createdAt: lenientOptionalText,
});
export type ComplaintItem = z.output<typeof complaintItemSchema>;

const myComplaintsSchema = z.object({ complaints: z.array(z.unknown()) }).transform(({ complaints }) =>
  complaints.flatMap((item) => {
    const parsed = complaintItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export function getMyComplaints(signal?: AbortSignal): Promise<ComplaintItem[]> {
  return apiRequest('/complaints/mine', { schema: myComplaintsSchema, signal, query: { limit: 100 } });
}

export const myComplaintsQueryOptions = () =>
  queryOptions({ queryKey: complaintKeys.mine(), queryFn: ({ signal }) => getMyComplaints(signal) });

/** The form's schema: mirrors the server's checks with the same limits. */
export const complaintFormSchema = z.object({
  type: z.enum(COMPLAINT_TYPES, { error: t.validation.type }),
  subject: z.string().trim().min(1, t.validation.subject).max(COMPLAINT_SUBJECT_MAX, t.validation.subject),
  description: z
    .string()
    .trim()
    .min(1, t.validation.description)
    .max(COMPLAINT_DESCRIPTION_MAX, t.validation.description),
});
export type ComplaintFormInput = z.input<typeof complaintFormSchema>;
export type ComplaintFormValues = z.output<typeof complaintFormSchema>;

export interface FileComplaintBody extends ComplaintFormValues {
  clipId?: string;
  purchaseId?: string;
}

const filedSchema = z.object({ complaintId: z.string(), status: z.string() });

/** The title of the clip a complaint is about, from the clip or from the caller's purchase of it. */
const titledSchema = z
  .object({ title: z.string().nullish(), video: z.object({ title: z.string().nullish() }).nullish() })
  .transform((answer) => answer.title || answer.video?.title || null);

export function referenceTitle(ref: { clipId?: string; purchaseId?: string }, signal?: AbortSignal) {
  const path = ref.purchaseId
    ? `/purchases/${encodeURIComponent(ref.purchaseId)}`
    : `/videos/${encodeURIComponent(ref.clipId ?? '')}`;
  return apiRequest(path, { schema: titledSchema, signal });
}

export const referenceTitleQueryOptions = (ref: { clipId?: string; purchaseId?: string }) =>
  queryOptions({
    queryKey: [...complaintKeys.all, 'reference', ref.purchaseId ?? null, ref.clipId ?? null],
    queryFn: ({ signal }) => referenceTitle(ref, signal),
    enabled: Boolean(ref.clipId || ref.purchaseId),
    retry: false,
  });

export function fileComplaint(body: FileComplaintBody) {
  return apiRequest('/complaints', { method: 'POST', body, schema: filedSchema });
}

export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
