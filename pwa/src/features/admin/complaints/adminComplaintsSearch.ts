/**
 * The URL state of /admin/complaints and the complaint kinds it filters by. The route file checks
 * the address with this schema, and the route tree is part of every visitor's first load: keep this
 * module light (zod/mini and constants only, no texts or API code).
 */
import * as z from 'zod/mini';
import { type COMPLAINT_PRIORITIES, COMPLAINT_STATUSES, COMPLAINT_TYPES } from '../../../lib/constants.ts';
import { optionalUrlValue, urlPage } from '../shared/statusDateSearch.ts';

export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type ComplaintPriority = (typeof COMPLAINT_PRIORITIES)[number];

/** The URL state of /admin/complaints; a missing filter means all, a missing page means 1. */
export const adminComplaintsSearchSchema = z.object({
  // Coerced: a code typed into the URL by hand may read as a number.
  search: optionalUrlValue(z.coerce.string().check(z.trim(), z.minLength(1))),
  status: optionalUrlValue(z.enum(COMPLAINT_STATUSES)),
  type: optionalUrlValue(z.enum(COMPLAINT_TYPES)),
  page: optionalUrlValue(urlPage()),
});
export type AdminComplaintsSearch = z.infer<typeof adminComplaintsSearchSchema>;
