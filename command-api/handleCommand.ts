import { randomUUID } from 'node:crypto';
import { asDomainEvent, assertValidEvent, catalogue, type DomainEvent } from '../events/catalogue.ts';
import { COMMAND_RETRIES, KEPT_STATES_PER_DECIDER } from './constants.ts';
import type { Actor, GlobalPosition, NewEvent } from '../events/envelope.ts';
import { ConcurrencyError, expectExact, type EventStore } from '../events/eventStore.ts';
import type { Decider } from './domain/decider.ts';

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
 */
type Kept = { version: bigint; state: unknown };
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
 * The one piece of glue between HTTP and the domain (STYLE.md): read the stream, fold, decide,
 * append at the version read; on a lost race catch up from the version read (only the newer
 * events: a contended stream is not read whole again) and decide again, a bounded number of times.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  const kept = decider.keepsState ? keptOf(store, decider) : null;
  let known = kept?.get(streamId) as { version: bigint; state: State } | undefined;
  for (let attempt = 0; ; attempt++) {
    const { version, state } = await loadState(store, streamId, decider, known);
    known = { version, state };
    if (kept) keepState(kept, streamId, known);
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
        keepState(kept, streamId, {
          version: appended.nextExpectedVersion,
          state: decider.fold ? decider.fold(state, decided) : decided.reduce(decider.evolve, state),
        });
      return { events: decided, position: appended.position };
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < COMMAND_RETRIES) {
        // A stream behind the version read (only a kept state can be: its store was replaced) is
        // read whole again.
        if (error.actual < version) {
          known = undefined;
          kept?.delete(streamId);
        }
        continue;
      }
      throw error;
    }
  }
}
