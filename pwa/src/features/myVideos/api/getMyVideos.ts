/** GET /users/videos: the signed-in seller's clips, newest first, a page at a time. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';
import { myVideoListSchema, type MyVideoList } from './myVideoSchema.ts';

export const myVideoKeys = {
  all: ['myVideos'] as const,
  page: (page: number) => [...myVideoKeys.all, 'list', page] as const,
};

export function getMyVideos(page: number, signal?: AbortSignal): Promise<MyVideoList> {
  return apiRequest('/users/videos', {
    query: { page, limit: DASHBOARD_PAGE_SIZE },
    schema: myVideoListSchema,
    signal,
  });
}

export const myVideosQueryOptions = (page: number) =>
  queryOptions({
    queryKey: myVideoKeys.page(page),
    queryFn: ({ signal }) => getMyVideos(page, signal),
  });
