/**
 * Business constants and limits of the PWA (spec: marketplace §9, admin §9). Limits the server
 * enforces too come from events/constants.ts, so the two sides cannot drift apart.
 */
import {
  ADMIN_PAGE_SIZE,
  DASHBOARD_DEFAULT_TIME_RANGE,
  DASHBOARD_TIME_RANGES,
  MS_PER_DAY,
  CATEGORIES,
  CLIP_STATUSES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_MAX,
  COMPLAINT_TYPES,
  CLIP_REFERENCE_MAX,
  CONTACT_NAME_MAX,
  GUEST_REQUEST_TEXT_MAX,
  TAKEDOWN_REQUESTER_ROLES,
  TAKEDOWN_TARGETS,
  TERMS_VERSION,
  DASHBOARD_PAGE_SIZE,
  DESCRIPTION_MAX_ON_EDIT,
  DESCRIPTION_MAX_ON_UPLOAD,
  DOWNLOAD_WINDOW_DAYS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  RELATED_CLIPS,
  TITLE_MAX,
  VEHICLE_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '../../../events/constants.ts';
import { PLATFORM_FEE_PERCENT } from '../../../events/saleShares.ts';

export {
  PLATFORM_FEE_PERCENT,
  ADMIN_PAGE_SIZE,
  DASHBOARD_DEFAULT_TIME_RANGE,
  DASHBOARD_TIME_RANGES,
  MS_PER_DAY,
  CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_MAX,
  COMPLAINT_TYPES,
  CLIP_REFERENCE_MAX,
  CONTACT_NAME_MAX,
  GUEST_REQUEST_TEXT_MAX,
  TAKEDOWN_REQUESTER_ROLES,
  TAKEDOWN_TARGETS,
  TERMS_VERSION,
  DASHBOARD_PAGE_SIZE,
  DOWNLOAD_WINDOW_DAYS,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  VEHICLE_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
};

export const API_BASE = '/api';

export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
/** How often the navbar's bell asks for new notifications while someone is signed in. */
export const NOTIFICATIONS_POLL_MS = 60_000;
export const FILTER_DEBOUNCE_MS = 500;
export const RELATED_CLIPS_LIMIT = RELATED_CLIPS;

export const TITLE_MAX_LENGTH = TITLE_MAX;
export const UPLOAD_DESCRIPTION_MAX_LENGTH = DESCRIPTION_MAX_ON_UPLOAD;
export const EDIT_DESCRIPTION_MAX_LENGTH = DESCRIPTION_MAX_ON_EDIT;
export const BYTES_PER_MB = 1048576;

export const POPUP_DESCRIPTION_PREVIEW = 80;
export const ADMIN_DESCRIPTION_PREVIEW = 50;
/** The admin pager shows at most this many page numbers (admin spec §9). */
export const ADMIN_PAGER_NUMBERS = 5;

/* Admin user management (admin spec §2 User management, §9 user sort options). */
export const ADMIN_USER_TYPE_FILTERS = ['buyer', 'seller', 'both'] as const;
export const ADMIN_USER_ROLE_FILTERS = ['buyer', 'seller', 'admin'] as const;
/** The sort selector's options as the API asks for them; newest sign-ups first by default. */
export const ADMIN_USER_SORTS = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  email: { sortBy: 'email', sortOrder: 'asc' },
  displayName: { sortBy: 'displayName', sortOrder: 'asc' },
  lastLogin: { sortBy: 'lastLoginAt', sortOrder: 'desc' },
} as const;
export type AdminUserSort = keyof typeof ADMIN_USER_SORTS;
export const ADMIN_USER_DEFAULT_SORT: AdminUserSort = 'newest';

export const MAP_DEFAULTS = {
  center: { lat: 13.7563, lng: 100.5018 },
  zoom: 6,
  placeZoom: 17,
  heightPx: 400,
} as const;

export type Category = (typeof CATEGORIES)[number];

export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VIDEO_STATUSES = CLIP_STATUSES;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const SORT_OPTIONS = ['newest', 'oldest', 'price_low', 'price_high', 'views'] as const;

/** Every Thai retail bank a seller may be paid into (the events' list; names and digit counts beside it). */
export { BANK_CODES } from '../../../events/constants.ts';

/** Browser storage keys. `token` and `user` are the spec's names; the others are ours. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cookieConsent: 'cookieConsent',
  visitorCount: 'dashclip.visitorCount',
  visitCounted: 'dashclip.visitCounted',
  consistentAfter: 'dashclip.consistentAfter',
  /** Which browser subscription the server was last sent, and for whom (pushSubscription.ts). */
  pushSent: 'dashclip.pushSent',
} as const;

/** Paths where a 401 must not send the visitor to the home page (they are signing in). */
export const SIGN_IN_PATHS = ['/login', '/register'] as const;

/* Upload screen and offline drafts (spec §5 video file, cover times; §9; DESIGN §8). */
export {
  LOCATION_CACHE_MS,
  LOCATION_SEARCH_MIN_CHARS,
  THAILAND_BOUNDS,
  VIDEO_CONTAINERS,
} from '../../../events/constants.ts';

