/**
 * KurrentDB adapter of the EventStore port (DESIGN.md §4), on @kurrent/kurrentdb-client 1.3.
 *
 * - Appends use `streamState` (NO_STREAM / ANY / 0-based revision); a WrongExpectedVersionError becomes
 *   our ConcurrencyError with the actual 1-based version.
 * - readAll and subscribe read $all forwards with the server-side `excludeSystemEvents()` filter, and
 *   drop `$`-streams client-side as well. The checkpoint is { tx: commit, gp: prepare }.
 * - subscribe is a catch-up `subscribeToAll` (never a persistent subscription: those are
 *   at-least-once and unordered). Batches are handed to the handler one at a time, in log order. A dropped
 *   or ended subscription is not resubscribed here: as the port says, `failed` resolves (once the batch in
 *   hand is done) and the owner restarts from its checkpoint, as the projection runner does.
 * - A tombstoned stream (StreamDeletedError) makes readStream and append throw a plain Error naming the
 *   stream, with the client's error as `cause`: never a ConcurrencyError, since no retry can succeed.
 * - Tests run this adapter on an in-memory client (testing/fakeKurrentClient.ts) through
 *   kurrentdbEventStoreWithClient.
 */
import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START as KURRENT_START,
  ErrorType,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamResolvedEvent,
  AppendResult as KurrentAppendResult,
  ReadPosition,
} from '@kurrent/kurrentdb-client';
import { START, comparePositions } from '../../../events/checkpoint.ts';
import type { GlobalPosition, NewEvent, RecordedEvent } from '../../../events/envelope.ts';
import { ConcurrencyError } from '../../../events/eventStore.ts';
import type {
  AppendResult,
  EventStore,
  ExpectedVersion,
  ReadStreamResult,
  Subscription,
  SubscriptionHandler,
} from '../../../events/eventStore.ts';
import {
  currentStateToVersion,
  isSystemEvent,
  nextExpectedRevisionToVersion,
  toEventData,
  toGlobalPosition,
  toKurrentPosition,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdbMapping.ts';

/** The part of KurrentDBClient this adapter uses (a seam for tests with a fake client). */
export type KurrentClient = Pick<
  KurrentDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

const DEFAULT_BATCH_SIZE = 500;
/** How long stop()/close() wait for the gRPC cancel of a subscription before giving up on it. */
const UNSUBSCRIBE_GRACE_MS = 2_000;

export function kurrentdbEventStore(connectionString: string): EventStore {
  return kurrentdbEventStoreWithClient(KurrentDBClient.connectionString(connectionString));
}

export function kurrentdbEventStoreWithClient(client: KurrentClient): EventStore {
  const subscriptions = new Set<Subscription>();

  async function readStream(streamId: string, after = 0n): Promise<ReadStreamResult> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: FORWARDS,
        // Revisions are 0-based: the event after 1-based position `after` is revision `after`.
        fromRevision: after === 0n ? KURRENT_START : after,
        resolveLinkTos: false,
      })) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (isStreamNotFound(error)) return { version: 0n, events: [] };
      throw streamError(error, streamId);
    }
    return { version: events.at(-1)?.streamPosition ?? after, events };
  }

  /** Version and log position of a stream's last event (0 / START when there is none). */
  async function streamHead(streamId: string): Promise<{ version: bigint; position: GlobalPosition }> {
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
        resolveLinkTos: false,
      })) {
        if (resolved.event) {
          const last = toRecordedEvent(resolved.event);
          return { version: last.streamPosition, position: last.globalPosition };
        }
      }
    } catch (error) {
      if (!isStreamNotFound(error)) throw streamError(error, streamId);
    }
    return { version: 0n, position: START };
  }

  async function append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) {
      // Nothing to write: KurrentDB would answer an empty append with a revision we cannot trust for a
      // missing stream, so check the expectation ourselves.
      const head = await streamHead(streamId);
      if (!matches(expected, head.version)) throw new ConcurrencyError(streamId, expected, head.version);
      return { nextExpectedVersion: head.version, position: head.position };
    }
    let result: KurrentAppendResult;
    try {
      result = await client.appendToStream(streamId, events.map(toEventData), {
        streamState: toStreamState(expected),
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new ConcurrencyError(streamId, expected, currentStateToVersion(error.actualState));
      }
      throw streamError(error, streamId);
    }
    if (!result.success) {
      // Only with `throwOnAppendFailure=false` in the connection string; the reported revision is not
      // reliable there (batch append), so read the actual version.
      throw new ConcurrencyError(streamId, expected, (await streamHead(streamId)).version);
    }
    const nextExpectedVersion = nextExpectedRevisionToVersion(result.nextExpectedRevision);
    const position = result.position
      ? toGlobalPosition(result.position)
      : (await streamHead(streamId)).position;
    return { nextExpectedVersion, position };
  }

  async function readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    if (!(limit > 0)) return out;
    // $all reads from a position include the event at that position: skip everything at or before
    // `cursor`, which moves over every event seen (also system ones dropped client-side).
    let cursor = after;
    let from: ReadPosition = toReadPosition(after);
    for (;;) {
      const want = limit - out.length + 1; // +1: the event at `from` comes back again
      let seen = 0;
      for await (const resolved of client.readAll({
        direction: FORWARDS,
        fromPosition: from,
        maxCount: want,
        resolveLinkTos: false,
        filter: excludeSystemEvents(),
      })) {
        seen += 1;
        const event = resolved.event;
        if (!event) continue;
        const position = toGlobalPosition(event.position);
        if (comparePositions(position, cursor) <= 0) continue;
        cursor = position;
        if (isSystemEvent(event)) continue;
        out.push(toRecordedEvent(event));
        if (out.length >= limit) return out;
      }
      // A short page is the end of the log; otherwise only system events were dropped: read on.
      if (seen < want || comparePositions(cursor, after) === 0) return out;
      from = toKurrentPosition(cursor);
    }
  }

  function subscribe(
    after: GlobalPosition,
    handler: SubscriptionHandler,
    options?: { batchSize?: number },
  ): Subscription {
    const batchSize = Math.max(1, Math.floor(options?.batchSize ?? DEFAULT_BATCH_SIZE));
    const feed = client.subscribeToAll({
      fromPosition: toReadPosition(after),
      resolveLinkTos: false,
      filter: excludeSystemEvents(),
    });

    let stopped = false;
    let failedSettled = false;
    let resolveFailed: (error: Error) => void = () => {};
    const failed = new Promise<Error>((resolve) => {
      resolveFailed = resolve;
    });
    let cursor = after;
    const buffer: RecordedEvent[] = [];
    let flushScheduled = false;
    let draining: Promise<void> = Promise.resolve();
    let unsubscribed: Promise<void> | undefined;

    const unsubscribe = (): Promise<void> => {
      unsubscribed ??= withGrace(
        feed.unsubscribe().catch(() => undefined),
        UNSUBSCRIBE_GRACE_MS,
      );
      return unsubscribed;
    };

    const fail = (cause: unknown): void => {
      if (!stopped) {
        stopped = true;
        buffer.length = 0;
        void unsubscribe();
      }
      if (!failedSettled) {
        failedSettled = true;
        const error = cause instanceof Error ? cause : new Error(String(cause));
        // The port: once `failed` resolves the subscription is stopped. A store error can arrive while a
        // batch is being handled; report it only after that batch is done, so whoever resubscribes from
        // its checkpoint never runs a handler alongside this one.
        void draining.then(() => resolveFailed(error));
      }
    };

    const drain = async (): Promise<void> => {
      while (buffer.length > 0 && !stopped) {
        const batch = buffer.splice(0, batchSize);
        if (buffer.length < batchSize && feed.isPaused()) feed.resume();
        try {
          await handler(batch);
        } catch (error) {
          fail(error);
          return;
        }
      }
    };

    const scheduleDrain = (): void => {
      if (flushScheduled) return;
      flushScheduled = true;
      // Let the events that arrived together queue up first, then hand them over as one batch. A new
      // drain chains after the current one, so handler calls never overlap.
      setImmediate(() => {
        flushScheduled = false;
        draining = draining.then(drain);
      });
    };

    feed.on('data', (resolved: AllStreamResolvedEvent) => {
      if (stopped) return;
      const event = resolved.event;
      if (!event) return;
      try {
        const position = toGlobalPosition(event.position);
        if (comparePositions(position, cursor) <= 0) return;
        cursor = position;
        if (isSystemEvent(event)) return;
        buffer.push(toRecordedEvent(event));
      } catch (error) {
        fail(error);
        return;
      }
      if (buffer.length >= batchSize) feed.pause();
      scheduleDrain();
    });
    feed.on('error', (error: Error) => {
      if (!stopped) fail(error);
    });
    feed.on('end', () => {
      if (!stopped) fail(new Error('KurrentDB subscription to $all ended unexpectedly'));
    });

    const subscription: Subscription = {
      failed,
      async stop() {
        if (!stopped) {
          stopped = true;
          buffer.length = 0;
        }
        subscriptions.delete(subscription);
        await unsubscribe();
        await draining;
      },
    };
    subscriptions.add(subscription);
    void failed.then(() => subscriptions.delete(subscription));
    return subscription;
  }

  async function close(): Promise<void> {
    await Promise.all([...subscriptions].map((s) => s.stop()));
    await client.dispose();
  }

  return { append, readStream, readAll, subscribe, close };
}

