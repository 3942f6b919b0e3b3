/**
 * GET /requests/{id}: the footage request a seller sends a clip for (issue 22), as the upload form
 * needs it: the title for the banner, the board's pin (to the nearest 100 m), place and window to
 * prefill, the most the requester will pay, whether it still takes clips and whether it is the
 * seller's own. Another member's request that is no longer open answers 404.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { REQUEST_STATUSES } from '../../../lib/constants.ts';
import { lenientText } from '../../../lib/lenientSchemas.ts';

const answeredRequestSchema = z.object({
  requestId: z.string().min(1),
  title: lenientText,
  place: z.object({ lat: z.number(), lng: z.number(), province: lenientText, district: lenientText }),
  when: z.object({ incidentDate: z.string(), timeFrom: z.string(), timeTo: z.string() }),
  /** Baht. */
  maxPrice: z.number().int().positive(),
  // An unknown status reads as closed: never answered.
  status: z.enum(REQUEST_STATUSES).catch('closed'),
  isOwner: z.boolean().catch(false),
});
export type AnsweredRequestView = z.output<typeof answeredRequestSchema>;

export function getAnsweredRequest(requestId: string, signal?: AbortSignal): Promise<AnsweredRequestView> {
  return apiRequest(`/requests/${encodeURIComponent(requestId)}`, { schema: answeredRequestSchema, signal });
}

export const answeredRequestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: ['upload', 'answered-request', requestId] as const,
    queryFn: ({ signal }) => getAnsweredRequest(requestId, signal),
  });
