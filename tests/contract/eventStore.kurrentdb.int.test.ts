import { describe, it } from 'vitest';
import { kurrentdbEventStore } from '../../infra/adapters/kurrentdb/kurrentdbEventStore.ts';
import { eventStoreContract } from './eventStoreContract.ts';

// A shared server is fine: the contract suite prefixes stream ids with a random run id.
// The round-trip test appends a ~1 MB event: KurrentDB's MaxAppendSize defaults to 1 MiB per append,
// so run the server with e.g. KURRENTDB_MAX_APPEND_SIZE=4194304.
const url = process.env.KURRENTDB_URL;

if (url) {
  eventStoreContract('KurrentDB', {
    create: async () => kurrentdbEventStore(url),
    // no holdOpenTransaction: that test is PostgreSQL-specific and is skipped when absent.
  });
} else {
  const reason = 'KURRENTDB_URL not set';
  console.log(
    `KurrentDB event store contract skipped: ${reason} (e.g. KURRENTDB_URL=kurrentdb://localhost:2113?tls=false)`,
  );
  describe.skip(`KurrentDB event store contract (skipped: ${reason})`, () => {
    it('runs the shared event store contract against a KurrentDB server', () => {});
  });
}
