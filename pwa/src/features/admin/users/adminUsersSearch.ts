/**
 * The URL state of /admin/users. The route file checks the address with this schema, and the route
 * tree is part of every visitor's first load: keep this module light (zod/mini and constants only,
 * no texts or API code).
 */
import * as z from 'zod/mini';
import {
  ADMIN_USER_ROLE_FILTERS,
  ADMIN_USER_SORTS,
  ADMIN_USER_TYPE_FILTERS,
  type AdminUserSort,
} from '../../../lib/constants.ts';
import { optionalUrlValue, urlPage } from '../shared/statusDateSearch.ts';

const SORT_KEYS = Object.keys(ADMIN_USER_SORTS) as [AdminUserSort, ...AdminUserSort[]];

/**
 * The screen's URL state. The router reads `?search=123` as a number, so a number is taken as text;
 * an unknown value means "no filter" rather than an error page.
 */
export const adminUsersSearchSchema = z.object({
  page: optionalUrlValue(urlPage()),
  search: optionalUrlValue(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => String(value).trim() || undefined),
    ),
  ),
  userType: optionalUrlValue(z.enum(ADMIN_USER_TYPE_FILTERS)),
  roles: optionalUrlValue(z.enum(ADMIN_USER_ROLE_FILTERS)),
  isAdmin: optionalUrlValue(z.boolean()),
  isActive: optionalUrlValue(z.boolean()),
  emailVerified: optionalUrlValue(z.boolean()),
  sort: optionalUrlValue(z.enum(SORT_KEYS)),
});
export type AdminUsersSearch = z.infer<typeof adminUsersSearchSchema>;
