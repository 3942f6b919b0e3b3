import type { Satang } from '../../events/money.ts';

/** How search results can be ordered; relevance is the default when a keyword is given. */
export type SearchSort = 'relevance' | 'newest' | 'oldest' | 'price_low' | 'price_high' | 'views';
export const SEARCH_SORTS = ['relevance', 'newest', 'oldest', 'price_low', 'price_high', 'views'] as const;

/** A map viewport in degrees. */
export interface GeoBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Clips within `radiusKm` of a point. */
export interface GeoCircle {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * What a search narrows on. Relative ranges (timeRange, eventDate) are resolved into
 * `dateFrom`/`dateTo` by the query layer before they reach an adapter, so adapters never read
 * the clock.
 */
export interface SearchFilters {
  keyword?: string;
  province?: string;
  district?: string;
  category?: string;
  vehicleType?: string;
  /** The clip's price, inclusive (the API's baht are converted where its query is read). */
  minPriceSatang?: Satang;
  maxPriceSatang?: Satang;
  /** Incident date, YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  /** Incident time of day, HH:MM, inclusive; a start after the end wraps midnight. */
  timeFrom?: string;
  timeTo?: string;
  bounds?: GeoBounds;
  near?: GeoCircle;
  /** Clip ids left out (the clip a related list belongs to). */
  excludeIds?: string[];
}

export interface SearchParams extends SearchFilters {
  /** Defaults to relevance with a keyword and newest without. */
  sort?: SearchSort;
  page: number;
  limit: number;
  /** Also count the matches by province, category and vehicle type. */
  facets?: boolean;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** Each facet counts the current query without its own filter (province ignores province and district). */
export interface SearchFacets {
  province: FacetCount[];
  category: FacetCount[];
  vehicleType: FacetCount[];
  /**
   * Some counts are estimates (rounded to two significant figures): more clips matched than the
   * adapter counts, so it scaled the counts of a sample of them. Absent when every count is exact.
   */
  approximate?: boolean;
}

export interface SearchResult {
  /** Clip ids of the page, best first. */
  ids: string[];
  /** Matching clips over all pages, at most the result window. */
  total: number;
  /** More clips match than `total` (the adapter's result window); later pages are empty. */
  totalCapped?: boolean;
  /**
   * No clip has the keyword's words (nor a corrected spelling of them): these are clips with a
   * similar spelling, by the adapter's own measure (trigrams on PostgreSQL, character n-grams on
   * the engine), so adapters may answer them differently. Absent for word matches.
   */
  similarSpellingOnly?: boolean;
  facets?: SearchFacets;
  /** When the keyword as typed finds nothing and a close spelling does: that spelling (searched instead). */
  correctedKeyword?: string;
}

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  priceSatang: Satang;
}

export interface MapPoints {
  points: MapPoint[];
  /** Matching clips, counted at least one past `max` (more than `max`: pins were left out). */
  total: number;
}

/** The search index port (issue 5): only approved, active clips are ever found. */
export interface SearchIndex {
  search(params: SearchParams): Promise<SearchResult>;
  /** Every matching clip's pin (no paging), at most `max`, newest first. */
  mapPoints(filters: SearchFilters, max: number): Promise<MapPoints>;
  /** Distinct titles with a word starting with what was typed, at most `max`, best first. */
  suggestTitles(typed: string, max: number): Promise<string[]>;
}

/**
 * The index could not answer (its engine is down, overloaded or unreachable): the query API
 * answers 503 in Thai and the buyer tries again, instead of a 500.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError';
}
