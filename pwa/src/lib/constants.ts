/** Business constants and limits of the PWA (spec: marketplace §9, admin §9). */

export const API_BASE = '/api';

export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const FILTER_DEBOUNCE_MS = 500;
export const DASHBOARD_PAGE_SIZE = 20;
export const RELATED_CLIPS_LIMIT = 4;
export const ADMIN_PAGE_SIZE = 10;

export const PRICE_MIN_BAHT = 300;
export const PRICE_MAX_BAHT = 1500;
export const SATANG_PER_BAHT = 100;

export const TITLE_MAX_LENGTH = 100;
export const UPLOAD_DESCRIPTION_MAX_LENGTH = 100;
export const EDIT_DESCRIPTION_MAX_LENGTH = 500;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 120;
export const BYTES_PER_MB = 1048576;

export const POPUP_DESCRIPTION_PREVIEW = 80;
export const ADMIN_DESCRIPTION_PREVIEW = 50;

export const MAP_DEFAULTS = {
  center: { lat: 13.7563, lng: 100.5018 },
  zoom: 6,
  placeZoom: 17,
  heightPx: 400,
} as const;

export const TIME_RANGE_DEFAULT_DAYS = 30;

export const CATEGORIES = [
  'car_car',
  'car_motorcycle',
  'motorcycle_motorcycle',
  'car_truck',
  'pedestrian',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const VEHICLE_TYPES = ['car', 'motorcycle', 'truck', 'bus', 'tricycle', 'other'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VIDEO_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sold'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const SORT_OPTIONS = ['newest', 'oldest', 'price_low', 'price_high', 'views'] as const;

export const BANK_CODES = ['scb', 'kbank', 'bbl', 'ktb', 'tmb', 'baac'] as const;

/** Browser storage keys. `token` and `user` are the spec's names; the others are ours. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cookieConsent: 'cookieConsent',
  visitorCount: 'dashclip.visitorCount',
  visitCounted: 'dashclip.visitCounted',
  consistentAfter: 'dashclip.consistentAfter',
} as const;

/** Paths where a 401 must not send the visitor to the home page (they are signing in). */
export const SIGN_IN_PATHS = ['/login', '/register'] as const;

export const CONTACT_EMAIL = 'support@dashclip.example';
export const CONTACT_PHONE_PLACEHOLDER = '02-xxx-xxxx';
