import type { EventStore } from '../../../../events/eventStore.ts';
import type { SqlClient } from '../sqlClient.ts';
import { appendToStream } from './appendToStream.ts';
import { pollingSubscription } from './pollingSubscription.ts';
import { readAll } from './readAll.ts';
import { readStream } from './readStream.ts';
import { readSnapshot, writeSnapshot } from './streamSnapshots.ts';

/**
 * How long a subscription waits after a batch that was not full (EventStore.subscribe's
 * `lingerMs`): under a steady load from other processes, a projection then reads and commits a
 * few events at a time instead of one read and one transaction per event, which is most of the
 * projector's and PostgreSQL's CPU (bench:pipeline). Appends in this process cut it short.
 */
export const SUBSCRIPTION_LINGER_MS = 20;

export interface PostgresEventStoreOptions {
  /** Idle poll interval of subscriptions; appends in this process wake them at once. */
  idleMs?: number;
  /** Wait after a batch that was not full (SUBSCRIPTION_LINGER_MS unless told). */
  lingerMs?: number;
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
    readStream: (streamId, after) => readStream(db, streamId, after),
    readAll: (after, limit) => readAll(db, after, limit),
    readSnapshot: (streamId, kind) => readSnapshot(db, streamId, kind),
    writeSnapshot: (streamId, snapshot) => writeSnapshot(db, streamId, snapshot),
    subscribe(after, handler, subscribeOptions = {}) {
      return pollingSubscription(
        (position, limit) => readAll(db, position, limit),
        after,
        handler,
        {
          batchSize: subscribeOptions.batchSize ?? 500,
          idleMs: subscribeOptions.idleMs ?? options.idleMs ?? 100,
          lingerMs: subscribeOptions.lingerMs ?? options.lingerMs ?? SUBSCRIPTION_LINGER_MS,
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
