/**
 * GET /videos/{id}, read for the review popup: the clip's watermarked preview (its URL and progress;
 * the list carries only its state). Asked again every few seconds while the preview is made.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { PREVIEW_POLL_MS } from '../../../../lib/constants.ts';
import { videoPreviewField, type VideoPreview } from '../../../../lib/videoPreview.ts';
import { adminVideoKeys } from './getAdminVideos.ts';

const previewAnswerSchema = z.object({ preview: videoPreviewField });

export async function getVideoPreview(id: string, signal?: AbortSignal): Promise<VideoPreview> {
  const answer = await apiRequest(`/videos/${encodeURIComponent(id)}`, {
    schema: previewAnswerSchema,
    signal,
  });
  return answer.preview;
}

export const videoPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminVideoKeys.all, 'preview', id],
    queryFn: ({ signal }) => getVideoPreview(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'making' ? PREVIEW_POLL_MS : false),
  });
