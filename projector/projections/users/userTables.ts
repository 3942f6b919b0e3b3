import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, Timestamp } from '../columnTypes.ts';

export type UsersTable = 'users' | 'user_sessions';

/** A `users` row: one account as it stands (blanked, not removed, when erased). */
export interface UserRow {
  uid: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  phone: string;
  phone_verified: boolean;
  email_verified: boolean;
  user_type: string;
  is_admin: boolean;
  /** False while suspended by an admin. */
  is_active: boolean;
  /** Hidden by the person themself. */
  deactivated: boolean;
  erased: boolean;
  provider: string;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  /** Sessions started before this ended with a password change. */
  sessions_valid_after: Timestamp | null;
  /** Position in the user's stream of the last event applied: older replays are ignored. */
  last_position: BigIntValue;
}

/** A `user_sessions` row: one signed-in session, until it ends or expires. */
export interface UserSessionRow {
  session_id: string;
  uid: string;
  started_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

/**
 * Everything the admin user search reads, as one text (the trigram index and the query must use
 * the same expression). `alias` is the table's alias with its dot, or ''.
 */
export const USER_SEARCH_TEXT = (alias: string) =>
  ['email', 'display_name', 'first_name', 'last_name', 'phone', 'uid']
    .map((column) => `${alias}${column}`)
    .join(` || ' ' || `);

/** Accounts and their sessions (DESIGN.md §5). */
export async function createUserTables(db: SqlExecutor, t: TableNames<UsersTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.users} (
      uid text primary key,
      email text not null,
      display_name text not null,
      first_name text not null,
      last_name text not null,
      photo_url text,
      phone text not null,
      phone_verified boolean not null,
      email_verified boolean not null,
      user_type text not null,
      is_admin boolean not null,
      is_active boolean not null,
      deactivated boolean not null,
      erased boolean not null,
      provider text not null,
      bank_name text,
      account_name text,
      account_number text,
      created_at timestamptz not null,
      last_login_at timestamptz,
      sessions_valid_after timestamptz,
      last_position bigint not null
    );
    create index if not exists ${t.users}_email on ${t.users} (lower(email));
    create table if not exists ${t.user_sessions} (
      session_id text primary key,
      uid text not null,
      started_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz
    );
    create index if not exists ${t.user_sessions}_uid on ${t.user_sessions} (uid);`);
}

/**
 * The admin user list's default order, newest accounts first, and its search: one trigram index
 * over every field the search reads (GET /admin/users/all).
 */
export async function createUserIndexes(db: SqlExecutor, t: TableNames<UsersTable>): Promise<void> {
  await db.exec(
    `create index if not exists ${t.users}_created on ${t.users} (created_at, uid) where not erased;
     create extension if not exists pg_trgm;
     create index if not exists ${t.users}_search_trgm on ${t.users} using gin ((${USER_SEARCH_TEXT('')}) gin_trgm_ops);`,
  );
}
