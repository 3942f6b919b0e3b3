import type { Router } from 'express';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, USER_TYPES } from '../../events/constants.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { listTexts } from './messages/listTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { ADMIN_USER_ROLES, ADMIN_USER_SORTS, listAdminUsers } from '../queries/listAdminUsers.ts';
import {
  limit,
  optionalChoice,
  optionalFlag,
  optionalText,
  page,
  sortBy,
  sortOrder,
} from './querySchemas.ts';

const adminUsersQuery = z
  .object({
    search: optionalText,
    userType: optionalChoice(USER_TYPES, listTexts.invalidUserType),
    roles: optionalChoice(ADMIN_USER_ROLES, listTexts.invalidRole),
    isActive: optionalFlag,
    isAdmin: optionalFlag,
    emailVerified: optionalFlag,
    sortBy: sortBy(ADMIN_USER_SORTS, 'createdAt'),
    sortOrder,
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict();

/** The admin's user list (admin spec §7 GET /admin/users/all, GET /admin/users): one query. */
export function adminUserQueryRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  for (const path of ['/admin/users', '/admin/users/all']) {
    defineRoute(router, registry, {
      method: 'get',
      path,
      summary:
        'Every account but erased ones: search (e-mail, names, phone, uid), userType, roles, isActive, isAdmin, emailVerified; sortBy createdAt, email, displayName or lastLoginAt; pages',
      access: 'admin',
      query: adminUsersQuery,
      handle: async ({ query }) => ({ data: await listAdminUsers(db, query) }),
    });
  }
}
