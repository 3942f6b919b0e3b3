/**
 * GET /locations/provinces and /locations/districts?provinceId=: the place pickers. The URL carries
 * Thai names, so the ids are looked up from the names here. Cached for the spec's 5 minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { LOCATION_CACHE_MS } from '../../../lib/constants.ts';
import { searchKeys } from './searchVideos.ts';

const provinceSchema = z.object({ id: z.number(), name_th: z.string() });
export type Province = z.infer<typeof provinceSchema>;
const districtSchema = z.object({ id: z.number(), name_th: z.string() });
export type District = z.infer<typeof districtSchema>;

const cached = { staleTime: LOCATION_CACHE_MS, gcTime: LOCATION_CACHE_MS } as const;

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.provinces(),
    queryFn: ({ signal }) => apiRequest('/locations/provinces', { schema: z.array(provinceSchema), signal }),
    ...cached,
  });

export const districtsQueryOptions = (provinceId: number | undefined) =>
  queryOptions({
    queryKey: searchKeys.districts(provinceId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest('/locations/districts', {
        query: { provinceId },
        schema: z.array(districtSchema),
        signal,
      }),
    enabled: provinceId !== undefined,
    ...cached,
  });
