import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, serverSkipReason } from '../../../tests/fixtures/postgresServer.ts';
import { migrate } from '../postgres/migrate.ts';
import { pgClient } from '../postgres/pgClient.ts';
import { pgliteClient } from '../postgres/pgliteClient.ts';
import type { SqlClient } from '../postgres/sqlClient.ts';
import { loginRateLimiter, type SignInLimits } from './loginRateLimiter.ts';

const limits: SignInLimits = {
  perAccount: 3,
  perAddress: 5,
  windowSeconds: 900,
  backoffFirstSeconds: 30,
  backoffMaxSeconds: 240,
  pruneEverySeconds: 60,
};
const pseudonym = (value: string) => createHmac('sha256', 'test').update(value).digest('base64url');
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds));

// The same SQL on PGlite and, when DATABASE_URL is set, on a server where the parallel
// reservations really race on several connections.
const adapters: [string, () => Promise<{ db: SqlClient; drop: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ db: await pgliteClient(null), drop: async () => {} })],
];
if (!serverSkipReason())
  adapters.push([
    'a PostgreSQL server',
    async () => {
      const database = await freshDatabase();
      return { db: pgClient(database.url, { max: 8 }), drop: database.drop };
    },
  ]);

describe.each(adapters)('sign-in limits in PostgreSQL (%s)', (_name, open) => {
  let db: SqlClient;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await open());
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });
  beforeEach(async () => {
    await db.query('delete from sign_in_limits');
  });

  it('given parallel attempts for one account, then only the limit is let through', async () => {
    const limiter = loginRateLimiter(db, pseudonym, limits);
    const waits = await Promise.all(
      Array.from({ length: 30 }, () => limiter.reserve('a@x.th', '192.0.2.1', at(0))),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(limits.perAccount);
    expect(waits.filter((wait) => wait > 0).every((wait) => wait === 30)).toBe(true);
  });

  it('given two instances on one database, then they share the counts', async () => {
    const one = loginRateLimiter(db, pseudonym, limits);
    const two = loginRateLimiter(db, pseudonym, limits);
    expect(await one.reserve('b@x.th', '192.0.2.1', at(0))).toBe(0);
    expect(await two.reserve('b@x.th', '192.0.2.2', at(1))).toBe(0);
    expect(await one.reserve('b@x.th', '192.0.2.3', at(2))).toBe(0);
    expect(await two.reserve('b@x.th', '192.0.2.4', at(3))).toBe(30 - 1);
  });

  it('given a locked account, when it tries after each wait, then the wait doubles up to the cap; a success clears it', async () => {
    const limiter = loginRateLimiter(db, pseudonym, limits);
    for (let i = 0; i < 3; i++) expect(await limiter.reserve('c@x.th', '192.0.2.1', at(0))).toBe(0);
    let now = 0;
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const wait = await limiter.reserve('c@x.th', '192.0.2.1', at(now));
      waits.push(wait);
      now += wait;
      expect(await limiter.reserve('c@x.th', '192.0.2.1', at(now))).toBe(0);
    }
    expect(waits).toEqual([30, 60, 120, 240, 240]);
    await limiter.succeeded('c@x.th', '192.0.2.1');
    // (the address itself is past its own limit by now: the account is tried from another one)
    for (let i = 0; i < 3; i++) expect(await limiter.reserve('c@x.th', '192.0.2.2', at(now))).toBe(0);
  });

  it('given one locked account, then another account from the same address still gets its attempts', async () => {
    const limiter = loginRateLimiter(db, pseudonym, limits);
    for (let i = 0; i < 3; i++) await limiter.reserve('d@x.th', 'office', at(0));
    expect(await limiter.reserve('d@x.th', 'office', at(1))).toBeGreaterThan(0);
    expect(await limiter.reserve('e@x.th', 'office', at(1))).toBe(0);
  });

  it('given an address past its limit, then it waits, but successes give attempts back', async () => {
    const limiter = loginRateLimiter(db, pseudonym, limits);
    for (let i = 0; i < 20; i++) {
      expect(await limiter.reserve(`ok${i}@x.th`, '2001:db8::1', at(i))).toBe(0);
      await limiter.succeeded(`ok${i}@x.th`, '2001:db8::1');
    }
    for (let i = 0; i < 5; i++)
      expect(await limiter.reserve(`guess${i}@x.th`, '2001:db8::1', at(30))).toBe(0);
    // another address of the same /64 is the same network
    expect(await limiter.reserve('guess9@x.th', '2001:db8::2', at(31))).toBe(29);
    expect(await limiter.reserve('guess9@x.th', '192.0.2.9', at(31))).toBe(0);
  });

  it('given a notice asked for by two instances at once, then it says yes once per period, then once again', async () => {
    const one = loginRateLimiter(db, pseudonym, limits);
    const two = loginRateLimiter(db, pseudonym, limits);
    const at = new Date('2026-11-25T10:00:00Z');
    const answers = await Promise.all([one.once('notice:u1', 3600, at), two.once('notice:u1', 3600, at)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await one.once('notice:u1', 3600, new Date('2026-11-25T10:59:59Z'))).toBe(false);
    expect(await two.once('notice:u2', 3600, at)).toBe(true);
    expect(await one.once('notice:u1', 3600, new Date('2026-11-25T11:00:00Z'))).toBe(true);
  });

  it('never stores an address or an e-mail, and forgets quiet keys', async () => {
    const limiter = loginRateLimiter(db, pseudonym, limits);
    await limiter.reserve('f@x.th', '192.0.2.77', at(0));
    const { rows } = await db.query<{ key: string }>('select key from sign_in_limits');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.key).join(' ')).not.toMatch(/f@x\.th|192\.0\.2\.77/);
    await limiter.prune(at(901));
    expect((await db.query('select key from sign_in_limits')).rows).toHaveLength(0);
  });
});
