/** GET /users/requests: the caller's own requests, every status, newest first, a page at a time. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { REQUEST_PAGE_SIZE } from '../../../lib/constants.ts';
import { requestKeys } from './requestKeys.ts';
import { pagedListSchema, requestSchema } from './requestSchema.ts';

const mineSchema = pagedListSchema(requestSchema, 'requests');

export function getMyRequests(page: number, signal?: AbortSignal) {
  return apiRequest('/users/requests', {
    query: { page, limit: REQUEST_PAGE_SIZE },
    schema: mineSchema,
    signal,
  });
}

export const myRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: requestKeys.mine(page),
    queryFn: ({ signal }) => getMyRequests(page, signal),
    placeholderData: keepPreviousData,
  });
