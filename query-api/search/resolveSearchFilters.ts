import { MS_PER_DAY } from '../../events/constants.ts';
import { fromBaht, type Baht } from '../../events/money.ts';
import type { GeoBounds, GeoCircle, SearchParams, SearchSort } from '../ports/searchIndex.ts';

/** A search as the API takes it (validated), before relative dates are resolved. */
export interface SearchRequest {
  search?: string;
  province?: string;
  district?: string;
  category?: string;
  vehicleType?: string;
  /** Whole baht, as the API takes prices. */
  minPrice?: Baht;
  maxPrice?: Baht;
  dateFrom?: string;
  dateTo?: string;
  eventDate?: string;
  eventStartTime?: string;
  eventEndTime?: string;
  timeRange?: number;
  bbox?: GeoBounds;
  near?: GeoCircle;
  exclude?: string;
  sortBy?: SearchSort;
  page: number;
  limit: number;
  facets?: boolean;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Turns the request into index parameters: `eventDate` is one day; `timeRange` counts back from
 * `today` (the Bangkok calendar day, YYYY-MM-DD): 7, 30, 90 and 365 are the last N days including
 * today, 1 is yesterday alone, 0 today alone; without one no incident date narrows the search. Explicit dates win over the relative range. Prices go from
 * the API's baht to the index's satang.
 */
export function resolveSearchFilters(request: SearchRequest, today: string): SearchParams {
  const {
    search,
    minPrice,
    maxPrice,
    eventDate,
    eventStartTime,
    eventEndTime,
    timeRange,
    bbox,
    near,
    exclude,
    sortBy,
    ...rest
  } = request;
  let { dateFrom, dateTo } = rest;
  if (eventDate !== undefined) {
    dateFrom = eventDate;
    dateTo = eventDate;
  } else if (timeRange !== undefined && dateFrom === undefined && dateTo === undefined) {
    const todayMs = Date.parse(`${today}T00:00:00Z`);
    if (timeRange === 0) dateFrom = dateTo = today;
    else if (timeRange === 1) dateFrom = dateTo = isoDay(todayMs - MS_PER_DAY);
    else {
      dateFrom = isoDay(todayMs - (timeRange - 1) * MS_PER_DAY);
      dateTo = today;
    }
  }
  return {
    ...rest,
    keyword: search,
    minPriceSatang: minPrice === undefined ? undefined : fromBaht(minPrice),
    maxPriceSatang: maxPrice === undefined ? undefined : fromBaht(maxPrice),
    dateFrom,
    dateTo,
    timeFrom: eventStartTime,
    timeTo: eventEndTime,
    bounds: bbox,
    near,
    excludeIds: exclude === undefined ? undefined : [exclude],
    sort: sortBy,
  };
}
