/**
 * GET /api/locations/{provinces, districts, sub-districts, search}: the pickers' lists, cached for
 * the spec's 5 minutes (LOCATION_CACHE_MS).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './apiClient.ts';
import { LOCATION_CACHE_MS, LOCATION_SEARCH_MIN_CHARS } from './constants.ts';

const provinceSchema = z.object({
  id: z.number(),
  name_th: z.string(),
  name_en: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Province = z.infer<typeof provinceSchema>;

const districtSchema = z.object({ id: z.number(), name_th: z.string(), province_id: z.number() });
export type District = z.infer<typeof districtSchema>;

const subDistrictSchema = z.object({ id: z.number(), name_th: z.string(), district_id: z.number() });
export type SubDistrict = z.infer<typeof subDistrictSchema>;

const searchItemSchema = z.discriminatedUnion('type', [
  provinceSchema.extend({ type: z.literal('province') }),
  districtSchema.extend({ type: z.literal('district'), province_name_th: z.string() }),
]);
export type LocationSearchItem = z.infer<typeof searchItemSchema>;

const cached = { staleTime: LOCATION_CACHE_MS, gcTime: LOCATION_CACHE_MS } as const;

export const locationKeys = {
  all: ['locations'] as const,
  provinces: () => [...locationKeys.all, 'provinces'] as const,
  districts: (provinceId: string) => [...locationKeys.all, 'districts', provinceId] as const,
  subDistricts: (districtId: string) => [...locationKeys.all, 'sub-districts', districtId] as const,
  search: (q: string) => [...locationKeys.all, 'search', q] as const,
};

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.provinces(),
    queryFn: ({ signal }) => apiRequest('/locations/provinces', { schema: z.array(provinceSchema), signal }),
    ...cached,
  });

export const districtsQueryOptions = (provinceId: string) =>
  queryOptions({
    queryKey: locationKeys.districts(provinceId),
    queryFn: ({ signal }) =>
      apiRequest('/locations/districts', { query: { provinceId }, schema: z.array(districtSchema), signal }),
    enabled: provinceId !== '',
    ...cached,
  });

export const subDistrictsQueryOptions = (districtId: string) =>
  queryOptions({
    queryKey: locationKeys.subDistricts(districtId),
    queryFn: ({ signal }) =>
      apiRequest('/locations/sub-districts', {
        query: { districtId },
        schema: z.array(subDistrictSchema),
        signal,
      }),
    enabled: districtId !== '',
    ...cached,
  });

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: locationKeys.search(q),
    queryFn: ({ signal }) =>
      apiRequest('/locations/search', { query: { q }, schema: z.array(searchItemSchema), signal }),
    enabled: q.trim().length >= LOCATION_SEARCH_MIN_CHARS,
    ...cached,
  });
