import { randomUUID } from 'node:crypto';
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

/**
 * The channel appends are announced on (a server only): subscriptions in other processes (the
 * projector, the relay, another command-api) wake when an append lands instead of at their next
 * poll, so a projection runs within milliseconds of the command (issue 20, services alone).
 */
export const EVENTS_APPENDED_CHANNEL = 'dashclip_events_appended';
/**
 * Idle poll interval of subscriptions: a safety net on a server, where announcements wake them
 * (one lost while the listening session reconnected is caught at the next poll); in PGlite,
 * appends wake them in memory.
 */
export const SUBSCRIPTION_IDLE_MS = 250;

export interface PostgresEventStoreOptions {
  /** Idle poll interval of subscriptions (SUBSCRIPTION_IDLE_MS unless told); appends wake them at once. */
  idleMs?: number;
  /** Wait after a batch that was not full (SUBSCRIPTION_LINGER_MS unless told). */
  lingerMs?: number;
  /** Whether close() also closes the SQL client (false when read models share it). */
  ownsClient?: boolean;
}

/** The event store on PostgreSQL: PGlite embedded, or a server through `pg` (DESIGN.md §4). */
export function postgresEventStore(db: SqlClient, options: PostgresEventStoreOptions = {}): EventStore {
  const wakers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of wakers) wake();
  };
  // Announcements name the store that sent them: its own subscriptions were woken in memory already,
  // and a second wake would make every projection read once more for each append.
  const storeId = randomUUID();
  const announce = appendAnnouncer(db, storeId);
  const wakeOnOthers = (sender: string | undefined) => {
    if (sender !== storeId) wakeAll();
  };
  /** Listens for other processes' appends from the first subscription on (a server only). */
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  return {
    async append(streamId, events, expected) {
      const result = await appendToStream(db, streamId, events, expected);
      wakeAll();
      announce();
      return result;
    },
    readStream: (streamId, after) => readStream(db, streamId, after),
    readAll: (after, limit) => readAll(db, after, limit),
    readSnapshot: (streamId, kind) => readSnapshot(db, streamId, kind),
    writeSnapshot: (streamId, snapshot) => writeSnapshot(db, streamId, snapshot),
    subscribe(after, handler, subscribeOptions = {}) {
      listening ??= db.listen ? db.listen(EVENTS_APPENDED_CHANNEL, wakeOnOthers) : Promise.resolve(null);
      return pollingSubscription(
        (position, limit) => readAll(db, position, limit),
        after,
        handler,
        {
          batchSize: subscribeOptions.batchSize ?? 500,
          idleMs: subscribeOptions.idleMs ?? options.idleMs ?? SUBSCRIPTION_IDLE_MS,
          lingerMs: subscribeOptions.lingerMs ?? options.lingerMs ?? SUBSCRIPTION_LINGER_MS,
        },
        (wake) => {
          wakers.add(wake);
          return () => wakers.delete(wake);
        },
      );
    },
    async close() {
      const stopListening = await listening;
      listening = null;
      await stopListening?.();
      if (options.ownsClient) await db.close();
    },
  };
}

/**
 * Announces appends on EVENTS_APPENDED_CHANNEL after they committed, at most one announcement in
 * flight and one more queued behind it: a burst of appends costs two statements, not one each,
 * and the last append of a burst is always announced after it committed. Fire and forget: a lost
 * announcement delays readers by one poll, never loses an event.
 */
function appendAnnouncer(db: SqlClient, storeId: string): () => void {
  if (!db.notify) return () => {};
  const notify = db.notify.bind(db);
  let sending = false;
  let again = false;
  const send = () => {
    sending = true;
    again = false;
    void notify(EVENTS_APPENDED_CHANNEL, storeId)
      .catch(() => {})
      .finally(() => {
        sending = false;
        if (again) send();
      });
  };
  return () => {
    if (sending) again = true;
    else send();
  };
}
