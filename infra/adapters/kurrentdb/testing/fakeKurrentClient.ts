/**
 * An in-memory KurrentDB for the part of KurrentDBClient the adapter uses (`KurrentClient`), modelled on
 * @kurrent/kurrentdb-client 1.3 talking to one KurrentDB node. What it keeps of the real behaviour:
 *
 * - one log ($all) with irregular byte positions, system events at its start, 0-based stream revisions;
 * - appends with `streamState` (`any`, `no_stream`, `stream_exists`, a revision), checked and written
 *   atomically one server round trip later; a wrong state rejects with `WrongExpectedVersionError` built as
 *   the client's batch append builds it (or, with `throwOnAppendFailure: false`, resolves
 *   `{ success: false }` with the client's bogus `nextExpectedRevision` of 1n / -1n);
 * - JSON data and metadata stored as bytes and parsed back on read (a read never returns the written object);
 * - `readStream`: lazy async iteration, FORWARDS/BACKWARDS, START/END/revision, `maxCount`; a missing stream
 *   throws `StreamNotFoundError`, a tombstoned one `StreamDeletedError` (as the client's bridge converts them);
 * - `readAll`: FORWARDS/BACKWARDS; a forwards read from a position includes the event at that position; the
 *   filter (event type or stream name, regex or prefixes) applies server-side and `maxCount` counts the
 *   events that pass it;
 * - `subscribeToAll`: an object-mode Readable (pause/resume, backpressure, async iteration) that catches up
 *   and then goes live, strictly after `fromPosition`, with the filter applied server-side; `confirmation`
 *   and `caughtUp` events; `unsubscribe()` cancels one tick later and the stream then ends;
 * - tombstones: `tombstone(stream)` writes a `$streamDeleted` record to $all as KurrentDB does.
 *
 * Not modelled: idempotent re-appends of the same event ids, soft deletes and stream metadata ($tb,
 * $maxCount…), `checkpointReached` callbacks, link resolution, MaxAppendSize, credentials, leader election.
 *
 * Test controls: `appendSystemEvent`, `tombstone`, `failNext`, `dropSubscriptions`, `endSubscriptions`,
 * `records()`, `calls`, `liveSubscriptions`.
 */
import { randomUUID } from 'node:crypto';
import { Readable, type ReadableOptions } from 'node:stream';
import {
  ANY,
  BACKWARDS,
  END,
  EVENT_TYPE,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  InvalidArgumentError,
  StreamDeletedError,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamRecordedEvent,
  AllStreamResolvedEvent,
  AllStreamSubscription,
  AppendResult,
  AppendStreamState,
  AppendToStreamOptions,
  CurrentStreamState,
  EventData,
  EventType,
  Filter,
  Position,
  ReadAllOptions,
  ReadPosition,
  ReadStreamOptions,
  ResolvedEvent,
  SubscribeToAllOptions,
} from '@kurrent/kurrentdb-client';
import type { KurrentClient } from '../kurrentdbEventStore.ts';

/** Int64.MaxValue: the revision KurrentDB gives a stream's tombstone record. */
const TOMBSTONE_REVISION = 9_223_372_036_854_775_807n;
/** Bytes a record takes in the log besides its data and metadata (roughly; only the irregularity matters). */
const RECORD_OVERHEAD = 97n;

export interface FakeKurrentClientOptions {
  /**
   * How an append's events are positioned in $all. `implicit` (default, current KurrentDB): every event at
   * its own log position, commit = prepare. `commitRecord`: the events of one append share the commit
   * position of a commit record written after them and keep their own prepare positions (commit > prepare),
   * as explicit transactions are laid out; it tells a mapping that mixes up commit and prepare apart.
   */
  layout?: 'implicit' | 'commitRecord';
  /** As the connection string's `throwOnAppendFailure` (default true). */
  throwOnAppendFailure?: boolean;
  /** Write a few system events at the start of the log, as a fresh node has (default true). */
  seedSystemEvents?: boolean;
}

