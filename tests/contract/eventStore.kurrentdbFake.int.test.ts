import { kurrentdbEventStoreWithClient } from '../../infra/adapters/kurrentdb/kurrentdbEventStore.ts';
import { FakeKurrentClient } from '../../infra/adapters/kurrentdb/testing/fakeKurrentClient.ts';
import { eventStoreContract } from './eventStoreContract.ts';

// The KurrentDB adapter on the in-memory client (infra/adapters/kurrentdb/testing/): the adapter's own
// logic against the shared contract wherever no server runs. It proves nothing about the server itself;
// eventStore.kurrentdb.int.test.ts does, when KURRENTDB_URL is set.
eventStoreContract('KurrentDB adapter on the fake client', {
  create: async () => kurrentdbEventStoreWithClient(new FakeKurrentClient()),
});

// Events of one append sharing a commit position (commit > prepare): the checkpoint needs both halves.
eventStoreContract('KurrentDB adapter on the fake client, commit-record layout', {
  create: async () => kurrentdbEventStoreWithClient(new FakeKurrentClient({ layout: 'commitRecord' })),
});
