import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';
import { videoListSchema, type VideoList } from './videoSchema.ts';

export interface VideoListParams {
  page?: number;
  limit?: number;
  category?: string;
  /** Leave this clip out (related clips on the detail page). */
  exclude?: string;
}

export function getVideos(params: VideoListParams, signal?: AbortSignal): Promise<VideoList> {
  return apiRequest('/videos', {
    query: {
      page: params.page ?? 1,
      limit: params.limit ?? DASHBOARD_PAGE_SIZE,
      category: params.category,
      exclude: params.exclude,
    },
    schema: videoListSchema,
    signal,
  });
}

export const videosQueryOptions = (params: VideoListParams) =>
  queryOptions({
    queryKey: ['clips', 'list', params],
    queryFn: ({ signal }) => getVideos(params, signal),
  });
