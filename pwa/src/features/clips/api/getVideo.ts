import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { videoDetailSchema, type VideoDetail } from './videoSchema.ts';

export function getVideo(id: string, signal?: AbortSignal): Promise<VideoDetail> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { schema: videoDetailSchema, signal });
}

export const videoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['clips', 'detail', id],
    queryFn: ({ signal }) => getVideo(id, signal),
  });