/** One record of the log, as the server keeps it. */
export interface FakeLogRecord {
  streamId: string;
  id: string;
  type: string;
  isJson: boolean;
  /** JSON text for JSON events, the bytes for binary ones. */
  data: string | Uint8Array;
  metadata: Uint8Array;
  revision: bigint;
  created: Date;
  position: Position;
}

type Method = 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll';

export interface FakeCall {
  method: Method;
  streamName?: string;
  options: unknown;
}

export function comparePosition(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function matchesFilter(filter: Filter | undefined, record: FakeLogRecord): boolean {
  if (!filter) return true;
  const value = filter.filterOn === EVENT_TYPE ? record.type : record.streamId;
  if ('regex' in filter) return new RegExp(filter.regex).test(value);
  return filter.prefixes.some((prefix) => value.startsWith(prefix));
}

function parseMetadata(bytes: Uint8Array): unknown {
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return bytes;
  }
}

/** As the client's convertRustRecord: JSON data parsed (left as text when malformed), metadata parsed. */
function toRecordedEvent(record: FakeLogRecord): AllStreamRecordedEvent {
  let data: unknown = record.data;
  if (record.isJson && typeof record.data === 'string') {
    try {
      data = JSON.parse(record.data);
    } catch {
      data = record.data;
    }
  }
  return {
    streamId: record.streamId,
    id: record.id,
    isJson: record.isJson,
    revision: record.revision,
    type: record.type,
    created: new Date(record.created),
    data,
    metadata: parseMetadata(record.metadata),
    position: { ...record.position },
  } as AllStreamRecordedEvent;
}

function toResolved(record: FakeLogRecord): AllStreamResolvedEvent {
  return { event: toRecordedEvent(record), commitPosition: record.position.commit };
}

/** As the client's bridge reports a missing stream (`convertBridgeError`). */
function streamNotFound(streamName: string): StreamNotFoundError {
  const bridgeError = Object.assign(new Error(`Stream '${streamName}' not found`), {
    name: 'StreamNotFoundError',
  });
  return new StreamNotFoundError(
    bridgeError as unknown as ConstructorParameters<typeof StreamNotFoundError>[0],
    streamName,
  );
}

export class FakeKurrentClient implements KurrentClient {
  /** Every call the adapter made, with its options, in order. */
  readonly calls: FakeCall[] = [];
  disposed = false;

  readonly #log: FakeLogRecord[] = [];
  readonly #streams = new Map<string, { lastRevision: bigint; tombstoned: boolean }>();
  readonly #subscriptions = new Set<FakeAllSubscription>();
  readonly #failures = new Map<Method, Error[]>();
  readonly #layout: 'implicit' | 'commitRecord';
  readonly #throwOnAppendFailure: boolean;
  #logEnd = 0n;
  #clock = Date.parse('2025-01-01T00:00:00.000Z');

  constructor(options: FakeKurrentClientOptions = {}) {
    this.#layout = options.layout ?? 'implicit';
    this.#throwOnAppendFailure = options.throwOnAppendFailure ?? true;
    if (options.seedSystemEvents ?? true) {
      this.appendSystemEvent('$epoch-information', '$epoch-information');
      this.appendSystemEvent('$users', '$User');
      this.appendSystemEvent('$$$stats-127.0.0.1:2113', '$metadata');
    }
  }

  // ---- the client surface the adapter uses ----

