import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';
import { videoListSchema, type VideoList } from './videoSchema.ts';

/** The dashboard's URL state (more filters join here as they are built). */
export const clipListSearchSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
});
export type ClipListSearch = z.infer<typeof clipListSearchSchema>;

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
