/**
 * GET /admin/users/all: one page of accounts, searched, filtered and sorted on the server across
 * every page (DESIGN.md §7). Read leniently: one odd field or one odd row must not hide the list.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { ADMIN_PAGE_SIZE, ADMIN_USER_DEFAULT_SORT, ADMIN_USER_SORTS } from '../../../../lib/constants.ts';
import { lenientOptionalText, lenientText } from '../../../../lib/lenientSchemas.ts';
import { adminPaginationSchema } from '../../shared/adminPagination.ts';
import type { AdminUsersSearch } from '../adminUsersSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export { adminUsersSearchSchema, type AdminUsersSearch } from '../adminUsersSearch.ts';

const userSchema = z.object({
  _id: lenientText,
  uid: lenientText,
  displayName: lenientText,
  firstName: lenientText,
  lastName: lenientText,
  email: lenientText,
  phone: lenientOptionalText,
  photoURL: lenientOptionalText,
  userType: lenientText,
  roles: z.array(z.string()).catch([]),
  isActive: z.boolean().catch(true),
  /** Why an inactive account is inactive: suspended by an admin or deactivated by its owner. */
  accountStatus: z.enum(['active', 'suspended', 'deactivated']).optional().catch(undefined),
  isAdmin: z.boolean().catch(false),
  emailVerified: z.boolean().catch(false),
  createdAt: lenientOptionalText,
  lastLoginAt: lenientOptionalText,
});
export type AdminUser = z.infer<typeof userSchema>;

/** Rows without any id cannot be acted on and are left out; the others keep their defaults. */
const usersSchema = z
  .array(z.unknown())
  .catch([])
  .transform((rows) =>
    rows.flatMap((row) => {
      const user = userSchema.safeParse(row);
      if (!user.success) return [];
      const uid = user.data.uid || user.data._id;
      return uid ? [{ ...user.data, uid }] : [];
    }),
  );

const adminUserListSchema = z.object({
  users: usersSchema,
  pagination: adminPaginationSchema,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (search: AdminUsersSearch) => [...adminUserKeys.all, 'list', search] as const,
};

export function getAdminUsers(search: AdminUsersSearch, signal?: AbortSignal): Promise<AdminUserList> {
  const { sortBy, sortOrder } = ADMIN_USER_SORTS[search.sort ?? ADMIN_USER_DEFAULT_SORT];
  return apiRequest('/admin/users/all', {
    query: {
      page: search.page ?? 1,
      limit: ADMIN_PAGE_SIZE,
      sortBy,
      sortOrder,
      search: search.search,
      userType: search.userType,
      roles: search.roles,
      isActive: search.isActive,
      isAdmin: search.isAdmin,
      emailVerified: search.emailVerified,
    },
    schema: adminUserListSchema,
    signal,
  });
}

export const adminUsersQueryOptions = (search: AdminUsersSearch) =>
  queryOptions({
    queryKey: adminUserKeys.list(search),
    queryFn: ({ signal }) => getAdminUsers(search, signal),
    // The table stays while the next page or filter loads, instead of flashing "loading".
    placeholderData: keepPreviousData,
  });
