/** The app's schedules and their defaults; what other sides use too is in events/constants.ts. */

/** An approved clip leaves the catalogue after this many days unless configured otherwise. */
export const LISTING_LIFETIME_DAYS = 365;
/** How often the listing-expiry schedule looks for listings past their lifetime. */
export const LISTING_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
/** How often the composition looks for abandoned uploads. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** How often unpaid purchases past their window are expired. */
export const PURCHASE_EXPIRY_INTERVAL_MS = 60 * 1000;
/** The payout interval is the events' (the earnings page states it to sellers). */
export { PAYOUT_INTERVAL_DAYS } from '../../events/constants.ts';
/** How often the payout schedule looks for sellers due (and settles payouts a crash left half done). */
export const PAYOUT_SCHEDULE_CHECK_MS = 60 * 60 * 1000;
/**
 * A scheduled job whose read model is not created yet (a fresh database, the projector starting
 * after the service) tries again this soon instead of an interval later.
 */
export const READ_MODELS_RETRY_MS = 5 * 1000;
/** Watermarked previews made at once per command-api process (PREVIEW_CONCURRENCY; issue 21). */
export const PREVIEW_CONCURRENCY = 1;
/** Tries at making one preview before it is recorded as failed. */
export const PREVIEW_MAX_ATTEMPTS = 3;
/** The wait after a failed try, doubled after each: 30 s, then 60 s. */
export const PREVIEW_RETRY_BASE_MS = 30 * 1000;
/** A claimed preview job is the worker's this long, renewed with each progress report; then anyone's again. */
export const PREVIEW_LEASE_SECONDS = 60;
/** How often an idle preview worker looks for work. */
export const PREVIEW_POLL_MS = 2 * 1000;

/* Footage requests (issue 22). */
/** Approved clips matched against the open requests at once per command-api process. */
export const REQUEST_MATCH_CONCURRENCY = 1;
/** Tries at matching one approved clip before its job is left failed (logged for an admin). */
export const REQUEST_MATCH_MAX_ATTEMPTS = 5;
/** The wait after a failed try, doubled after each: 10 s, 20 s, 40 s, 80 s. */
export const REQUEST_MATCH_RETRY_BASE_MS = 10 * 1000;
/** A claimed matching job is the worker's this long; then anyone's again (its process died). */
export const REQUEST_MATCH_LEASE_SECONDS = 60;
/** How often an idle request matcher looks for work. */
export const REQUEST_MATCH_POLL_MS = 2 * 1000;
/** How often open requests past their time are expired (a request lives REQUEST_OPEN_DAYS). */
export const REQUEST_EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

/* Alerts by e-mail and Web Push (issue 22; infra/app/deliveries/). */
/** Deliveries sent at once per command-api process. */
export const DELIVERY_CONCURRENCY = 2;
/** Tries at one delivery before its job is left failed. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** The wait after a failed try, doubled after each (or the push service's Retry-After, if longer). */
export const DELIVERY_RETRY_BASE_MS = 30 * 1000;
/** A claimed delivery is the worker's this long; then anyone's again (its process died). */
export const DELIVERY_LEASE_SECONDS = 60;
/** How often an idle delivery worker looks for new notifications and due jobs. */
export const DELIVERY_POLL_MS = 2 * 1000;
/**
 * A notification older than this is not sent any more (nor tried again): an alert to lock the
 * footage is worth little a day later, and a rebuilt read model must not mail its whole history.
 */
export const DELIVERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How far before the newest notification fed each round looks again (read models fill out of time order). */
export const DELIVERY_FEED_LOOKBACK_MS = 15 * 60 * 1000;
/** Notifications fed into jobs per round at most. */
export const DELIVERY_FEED_BATCH = 200;
/** Finished jobs are kept this long after their notification: no feed round can meet it again. */
export const DELIVERY_JOBS_KEPT_MS = 2 * DELIVERY_MAX_AGE_MS;
/** E-mails one member is sent per hour at most; past it the alerts stay in the app. */
export const DELIVERY_EMAILS_PER_HOUR = 10;
/** How long a push service keeps an alert for a phone that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long a push service may take to answer one message. */
export const PUSH_SEND_TIMEOUT_MS = 10 * 1000;
