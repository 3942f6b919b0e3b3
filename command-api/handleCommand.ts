import { randomUUID } from 'node:crypto';
import { asDomainEvent, assertValidEvent, catalogue, type DomainEvent } from '../events/catalogue.ts';
import { COMMAND_RETRIES, KEPT_STATES_PER_DECIDER, SNAPSHOT_EVERY_EVENTS } from './constants.ts';
import type { Actor, GlobalPosition, NewEvent } from '../events/envelope.ts';
import { ConcurrencyError, expectExact, type EventStore } from '../events/eventStore.ts';
import type { Decider, SnapshotCodec } from './domain/decider.ts';

/** A person commanding (not the system): the uploader, the buyer, the admin. */
export type SignedInActor = Extract<Actor, { id: string }>;

export interface CommandContext {
  actor: Actor;
  correlationId: string;
}

export interface CommandResult<Event> {
  events: Event[];
  position: GlobalPosition;
}

/**
 * A stream's current state, folded from its events, and the version it was read at. From `known`
 * (a state folded up to a version), only the events after it are read and folded on.
 */
export async function loadState<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  known?: { version: bigint; state: State },
): Promise<{ version: bigint; state: State }> {
  const { version, events } = await store.readStream(streamId, known?.version);
  const start = known ? known.state : decider.initialState();
  const domainEvents = events.flatMap((event) => {
    const domainEvent = asDomainEvent(event);
    return domainEvent ? [domainEvent as Event] : [];
  });
  return {
    version,
    state:
      domainEvents.length === 0
        ? start
        : decider.fold
          ? decider.fold(start, domainEvents)
          : domainEvents.reduce(decider.evolve, start),
  };
}

/**
 * States kept between commands for deciders that say they may be (`keepsState`: no personal data),
 * by decider and stream, the most recently used last; a command then reads only the newer events
 * (issue 20: a command on a 100,000-event ledger costs what one on a new ledger does). Events never
 * change once written, so a kept state is only ever behind, and catching up makes it current.
 * `snapshotVersion` is the version of the stream's latest snapshot this process knows of.
 */
type Kept = { version: bigint; state: unknown; snapshotVersion: bigint };
const keptStates = new WeakMap<EventStore, WeakMap<object, Map<string, Kept>>>();
function keptOf(store: EventStore, decider: object): Map<string, Kept> {
  let byDecider = keptStates.get(store);
  if (!byDecider) keptStates.set(store, (byDecider = new WeakMap()));
  let byStream = byDecider.get(decider);
  if (!byStream) byDecider.set(decider, (byStream = new Map()));
  return byStream;
}
function keepState(byStream: Map<string, Kept>, streamId: string, kept: Kept) {
  byStream.delete(streamId);
  byStream.set(streamId, kept);
  if (byStream.size > KEPT_STATES_PER_DECIDER) byStream.delete(byStream.keys().next().value as string);
}

/**
 * The stream's latest snapshot, when the store keeps them, it is of the decider's schema and the
 * stream still holds the event it was taken at (a stream restored from an older backup than its
 * snapshots would otherwise be decided on from a future it does not have); null otherwise, and
 * when it cannot be read: a snapshot only saves reading, the events are the truth.
 */
async function fromSnapshot<State>(
  store: EventStore,
  streamId: string,
  codec: SnapshotCodec<State> | undefined,
): Promise<Kept | null> {
  if (!codec || !store.readSnapshot) return null;
  try {
    const snapshot = await store.readSnapshot(streamId, codec.kind);
    if (!snapshot || snapshot.schema !== codec.schema || snapshot.version < 1n) return null;
    const { events } = await store.readStream(streamId, snapshot.version - 1n);
    if (events[0]?.streamPosition !== snapshot.version) return null;
    return {
      version: snapshot.version,
      state: codec.decode(snapshot.state),
      snapshotVersion: snapshot.version,
    };
  } catch {
    return null;
  }
}

