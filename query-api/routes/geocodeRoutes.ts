import type { Router } from 'express';
import { z } from 'zod';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { locationTexts } from './messages/locationTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { thaiLocations, type ThaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import type { Geocoder } from '../ports/geocoder.ts';
import { placeFromAddress } from '../geocoding/placeFromAddress.ts';

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: locationTexts.pinInvalid })
    .min(min, locationTexts.pinInvalid)
    .max(max, locationTexts.pinInvalid);

const reverseQuery = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }).strict();

/**
 * Reverse geocoding of the seller's map pin into our province, district and sub-district. When the
 * provider is not configured (404), cannot be reached (503) or knows nothing there (404), the answer
 * says so and the seller picks from the lists; the pin stands either way.
 */
export function geocodeRoutes(
  router: Router,
  registry: OpenApiRegistry,
  geocoder: Geocoder | null,
  locations: () => ThaiLocations = thaiLocations,
): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/geocode/reverse',
    summary: 'Province, district and sub-district (Thai) at a map pin, from GEOCODER_URL',
    access: 'member',
    query: reverseQuery,
    async handle({ query }) {
      // Not configured is this deployment's choice, not a fault: a 4xx, so no input ever meets a 5xx.
      if (!geocoder) throw new ApiError(404, 'GEOCODER_NOT_CONFIGURED', locationTexts.geocoderUnavailable);
      let raw;
      try {
        raw = await geocoder.reverse(query.lat, query.lng);
      } catch {
        throw new ApiError(503, 'GEOCODER_UNAVAILABLE', locationTexts.geocoderUnavailable);
      }
      const place = raw ? placeFromAddress(locations(), raw) : null;
      if (!place) throw new ApiError(404, 'PLACE_NOT_FOUND', locationTexts.outsideThailand);
      return { data: place };
    },
  });
}
