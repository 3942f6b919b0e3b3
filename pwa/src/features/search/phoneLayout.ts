/**
 * Below this width the dashboard's filters open as a sheet; above it they sit beside the results
 * (search.css breaks at the same width).
 */
export const PHONE_QUERY = '(max-width: 859px)';
