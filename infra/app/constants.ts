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