function matches(expected: ExpectedVersion, version: bigint): boolean {
  switch (expected.kind) {
    case 'any':
      return true;
    case 'noStream':
      return version === 0n;
    case 'exact':
      return version === expected.version;
  }
}

function errorType(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
}

/**
 * A deleted (tombstoned) stream → a plain Error that names the stream, with the client's error as `cause`
 * (the client's StreamDeletedError has an empty message). The port has no deleted streams: dashclip never
 * deletes one (erasure is crypto-shredding), so only an operator can have done it. Deliberately not a
 * ConcurrencyError: no re-read and retry can succeed, and the answer must not be a 409 "try again".
 * Any other error passes through unchanged.
 */
function streamError(error: unknown, streamId: string): unknown {
  const type = errorType(error);
  if (
    error instanceof StreamDeletedError ||
    type === ErrorType.STREAM_DELETED ||
    type === ErrorType.STREAM_TOMBSTONED
  ) {
    const message = `KurrentDB stream ${streamId} was deleted (tombstoned): it can no longer be read or appended to`;
    return new Error(message, { cause: error });
  }
  return error;
}

function isStreamNotFound(error: unknown): boolean {
  return (
    error instanceof StreamNotFoundError ||
    (typeof error === 'object' &&
      error !== null &&
      'type' in error &&
      error.type === ErrorType.STREAM_NOT_FOUND)
  );
}

/** Resolves when `promise` settles or after `ms`, whichever is first (the timer does not hold the process). */
function withGrace(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
