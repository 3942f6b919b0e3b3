import type { SessionAccess, UserView } from '../../../command-api/ports/readModelLookups.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { UserRow } from './userTables.ts';

export const SELLING_TYPES = new Set(['seller', 'both', 'individual', 'business']);

export function rolesOf(userType: string, isAdmin: boolean): string[] {
  const roles = ['buyer'];
  if (SELLING_TYPES.has(userType)) roles.push('seller');
  if (isAdmin) roles.push('admin');
  return roles;
}

const iso = (value: UserRow['last_login_at'] | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** One user from the `users` read model; null when unknown or erased. */
export async function readUser(db: SqlExecutor, uid: string): Promise<UserView | null> {
  const { rows } = await db.query<Omit<UserRow, 'erased' | 'sessions_valid_after' | 'last_position'>>(
    `select uid, email, display_name, first_name, last_name, photo_url, phone, phone_verified, email_verified,
            user_type, is_admin, is_active, deactivated, provider, bank_name, account_name, account_number,
            created_at, last_login_at
       from users where uid = $1 and not erased`,
    [uid],
  );
  const row = rows[0];
  if (!row) return null;
  const isAdmin = row.is_admin;
  const userType = row.user_type;
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    photoURL: row.photo_url ?? null,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    emailVerified: row.email_verified,
    userType,
    roles: rolesOf(userType, isAdmin),
    isAdmin,
    isActive: row.is_active && !row.deactivated,
    accountStatus: !row.is_active ? 'suspended' : row.deactivated ? 'deactivated' : 'active',
    provider: row.provider,
    bankName: row.bank_name ?? null,
    accountName: row.account_name ?? null,
    accountNumber: row.account_number ?? null,
    createdAt: iso(row.created_at)!,
    lastLogin: iso(row.last_login_at),
  };
}

/**
 * Whether a session token still opens the door: the account exists, is not suspended or erased,
 * the session was not ended, and no password change came after the session started.
 */
export async function readSessionAccess(
  db: SqlExecutor,
  uid: string,
  sessionId: string,
): Promise<SessionAccess | null> {
  const { rows } = await db.query<Pick<UserRow, 'user_type' | 'is_admin' | 'email_verified' | 'deactivated'>>(
    `select u.user_type, u.is_admin, u.email_verified, u.deactivated
       from users u join user_sessions s on s.uid = u.uid and s.session_id = $2
      where u.uid = $1 and u.is_active and not u.erased and s.ended_at is null and s.expires_at > now()
        and (u.sessions_valid_after is null or s.started_at >= u.sessions_valid_after)`,
    [uid, sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    uid,
    role: row.is_admin ? 'admin' : SELLING_TYPES.has(row.user_type) ? 'seller' : 'buyer',
    emailVerified: row.email_verified,
    deactivated: row.deactivated,
  };
}

/** The holder of an address in the read model (used by admin tooling, not for sign-in decisions). */
export async function findUidByEmail(db: SqlExecutor, email: string): Promise<string | null> {
  const { rows } = await db.query<Pick<UserRow, 'uid'>>(
    'select uid from users where lower(email) = lower($1) and not erased',
    [email.trim()],
  );
  return rows[0]?.uid ?? null;
}
