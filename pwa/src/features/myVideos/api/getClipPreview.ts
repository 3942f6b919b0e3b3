/**
 * GET /videos/{id}, read for the seller's edit popup: the clip's length and its preview's incident
 * moment (the list carries the preview's state only), so the moment can be moved (issue 21).
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/apiClient.ts';
import { videoPreviewField } from '../../../lib/videoPreview.ts';
import { myVideoKeys } from './getMyVideos.ts';

const clipPreviewSchema = z.object({
  duration: z.catch(z.nullable(z.number()), null),
  preview: videoPreviewField,
});
export type ClipPreview = z.infer<typeof clipPreviewSchema>;

export function getClipPreview(id: string, signal?: AbortSignal): Promise<ClipPreview> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { schema: clipPreviewSchema, signal });
}

export const clipPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...myVideoKeys.all, 'preview', id],
    queryFn: ({ signal }) => getClipPreview(id, signal),
  });
