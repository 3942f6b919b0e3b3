import { randomUUID } from 'node:crypto';
import { asDomainEvent, assertValidEvent, catalogue, type DomainEvent } from '../events/catalogue.ts';
import { COMMAND_RETRIES } from './constants.ts';
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
  let state = known ? known.state : decider.initialState();
  for (const event of events) {
    const domainEvent = asDomainEvent(event);
    if (domainEvent) state = decider.evolve(state, domainEvent as Event);
  }
  return { version, state };
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
  let known: { version: bigint; state: State } | undefined;
  for (let attempt = 0; ; attempt++) {
    const { version, state } = await loadState(store, streamId, decider, known);
    known = { version, state };
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
      return { events: decided, position: appended.position };
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < COMMAND_RETRIES) continue;
      throw error;
    }
  }
}
