import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { UserRegistered } from '../../../events/user/userEvents.ts';
import { expectAny } from '../../../events/eventStore.ts';
import { cryptoShreddingEventStore } from '../../../infra/adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import { personalDataKeys } from '../../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { postgresEventStore } from '../../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { migrate } from '../../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../../infra/adapters/postgres/pgliteClient.ts';
import { newEvent } from '../../../tests/fixtures/newEvent.ts';
import { rebuildProjection } from '../../rebuildProjection.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { usersProjection } from './usersProjection.ts';
import type { UserRow } from './userTables.ts';

const registered = (uid: string, overrides: Partial<UserRegistered['data']> = {}): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    uid,
    provider: 'password',
    email: `${uid}@Example.com`,
    firstName: 'สมศรี',
    lastName: 'ใจดี',
    displayName: 'สมศรี ใ.',
    phone: '+66812345678',
    userType: 'seller',
    passwordHash: 'scrypt$16384$8$1$salt$hash',
    emailVerified: false,
    termsVersion: '2026-11',
    registeredAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  },
});
const at = (minute: number) => `2026-11-20T11:${String(minute).padStart(2, '0')}:00.000Z`;
const loggedIn = (uid: string, sessionId: string, minute: number): DomainEvent => ({
  type: 'UserLoggedIn',
  data: {
    uid,
    sessionId,
    provider: 'password',
    rememberMe: false,
    expiresAt: '2026-11-21T11:00:00.000Z',
    loggedInAt: at(minute),
  },
});

/** The row with its times as ISO text and its position as a number, to compare with events. */
type UserRowAsText = Omit<UserRow, 'uid' | 'photo_url' | 'created_at'> & {
  last_login_at: string | null;
  sessions_valid_after: string | null;
  last_position: number;
};

