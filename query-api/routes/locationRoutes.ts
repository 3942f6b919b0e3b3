import type { Router } from 'express';
import { z } from 'zod';
import { LOCATION_CACHE_MS } from '../../events/constants.ts';
import { LOCATION_QUERY_MAX } from '../constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { safeText } from '../../infra/http/inputSchemas.ts';
import { locationTexts } from './messages/locationTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { searchLocations } from '../../infra/adapters/locations/searchLocations.ts';
import { thaiLocations, type ThaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';

/** A DOPA code as a query parameter: digits only (no signs, exponents or hex that Number() takes). */
const code = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

const districtsQuery = z.object({ provinceId: code(locationTexts.provinceIdInvalid) }).strict();
const subDistrictsQuery = z.object({ districtId: code(locationTexts.districtIdInvalid) }).strict();
const searchQuery = z
  .object({
    q: safeText({ error: locationTexts.queryRequired }).max(
      LOCATION_QUERY_MAX,
      locationTexts.queryTooLong(LOCATION_QUERY_MAX),
    ),
  })
  .strict();

const cacheSeconds = LOCATION_CACHE_MS / 1000;

/**
 * Provinces, districts and sub-districts (reference data shipped with the code, not a read model)
 * and the place search. Public and cacheable for the spec's 5 minutes. An id that is well formed
 * but names no province or district answers 404, so a client can tell a wrong id from an empty list.
 */
export function locationRoutes(
  router: Router,
  registry: OpenApiRegistry,
  locations: () => ThaiLocations = thaiLocations,
): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/locations/provinces',
    summary: 'The 77 provinces: id (DOPA code), name_th, name_en, lat, lng; in Thai alphabetical order',
    access: 'public',
    cacheSeconds,
    handle: async () => ({ data: locations().provinces }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/locations/districts',
    summary: 'The districts (อำเภอ, in Bangkok เขต) of one province: id, name_th, province_id',
    access: 'public',
    query: districtsQuery,
    cacheSeconds,
    async handle({ query }) {
      const districts = locations().districtsOf(query.provinceId);
      if (!districts) throw new ApiError(404, 'PROVINCE_NOT_FOUND', locationTexts.provinceNotFound);
      return { data: districts };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/locations/sub-districts',
    summary: 'The sub-districts (ตำบล, in Bangkok แขวง) of one district: id, name_th, district_id',
    access: 'public',
    query: subDistrictsQuery,
    cacheSeconds,
    async handle({ query }) {
      const subDistricts = locations().subDistrictsOf(query.districtId);
      if (!subDistricts) throw new ApiError(404, 'DISTRICT_NOT_FOUND', locationTexts.districtNotFound);
      return { data: subDistricts };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/locations/search',
    summary:
      'Provinces and districts by Thai or English name: at most 5 provinces, each with up to 3 matching districts (20 items); fewer than 2 characters answers an empty list',
    access: 'public',
    query: searchQuery,
    cacheSeconds,
    handle: async ({ query }) => ({ data: searchLocations(locations(), query.q) }),
  });
}
