/**
 * Pure translations between the EventStore port (events/) and @kurrent/kurrentdb-client types.
 *
 * Our stream positions are 1-based (1 = first event, version 0 = no stream); KurrentDB revisions are
 * 0-based. Our global position is the pair { tx: commit position, gp: prepare position }.
 */
import { ANY, NO_STREAM, START as KURRENT_START, jsonEvent } from '@kurrent/kurrentdb-client';
import type {
  AppendStreamState,
  CurrentStreamState,
  EventData,
  JSONEventType,
  JSONType,
  Position,
  ReadPosition,
  RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { START, comparePositions } from '../../../events/checkpoint.ts';
import type {
  Actor,
  EventMetadata,
  GlobalPosition,
  NewEvent,
  RecordedEvent,
} from '../../../events/envelope.ts';
import type { ExpectedVersion } from '../../../events/eventStore.ts';

/** What we keep in the KurrentDB event's custom metadata (JSON). */
export type KurrentEventMetadata = {
  eventId: string;
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
};

type OurJsonEvent = JSONEventType<string, JSONType, KurrentEventMetadata>;

/** 1-based stream position → 0-based KurrentDB revision. */
export function positionToRevision(position: bigint): bigint {
  if (position < 1n) throw new RangeError(`stream position must be >= 1, got ${position}`);
  return position - 1n;
}

/** 0-based KurrentDB revision → 1-based stream position. */
export function revisionToPosition(revision: bigint): bigint {
  if (revision < 0n) throw new RangeError(`KurrentDB revision must be >= 0, got ${revision}`);
  return revision + 1n;
}

/** Our expected version → the `streamState` option of `appendToStream`. */
export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  switch (expected.kind) {
    case 'noStream':
      return NO_STREAM;
    case 'any':
      return ANY;
    case 'exact':
      // expectExact(0n) already yields noStream; a hand-built { exact, 0n } means the same.
      return expected.version === 0n ? NO_STREAM : positionToRevision(expected.version);
  }
}

/**
 * The stream's actual state as reported by a WrongExpectedVersionError → our version (0 = no stream).
 * KurrentDB reports deleted/tombstoned streams with negative sentinels; those count as "no stream".
 */
export function currentStateToVersion(state: CurrentStreamState): bigint {
  if (state === NO_STREAM) return 0n;
  return state < 0n ? 0n : state + 1n;
}

/** `nextExpectedRevision` of an append result → our version (-1 = no stream → 0). */
export function nextExpectedRevisionToVersion(revision: bigint): bigint {
  return revision < 0n ? 0n : revision + 1n;
}

export function toGlobalPosition(position: Position): GlobalPosition {
  return { tx: position.commit, gp: position.prepare };
}

export function toKurrentPosition(position: GlobalPosition): Position {
  return { commit: position.tx, prepare: position.gp };
}

/** Where to start reading/subscribing to $all for "after `position`": START stays START. */
export function toReadPosition(position: GlobalPosition): ReadPosition {
  return comparePositions(position, START) === 0 ? KURRENT_START : toKurrentPosition(position);
}

/** True for KurrentDB's own events: `$`-prefixed types ($metadata, $>, $statsCollected…) or streams. */
export function isSystemEvent(event: { streamId: string; type: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function toKurrentMetadata(event: NewEvent): KurrentEventMetadata {
  const { eventId, occurredAt, actor, correlationId, causationId } = event.metadata;
  return { eventId, occurredAt, actor, correlationId, causationId, schemaVersion: event.schemaVersion ?? 1 };
}

/** A domain event → KurrentDB event data: JSON data, our metadata as JSON, our eventId as the event id. */
export function toEventData(event: NewEvent): EventData<OurJsonEvent> {
  return jsonEvent<OurJsonEvent>({
    id: event.metadata.eventId,
    type: event.type,
    // Domain data is plain JSON (DESIGN.md §3); the client serialises it with JSON.stringify.
    data: event.data as JSONType,
    metadata: toKurrentMetadata(event),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

const roles: ReadonlySet<string> = new Set(['buyer', 'seller', 'admin']);

function readActor(value: unknown): Actor {
  if (isRecord(value)) {
    if (typeof value.system === 'string') return { system: value.system };
    const { id, role } = value;
    if (typeof id === 'string' && typeof role === 'string' && roles.has(role)) {
      return { id, role: role as 'buyer' | 'seller' | 'admin' };
    }
  }
  return { system: 'unknown' };
}

/**
 * KurrentDB custom metadata → our metadata and schema version. Lenient: an event this adapter did not
 * write (no or foreign metadata) still maps, with the KurrentDB event id and creation time as fallbacks,
 * so one odd event cannot wedge a subscription.
 */
export function fromKurrentMetadata(
  raw: unknown,
  fallback: { id: string; created: Date },
): { metadata: EventMetadata; schemaVersion: number } {
  const m = isRecord(raw) ? raw : {};
  const eventId = typeof m.eventId === 'string' ? m.eventId : fallback.id;
  const createdIso = Number.isNaN(fallback.created.getTime())
    ? new Date(0).toISOString()
    : fallback.created.toISOString();
  const metadata: EventMetadata = {
    eventId,
    occurredAt: typeof m.occurredAt === 'string' ? m.occurredAt : createdIso,
    actor: readActor(m.actor),
    correlationId: typeof m.correlationId === 'string' ? m.correlationId : eventId,
    causationId: typeof m.causationId === 'string' ? m.causationId : null,
  };
  const schemaVersion =
    typeof m.schemaVersion === 'number' && Number.isInteger(m.schemaVersion) && m.schemaVersion >= 1
      ? m.schemaVersion
      : 1;
  return { metadata, schemaVersion };
}

/** A KurrentDB recorded event → our RecordedEvent. Needs `position` (servers from 22.6 send it). */
export function toRecordedEvent(event: KurrentRecordedEvent): RecordedEvent {
  if (!event.position) {
    throw new Error(
      `KurrentDB returned event ${event.id} of stream ${event.streamId} without a log position (server older than 22.6?)`,
    );
  }
  const { metadata, schemaVersion } = fromKurrentMetadata(event.metadata, {
    id: event.id,
    created: event.created,
  });
  return {
    streamId: event.streamId,
    streamPosition: revisionToPosition(event.revision),
    globalPosition: toGlobalPosition(event.position),
    type: event.type,
    schemaVersion,
    data: event.data,
    metadata,
  };
}