describe('users projection (every event delivered twice)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  const user = async (uid: string) => {
    const { rows } = await spec.db.query<UserRowAsText>(
      `select email, display_name, first_name, last_name, phone, phone_verified, email_verified, user_type,
         is_admin, is_active, deactivated, erased, provider, bank_name, account_name, account_number,
         to_json(last_login_at) #>> '{}' as last_login_at, to_json(sessions_valid_after) #>> '{}' as sessions_valid_after,
         last_position::int as last_position
       from users where uid = $1`,
      [uid],
    );
    return rows[0];
  };
  const sessions = async (uid: string) =>
    (
      await spec.db.query<{ session_id: string; ended: boolean }>(
        'select session_id, ended_at is not null as ended from user_sessions where uid = $1 order by session_id',
        [uid],
      )
    ).rows;

  it('a registration makes an active, unverified account findable by its e-mail in any case', async () => {
    spec = await projectionSpecification(usersProjection);
    await spec.given([['user-u-1', registered('u-1')]]);
    expect(await user('u-1')).toMatchObject({
      email: 'u-1@Example.com',
      display_name: 'สมศรี ใ.',
      first_name: 'สมศรี',
      last_name: 'ใจดี',
      phone: '+66812345678',
      phone_verified: false,
      email_verified: false,
      user_type: 'seller',
      is_admin: false,
      is_active: true,
      deactivated: false,
      erased: false,
      provider: 'password',
      bank_name: null,
      last_login_at: null,
      last_position: 1,
    });
    const { rows } = await spec.db.query('select uid from users where lower(email) = lower($1)', [
      'U-1@EXAMPLE.COM',
    ]);
    expect(rows).toEqual([{ uid: 'u-1' }]);
  });

  it('follows the account through verification, sign-ins, profile, bank, phone, flags and password', async () => {
    spec = await projectionSpecification(usersProjection);
    await spec.given([
      ['user-u-1', registered('u-1')],
      ['user-u-2', registered('u-2', { emailVerified: true, provider: 'google.com' })],
      ['user-u-1', { type: 'EmailVerified', data: { uid: 'u-1', verificationId: 'v1', verifiedAt: at(0) } }],
      ['user-u-1', loggedIn('u-1', 's1', 1)],
      ['user-u-1', loggedIn('u-1', 's2', 2)],
      ['user-u-1', { type: 'UserLoggedOut', data: { uid: 'u-1', sessionId: 's1', loggedOutAt: at(3) } }],
      ['user-u-1', { type: 'PhoneVerified', data: { uid: 'u-1', phone: '+66812345678', verifiedAt: at(4) } }],
      ['user-u-1', { type: 'ProfileUpdated', data: { uid: 'u-1', displayName: 'ศรี', updatedAt: at(5) } }],
      [
        'user-u-1',
        {
          type: 'BankAccountSet',
          data: {
            uid: 'u-1',
            bankName: 'kbank',
            accountName: 'สมศรี ใจดี',
            accountNumber: '1234567890',
            setAt: at(6),
          },
        },
      ],
      ['user-u-1', { type: 'AdminGranted', data: { uid: 'u-1', grantedAt: at(7) } }],
      ['user-u-1', { type: 'UserSuspended', data: { uid: 'u-1', suspendedAt: at(8) } }],
      ['user-u-1', { type: 'AccountDeactivated', data: { uid: 'u-1', deactivatedAt: at(9) } }],
      [
        'user-u-1',
        {
          type: 'PasswordChanged',
          data: { uid: 'u-1', passwordHash: 'scrypt$new', resetId: null, changedAt: at(10) },
        },
      ],
      ['user-u-1', loggedIn('u-1', 's3', 10)],
    ]);
    expect(await user('u-1')).toMatchObject({
      display_name: 'ศรี',
      first_name: 'สมศรี',
      phone: '+66812345678',
      phone_verified: true,
      email_verified: true,
      bank_name: 'kbank',
      account_name: 'สมศรี ใจดี',
      account_number: '1234567890',
      is_admin: true,
      is_active: false,
      deactivated: true,
      erased: false,
      last_login_at: '2026-11-20T11:10:00+00:00',
      sessions_valid_after: '2026-11-20T11:10:00+00:00',
      last_position: 13,
    });
    // s1 logged out, s2 ended by the password change, s3 began with it.
    expect(await sessions('u-1')).toEqual([
      { session_id: 's1', ended: true },
      { session_id: 's2', ended: true },
      { session_id: 's3', ended: false },
    ]);
    expect(await user('u-2')).toMatchObject({
      email_verified: true,
      provider: 'google.com',
      is_admin: false,
    });

    await spec.given([
      ['user-u-1', { type: 'AdminRevoked', data: { uid: 'u-1', revokedAt: at(20) } }],
      ['user-u-1', { type: 'UserActivated', data: { uid: 'u-1', activatedAt: at(21) } }],
      ['user-u-1', { type: 'AccountReactivated', data: { uid: 'u-1', reactivatedAt: at(22) } }],
      [
        'user-u-1',
        {
          type: 'ProfileUpdated',
          data: { uid: 'u-1', phone: '+66899999999', userType: 'individual', updatedAt: at(23) },
        },
      ],
    ]);
    expect(await user('u-1')).toMatchObject({
      is_admin: false,
      is_active: true,
      deactivated: false,
      phone: '+66899999999',
      phone_verified: false,
      user_type: 'individual',
      display_name: 'ศรี',
    });
  });

  it('a profile update that repeats the verified phone keeps it verified', async () => {
    spec = await projectionSpecification(usersProjection);
    await spec.given([
      ['user-u-1', registered('u-1')],
      ['user-u-1', { type: 'PhoneVerified', data: { uid: 'u-1', phone: '+66812345678', verifiedAt: at(1) } }],
      [
        'user-u-1',
        {
          type: 'ProfileUpdated',
          data: { uid: 'u-1', phone: '+66812345678', lastName: 'ดีใจ', updatedAt: at(2) },
        },
      ],
    ]);
    expect(await user('u-1')).toMatchObject({ phone_verified: true, last_name: 'ดีใจ' });
  });

  it('erasure blanks every personal column, ends every session and leaves others alone', async () => {
    spec = await projectionSpecification(usersProjection);
    await spec.given([
      ['user-u-1', registered('u-1')],
      ['user-u-2', registered('u-2')],
      [
        'user-u-1',
        {
          type: 'BankAccountSet',
          data: {
            uid: 'u-1',
            bankName: 'scb',
            accountName: 'สมศรี ใจดี',
            accountNumber: '1234567890',
            setAt: at(1),
          },
        },
      ],
      ['user-u-1', loggedIn('u-1', 's1', 2)],
      ['user-u-2', loggedIn('u-2', 's2', 2)],
      ['user-u-1', { type: 'UserErased', data: { uid: 'u-1', erasedAt: at(3) } }],
    ]);
    expect(await user('u-1')).toMatchObject({
      email: '',
      display_name: '',
      first_name: '',
      last_name: '',
      phone: '',
      bank_name: '',
      account_name: '',
      account_number: '',
      erased: true,
      is_active: false,
    });
    expect(await sessions('u-1')).toEqual([{ session_id: 's1', ended: true }]);
    expect(await user('u-2')).toMatchObject({ email: 'u-2@Example.com', erased: false, is_active: true });
    expect(await sessions('u-2')).toEqual([{ session_id: 's2', ended: false }]);
  });
});

describe('users projection rebuilt after an erasure', () => {
  it('replays the sealed events, and the erased person comes back blank, the others whole', async () => {
    const db = await pgliteClient(null);
    try {
      await migrate(db);
      const keys = personalDataKeys(db);
      const store = cryptoShreddingEventStore(postgresEventStore(db), keys);
      for (const uid of ['u-1', 'u-2']) {
        await store.append(`user-${uid}`, [newEvent('UserRegistered', registered(uid).data)], expectAny);
      }
      await keys.delete('u-1');
      await rebuildProjection(store, db, usersProjection);
      const { rows } = await db.query('select uid, email, first_name, phone from users order by uid');
      expect(rows).toEqual([
        { uid: 'u-1', email: '', first_name: '', phone: '' },
        { uid: 'u-2', email: 'u-2@Example.com', first_name: 'สมศรี', phone: '+66812345678' },
      ]);
      const indexes = await db.query(`select indexname from pg_indexes where tablename = 'users' order by 1`);
      expect(indexes.rows).toEqual([
        { indexname: 'users_created' },
        { indexname: 'users_email' },
        { indexname: 'users_pkey' },
        { indexname: 'users_search_trgm' },
      ]);
    } finally {
      await db.close();
    }
  });
});
