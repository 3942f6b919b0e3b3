/**
 * GET /requests: the public board, open requests newest first, or nearest first when the visitor's
 * position is sent (then each carries `distanceKm`). Filters by province, incident date and distance
 * are applied by the server, over all requests.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { REQUEST_PAGE_SIZE } from '../../../lib/constants.ts';
import type { RequestsSearch } from '../requestsSearch.ts';
import { requestKeys } from './requestKeys.ts';
import { pagedListSchema, requestSchema } from './requestSchema.ts';

export interface Position {
  lat: number;
  lng: number;
}

/** Four decimals (~11 m): enough to sort by distance, and one cache entry while the device drifts. */
const rounded = (value: number) => Math.round(value * 1e4) / 1e4;

/** The board's query: the URL's filters, and the position only while "near me" is chosen. */
export function boardQuery(search: RequestsSearch, position: Position | null) {
  const near = search.near !== undefined && position !== null;
  return {
    province: search.province,
    date: search.date,
    lat: near ? rounded(position.lat) : undefined,
    lng: near ? rounded(position.lng) : undefined,
    withinKm: near ? search.near : undefined,
    page: search.page ?? 1,
    limit: REQUEST_PAGE_SIZE,
  };
}
export type BoardQuery = ReturnType<typeof boardQuery>;

const boardSchema = pagedListSchema(requestSchema, 'requests');

export function listRequests(query: BoardQuery, signal?: AbortSignal) {
  return apiRequest('/requests', { query: { ...query }, schema: boardSchema, signal });
}

export const requestsQueryOptions = (query: BoardQuery) =>
  queryOptions({
    queryKey: requestKeys.board({ ...query }),
    queryFn: ({ signal }) => listRequests(query, signal),
    placeholderData: keepPreviousData,
  });