/**
 * Writes the kept state as the stream's snapshot once it is SNAPSHOT_EVERY_EVENTS past the last
 * one, without holding the command up; a failed write only means more to read next time.
 */
function snapshotIfDue<State>(
  store: EventStore,
  streamId: string,
  codec: SnapshotCodec<State> | undefined,
  kept: Kept,
): Kept {
  if (!codec || !store.writeSnapshot || kept.version - kept.snapshotVersion < SNAPSHOT_EVERY_EVENTS)
    return kept;
  const snapshot = {
    kind: codec.kind,
    schema: codec.schema,
    version: kept.version,
    state: codec.encode(kept.state as State),
  };
  store.writeSnapshot(streamId, snapshot).catch(() => undefined);
  return { ...kept, snapshotVersion: kept.version };
}

/**
 * Commands on one stream in one process run one at a time: two of them would only race on the
 * stream's version, and under load each lost race costs a read and an append (issue 20: a busy
 * seller's ledger credited by many payments at once gave up after COMMAND_RETRIES). Other
 * processes' commands still meet as version conflicts, and are retried.
 */
const streamQueues = new WeakMap<EventStore, Map<string, Promise<unknown>>>();
function oneAtATime<T>(store: EventStore, streamId: string, work: () => Promise<T>): Promise<T> {
  let queues = streamQueues.get(store);
  if (!queues) streamQueues.set(store, (queues = new Map()));
  const running = (queues.get(streamId) ?? Promise.resolve()).then(work);
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  queues.set(streamId, settled);
  void settled.then(() => {
    if (queues.get(streamId) === settled) queues.delete(streamId);
  });
  return running;
}

/**
 * The one piece of glue between HTTP and the domain (STYLE.md): read the stream, fold, decide,
 * append at the version read; on a lost race catch up from the version read (only the newer
 * events: a contended stream is not read whole again) and decide again, a bounded number of times.
 */
export function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  return oneAtATime(store, streamId, () => decideAndAppend(store, streamId, decider, command, context));
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  const kept = decider.keepsState ? keptOf(store, decider) : null;
  let known = kept?.get(streamId) ?? (kept ? await fromSnapshot(store, streamId, decider.snapshot) : null);
  for (let attempt = 0; ; attempt++) {
    const { version, state } = await loadState(
      store,
      streamId,
      decider,
      known ? { version: known.version, state: known.state as State } : undefined,
    );
    known = { version, state, snapshotVersion: known?.snapshotVersion ?? 0n };
    if (kept) keepState(kept, streamId, (known = snapshotIfDue(store, streamId, decider.snapshot, known)));
    const decided = decider.decide(command, state);
    if (decided.length === 0) throw new Error('a decider must decide at least one event');
    decided.forEach(assertValidEvent);
    const occurredAt = new Date().toISOString();
    const toAppend: NewEvent[] = decided.map((event) => ({
      type: event.type,
      schemaVersion: catalogue[event.type].version,
      data: event.data,
      metadata: {
        eventId: randomUUID(),
        occurredAt,
        actor: context.actor,
        correlationId: context.correlationId,
        causationId: null,
      },
    }));
    try {
      const appended = await store.append(streamId, toAppend, expectExact(version));
      if (kept)
        keepState(
          kept,
          streamId,
          snapshotIfDue(store, streamId, decider.snapshot, {
            version: appended.nextExpectedVersion,
            state: decider.fold ? decider.fold(state, decided) : decided.reduce(decider.evolve, state),
            snapshotVersion: known.snapshotVersion,
          }),
        );
      return { events: decided, position: appended.position };
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < COMMAND_RETRIES) {
        // A stream behind the version read (only a kept state can be: its store was replaced) is
        // read whole again.
        if (error.actual < version) {
          known = null;
          kept?.delete(streamId);
        }
        continue;
      }
      throw error;
    }
  }
}
