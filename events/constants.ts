/** Every number of the specification used on the server side, in one place (DESIGN.md, spec §9). */
import { fromBaht } from './money.ts';

export const PRICE_MIN_BAHT = 300;
export const PRICE_MAX_BAHT = 1500;
/** The platform's share of a sale in percent (the spec's gp25). */
export const PLATFORM_FEE_PERCENT = 25;

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX_ON_UPLOAD = 100;
export const DESCRIPTION_MAX_ON_EDIT = 500;
export const REJECTION_REASON_MAX = 500;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 50;
/** A clip's province, district and sub-district names, and its address line (characters). */
export const PLACE_NAME_MAX = 100;
export const ADDRESS_MAX = 300;

export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 120;
/** Containers accepted, sniffed from the bytes (spec §5 video file). */
export const VIDEO_CONTAINERS = ['mp4', 'mov', 'avi', 'wmv', 'flv'] as const;
/** An approved clip leaves the catalogue after this many days unless configured otherwise. */
export const LISTING_LIFETIME_DAYS = 365;
/** How often the listing-expiry schedule looks for listings past their lifetime. */
export const LISTING_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Unfinished resumable uploads are removed after this long. */
export const ABANDONED_UPLOAD_HOURS = 24;
/** How often the composition looks for abandoned uploads. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A map pin must fall inside Thailand's bounding box (with a small margin for the coast and islands). */
export const THAILAND_BOUNDS = { minLat: 5.5, maxLat: 20.5, minLng: 97.3, maxLng: 105.7 } as const;
/** The five consent flags of an upload (spec §3 Consent data); every one must be true. */
export const CONSENT_FLAGS = [
  'ownershipConfirmed',
  'licenseGranted',
  'pdpaCompliant',
  'indemnificationAccepted',
  'ageConfirmed',
] as const;
/** Cover and preview images: bytes per image before re-encoding, and how many previews at most. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_PREVIEWS_MAX = 25;
/** Decoded size limit of an image (pixels): a small file cannot unpack into gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Re-encoded image sizes (pixels): the cover fits in 1280×720, thumbnails and previews are 640 wide. */
export const COVER_MAX_WIDTH = 1280;
export const COVER_MAX_HEIGHT = 720;
export const THUMB_WIDTH = 640;
export const IMAGE_WEBP_QUALITY = 80;
export const IMAGE_JPEG_QUALITY = 85;
/**
 * How long clients and proxies may keep a public image: its bytes never change, but a PDPA erasure
 * deletes it, and caches must let go of it within the hour.
 */
export const MEDIA_IMAGE_CACHE_SECONDS = 60 * 60;
/**
 * Lifetime of a clip-bound media token (`?t=` on a stream URL): long enough for a player to start
 * and keep asking for ranges; a player that outlives it asks for a new one.
 */
export const MEDIA_TOKEN_SECONDS = 5 * 60;
/** Form fields of a multipart upload: how many, and how long each may be (bytes). */
export const UPLOAD_FORM_FIELDS_MAX = 50;
export const UPLOAD_FORM_FIELD_BYTES = 64 * 1024;
/**
 * Bounded uploads (issue 15). Images of one upload, all together (bytes): the PWA captures frames
 * at most 1280×720 (what the server keeps), a JPEG 0.9 of ≤ 0.5 MB, so a cover and 25 previews
 * stay far under it; each image streams to disk, so this bounds disk and re-encoding work.
 * A member's quota: at most UPLOAD_PENDING_MAX uploads waiting (unfinished resumable uploads plus
 * clips awaiting review), and at most UPLOAD_DAILY_BYTES_MAX video bytes in any UPLOAD_QUOTA_WINDOW_HOURS.
 */
export const UPLOAD_IMAGES_MAX_BYTES = 32 * 1024 * 1024;
export const UPLOAD_PENDING_MAX = 20;
export const UPLOAD_DAILY_BYTES_MAX = 2 * 1024 * 1024 * 1024;
export const UPLOAD_QUOTA_WINDOW_HOURS = 24;

export const CATEGORIES = [
  'car_car',
  'car_motorcycle',
  'motorcycle_motorcycle',
  'car_truck',
  'pedestrian',
  'other',
] as const;
export const VEHICLE_TYPES = ['car', 'motorcycle', 'truck', 'bus', 'tricycle', 'other'] as const;
export const CLIP_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'sold'] as const;

