/**
 * A deliberately naive search over the relevance listings, to show the harness works and to give a
 * floor: the whole query as one substring (`includes`) of title + description, lower-cased, filters
 * applied exactly. No segmentation, no prefixes beyond what a substring gives, no variants, no
 * place names. Expect it to be poor: ชน matches ประชาชน, ฝ่าไฟเเดง (typed เเ) matches nothing.
 */
import type { RelevanceListing } from './relevanceListings.ts';
import type { RelevanceQuery, SearchFilters } from './relevanceQueries.ts';

/** Whether a listing passes the API filters (empty filters pass everything). */
export function matchesFilters(listing: RelevanceListing, filters: SearchFilters = {}): boolean {
  const { province, category, vehicleType, minPrice, maxPrice, dateFrom, dateTo } = filters;
  if (province !== undefined && listing.location.province !== province) return false;
  if (category !== undefined && listing.category !== category) return false;
  if (vehicleType !== undefined && listing.vehicleType !== vehicleType) return false;
  if (minPrice !== undefined && listing.price < minPrice) return false;
  if (maxPrice !== undefined && listing.price > maxPrice) return false;
  if (dateFrom !== undefined && listing.incidentDate < dateFrom) return false;
  if (dateTo !== undefined && listing.incidentDate > dateTo) return false;
  return true;
}

/** Returns a `runQuery` for `evaluate`: title hits first, then description hits; newest first within each. */
export function naiveBaseline(
  listings: readonly RelevanceListing[],
): (q: RelevanceQuery) => Promise<string[]> {
  return async (q) => {
    const needle = q.query.trim().toLowerCase();
    const newestFirst = (a: RelevanceListing, b: RelevanceListing) =>
      b.incidentDate.localeCompare(a.incidentDate) || a.id.localeCompare(b.id);
    const candidates = listings.filter((l) => matchesFilters(l, q.filters)).sort(newestFirst);
    if (needle === '') return candidates.map((l) => l.id);
    const inTitle = candidates.filter((l) => l.title.toLowerCase().includes(needle));
    const inDescription = candidates.filter(
      (l) => !l.title.toLowerCase().includes(needle) && l.description.toLowerCase().includes(needle),
    );
    return [...inTitle, ...inDescription].map((l) => l.id);
  };
}
