/** GET /search/map: every matching clip's pin (up to 5,000) for the map view and its clusters. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import type { ApiQuery } from '../searchParams.ts';
import { searchKeys } from './searchVideos.ts';

const pointSchema = z.object({ id: z.string(), lat: z.number(), lng: z.number(), price: z.number() });
export type MapPoint = z.infer<typeof pointSchema>;

export const mapPointsSchema = z.object({
  // One pin without coordinates is left off the map, not the whole answer.
  points: z
    .array(z.unknown())
    .transform((points) => points.flatMap((point) => pointSchema.safeParse(point).data ?? [])),
  totalCount: z.number(),
  truncated: z.boolean().default(false),
});
export type MapPoints = z.infer<typeof mapPointsSchema>;

export const mapPointsQueryOptions = (query: ApiQuery) =>
  queryOptions({
    queryKey: searchKeys.map(query),
    queryFn: ({ signal }) => apiRequest('/search/map', { query, schema: mapPointsSchema, signal }),
  });
