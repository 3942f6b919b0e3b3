import type { GlobalPosition, NewEvent, RecordedEvent } from './envelope.ts';

/**
 * What an append expects of the stream: that it does not exist yet, that its last event is at an
 * exact 1-based position, or nothing at all.
 */
export type ExpectedVersion = { kind: 'noStream' } | { kind: 'exact'; version: bigint } | { kind: 'any' };

export const expectNoStream: ExpectedVersion = { kind: 'noStream' };
export const expectAny: ExpectedVersion = { kind: 'any' };
export const expectExact = (version: bigint): ExpectedVersion =>
  version === 0n ? expectNoStream : { kind: 'exact', version };

export interface AppendResult {
  /** Position of the last appended event inside its stream (1-based). */
  nextExpectedVersion: bigint;
  /** Global position of the last appended event. */
  position: GlobalPosition;
}

export interface ReadStreamResult {
  /** 0 when the stream does not exist. */
  version: bigint;
  events: RecordedEvent[];
}

/**
 * A stream's state as a command side folded it up to `version` (issue 20: streams that grow without
 * bound). `kind` names the decider and `schema` its snapshot format; `state` is its JSON.
 */
export interface StreamSnapshot {
  kind: string;
  schema: number;
  version: bigint;
  state: unknown;
}

export interface SubscriptionHandler {
  (events: RecordedEvent[]): Promise<void>;
}

export interface Subscription {
  /** Stops after the batch being handled; resolves once stopped. */
  stop(): Promise<void>;
  /** Resolves when the handler threw or the store failed; the subscription is then stopped. */
  readonly failed: Promise<Error>;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /**
   * A stream's events in order, and its version. With `after` (a version the caller has read), only
   * the events after it: a handler that lost a race, or keeps a stream's state, catches up without
   * reading the whole stream again. `version` is then `after` when nothing is newer.
   */
  readStream(streamId: string, after?: bigint): Promise<ReadStreamResult>;
  /** Events strictly after `after` in global order, at most `limit`, never skipping one that commits late. */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /** Catch-up from `after`, then live. Batches are handed over one at a time, in global order. */
  subscribe(
    after: GlobalPosition,
    handler: SubscriptionHandler,
    options?: {
      batchSize?: number;
      /** How long a polling store waits between reads when nothing is new (stores that push ignore it). */
      idleMs?: number;
      /**
       * How long a polling store waits after a batch that was not full before it reads again, so
       * that a steady trickle of events is handled a few at a time, not one read and one
       * transaction per event (stores that push ignore it).
       */
      lingerMs?: number;
    },
  ): Subscription;
  /**
   * Snapshots beside the streams, for stores that keep them (optional: without them a command
   * side reads a long stream whole once per process). Only states without personal data.
   */
  readSnapshot?(streamId: string, kind: string): Promise<StreamSnapshot | null>;
  writeSnapshot?(streamId: string, snapshot: StreamSnapshot): Promise<void>;
  close(): Promise<void>;
}

/** The stream was not at the expected version. Handlers re-read, re-decide and retry. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint,
  ) {
    super(`stream ${streamId}: expected ${describeExpected(expected)}, found version ${actual}`);
  }
}

function describeExpected(expected: ExpectedVersion): string {
  return expected.kind === 'exact' ? `version ${expected.version}` : expected.kind;
}
