/** The projector's own numbers; what other sides use too is in events/constants.ts. */

/** How often a wait for read-your-writes (DESIGN.md §5) re-reads the projections' checkpoints. */
export const CONSISTENCY_POLL_MS = 20;
/** How many events a projection handles in one batch (one transaction with its checkpoint). */
export const PROJECTION_BATCH_SIZE = 500;

/* Evidence receipts (issue 6, "Downloads and evidence"; issue 17: searchable by support). */
/** A receipt number reads `DC-XXXX-XXXX-XXXX`, derived from the purchase id. */
export const RECEIPT_NUMBER_PREFIX = 'DC';
/** A full tax invoice's number reads `TI-XXXX-XXXX-XXXX`, from the same hash of the purchase id. */
export const TAX_INVOICE_NUMBER_PREFIX = 'TI';

/* Footage requests (issue 22). */
/** The clips listed for one request at most, nearest first: a busy junction can have many. */
export const REQUEST_MATCHES_MAX = 100;
/**
 * A seller with clips near a new request but no alert areas is asked to set some at most once
 * in this many days, however many requests open near their clips.
 */
export const ALERT_AREA_SUGGESTION_COOLDOWN_DAYS = 7;
