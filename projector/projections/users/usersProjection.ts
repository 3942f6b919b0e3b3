import { asDomainEvent, type DomainEvent } from '../../../events/catalogue.ts';
import type { UserEvent } from '../../../events/user/userEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createUserIndexes, createUserTables, type UserRow, type UsersTable } from './userTables.ts';

/** A user as the fold keeps it: read through `to_jsonb` (times as ISO text), its position a number. */
type FoldedUser = UserRow & { last_position: number };

const userColumns = [
  'email',
  'display_name',
  'first_name',
  'last_name',
  'photo_url',
  'phone',
  'phone_verified',
  'email_verified',
  'user_type',
  'is_admin',
  'is_active',
  'deactivated',
  'erased',
  'provider',
  'bank_name',
  'account_name',
  'account_number',
  'created_at',
  'last_login_at',
  'sessions_valid_after',
  'last_position',
] as const satisfies readonly (keyof UserRow)[];

type SessionChange =
  | { kind: 'start'; sessionId: string; uid: string; startedAt: string; expiresAt: string }
  | { kind: 'end'; sessionId: string; at: string }
  /** Every session of `uid` started before `before` (all of them when null) ends at `at`. */
  | { kind: 'endAll'; uid: string; at: string; before: string | null };

type UserEventType = UserEvent['type'];
const handles = [
  'UserRegistered',
  'EmailVerified',
  'UserLoggedIn',
  'UserLoggedOut',
  'PasswordChanged',
  'ProfileUpdated',
  'BankAccountSet',
  'PhoneVerified',
  'UserSuspended',
  'UserActivated',
  'AccountDeactivated',
  'AccountReactivated',
  'AdminGranted',
  'AdminRevoked',
  'UserErased',
] as const satisfies readonly UserEventType[];

/**
 * Accounts and their sessions (DESIGN.md §5): what authentication reads on every request and what
 * the profile and admin screens show. A batch is folded in memory over the rows it touches — one
 * read, one upsert, a few session statements — guarded by each user's stream position.
 */
export const usersProjection: Projection<UsersTable> = {
  name: 'users',
  handles,
  tables: ['users', 'user_sessions'],
  createTables: createUserTables,
  createIndexes: createUserIndexes,

  async handle(events, db, t) {
    const decoded = events.flatMap((recorded) => {
      const event = asDomainEvent(recorded);
      return event && 'uid' in event.data ? [{ recorded, event, uid: event.data.uid }] : [];
    });
    if (decoded.length === 0) return;
    const rows = await readUsers(db, t, new Set(decoded.map((entry) => entry.uid)));
    const changed = new Set<string>();
    const sessions: SessionChange[] = [];
    for (const { recorded, event, uid } of decoded) {
      const position = Number(recorded.streamPosition);
      const current = rows.get(uid) ?? null;
      if (current && position <= current.last_position) continue;
      const next = evolve(current, event, sessions);
      if (!next) continue;
      rows.set(uid, { ...next, last_position: position });
      changed.add(uid);
    }
    await upsertUsers(
      db,
      t,
      [...changed].map((uid) => rows.get(uid)!),
    );
    await applySessions(db, t, sessions);
  },
};

/**
 * The row after one event, or null when there is no account to change (an event before its
 * registration cannot happen, and is ignored rather than inventing a half-empty row).
 */
