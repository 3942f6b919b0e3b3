import type { EventStore } from '../../../../events/eventStore.ts';
import type { SqlClient } from '../sqlClient.ts';
import { appendToStream } from './appendToStream.ts';
import { pollingSubscription } from './pollingSubscription.ts';
import { readAll } from './readAll.ts';
import { readStream } from './readStream.ts';

export interface PostgresEventStoreOptions {
  /** Idle poll interval of subscriptions; appends in this process wake them at once. */
  idleMs?: number;
  /** Whether close() also closes the SQL client (false when read models share it). */
  ownsClient?: boolean;
}

/** The event store on PostgreSQL: PGlite embedded, or a server through `pg` (DESIGN.md §4). */
export function postgresEventStore(db: SqlClient, options: PostgresEventStoreOptions = {}): EventStore {
  const wakers = new Set<() => void>();
  return {
    async append(streamId, events, expected) {
      const result = await appendToStream(db, streamId, events, expected);
      for (const wake of wakers) wake();
      return result;
    },
    readStream: (streamId) => readStream(db, streamId),
    readAll: (after, limit) => readAll(db, after, limit),
    subscribe(after, handler, subscribeOptions = {}) {
      return pollingSubscription(
        (position, limit) => readAll(db, position, limit),
        after,
        handler,
        {
          batchSize: subscribeOptions.batchSize ?? 500,
          idleMs: subscribeOptions.idleMs ?? options.idleMs ?? 100,
        },
        (wake) => {
          wakers.add(wake);
          return () => wakers.delete(wake);
        },
      );
    },
    async close() {
      if (options.ownsClient) await db.close();
    },
  };
}
