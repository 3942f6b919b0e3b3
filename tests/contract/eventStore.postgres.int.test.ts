import { describe } from 'vitest';
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
