/**
 * The owner's close and renew (POST /requests/{id}/close, /renew: an expired request takes a slot
 * again), and any other member's report (POST /requests/{id}/report {reason}).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { REQUEST_REASON_MAX } from '../../../lib/constants.ts';
import { requestsTexts } from '../requestsTexts.ts';
import { requestKeys } from './requestKeys.ts';

const anything = z.unknown();
const path = (requestId: string, action: string) => `/requests/${encodeURIComponent(requestId)}/${action}`;

export type OwnerAction = 'close' | 'renew';

export function runOwnerAction(requestId: string, action: OwnerAction) {
  return apiRequest(path(requestId, action), { method: 'POST', schema: anything });
}

export function useOwnerAction(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OwnerAction) => runOwnerAction(requestId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

export const reportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, requestsTexts.report.reasonRequired)
    .max(REQUEST_REASON_MAX, requestsTexts.report.reasonRequired),
});
export type ReportInput = z.input<typeof reportSchema>;

export function reportRequest(requestId: string, reason: string) {
  return apiRequest(path(requestId, 'report'), { method: 'POST', body: { reason }, schema: anything });
}

export function useReportRequest(requestId: string) {
  return useMutation({ mutationFn: (reason: string) => reportRequest(requestId, reason) });
}
