/**
 * The Geocoder port: reverse geocoding of a map pin in Thai. Adapters answer the provider's raw
 * address parts; `placeFromAddress` matches them against our location lists.
 */
export interface RawAddress {
  /** ISO 3166-2 subdivision, e.g. TH-50; Thai province codes are the DOPA codes. */
  isoSubdivision?: string;
  countryCode?: string;
  /** Every named address part the provider gave (state, county, suburb, quarter, road…). */
  parts: Readonly<Record<string, string>>;
  displayName: string;
}

export interface Geocoder {
  /** Null when the provider knows no address there. Throws when it cannot be asked. */
  reverse(lat: number, lng: number, signal?: AbortSignal): Promise<RawAddress | null>;
}
