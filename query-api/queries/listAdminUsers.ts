import type { USER_TYPES } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { rolesOf, SELLING_TYPES } from '../../projector/projections/users/readUser.ts';
import type { Timestamp } from '../../projector/projections/columnTypes.ts';
import { USER_SEARCH_TEXT, type UserRow } from '../../projector/projections/users/userTables.ts';
import { containing } from './adminPeriod.ts';
import { cappedCount, cappedPagination, offsetOf, type Page } from './pagination.ts';

export const ADMIN_USER_SORTS = ['createdAt', 'email', 'displayName', 'lastLoginAt'] as const;
export const ADMIN_USER_ROLES = ['buyer', 'seller', 'admin'] as const;

export interface AdminUserFilters extends Page {
  /** E-mail, display name, first or last name, phone or uid, anywhere, any case. */
  search?: string;
  /** The account's own type, exactly. */
  userType?: (typeof USER_TYPES)[number];
  /** By role as rolesOf gives them: everyone buys, selling types sell, admins administer. */
  roles?: (typeof ADMIN_USER_ROLES)[number];
  /** Active: neither suspended by an admin nor deactivated by the person themself. */
  isActive?: boolean;
  isAdmin?: boolean;
  emailVerified?: boolean;
  sortBy: (typeof ADMIN_USER_SORTS)[number];
  sortOrder: 'asc' | 'desc';
}

/** What the list shows of an account. */
type AdminUserRow = Pick<
  UserRow,
  | 'uid'
  | 'email'
  | 'display_name'
  | 'first_name'
  | 'last_name'
  | 'photo_url'
  | 'phone'
  | 'email_verified'
  | 'user_type'
  | 'is_admin'
  | 'is_active'
  | 'deactivated'
  | 'created_at'
  | 'last_login_at'
>;

const sortColumn: Record<AdminUserFilters['sortBy'], string> = {
  createdAt: 'u.created_at',
  email: 'lower(u.email)',
  displayName: 'lower(u.display_name)',
  lastLoginAt: 'u.last_login_at',
};

const ACTIVE = `(u.is_active and not u.deactivated)`;
const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());

/** The spec's User (admin §3), with the account state behind isActive for the status badge. */
function toAdminUser(row: AdminUserRow) {
  return {
    _id: row.uid,
    uid: row.uid,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    photoURL: row.photo_url,
    userType: row.user_type,
    roles: rolesOf(row.user_type, row.is_admin),
    isActive: row.is_active && !row.deactivated,
    /** suspended (by an admin) wins over deactivated (by the person themself). */
    accountStatus: !row.is_active ? 'suspended' : row.deactivated ? 'deactivated' : 'active',
    isAdmin: row.is_admin,
    emailVerified: row.email_verified,
    createdAt: iso(row.created_at),
    lastLoginAt: iso(row.last_login_at),
  };
}

/**
 * The admin's user list (admin spec §2 User management, §7 GET /admin/users/all): every account but
 * erased ones, searched, filtered, sorted and paged on the server. A deactivated account is listed,
 * as inactive (accountStatus tells it from a suspension).
 */
export async function listAdminUsers(db: SqlExecutor, filters: AdminUserFilters) {
  const where = ['not u.erased'];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.search) add((n) => `(${USER_SEARCH_TEXT('u.')}) ilike ${n}`, containing(filters.search));
  if (filters.userType) add((n) => `u.user_type = ${n}`, filters.userType);
  // Everyone is a buyer (rolesOf): the buyer role filters nothing out.
  if (filters.roles === 'seller') add((n) => `u.user_type = any(${n}::text[])`, [...SELLING_TYPES]);
  if (filters.roles === 'admin') where.push('u.is_admin');
  if (filters.isActive !== undefined) where.push(filters.isActive ? ACTIVE : `not ${ACTIVE}`);
  if (filters.isAdmin !== undefined) where.push(filters.isAdmin ? 'u.is_admin' : 'not u.is_admin');
  if (filters.emailVerified !== undefined)
    where.push(filters.emailVerified ? 'u.email_verified' : 'not u.email_verified');
  const whereSql = where.join(' and ');
  // Never signed in goes last either way; the other columns are never null.
  const nullsLast = filters.sortBy === 'lastLoginAt' ? ' nulls last' : '';
  const count = await cappedCount(db, `from users u where ${whereSql}`, params);
  const { rows } = await db.query<AdminUserRow>(
    `select u.uid, u.email, u.display_name, u.first_name, u.last_name, u.photo_url, u.phone, u.email_verified,
            u.user_type, u.is_admin, u.is_active, u.deactivated, u.created_at, u.last_login_at
       from users u
      where ${whereSql}
      order by ${sortColumn[filters.sortBy]} ${filters.sortOrder}${nullsLast}, u.uid ${filters.sortOrder}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filters.limit, offsetOf(filters)],
  );
  return {
    users: rows.map(toAdminUser),
    pagination: cappedPagination(filters, count),
  };
}
