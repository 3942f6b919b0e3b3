import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { PREVIEW_POLL_MS } from '../../../lib/constants.ts';
import { videoDetailSchema, type VideoDetail } from './videoSchema.ts';

export function getVideo(id: string, signal?: AbortSignal): Promise<VideoDetail> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { schema: videoDetailSchema, signal });
}

export const videoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['clips', 'detail', id],
    queryFn: ({ signal }) => getVideo(id, signal),
    // While the preview is being made the page asks again, and shows it once it is ready.
    refetchInterval: (query) => (query.state.data?.preview.status === 'making' ? PREVIEW_POLL_MS : false),
  });
