/**
 * The URL state of /admin/payouts. The route file checks the address with this schema, and the
 * route tree is part of every visitor's first load: keep this module light (zod/mini and constants
 * only, no texts or API code).
 */
import type * as z from 'zod/mini';
import { PAYOUT_STATUSES } from '../../../lib/constants.ts';
import { statusDateSearchSchema } from '../shared/statusDateSearch.ts';

/** The URL state of /admin/payouts; anything odd in the address falls back to "none". */
export const adminPayoutsSearchSchema = statusDateSearchSchema(PAYOUT_STATUSES);
export type AdminPayoutsSearch = z.infer<typeof adminPayoutsSearchSchema>;
