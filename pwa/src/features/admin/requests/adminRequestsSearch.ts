/**
 * The URL state of /admin/requests (issue 22): status and "reported only" filters and the page. The
 * route file checks the address with this schema, and the route tree is part of every visitor's
 * first load: keep this module light (zod/mini and constants only, no texts or API code).
 */
import * as z from 'zod/mini';
import { REQUEST_STATUSES, SEARCH_KEYWORD_MAX } from '../../../lib/constants.ts';
import { optionalUrlValue, urlPage } from '../shared/statusDateSearch.ts';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const adminRequestsSearchSchema = z.object({
  /** Request id, title, description, or the requester's e-mail or name. */
  search: optionalUrlValue(
    z.coerce.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_KEYWORD_MAX)),
  ),
  status: optionalUrlValue(z.enum(REQUEST_STATUSES)),
  /** Only requests members reported (a name or a plate named publicly, abuse). */
  reported: optionalUrlValue(z.literal(true)),
  page: optionalUrlValue(urlPage()),
});
export type AdminRequestsSearch = z.infer<typeof adminRequestsSearchSchema>;
