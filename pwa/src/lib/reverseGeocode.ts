/**
 * GET /api/geocode/reverse?lat=&lng=: the pin's province, district and sub-district in Thai. A 404
 * (no provider, or nothing there) or 503 (provider down) leaves the pin and lets the seller pick from the lists.
 */
import { z } from 'zod';
import { apiRequest } from './apiClient.ts';

const named = z.object({ id: z.number(), name_th: z.string() });

const pinnedPlaceSchema = z.object({
  province: named,
  district: named.nullable(),
  subDistrict: named.nullable(),
  address: z.string(),
  displayName: z.string(),
});
export type PinnedPlace = z.infer<typeof pinnedPlaceSchema>;

export function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<PinnedPlace> {
  return apiRequest('/geocode/reverse', { query: { lat, lng }, schema: pinnedPlaceSchema, signal });
}
