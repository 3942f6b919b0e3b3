/** How search results can be ordered; relevance is the default when a keyword is given. */
export type SearchSort = 'relevance' | 'newest' | 'oldest' | 'price_low' | 'price_high' | 'views';

export interface SearchParams {
  keyword?: string;
  province?: string;
  district?: string;
  category?: string;
  vehicleType?: string;
  /** Baht, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  /** Incident date, YYYY-MM-DD, inclusive. */
  dateFrom?: string;
  dateTo?: string;
  /** Defaults to relevance with a keyword and newest without. */
  sort?: SearchSort;
  page: number;
  limit: number;
}

export interface SearchResult {
  /** Clip ids of the page, best first. */
  ids: string[];
  /** Matching clips over all pages. */
  total: number;
}

/** The search index port (issue 5): only approved, active clips are ever found. */
export interface SearchIndex {
  search(params: SearchParams): Promise<SearchResult>;
}
