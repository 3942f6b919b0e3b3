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