  async appendToStream<KnownEventType extends EventType = EventType>(
    streamName: string,
    events: EventData<KnownEventType> | EventData<KnownEventType>[],
    { streamState = ANY, ...rest }: AppendToStreamOptions = {},
  ): Promise<AppendResult> {
    this.calls.push({ method: 'appendToStream', streamName, options: { streamState, ...rest } });
    const list = (Array.isArray(events) ? events : [events]) as EventData[];
    // Serialised on the client before anything is sent, as batchAppend does.
    const proposed = list.map((event) => ({
      id: event.id,
      type: event.type,
      isJson: event.contentType === 'application/json',
      data:
        event.contentType === 'application/json'
          ? JSON.stringify(event.data)
          : Uint8Array.from(event.data as Uint8Array),
      metadata: !event.metadata
        ? new Uint8Array()
        : event.metadata.constructor === Uint8Array
          ? Uint8Array.from(event.metadata as Uint8Array)
          : new Uint8Array(Buffer.from(JSON.stringify(event.metadata), 'utf8')),
    }));
    await nextTick(); // the round trip: concurrent appends interleave here
    const injected = this.#takeFailure('appendToStream');
    if (injected) throw injected;

    const stream = this.#streams.get(streamName);
    if (stream?.tombstoned) throw StreamDeletedError.fromStreamName(streamName);
    const current: CurrentStreamState = stream ? stream.lastRevision : NO_STREAM;
    if (!stateMatches(streamState, current)) {
      if (!this.#throwOnAppendFailure) {
        // batchAppend.js: `BigInt(wrongExpectedVersion.hasCurrentStreamRevision())`, i.e. 1n or -1n.
        return {
          success: false,
          nextExpectedRevision: current === NO_STREAM ? -1n : 1n,
          position: undefined,
        };
      }
      throw new WrongExpectedVersionError(undefined, { streamName, expected: streamState, current });
    }
    if (proposed.length === 0) {
      // Nothing written; assumed to answer the current revision (-1: no stream). The adapter never sends one.
      return {
        success: true,
        nextExpectedRevision: current === NO_STREAM ? -1n : current,
        position: this.#lastPosition(),
      };
    }
    let revision = current === NO_STREAM ? -1n : current;
    const written = this.#write(
      proposed.map((event) => ({ ...event, streamId: streamName, revision: ++revision })),
    );
    this.#streams.set(streamName, { lastRevision: revision, tombstoned: false });
    return { success: true, nextExpectedRevision: revision, position: { ...written.at(-1)!.position } };
  }

  readStream<KnownEventType extends EventType = EventType>(
    streamName: string,
    options: ReadStreamOptions = {},
  ): AsyncIterableIterator<ResolvedEvent<KnownEventType>> {
    this.calls.push({ method: 'readStream', streamName, options });
    const { fromRevision = START, direction = 'forwards', maxCount = Number.MAX_SAFE_INTEGER } = options;
    if (typeof fromRevision === 'bigint' && fromRevision < 0n) {
      throw new InvalidArgumentError(
        `fromRevision value must be a non-negative integer. Value Received: ${fromRevision}`,
      );
    }
    const take = (): FakeLogRecord[] => {
      const injected = this.#takeFailure('readStream');
      if (injected) throw injected;
      const stream = this.#streams.get(streamName);
      if (!stream) throw streamNotFound(streamName);
      if (stream.tombstoned) throw StreamDeletedError.fromStreamName(streamName);
      let records = this.#log.filter((record) => record.streamId === streamName);
      if (direction === BACKWARDS) {
        records = records.reverse();
        if (typeof fromRevision === 'bigint') records = records.filter((r) => r.revision <= fromRevision);
      } else if (typeof fromRevision === 'bigint') {
        records = records.filter((r) => r.revision >= fromRevision);
      } else if (fromRevision === END) {
        records = [];
      }
      return records.slice(0, Number(maxCount));
    };
    return (async function* () {
      await nextTick();
      for (const record of take()) yield toResolved(record) as unknown as ResolvedEvent<KnownEventType>;
    })();
  }

  readAll(options: ReadAllOptions = {}): AsyncIterableIterator<AllStreamResolvedEvent> {
    this.calls.push({ method: 'readAll', options });
    const {
      fromPosition = START,
      direction = 'forwards',
      maxCount = Number.MAX_SAFE_INTEGER,
      filter,
    } = options;
    const take = (): FakeLogRecord[] => {
      const injected = this.#takeFailure('readAll');
      if (injected) throw injected;
      let records = [...this.#log];
      if (direction === BACKWARDS) {
        records.reverse();
        if (typeof fromPosition === 'object') {
          records = records.filter((r) => comparePosition(r.position, fromPosition) < 0);
        } else if (fromPosition === START) {
          records = [];
        }
      } else if (typeof fromPosition === 'object') {
        records = records.filter((r) => comparePosition(r.position, fromPosition) >= 0);
      } else if (fromPosition === END) {
        records = [];
      }
      return records.filter((record) => matchesFilter(filter, record)).slice(0, Number(maxCount));
    };
    return (async function* () {
      await nextTick();
      for (const record of take()) yield toResolved(record);
    })();
  }

  subscribeToAll(
    options: SubscribeToAllOptions = {},
    readableOptions: ReadableOptions = {},
  ): AllStreamSubscription {
    this.calls.push({ method: 'subscribeToAll', options });
    const { fromPosition = START, filter } = options;
    if (filter && typeof filter.maxSearchWindow === 'number' && filter.maxSearchWindow <= 0) {
      throw new Error('MaxSearchWindow must be greater than 0.');
    }
    if (filter && filter.checkpointInterval <= 0) {
      throw new Error('CheckpointInterval must be greater than 0.');
    }
    const subscription = new FakeAllSubscription(
      {
        recordAt: (index) => this.#log[index],
        firstIndexAfter: (position) => this.#firstIndexAfter(position),
        lastPosition: () => this.#lastPosition(),
        forget: (sub) => this.#subscriptions.delete(sub),
      },
      fromPosition,
      filter,
      readableOptions,
    );
    this.#subscriptions.add(subscription);
    const injected = this.#takeFailure('subscribeToAll');
    if (injected) setImmediate(() => subscription.dropWith(injected));
    return subscription as unknown as AllStreamSubscription;
  }

  dispose = async (): Promise<void> => {
    this.disposed = true;
    // The client cancels its open streams: a cancelled subscription ends.
    for (const subscription of [...this.#subscriptions]) subscription.complete();
  };

  // ---- test controls ----

  /** A copy of the log, in order. */
  records(): FakeLogRecord[] {
    return this.#log.map((record) => ({ ...record, position: { ...record.position } }));
  }

  /** Subscriptions neither unsubscribed, ended nor dropped. */
  get liveSubscriptions(): number {
    return this.#subscriptions.size;
  }

  /** Writes one event as KurrentDB itself would ($stats, $metadata, projections…), stream revisions included. */
  appendSystemEvent(streamId: string, type: string, data: unknown = {}): FakeLogRecord {
    const stream = this.#streams.get(streamId);
    const revision = stream ? stream.lastRevision + 1n : 0n;
    const [record] = this.#write([
      {
        id: randomUUID(),
        type,
        isJson: true,
        data: JSON.stringify(data),
        metadata: new Uint8Array(),
        streamId,
        revision,
      },
    ]);
    this.#streams.set(streamId, { lastRevision: revision, tombstoned: false });
    return record!;
  }

  /** Hard-deletes a stream: a `$streamDeleted` record at revision Int64.MaxValue; reads and appends then fail. */
  tombstone(streamId: string): void {
    this.#write([
      {
        id: randomUUID(),
        type: '$streamDeleted',
        isJson: false,
        data: new Uint8Array(),
        metadata: new Uint8Array(),
        streamId,
        revision: TOMBSTONE_REVISION,
      },
    ]);
    this.#streams.set(streamId, { lastRevision: TOMBSTONE_REVISION, tombstoned: true });
  }

  /** The next call of `method` fails with `error` (a subscription reports it as an `error` event). */
  failNext(method: Method, error: Error): void {
    this.#failures.set(method, [...(this.#failures.get(method) ?? []), error]);
  }

  /** Every live subscription errors, as when the connection drops or the node loses leadership. */
  dropSubscriptions(
    error: Error = new UnavailableError(undefined, '14 UNAVAILABLE: Connection dropped'),
  ): void {
    for (const subscription of [...this.#subscriptions]) subscription.dropWith(error);
  }

  /** Every live subscription ends without an error, as when the server completes the call. */
  endSubscriptions(): void {
    for (const subscription of [...this.#subscriptions]) subscription.complete();
  }

  // ---- internals ----

  #takeFailure(method: Method): Error | undefined {
    const queue = this.#failures.get(method);
    const error = queue?.shift();
    if (queue && queue.length === 0) this.#failures.delete(method);
    return error;
  }

  #lastPosition(): Position | undefined {
    const last = this.#log.at(-1);
    return last ? { ...last.position } : undefined;
  }

  /** Index of the first record strictly after `position` (START: the first record). */
  #firstIndexAfter(position: ReadPosition): number {
    if (position === START) return 0;
    if (position === END) return this.#log.length;
    let low = 0;
    let high = this.#log.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (comparePosition(this.#log[mid]!.position, position) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  #write(records: Array<Omit<FakeLogRecord, 'position' | 'created'>>): FakeLogRecord[] {
    const prepares = records.map((record) => {
      const prepare = this.#logEnd;
      const size = BigInt(
        typeof record.data === 'string' ? Buffer.byteLength(record.data) : record.data.length,
      );
      this.#logEnd += RECORD_OVERHEAD + size + BigInt(record.metadata.length) + BigInt(record.type.length);
      return prepare;
    });
    let commit: bigint | null = null;
    if (this.#layout === 'commitRecord') {
      commit = this.#logEnd;
      this.#logEnd += RECORD_OVERHEAD;
    }
    this.#clock += 1;
    const written = records.map((record, i) => ({
      ...record,
      created: new Date(this.#clock),
      position: { commit: commit ?? prepares[i]!, prepare: prepares[i]! },
    }));
    this.#log.push(...written);
    for (const subscription of this.#subscriptions) subscription.wake();
    return written;
  }
}

function stateMatches(expected: AppendStreamState, current: CurrentStreamState): boolean {
  if (expected === ANY) return true;
  if (expected === NO_STREAM) return current === NO_STREAM;
  if (expected === STREAM_EXISTS) return current !== NO_STREAM;
  return current === expected;
}

interface LogView {
  recordAt(index: number): FakeLogRecord | undefined;
  firstIndexAfter(position: ReadPosition): number;
  lastPosition(): Position | undefined;
  forget(subscription: FakeAllSubscription): void;
}

/**
 * A catch-up subscription to $all: strictly after its start, server-side filtered, live once caught up.
 * Events go out one network hop (setImmediate) after they are written.
 */
export class FakeAllSubscription extends Readable {
  id?: string;
  readonly #log: LogView;
  readonly #filter: Filter | undefined;
  #next: number;
  #wantsMore = false;
  #caughtUp = false;
  #scheduled = false;
  #state: 'open' | 'dropped' | 'ended' = 'open';

  constructor(log: LogView, from: ReadPosition, filter: Filter | undefined, options: ReadableOptions) {
    super({ ...options, objectMode: true });
    this.#log = log;
    this.#filter = filter;
    this.#next = log.firstIndexAfter(from);
    setImmediate(() => {
      if (this.#state !== 'open') return;
      this.id = randomUUID();
      this.emit('confirmation');
    });
  }

  override _read(): void {
    this.#wantsMore = true;
    this.#schedule();
  }

  /** New records in the log. */
  wake(): void {
    if (this.#wantsMore) this.#schedule();
  }

  /** As Subscription.js on a gRPC error: an `error` event, then silence (no `end`). */
  dropWith(error: Error): void {
    if (this.#state !== 'open') return;
    this.#state = 'dropped';
    this.#log.forget(this);
    this.emit('error', error);
  }

  /** The call completes: the stream ends once what it already holds is read. */
  complete(): void {
    if (this.#state !== 'open') return;
    this.#state = 'ended';
    this.#log.forget(this);
    this.push(null);
  }

  /** As Subscription.js: the gRPC call is cancelled one tick later; the cancelled call ends the stream. */
  unsubscribe(): Promise<void> {
    return new Promise((resolve) =>
      setImmediate(() => {
        this.complete();
        resolve();
      }),
    );
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#wantsMore && this.#state === 'open') {
      const record = this.#log.recordAt(this.#next);
      if (!record) {
        if (!this.#caughtUp) {
          this.#caughtUp = true;
          this.emit('caughtUp', { date: new Date(), position: this.#log.lastPosition() });
        }
        return;
      }
      this.#next += 1;
      if (!matchesFilter(this.#filter, record)) continue;
      this.#wantsMore = this.push(toResolved(record));
    }
  }
}
