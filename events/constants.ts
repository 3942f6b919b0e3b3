import { fromBaht } from './money.ts';

/**
 * The numbers of the specification that several sides share (events, command-api, projector,
 * query-api, infra, pwa; DESIGN.md, spec §9). A number only one side uses lives in that side (its
 * constants.ts, or the module that uses it).
 */

export const PRICE_MIN_BAHT = 300;
export const PRICE_MAX_BAHT = 1500;

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX_ON_UPLOAD = 100;
export const DESCRIPTION_MAX_ON_EDIT = 500;
export const REJECTION_REASON_MAX = 500;
/** A bank transfer's reference an admin copies from the slip or the statement. */
export const TRANSFER_REFERENCE_MAX = 100;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 50;

export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 120;
/** Containers accepted, sniffed from the bytes (spec §5 video file). */
export const VIDEO_CONTAINERS = ['mp4', 'mov', 'avi', 'wmv', 'flv'] as const;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Unfinished resumable uploads are removed after this long. */
export const ABANDONED_UPLOAD_HOURS = 24;
/** A map pin must fall inside Thailand's bounding box (with a small margin for the coast and islands). */
export const THAILAND_BOUNDS = { minLat: 5.5, maxLat: 20.5, minLng: 97.3, maxLng: 105.7 } as const;
/** Cover and preview images: bytes per image before re-encoding, and how many previews at most. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_PREVIEWS_MAX = 25;
/** The re-encoded cover fits in this box (pixels); thumbnails and previews are narrower. */
export const COVER_MAX_WIDTH = 1280;
export const COVER_MAX_HEIGHT = 720;
/** A cover's thumbnail (`<id>-thumb`) and every preview are this wide (pixels). */
export const COVER_THUMB_WIDTH = 640;
/** The watermarked preview video lasts at most this long, around the moment the seller marks (issue 21). */
export const PREVIEW_MAX_SECONDS = 15;
/** The incident moment is chosen in steps this fine (seconds from the clip's start). */
export const PREVIEW_MOMENT_STEP_SECONDS = 0.1;

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
/**
 * The search's relative incident ranges in days: 0 = today, 1 = yesterday, otherwise the last N days
 * including today. None is the default: evidence is looked for weeks and months after an incident.
 */
export const SEARCH_TIME_RANGES = [0, 1, 7, 30, 90, 365] as const;
/** The map view gets every matching pin up to this many. */
export const MAP_POINTS_MAX = 5000;
/** Typeahead: suggestions start from this many typed characters. */
export const SUGGEST_MIN_CHARS = 2;
/** The deepest page a list answers (page × limit beyond this is refused, not scanned). */
export const SEARCH_MAX_PAGE = 500;

export const DASHBOARD_PAGE_SIZE = 20;
export const RELATED_CLIPS = 4;
export const ADMIN_PAGE_SIZE = 10;
/* Input bounds (issue 15: no input answers 500). */
/** The longest id a path, query or body may carry (uuids, hex, Firebase uids, payment provider ids). */
export const ID_MAX_LENGTH = 128;
/** The admin dashboard's time ranges and its default (admin spec §2, §9). */
export const DASHBOARD_TIME_RANGES = ['1d', '7d', '30d', 'all'] as const;
export const DASHBOARD_DEFAULT_TIME_RANGE = '7d';
/** How many recent activities the admin dashboard lists. */
export const DASHBOARD_RECENT_ACTIVITIES = 10;

/* Identity and accounts (spec/marketplace-public-and-user.md §3, §5, §9). */
export const USER_TYPES = ['buyer', 'seller', 'both', 'individual', 'business'] as const;
export const REGISTRATION_USER_TYPES = ['buyer', 'seller', 'both'] as const;
/**
 * The banks a seller may be paid into: the spec's six first (stored codes keep working), then the
 * rest of the Thai retail banks. Names, institution codes and each bank's digit count live in
 * events/user/bankNames.ts.
 */
export const BANK_CODES = [
  'scb',
  'kbank',
  'bbl',
  'ktb',
  'tmb',
  'baac',
  'bay',
  'gsb',
  'ghb',
  'uob',
  'cimbt',
  'kkp',
  'lhb',
  'tisco',
  'icbct',
  'tcrb',
  'ibank',
  'scbt',
] as const;
/** Thai account numbers run from 10 digits (most banks) to 14 (TISCO); each bank's own count is checked too. */
export const BANK_ACCOUNT_DIGITS = { min: 10, max: 14 } as const;
export const NAME_MAX = 100;
export const TERMS_VERSION = '2026-11';
export const OTP_EXPIRY_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;
/** The spec's fixed test number pattern, accepted in addition to +66 and nine digits. */
export const TEST_PHONE_PATTERN = /^\+1 ?650-?555-?\d{4}$/;
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/* Locations: provinces, districts, sub-districts and the place search (spec §3, §5, §9). */
export const LOCATION_SEARCH_MIN_CHARS = 2;
/** How long clients and proxies may keep the location lists (the spec's location cache). */
export const LOCATION_CACHE_MS = 300_000;