/* Search (spec §2 Dashboard, §7 GET /videos and /search/videos; DESIGN.md §7b). */
/** Longest keyword a search takes (characters). */
export const SEARCH_TEXT_MAX = 200;
/** The dashboard's relative incident ranges in days: 30 (its default), 7, 1 = yesterday, 0 = today. */
export const SEARCH_TIME_RANGES = [30, 7, 1, 0] as const;
export const SEARCH_RADIUS_KM = { min: 0.1, max: 500 } as const;
/** The map view gets every matching pin up to this many. */
export const MAP_POINTS_MAX = 5000;
/** Typeahead: from this many typed characters, at most this many suggestions (titles first, then places). */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGESTIONS_MAX = 8;
export const SUGGESTED_TITLES_MAX = 5;
/** The deepest page a list answers (page × limit beyond this is refused, not scanned). */
export const SEARCH_MAX_PAGE = 500;
/**
 * A search answers at most this many clips, counted and ranked: the total says "more than" past it
 * and later pages are empty (DESIGN.md §7b; a narrower filter is the way on). Keeps every count,
 * sort and relevance ranking bounded however common the word.
 */
export const SEARCH_RESULT_WINDOW = 2000;
/** The trigram fallback joins in only when the words themselves find fewer clips than this. */
export const TRIGRAM_FALLBACK_BELOW_HITS = 20;
/**
 * A search within an incident-date span this short (the dashboard's 30-day default and shorter)
 * fetches its matches through the date index and sorts them, instead of walking the sort order.
 */
export const DATE_SPAN_FETCH_ALL_DAYS = 31;
/** Facet counts of a query are reused this long (they are the costliest part of a broad search). */
export const FACET_CACHE_MS = 30_000;
export const FACET_CACHE_ENTRIES = 500;

export const DASHBOARD_PAGE_SIZE = 20;
export const RELATED_CLIPS = 4;
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/* Input bounds (issue 15: no input answers 500). */
/** The deepest page an admin or member list answers (page × limit stays far inside an integer). */
export const LIST_MAX_PAGE = 10_000;
/**
 * The highest price a filter takes, in baht: far above any price, far below what overflows a 32-bit
 * satang column (21,474,836 baht).
 */
export const PRICE_FILTER_MAX_BAHT = 1_000_000;
/** The longest id a path, query or body may carry (uuids, hex, Firebase uids, payment provider ids). */
export const ID_MAX_LENGTH = 128;
/** Days a date field takes (YYYY-MM-DD): PostgreSQL has no year 0, and no incident is older. */
export const CALENDAR_DAY_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;
/**
 * The admin lists count their matches up to this many: past it they say "more than 10,000" (an
 * exact count over millions of rows costs more than the page itself).
 */
export const ADMIN_COUNT_CAP = 10_000;
/** The admin pager shows at most this many page numbers (admin spec §9). */
export const ADMIN_PAGER_NUMBERS = 5;
/** The admin dashboard's time ranges and its default (admin spec §2, §9). */
export const DASHBOARD_TIME_RANGES = ['1d', '7d', '30d', 'all'] as const;
export const DASHBOARD_DEFAULT_TIME_RANGE = '7d';
/** How many recent activities and pending clips the admin dashboard lists. */
export const DASHBOARD_RECENT_ACTIVITIES = 10;
export const DASHBOARD_PENDING_VIDEOS = 10;

/** How long query-api waits for its projections to reach X-Consistent-After (DESIGN.md §5). */
export const CONSISTENCY_WAIT_MS = 2000;
export const CONSISTENCY_POLL_MS = 20;
/** How often a command handler re-reads and re-decides after losing a race. */
export const COMMAND_RETRIES = 5;
export const JSON_BODY_LIMIT = '1mb';
export const PROJECTION_BATCH_SIZE = 500;

/* Identity and accounts (spec/marketplace-public-and-user.md §3, §5, §9). */
export const USER_TYPES = ['buyer', 'seller', 'both', 'individual', 'business'] as const;
export const REGISTRATION_USER_TYPES = ['buyer', 'seller', 'both'] as const;
/** `password` is a local or Firebase e-mail account; the two social providers come through Firebase. */
export const SIGN_IN_PROVIDERS = ['password', 'google.com', 'facebook.com'] as const;
export const BANK_CODES = ['scb', 'kbank', 'bbl', 'ktb', 'tmb', 'baac'] as const;
/** Thai bank account numbers are 10 digits; some banks (baac, savings) use 12. */
export const BANK_ACCOUNT_DIGITS = { min: 10, max: 12 } as const;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** scrypt reads at most this much; longer inputs are refused rather than silently truncated. */
export const PASSWORD_MAX = 128;
export const TERMS_VERSION = '2026-11';
export const SESSION_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;
export const RESEND_VERIFICATION_LOCK_SECONDS = 300;
/** Reset mails for one account at most this often. */
export const PASSWORD_RESET_LOCK_SECONDS = 60;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 30;
/** Past its limit a key waits this long before one more attempt, doubling with each further failure… */
export const LOGIN_BACKOFF_FIRST_SECONDS = 30;
/** …up to this wait. */
export const LOGIN_BACKOFF_MAX_SECONDS = 15 * 60;
/** Quiet sign-in limit rows are deleted at most this often by each instance. */
export const LOGIN_LIMITS_PRUNE_SECONDS = 60;
/** An account's owner is told of registrations with their address at most this often (no mail flood). */
export const REGISTRATION_NOTICE_SECONDS = 60 * 60;
/** Registrations from one client network per sign-in window before the back-off (each costs a scrypt hash). */
export const REGISTRATIONS_PER_NETWORK = 30;
export const OTP_DIGITS = 6;
export const OTP_EXPIRY_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_WRONG_TRIES = 5;
/** The spec's fixed test number pattern, accepted in addition to +66 and nine digits. */
export const TEST_PHONE_PATTERN = /^\+1 ?650-?555-?\d{4}$/;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
/** How recent a Firebase sign-in must be to delete the account with it instead of a password. */
export const RECENT_SIGN_IN_SECONDS = 300;
/** How long an access-changing command waits for the read model that authenticates requests. */
export const ACCESS_CONSISTENCY_WAIT_MS = 5000;