/* Clip edits and moderation (spec §5 edit modal; admin spec §4). */
export {
  REJECTION_REASON_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TRANSFER_REFERENCE_MAX,
} from '../../../events/constants.ts';
/* Admin complaints (admin spec §4 Complaint; issue 7): the response the reporter reads. */
export { COMPLAINT_RESPONSE_MAX } from '../../../events/constants.ts';
/* Bounded uploads (issue 15): frames are captured no larger than the server keeps a cover. */
export { COVER_MAX_HEIGHT, COVER_MAX_WIDTH } from '../../../events/constants.ts';
/* Watermarked preview videos (issue 21): their length, the moment's step, and how often a page asks while one is made. */
export { PREVIEW_MAX_SECONDS, PREVIEW_MOMENT_STEP_SECONDS } from '../../../events/constants.ts';
export const PREVIEW_POLL_MS = 4000;
export const TUS_ENDPOINT = `${API_BASE}/uploads/videos`;
/** Smaller PATCH requests lose less work when a mobile connection drops mid-chunk. */
export const TUS_CHUNK_BYTES = 5 * 1024 * 1024;
export const TUS_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];
export const COVER = {
  candidates: 6,
  jpegQuality: 0.9,
  captureDelayMs: 100,
  minFrameSeconds: 0.5,
  endMarginSeconds: 0.1,
  minTimeSeconds: 1,
  unknownLengthSeconds: 60,
  sliderStepSeconds: 0.1,
  defaultWidth: 640,
  defaultHeight: 480,
  defaultCoverTimeSeconds: 1,
} as const;
export const PREVIEW_COUNT_OPTIONS = [1, 5, 10, 15, 20, 25] as const;
export const UPLOAD_SUCCESS_REDIRECT_MS = 2000;
export const MAP_TILE_TIMEOUT_MS = 8000;
export const MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';
export const DRAFTS_DB = { name: 'dashclip-drafts', version: 1, store: 'drafts' } as const;

/* Search: dashboard filters, map view and landing (spec §2 Dashboard, §9). */
export {
  SEARCH_TEXT_MAX as SEARCH_KEYWORD_MAX,
  SEARCH_MAX_PAGE as SEARCH_PAGE_MAX,
  SEARCH_TIME_RANGES,
  SUGGEST_MIN_CHARS,
  MAP_POINTS_MAX,
} from '../../../events/constants.ts';
/** The list's sorts; relevance is offered only with a keyword. */
export const SEARCH_SORT_OPTIONS = ['relevance', ...SORT_OPTIONS] as const;
/** Event start and end time: 24 hourly values 00:00 … 23:00. */
export const EVENT_HOUR_OPTIONS = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);
export const PRICE_SLIDER_STEP = 50;
/** Marker clustering (supercluster): cluster radius in px, and the zoom from which pins stand alone. */
export const MAP_CLUSTER = { radiusPx: 60, maxZoom: 16 } as const;
/** Typeahead asks sooner than the filter itself commits (FILTER_DEBOUNCE_MS). */
export const SUGGEST_DEBOUNCE_MS = 250;

/* Purchases and payments (spec §2 Payment, Payment result, Profile purchases; issue 6). */
export { PAYMENT_METHODS, PAYMENT_PROVIDERS };
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** How often a waiting PromptPay payment asks whether the money arrived. */
export const PAYMENT_STATUS_POLL_MS = 2000;

/* Evidence receipts and public verification (issue 6, "Downloads and evidence"). */
export { SHA256_HEX_LENGTH } from '../../../events/constants.ts';
/** The verify page reads a file this much at a time, to show progress while it hashes. */
export const HASH_READ_CHUNK_BYTES = 4 * 1024 * 1024;

/* Admin transactions and payouts (admin spec §4 Transaction and Payout, §9 date filters). */
export { TRANSACTION_STATUSES } from '../../../events/purchase/transactionStatus.ts';
/** A seller is paid out once their balance reaches this (baht): the run-payouts question names it. */
export { PAYOUT_MINIMUM_BAHT } from '../../../events/constants.ts';
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
/** The money lists' date filter: today, the last 7 days, the last 30 days (none = any time). */
export const ADMIN_DATE_FILTERS = ['today', '7d', '30d'] as const;
export type AdminDateFilter = (typeof ADMIN_DATE_FILTERS)[number];

/* Footage requests, ตามหาคลิป (issue 22): the limits the server checks, and the board's own choices. */
export {
  ALERT_AREA_LABEL_MAX,
  ALERT_AREAS_MAX,
  REQUEST_DESCRIPTION_MAX,
  REQUEST_INCIDENT_MAX_AGE_DAYS,
  REQUEST_OPEN_DAYS,
  REQUEST_OPEN_MAX,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_PUBLIC_PIN_METRES,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_REASON_MAX,
  REQUEST_STATUSES,
  REQUEST_TITLE_MAX,
} from '../../../events/constants.ts';
/** The radius slider's step (metres), and a new request's radius before it is moved. */
export const REQUEST_RADIUS_STEP_M = 100;
export const REQUEST_RADIUS_DEFAULT_M = 500;
/** "Distance from me" choices on the board (km). */
export const REQUEST_NEAR_KM = [5, 10, 25, 50] as const;
/** Requests on one page of the board and of "my requests". */
export const REQUEST_PAGE_SIZE = 12;
/** An incident at most this many days ago is urgent: dashcams overwrite their loops in 1–3 days. */
export const REQUEST_URGENT_DAYS = 3;
