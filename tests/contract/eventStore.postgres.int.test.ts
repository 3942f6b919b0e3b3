import { describe, expect, it } from 'vitest';
import { expectAny } from '../../events/eventStore.ts';
import { START } from '../../events/checkpoint.ts';
import pg from 'pg';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { freshDatabase, serverSkipReason } from '../fixtures/postgresServer.ts';
import { newEvent } from '../fixtures/newEvent.ts';
import { eventStoreContract } from './eventStoreContract.ts';

const skip = serverSkipReason();
if (skip) {
  describe.skip(`PostgreSQL server event store contract (skipped: ${skip})`, () => {});
} else {
  let drop: () => Promise<void> = async () => {};
  let url = '';
  eventStoreContract('PostgreSQL server', {
    create: async () => {
      const database = await freshDatabase();
      url = database.url;
      drop = database.drop;
      const db = pgClient(url, { max: 12 });
      await migrate(db);
      return postgresEventStore(db, { ownsClient: true, idleMs: 50 });
    },
    holdOpenTransaction: async (streamId) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('begin');
      const event = newEvent('HeldOpen');
      await client.query(`select * from append_to_stream($1, 'test', -1, $2::jsonb)`, [
        streamId,
        JSON.stringify([
          {
            eventId: event.metadata.eventId,
            type: event.type,
            schemaVersion: 1,
            data: {},
            metadata: event.metadata,
          },
        ]),
      ]);
      return {
        commit: async () => {
          await client.query('commit');
          await client.end();
        },
      };
    },
    dispose: () => drop(),
  });
}

describe.skipIf(skip)('PostgreSQL server event store: another database’s transactions', () => {
  it('a transaction held open in another database does not hold this one’s readers back', async () => {
    const ours = await freshDatabase();
    const theirs = await freshDatabase();
    const db = pgClient(ours.url, { max: 4 });
    const other = new pg.Client({ connectionString: theirs.url });
    try {
      await migrate(db);
      const store = postgresEventStore(db, { ownsClient: false });
      await other.connect();
      // A transaction with an id of its own (it wrote), older than every append below.
      await other.query('begin');
      await other.query('create table held_open (n int)');
      await store.append('test-elsewhere', [newEvent('A'), newEvent('B')], expectAny);
      const read = await store.readAll(START, 10);
      expect(read.map((event) => event.type)).toEqual(['A', 'B']);
      await other.query('rollback');
    } finally {
      await other.end();
      await db.close();
      await ours.drop();
      await theirs.drop();
    }
  });
});

describe.skipIf(skip)('PostgreSQL server event store: appends in another process wake subscriptions', () => {
  /**
   * The subscriber's poll is an hour: only the announcement of the append (LISTEN/NOTIFY) can
   * bring the events within the test's time. Two pools stand for two processes.
   */
  const HOUR_MS = 60 * 60 * 1000;

  it('an append through another pool reaches a subscription at once, also after its listening session was terminated', async () => {
    const database = await freshDatabase();
    const writerDb = pgClient(database.url, { max: 2 });
    const readerDb = pgClient(database.url, { max: 2 });
    const admin = new pg.Client({ connectionString: database.url });
    try {
      await migrate(writerDb);
      const writer = postgresEventStore(writerDb, { ownsClient: false });
      const reader = postgresEventStore(readerDb, { ownsClient: false, idleMs: HOUR_MS, lingerMs: 0 });
      const seen: string[] = [];
      let arrived: () => void = () => {};
      const subscription = reader.subscribe(
        START,
        async (batch) => {
          seen.push(...batch.map((event) => event.type));
          arrived();
        },
        { idleMs: HOUR_MS, lingerMs: 0 },
      );
      const next = () => new Promise<void>((resolve) => (arrived = resolve));
      // The first poll finds nothing and sleeps for an hour.
      await new Promise((resolve) => setTimeout(resolve, 200));

      let waited = next();
      await writer.append('test-woken', [newEvent('First')], expectAny);
      await waited;
      expect(seen).toEqual(['First']);

      // The listening session dies (a restart, an administrator): it connects again by itself.
      await admin.connect();
      const { rows } = await admin.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      waited = next();
      for (let tries = 0; seen.length < 2 && tries < 100; tries++) {
        await writer.append('test-woken', [newEvent(`Again${tries}`)], expectAny);
        await Promise.race([waited, new Promise((resolve) => setTimeout(resolve, 300))]);
      }
      expect(seen[1]).toMatch(/^Again/);
      await subscription.stop();
      await reader.close();
    } finally {
      await admin.end().catch(() => {});
      await writerDb.close();
      await readerDb.close();
      await database.drop();
    }
  });
});