/* Purchases, payments, downloads and seller money (issue 6; spec §2 Payment, §3 Purchase, Earnings). */
/** The spec's payment methods; e_wallet only where the provider supports one (DESIGN.md §7). */
export const PAYMENT_METHODS = ['card', 'card_direct', 'promptpay', 'bank_transfer', 'e_wallet'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
/** An unpaid card or PromptPay purchase expires after this (a payment that still arrives is honoured). */
export const PURCHASE_PAY_WINDOW_MINUTES = 30;
/** A seller is paid out once their balance reaches this (configurable here; baht). */
export const PAYOUT_MINIMUM_BAHT = 500;
export const PAYOUT_MINIMUM_SATANG = fromBaht(PAYOUT_MINIMUM_BAHT);
/** The scheduled payout batch pays each seller at most once in this many days (weekly). */
export const PAYOUT_INTERVAL_DAYS = 7;

/**
 * After payment, the original may be downloaded for this many days, as often as the buyer likes
 * (the purchases tab counts down; the clip page states it before purchase).
 */
export const DOWNLOAD_WINDOW_DAYS = 30;

/* Evidence receipts and public verification (issue 6, "Downloads and evidence"). */
/** A SHA-256 fingerprint as hex: 64 characters. */
export const SHA256_HEX_LENGTH = 64;
/**
 * A certificate (its PDF or signed JSON) sent to POST /certificates/verify is at most this large
 * (issue 21): a real one is a few hundred kilobytes; the gateway allows the same (nginx 2m).
 */
export const CERTIFICATE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/* Complaints from users (issue 7; spec admin §3 Complaint, §4, §9). */
/** `refund`: the clip is not as described, and the buyer asks for their money back (issue 17). */
export const COMPLAINT_TYPES = [
  'content',
  'technical',
  'payment',
  'refund',
  'user',
  'other',
  'takedown',
] as const;
/** A takedown / blur request (issue 17, /takedown): who asks, and what they want blurred or removed. */
export const TAKEDOWN_REQUESTER_ROLES = ['in_clip', 'vehicle_owner', 'representative'] as const;
export const TAKEDOWN_TARGETS = ['face', 'plate', 'person', 'whole_clip'] as const;
/** A contact name on a request from someone without an account (characters). */
export const CONTACT_NAME_MAX = 100;
/** A clip link or id as pasted into the takedown form (characters). */
export const CLIP_REFERENCE_MAX = 500;
/** What a person without an account writes (details of a takedown request, a contact message). */
export const GUEST_REQUEST_TEXT_MAX = 1000;
export const COMPLAINT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
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
  // Footage requests (issue 22).
  'request_matched',
  'request_nearby',
  'request_area_suggested',
  'request_fulfilled',
  'request_removed',
] as const;

/* Shared by the server's schemas, the PWA's forms and the limit messages (events/limitTexts.ts). */
export const PASSWORD_MIN = 8;
/** scrypt reads at most this much; longer inputs are refused rather than silently truncated. */
export const PASSWORD_MAX = 128;
/** Digits of a phone OTP: the code sent, the schema that takes it back, the message that says so. */
export const OTP_DIGITS = 6;

/* Full tax invoices (ใบกำกับภาษีเต็มรูป, issue 17). */
/** Prices include VAT at this rate: net = amount × 100 / (100 + VAT_PERCENT). */
export const VAT_PERCENT = 7;
/** A tax invoice's branch: the head office, or a branch by its number of this many digits. */
export const HEAD_OFFICE_BRANCH = 'สำนักงานใหญ่';
export const BRANCH_NUMBER_DIGITS = 5;
export const TAX_INVOICE_NAME_MAX = 200;
export const TAX_INVOICE_ADDRESS_MAX = 500;

/* Footage requests, ตามหาคลิป (issue 22). */
/** A request's circle around its pin, in metres. */
export const REQUEST_RADIUS_MIN_M = 100;
export const REQUEST_RADIUS_MAX_M = 5000;
/** What a requester may offer for the footage (baht); a clip answering the request may ask up to it. */
export const REQUEST_PRICE_MIN_BAHT = 300;
export const REQUEST_PRICE_MAX_BAHT = 5000;
/** Open requests one member may have at a time. */
export const REQUEST_OPEN_MAX = 3;
/** A request stays open this long from opening or renewal. */
export const REQUEST_OPEN_DAYS = 30;
export const REQUEST_TITLE_MAX = 100;
export const REQUEST_DESCRIPTION_MAX = 2000;
/** Why an admin removed a request, or why a member reports one. */
export const REQUEST_REASON_MAX = 500;
/** The incident may be at most this many days before the day a request is opened or edited (Bangkok). */
export const REQUEST_INCIDENT_MAX_AGE_DAYS = 365;
/** The public board shows a request's pin only to this many metres. */
export const REQUEST_PUBLIC_PIN_METRES = 100;
/**
 * A clip's incident time may lie this many minutes outside a request's window and still match:
 * sellers give the time from memory or a dashcam clock that drifts (`minutesApart` says how far).
 */
export const REQUEST_MATCH_SLACK_MINUTES = 30;
/** Alert areas a seller may keep (pin + radius each; never shown to anyone else). */
export const ALERT_AREAS_MAX = 5;
export const ALERT_AREA_LABEL_MAX = 50;
/**
 * The channels of a member who never chose: in-app always shows, e-mail too (setting an area is
 * asking to be told), Web Push only once the member allowed it in a browser.
 */
export const ALERT_CHANNELS_DEFAULT = { email: true, push: false } as const;
/**
 * Browsers (Web Push subscriptions) one member keeps: a new one past it replaces the oldest, which
 * is most likely a phone or a browser profile no longer used.
 */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const REQUEST_STATUSES = ['open', 'fulfilled', 'closed', 'expired', 'removed'] as const;
