import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { cryptoShreddingEventStore } from '../../infra/adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import { personalDataKeys } from '../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { eventStoreContract } from './eventStoreContract.ts';

// The decorator is what every service uses (openStorage), so it meets the same contract. On PGlite
// for the reason given in eventStore.pglite.int.test.ts.
eventStoreContract('Crypto-shredding over PGlite', {
  create: async () => {
    const db = await pgliteClient(null);
    await migrate(db);
    return cryptoShreddingEventStore(postgresEventStore(db, { ownsClient: true }), personalDataKeys(db));
  },
});
