import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { eventStoreContract } from './eventStoreContract.ts';

// PGlite is one connection: a transaction held open would block the test itself, so the
// gap-free check runs against the PostgreSQL server suite instead.
eventStoreContract('PGlite', {
  create: async () => {
    const db = await pgliteClient(null);
    await migrate(db);
    return postgresEventStore(db, { ownsClient: true });
  },
});
