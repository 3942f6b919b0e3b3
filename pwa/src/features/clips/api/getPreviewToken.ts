/**
 * POST /videos/{id}/stream-token for the clip page's preview: a clip not yet approved shows its
 * preview to its seller and admins only, and a `<video src>` cannot send the Bearer header, so the
 * preview's URL carries this short-lived media token instead (issue 21).
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/apiClient.ts';

const streamUrlSchema = z.object({ url: z.string(), expiresInSeconds: z.number() });

export const previewTokenQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['clips', 'previewToken', id],
    queryFn: ({ signal }) =>
      apiRequest(`/videos/${encodeURIComponent(id)}/stream-token`, {
        method: 'POST',
        schema: streamUrlSchema,
        signal,
      }),
    // A token is for this visit's player; a new one is asked for when the page opens again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
