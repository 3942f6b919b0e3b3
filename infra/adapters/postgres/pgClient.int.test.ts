import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { closedPort } from '../../../tests/fixtures/closedPort.ts';
import { freshDatabase, serverSkipReason } from '../../../tests/fixtures/postgresServer.ts';
import { connectionBroken, DatabaseUnreachableError, pgClient } from './pgClient.ts';

const skip = serverSkipReason();

describe('which failed statements discard their connection', () => {
  it('keeps a connection after a SQL error, discards it after a connection error or termination', () => {
    const sqlError = Object.assign(new pg.DatabaseError('division by zero', 0, 'error'), { code: '22012' });
    const conflict = Object.assign(new pg.DatabaseError('conflict', 0, 'error'), { code: 'DCCON' });
    const terminated = Object.assign(new pg.DatabaseError('terminating', 0, 'error'), { code: '57P01' });
    const lost = Object.assign(new pg.DatabaseError('connection failure', 0, 'error'), { code: '08006' });
    expect(connectionBroken(sqlError)).toBe(false);
    expect(connectionBroken(conflict)).toBe(false);
    expect(connectionBroken(terminated)).toBe(true);
    expect(connectionBroken(lost)).toBe(true);
    expect(connectionBroken(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
});

describe('a server that cannot be reached', () => {
  it('refuses every statement with a class-08 error (08001), which the edge answers 503; no lock is taken', async () => {
    const db = pgClient(`postgres://postgres@127.0.0.1:${await closedPort()}/nothing`);
    try {
      for (const attempt of [
        db.query('select 1'),
        db.exec('select 1'),
        db.transaction((tx) => tx.query('select 1')),
        db.tryLock('anything'),
      ]) {
        const error = await attempt.then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(DatabaseUnreachableError);
        expect(error).toMatchObject({ code: '08001' });
      }
    } finally {
      await db.close();
    }
  });
});

(skip ? describe.skip : describe)('the pg pool on a PostgreSQL server (issue 20)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: ReturnType<typeof pgClient>;
  beforeAll(async () => {
    database = await freshDatabase();
    db = pgClient(database.url, { max: 2 });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('returns a connection to the pool after a failed statement or transaction: no new sessions', async () => {
    await db.query('select 1');
    const before = db.connectionsOpened();
    for (let i = 0; i < 30; i++) {
      await expect(db.query('select 1 / 0')).rejects.toThrow(/division by zero/);
      await expect(
        db.transaction(async (tx) => {
          await tx.query('select 1');
          await tx.query('select 1 / 0');
        }),
      ).rejects.toThrow(/division by zero/);
    }
    // The pool holds at most two; failed statements opened none beyond those.
    expect(db.connectionsOpened() - before).toBeLessThanOrEqual(1);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('discards a connection the server terminated, and answers on a new one', async () => {
    const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]!.pid;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The terminated connection fails its next statement (or was already dropped as idle) …
    const attempts = await Promise.allSettled([db.query('select pg_backend_pid() as pid')]);
    // … and is never handed out again: every later statement runs on a live session.
    for (let i = 0; i < 5; i++) {
      const again = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(again.rows[0]!.pid).not.toBe(pid);
    }
    expect(attempts).toHaveLength(1);
  });

  const terminate = async (pid: number) => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
  };

  it('a connection terminated while a transaction holds it between statements fails that transaction, and nothing else', async () => {
    // The drop reaches the client while no statement runs on it: an 'error' nobody listened to
    // would end the process here.
    const failed = await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        await terminate(rows[0]!.pid);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('select 1');
      })
      .then(
        () => null,
        (error: unknown) => error as { code?: string },
      );
    expect(failed?.code).toMatch(/^(08|57P)/);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('a lock whose session ends says so, and is free for the next taker', async () => {
    const lost: Error[] = [];
    const release = await db.tryLock('pg-client-test', (why) => lost.push(why));
    expect(release).not.toBeNull();
    expect(await db.tryLock('pg-client-test')).toBeNull();
    const { rows } = await db.query<{ pid: number }>(
      `select pid from pg_locks where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`,
    );
    await terminate(rows[0]!.pid);
    for (let waited = 0; lost.length === 0 && waited < 100; waited++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost).toHaveLength(1);
    await release!();
    const again = await db.tryLock('pg-client-test');
    expect(again).not.toBeNull();
    // Given back on purpose: not a loss.
    await again!();
    expect(lost).toHaveLength(1);
  });
});