/* Locations: provinces, districts, sub-districts and the place search (spec §3, §5, §9). */
export const PROVINCE_COUNT = 77;
export const LOCATION_SEARCH_MIN_CHARS = 2;
export const LOCATION_SEARCH_MAX_ITEMS = 20;
export const LOCATION_SEARCH_MAX_PROVINCES = 5;
export const LOCATION_SEARCH_DISTRICTS_PER_PROVINCE = 3;
/** Longer queries are refused (400); no place name comes near it. */
export const LOCATION_QUERY_MAX = 100;
/** How long clients and proxies may keep the location lists (the spec's location cache). */
export const LOCATION_CACHE_MS = 300_000;
/** How long a reverse-geocoding request may take before the seller picks the place by hand. */
export const GEOCODER_TIMEOUT_MS = 5_000;

/* Purchases, payments, downloads and seller money (issue 6; spec §2 Payment, §3 Purchase, Earnings). */
/** The spec's payment methods; e_wallet only where the provider supports one (DESIGN.md §7). */
export const PAYMENT_METHODS = ['card', 'card_direct', 'promptpay', 'bank_transfer', 'e_wallet'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
/** An unpaid card or PromptPay purchase expires after this (a payment that still arrives is honoured). */
export const PURCHASE_PAY_WINDOW_MINUTES = 30;
/** A bank transfer may take this long to arrive before the purchase expires. */
export const BANK_TRANSFER_PAY_WINDOW_DAYS = 3;
/** After payment, the original may be downloaded for this many days (the purchases tab counts down). */
export const DOWNLOAD_WINDOW_DAYS = 30;
/** A download link is valid this long after it is handed out. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** How often unpaid purchases past their window are expired. */
export const PURCHASE_EXPIRY_INTERVAL_MS = 60 * 1000;
/** A webhook signed longer ago than this is refused (replay protection, Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** A seller is paid out once their balance reaches this (configurable here; baht). */
export const PAYOUT_MINIMUM_BAHT = 500;
export const PAYOUT_MINIMUM_SATANG = fromBaht(PAYOUT_MINIMUM_BAHT);
/** The scheduled payout batch pays each seller at most once in this many days (weekly). */
export const PAYOUT_INTERVAL_DAYS = 7;
/** How often the payout schedule looks for sellers due (and settles payouts a crash left half done). */
export const PAYOUT_SCHEDULE_CHECK_MS = 60 * 60 * 1000;

/* Evidence receipts and public verification (issue 6, "Downloads and evidence"). */
/** A receipt number reads `DC-XXXX-XXXX-XXXX`, derived from the purchase id. */
export const RECEIPT_NUMBER_PREFIX = 'DC';
/** A SHA-256 fingerprint as hex: 64 characters. */
export const SHA256_HEX_LENGTH = 64;

/* Complaints from users (issue 7; spec admin §3 Complaint, §4, §9). */
export const COMPLAINT_TYPES = ['content', 'technical', 'payment', 'user', 'other'] as const;
export const COMPLAINT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
/** A complaint's priority when filed, by its type; admins may change it. */
export const COMPLAINT_PRIORITY_BY_TYPE = {
  content: 'high',
  technical: 'medium',
  payment: 'high',
  user: 'medium',
  other: 'low',
} as const satisfies Record<(typeof COMPLAINT_TYPES)[number], (typeof COMPLAINT_PRIORITIES)[number]>;
export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
export const COMPLAINT_RESPONSE_MAX = 2000;

/* Notifications (issue 7; spec marketplace §7 GET /notifications, PUT /notifications/{id}/read). */
export const NOTIFICATION_KINDS = [
  'clip_approved',
  'clip_rejected',
  'clip_sold',
  'payout_paid',
  'complaint_resolved',
  'complaint_rejected',
] as const;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** "Read all" marks at most this many unread notifications in one event (the newest). */
export const NOTIFICATIONS_READ_ALL_MAX = 500;
/** How often the PWA asks for new notifications while someone is signed in. */
export const NOTIFICATIONS_POLL_MS = 60_000;