function evolve(row: FoldedUser | null, event: DomainEvent, sessions: SessionChange[]): FoldedUser | null {
  if (event.type === 'UserRegistered') {
    if (row) return null;
    const d = event.data;
    return {
      uid: d.uid,
      email: d.email,
      display_name: d.displayName,
      first_name: d.firstName,
      last_name: d.lastName,
      photo_url: null,
      phone: d.phone,
      phone_verified: false,
      email_verified: d.emailVerified,
      user_type: d.userType,
      is_admin: false,
      is_active: true,
      deactivated: false,
      erased: false,
      provider: d.provider,
      bank_name: null,
      account_name: null,
      account_number: null,
      created_at: d.registeredAt,
      last_login_at: null,
      sessions_valid_after: null,
      last_position: 0,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case 'EmailVerified':
      return { ...row, email_verified: true };
    case 'UserLoggedIn':
      sessions.push({
        kind: 'start',
        sessionId: event.data.sessionId,
        uid: row.uid,
        startedAt: event.data.loggedInAt,
        expiresAt: event.data.expiresAt,
      });
      return { ...row, last_login_at: event.data.loggedInAt };
    case 'UserLoggedOut':
      sessions.push({ kind: 'end', sessionId: event.data.sessionId, at: event.data.loggedOutAt });
      return row;
    case 'PasswordChanged':
      sessions.push({
        kind: 'endAll',
        uid: row.uid,
        at: event.data.changedAt,
        before: event.data.changedAt,
      });
      return { ...row, sessions_valid_after: event.data.changedAt };
    case 'ProfileUpdated': {
      const d = event.data;
      const phone = d.phone ?? row.phone;
      return {
        ...row,
        first_name: d.firstName ?? row.first_name,
        last_name: d.lastName ?? row.last_name,
        display_name: d.displayName ?? row.display_name,
        phone,
        phone_verified: phone === row.phone ? row.phone_verified : false,
        user_type: d.userType ?? row.user_type,
      };
    }
    case 'BankAccountSet':
      return {
        ...row,
        bank_name: event.data.bankName,
        account_name: event.data.accountName,
        account_number: event.data.accountNumber,
      };
    case 'PhoneVerified':
      return { ...row, phone: event.data.phone, phone_verified: true };
    case 'UserSuspended':
      // A suspension ends every session for good: lifting it later does not revive old tokens.
      sessions.push({ kind: 'endAll', uid: row.uid, at: event.data.suspendedAt, before: null });
      return { ...row, is_active: false };
    case 'UserActivated':
      return { ...row, is_active: true };
    case 'AccountDeactivated':
      return { ...row, deactivated: true };
    case 'AccountReactivated':
      return { ...row, deactivated: false };
    case 'AdminGranted':
      return { ...row, is_admin: true };
    case 'AdminRevoked':
      return { ...row, is_admin: false };
    case 'UserErased':
      sessions.push({ kind: 'endAll', uid: row.uid, at: event.data.erasedAt, before: null });
      return {
        ...row,
        email: '',
        display_name: '',
        first_name: '',
        last_name: '',
        photo_url: null,
        phone: '',
        phone_verified: false,
        bank_name: row.bank_name === null ? null : '',
        account_name: row.account_name === null ? null : '',
        account_number: row.account_number === null ? null : '',
        erased: true,
        is_active: false,
      };
    default:
      return null;
  }
}

async function readUsers(
  db: SqlExecutor,
  t: TableNames<UsersTable>,
  uids: Set<string>,
): Promise<Map<string, FoldedUser>> {
  const { rows } = await db.query<{ row: UserRow }>(
    `select to_jsonb(u) as row from ${t.users} u where u.uid in (select jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify([...uids])],
  );
  return new Map(rows.map(({ row }) => [row.uid, { ...row, last_position: Number(row.last_position) }]));
}

async function upsertUsers(db: SqlExecutor, t: TableNames<UsersTable>, rows: FoldedUser[]) {
  if (rows.length === 0) return;
  await db.query(
    `insert into ${t.users} select * from jsonb_populate_recordset(null::${t.users}, $1::jsonb)
     on conflict (uid) do update set (${userColumns.join(', ')}) =
       (${userColumns.map((column) => `excluded.${column}`).join(', ')})
     where ${t.users}.last_position < excluded.last_position`,
    [JSON.stringify(rows)],
  );
}

/** In the order of the events: a session can start and end within one batch. */
async function applySessions(db: SqlExecutor, t: TableNames<UsersTable>, changes: SessionChange[]) {
  const starts = changes.filter((change) => change.kind === 'start');
  if (starts.length > 0) {
    await db.query(
      `insert into ${t.user_sessions} (session_id, uid, started_at, expires_at)
       select s."sessionId", s.uid, s."startedAt"::timestamptz, s."expiresAt"::timestamptz
         from jsonb_to_recordset($1::jsonb) as s("sessionId" text, uid text, "startedAt" text, "expiresAt" text)
       on conflict (session_id) do nothing`,
      [JSON.stringify(starts)],
    );
  }
  const ends = changes.filter((change) => change.kind === 'end');
  if (ends.length > 0) {
    await db.query(
      `update ${t.user_sessions} s set ended_at = e.at::timestamptz
         from jsonb_to_recordset($1::jsonb) as e("sessionId" text, at text)
        where s.session_id = e."sessionId" and s.ended_at is null`,
      [JSON.stringify(ends)],
    );
  }
  for (const change of changes) {
    if (change.kind !== 'endAll') continue;
    await db.query(
      `update ${t.user_sessions} set ended_at = $2::timestamptz
        where uid = $1 and ended_at is null and ($3::timestamptz is null or started_at < $3::timestamptz)`,
      [change.uid, change.at, change.before],
    );
  }
}
