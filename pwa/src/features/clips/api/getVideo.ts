import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { videoSchema, type Video } from './videoSchema.ts';

export function getVideo(id: string, signal?: AbortSignal): Promise<Video> {
  return apiRequest(`/videos/${encodeURIComponent(id)}`, { schema: videoSchema, signal });
}

export const videoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['clips', 'detail', id],
    queryFn: ({ signal }) => getVideo(id, signal),
  });
