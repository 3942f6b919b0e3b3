/**
 * The searches the first pages make on every first visit: the landing page's (/) newest clips on
 * sale and counts by province, and the dashboard's (/dashboard, no filter) first page. Shared by
 * the PWA, which asks them, and the server, which announces them with the page (`Link:
 * rel=preload`, infra/app/firstLoad) so a phone on a slow network fetches them beside the app's
 * script instead of after it.
 */
import { DASHBOARD_PAGE_SIZE } from './constants.ts';

/** How many of the newest clips the landing page shows. */
export const LANDING_LATEST_CLIPS = 8;
/** How many of those covers the server announces: the ones above the fold on a phone or a laptop. */
export const LANDING_PRELOADED_COVERS = 2;

export const LANDING_QUERIES = {
  /** The newest clips on sale, whatever their incident date. */
  latest: { sortBy: 'newest', page: 1, limit: LANDING_LATEST_CLIPS },
  /** One clip and the counts of everything on sale. */
  counts: { page: 1, limit: 1, facets: true },
  /** The dashboard without a filter: its first page, with the counts its filters show. */
  dashboard: { page: 1, limit: DASHBOARD_PAGE_SIZE, facets: true },
} as const satisfies Record<string, Record<string, string | number | boolean>>;

/** The search's parameters as text, as a query string carries them. */
export function landingSearchParams(
  query: (typeof LANDING_QUERIES)[keyof typeof LANDING_QUERIES],
): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

/**
 * The search's address as the PWA's API client writes it (keys in order, values as text), which a
 * preload must match exactly to be used.
 */
export function landingSearchPath(query: (typeof LANDING_QUERIES)[keyof typeof LANDING_QUERIES]): string {
  const params = new URLSearchParams(landingSearchParams(query));
  return `/api/videos?${params.toString()}`;
}
