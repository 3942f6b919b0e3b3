import { z } from 'zod';
import type { Geocoder, RawAddress } from '../../../query-api/ports/geocoder.ts';

/** How long a reverse-geocoding request may take before the seller picks the place by hand. */
const GEOCODER_TIMEOUT_MS = 5_000;

const reverseAnswer = z.object({
  error: z.string().optional(),
  display_name: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});

/**
 * Reverse geocoding against an OpenStreetMap Nominatim-compatible server (GEOCODER_URL), in Thai.
 * Nominatim's usage policy asks for an identifying User-Agent and at most one request a second;
 * the PWA asks only when a seller drops a pin.
 */
export function nominatimGeocoder(options: { baseUrl: string; userAgent: string }): Geocoder {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async reverse(lat, lng, signal) {
      const url = new URL(`${base}/reverse`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lng),
        zoom: '18',
        addressdetails: '1',
        'accept-language': 'th',
      }).toString();
      const timeout = AbortSignal.timeout(GEOCODER_TIMEOUT_MS);
      const response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const answer = reverseAnswer.parse(await response.json());
      if (answer.error || !answer.address) return null;
      const { address } = answer;
      const raw: RawAddress = {
        isoSubdivision: address['ISO3166-2-lvl4'],
        countryCode: address.country_code,
        parts: address,
        displayName: answer.display_name ?? '',
      };
      return raw;
    },
  };
}
