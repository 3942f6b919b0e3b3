import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { pgClient } from '../pgClient.ts';
import { migrate } from '../migrate.ts';
import { postgresEventStore } from './postgresEventStore.ts';
import { expectAny, expectExact, type EventStore } from '../../../../events/eventStore.ts';
import { START } from '../../../../events/checkpoint.ts';
import { freshDatabase, serverSkipReason } from '../../../../tests/fixtures/postgresServer.ts';
import { newEvent } from '../../../../tests/fixtures/newEvent.ts';
import type { SqlClient } from '../sqlClient.ts';

const skip = serverSkipReason();

/** Two real connections: an older transaction must not append behind a newer writer (DESIGN.md §4). */
describe.skipIf(skip)(
  `stale-transaction guard on a PostgreSQL server${skip ? ` (skipped: ${skip})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let db: SqlClient;
    let store: EventStore;
    beforeAll(async () => {
      database = await freshDatabase();
      db = pgClient(database.url);
      await migrate(db);
      store = postgresEventStore(db);
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    function payload() {
      const event = newEvent('Late');
      return JSON.stringify([
        {
          eventId: event.metadata.eventId,
          type: 'Late',
          schemaVersion: 1,
          data: {},
          metadata: event.metadata,
        },
      ]);
    }

    it('rejects an append from a transaction older than the stream’s last writer, so position 2 never precedes 1', async () => {
      const older = new pg.Client({ connectionString: database.url });
      await older.connect();
      try {
        await older.query('begin');
        await older.query('select pg_current_xact_id()'); // the older transaction now holds the lower id
        await store.append('clip-stale', [newEvent('First')], expectAny); // a newer transaction commits position 1
        const error = await older
          .query(`select * from append_to_stream('clip-stale', 'clip', -1, $1::jsonb)`, [payload()])
          .catch((e: unknown) => e);
        expect((error as { code?: string }).code).toBe('DCSTL');
        await older.query('rollback');
      } finally {
        await older.end();
      }
      // The adapter retries such an append in a fresh transaction, which then sorts after position 1.
      await store.append('clip-stale', [newEvent('Second')], expectExact(1n));
      const all = (await store.readAll(START, 100)).filter((e) => e.streamId === 'clip-stale');
      expect(all.map((e) => e.streamPosition)).toEqual([1n, 2n]);
    });

    it('an `any` append that loses the race to create a stream appends behind its creator', async () => {
      const creator = new pg.Client({ connectionString: database.url });
      await creator.connect();
      try {
        await creator.query('begin');
        await creator.query(`select * from append_to_stream('clip-created', 'clip', -1, $1::jsonb)`, [
          payload(),
        ]);
        const follower = store.append('clip-created', [newEvent('Follower')], expectAny); // waits on the row
        await new Promise((resolve) => setTimeout(resolve, 200));
        await creator.query('commit');
        expect((await follower).nextExpectedVersion).toBe(2n);
      } finally {
        await creator.end();
      }
      expect((await store.readStream('clip-created')).events.map((e) => e.type)).toEqual([
        'Late',
        'Follower',
      ]);
    });

    it('a slow transaction holds back later events from readers until it commits', async () => {
      const slow = new pg.Client({ connectionString: database.url });
      await slow.connect();
      try {
        const before = (await store.readAll(START, 1000)).at(-1)?.globalPosition ?? START;
        await slow.query('begin');
        await slow.query(`select * from append_to_stream('clip-slow', 'clip', 0, $1::jsonb)`, [payload()]);
        await store.append('clip-fast', [newEvent('Fast')], expectAny);
        expect(await store.readAll(before, 100)).toEqual([]);
        await slow.query('commit');
        const after = await store.readAll(before, 100);
        expect(after.map((e) => e.streamId)).toEqual(['clip-slow', 'clip-fast']);
      } finally {
        await slow.end();
      }
    });
  },
);
