import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../command-api/accounts/registerAccount.ts';
import { nowIso, runUserCommand } from '../../command-api/accounts/userCommands.ts';
import { ADMIN_PAGE_SIZE } from '../../events/constants.ts';
import { MAX_PAGE_SIZE } from '../../query-api/constants.ts';
import { auth, caughtUp } from '../fixtures/money.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

interface AdminUser {
  _id: string;
  uid: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photoURL: string | null;
  userType: string;
  roles: string[];
  isActive: boolean;
  accountStatus: string;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

const thai = /[ก-๙]/;
/** Every person of this file has it in their name and e-mail, so the search keeps them apart. */
const TAG = 'Qzu';

describe('GET /admin/users/all: the admin user list, filtered, sorted and paged on the server', () => {
  let m: Marketplace;
  let admin: Record<string, string>;
  const people: Record<string, TestPerson> = {};
  let never: string;
  let erased: TestPerson;

  beforeAll(async () => {
    m = await testMarketplace();
    admin = auth(m.tokens.admin);
    people.buyer = await m.newPerson(`${TAG}Buyer`, { userType: 'buyer' });
    people.seller = await m.newPerson(`${TAG}Seller`);
    people.both = await m.newPerson(`${TAG}Both`, { userType: 'buyer' });
    people.boss = await m.newPerson(`${TAG}Boss`, { admin: true, userType: 'buyer' });
    people.unverified = await m.newPerson(`${TAG}Unverified`, { verified: false });
    people.suspended = await m.newPerson(`${TAG}Suspended`);
    people.hidden = await m.newPerson(`${TAG}Hidden`, { userType: 'buyer' });
    erased = await m.newPerson(`${TAG}Erased`);
    // Registered and never signed in.
    never = randomUUID();
    await registerAccount(
      m.identity.deps,
      {
        uid: never,
        provider: 'password',
        email: `${TAG.toLowerCase()}never-${never.slice(0, 8)}@example.com`,
        firstName: `${TAG}Never`,
        lastName: 'ทดสอบ',
        displayName: `${TAG}Never ทดสอบ`,
        phone: '0812345678',
        userType: 'seller',
        passwordHash: 'x',
        emailVerified: true,
      },
      { actor: { id: never, role: 'buyer' }, correlationId: randomUUID() },
    );
    await runUserCommand(
      m.identity.deps,
      { type: 'UpdateProfile', uid: people.both!.uid, now: nowIso(), userType: 'both' },
      { actor: { id: people.both!.uid, role: 'buyer' }, correlationId: randomUUID() },
    );
    await request(m.app).put(`/api/admin/users/${people.suspended!.uid}/suspend`).set(admin).expect(200);
    await request(m.app).post('/api/users/deactivate').set(auth(people.hidden!.token)).expect(200);
    await request(m.app).delete(`/api/admin/users/${erased.uid}`).set(admin).expect(200);
    await caughtUp(m, ['users']);
  }, 120_000);
  afterAll(async () => m?.close());

  const list = (query: Record<string, string | number>, path = '/api/admin/users/all') =>
    request(m.app).get(path).query(query).set(admin);
  const users = async (query: Record<string, string | number> = {}) => {
    const res = await list({ search: TAG, limit: MAX_PAGE_SIZE, ...query }).expect(200);
    return res.body.data.users as AdminUser[];
  };
  const uidsOf = (rows: AdminUser[]) => rows.map((row) => row.uid).sort();
  const uids = (...names: string[]) =>
    names.map((name) => (name === 'never' ? never : people[name]!.uid)).sort();

  it('answers the spec’s User for each account, erased ones left out, deactivated ones inactive', async () => {
    const res = await list({ search: TAG }).expect(200);
    expect(res.body.success).toBe(true);
    const { users: rows, pagination } = res.body.data as { users: AdminUser[]; pagination: unknown };
    expect(pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, totalCount: 8, totalPages: 1 });
    expect(uidsOf(rows)).toEqual(
      uids('buyer', 'seller', 'both', 'boss', 'unverified', 'suspended', 'hidden', 'never'),
    );
    const seller = rows.find((row) => row.uid === people.seller!.uid)!;
    expect(seller).toEqual({
      _id: people.seller!.uid,
      uid: people.seller!.uid,
      displayName: `${TAG}Seller ทดสอบ`,
      firstName: `${TAG}Seller`,
      lastName: 'ทดสอบ',
      email: people.seller!.email,
      phone: '',
      photoURL: null,
      userType: 'seller',
      roles: ['buyer', 'seller'],
      isActive: true,
      accountStatus: 'active',
      isAdmin: false,
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      lastLoginAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    const byUid = new Map(rows.map((row) => [row.uid, row]));
    expect(byUid.get(never)).toMatchObject({ lastLoginAt: null, phone: '0812345678' });
    expect(byUid.get(people.boss!.uid)).toMatchObject({ isAdmin: true, roles: ['buyer', 'admin'] });
    expect(byUid.get(people.both!.uid)).toMatchObject({ userType: 'both', roles: ['buyer', 'seller'] });
    expect(byUid.get(people.suspended!.uid)).toMatchObject({ isActive: false, accountStatus: 'suspended' });
    expect(byUid.get(people.hidden!.uid)).toMatchObject({ isActive: false, accountStatus: 'deactivated' });
    // GET /admin/users is the same list.
    const same = await list({ search: TAG }, '/api/admin/users').expect(200);
    expect(same.body.data).toEqual(res.body.data);
    // The erased account is not found even by its id, which stays in the read model.
    expect((await users({ search: erased.uid })).length).toBe(0);
  });

  it('searches e-mail, display name, first and last name, phone and uid, in any case', async () => {
    expect(uidsOf(await users({ search: `${TAG}buyer`.toUpperCase() }))).toEqual(uids('buyer'));
    expect(uidsOf(await users({ search: people.seller!.email.toUpperCase() }))).toEqual(uids('seller'));
    expect(uidsOf(await users({ search: '0812345678' }))).toEqual(uids('never'));
    expect(uidsOf(await users({ search: people.boss!.uid.slice(4, 20) }))).toEqual(uids('boss'));
    expect(uidsOf(await users({ search: `${TAG}Hidden ทดสอบ` }))).toEqual(uids('hidden'));
    // Wildcards are taken literally.
    expect(await users({ search: `${TAG}%` })).toEqual([]);
  });

  it('filters by userType, roles, isActive, isAdmin and emailVerified; all and empty mean no filter', async () => {
    expect(uidsOf(await users({ userType: 'buyer' }))).toEqual(uids('buyer', 'boss', 'hidden'));
    expect(uidsOf(await users({ userType: 'both' }))).toEqual(uids('both'));
    expect(uidsOf(await users({ userType: 'seller' }))).toEqual(
      uids('seller', 'unverified', 'suspended', 'never'),
    );
    expect(uidsOf(await users({ roles: 'seller' }))).toEqual(
      uids('seller', 'both', 'unverified', 'suspended', 'never'),
    );
    expect(uidsOf(await users({ roles: 'admin' }))).toEqual(uids('boss'));
    expect((await users({ roles: 'buyer' })).length).toBe(8);
    expect(uidsOf(await users({ isAdmin: 'true' }))).toEqual(uids('boss'));
    expect((await users({ isAdmin: 'false' })).length).toBe(7);
    expect(uidsOf(await users({ isActive: 'false' }))).toEqual(uids('suspended', 'hidden'));
    expect((await users({ isActive: 'true' })).length).toBe(6);
    expect(uidsOf(await users({ emailVerified: 'false' }))).toEqual(uids('unverified'));
    expect(uidsOf(await users({ emailVerified: 'true', isActive: 'true', roles: 'seller' }))).toEqual(
      uids('seller', 'both', 'never'),
    );
    for (const none of ['all', ''])
      expect(
        (await users({ userType: none, roles: none, isActive: none, isAdmin: none, emailVerified: none }))
          .length,
      ).toBe(8);
  });

  it('sorts by createdAt (newest first by default), email, displayName and lastLoginAt, either way', async () => {
    const ordered = (rows: AdminUser[], key: (row: AdminUser) => string, order: 'asc' | 'desc') => {
      const keys = rows.map(key);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0) * (order === 'asc' ? 1 : -1));
      expect(keys).toEqual(sorted);
    };
    const byDefault = await users();
    ordered(byDefault, (row) => row.createdAt, 'desc');
    expect(byDefault[0]!.uid).toBe(never);
    ordered(await users({ sortBy: 'createdAt', sortOrder: 'asc' }), (row) => row.createdAt, 'asc');
    expect((await users({ sortBy: 'createdAt', sortOrder: 'asc' }))[0]!.uid).toBe(people.buyer!.uid);
    for (const order of ['asc', 'desc'] as const) {
      ordered(await users({ sortBy: 'email', sortOrder: order }), (row) => row.email.toLowerCase(), order);
      ordered(
        await users({ sortBy: 'displayName', sortOrder: order }),
        (row) => row.displayName.toLowerCase(),
        order,
      );
      // Never signed in goes last either way.
      const byLogin = await users({ sortBy: 'lastLoginAt', sortOrder: order });
      expect(byLogin.at(-1)!.uid).toBe(never);
      ordered(byLogin.slice(0, -1), (row) => row.lastLoginAt!, order);
    }
    const byName = await users({ sortBy: 'displayName', sortOrder: 'asc' });
    expect(byName[0]!.uid).toBe(people.boss!.uid);
  });

  it('pages: the pages split the list, a page past the end is empty with the right totals', async () => {
    const first = (await list({ search: TAG, limit: 3, sortOrder: 'asc' }).expect(200)).body.data;
    expect(first.pagination).toEqual({ page: 1, limit: 3, totalCount: 8, totalPages: 3 });
    const third = (await list({ search: TAG, limit: 3, page: 3, sortOrder: 'asc' }).expect(200)).body.data;
    expect(third.users).toHaveLength(2);
    const all = await users({ sortOrder: 'asc' });
    expect([...first.users, ...third.users].map((row: AdminUser) => row.uid)).toEqual([
      ...all.slice(0, 3).map((row) => row.uid),
      ...all.slice(6).map((row) => row.uid),
    ]);
    const past = (await list({ search: TAG, limit: 3, page: 40 }).expect(200)).body.data;
    expect(past).toEqual({ users: [], pagination: { page: 40, limit: 3, totalCount: 8, totalPages: 3 } });
    const full = (await list({ limit: MAX_PAGE_SIZE }).expect(200)).body.data;
    expect(full.pagination.limit).toBe(MAX_PAGE_SIZE);
  });

  it('answers bad paging, sorts and filter values with 400 in Thai', async () => {
    const bad: Record<string, string | number>[] = [
      { limit: MAX_PAGE_SIZE + 1 },
      { limit: 0 },
      { page: 0 },
      { page: 'x' },
      { sortBy: 'password' },
      { sortOrder: 'up' },
      { userType: 'robot' },
      { roles: 'owner' },
      { isActive: 'yes' },
      { isAdmin: '1' },
      { emailVerified: 'TRUE' },
      { sort: 'email' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.message).toMatch(thai);
      expect(res.body.error.fields?.[0]?.message, JSON.stringify(query)).toMatch(thai);
    }
    const tooMany = await list({ limit: MAX_PAGE_SIZE + 1 });
    expect(JSON.stringify(tooMany.body)).toContain(String(MAX_PAGE_SIZE));
  });

  it('is for admins only', async () => {
    for (const path of ['/api/admin/users/all', '/api/admin/users']) {
      await request(m.app).get(path).expect(401);
      for (const caller of ['buyer', 'seller'] as const) {
        const res = await request(m.app).get(path).set(auth(m.tokens[caller])).expect(403);
        expect(res.body.error.message).toMatch(thai);
      }
    }
  });
});
