/** The read side's own numbers (spec §9, DESIGN.md); what other sides use too is in events/constants.ts. */

/* Search (spec §2 Dashboard, §7 GET /videos and /search/videos; DESIGN.md §7b). */
export const SEARCH_RADIUS_KM = { min: 0.1, max: 500 } as const;
/** Typeahead: at most this many suggestions, titles first (at most SUGGESTED_TITLES_MAX), then places. */
export const SUGGESTIONS_MAX = 8;
export const SUGGESTED_TITLES_MAX = 5;
/** Facet counts of a query are reused this long (they are the costliest part of a broad search). */
export const FACET_CACHE_MS = 30_000;

export const MAX_PAGE_SIZE = 100;
/* Input bounds (issue 15: no input answers 500). */
/** The deepest page an admin or member list answers (page × limit stays far inside an integer). */
export const LIST_MAX_PAGE = 10_000;
/**
 * The highest price a filter takes, in baht: far above any price, far below what overflows a 32-bit
 * satang column (21,474,836 baht).
 */
export const PRICE_FILTER_MAX_BAHT = 1_000_000;
/**
 * The admin lists count their matches up to this many: past it they say "more than 10,000" (an
 * exact count over millions of rows costs more than the page itself).
 */
export const ADMIN_COUNT_CAP = 10_000;
/** How many pending clips the admin dashboard lists. */
export const DASHBOARD_PENDING_VIDEOS = 10;

/** Longer location queries are refused (400); no place name comes near it. */
export const LOCATION_QUERY_MAX = 100;

/* Notifications (issue 7; spec marketplace §7 GET /notifications). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
