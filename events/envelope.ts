/** Who caused an event: a signed-in person with a role, or the system itself. */
export type Actor = { id: string; role: 'buyer' | 'seller' | 'admin' } | { system: string };

export interface EventMetadata {
  eventId: string;
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  causationId: string | null;
}

/** An event as the domain produces it, before the store gives it positions. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  schemaVersion?: number;
  data: Data;
  metadata: EventMetadata;
}

/** A position in the global, gap-free order of all events (see ./checkpoint.ts). */
export interface GlobalPosition {
  /** PostgreSQL: the appending transaction's id. KurrentDB: the commit position. */
  tx: bigint;
  /** PostgreSQL: the global sequence value. KurrentDB: the prepare position. */
  gp: bigint;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  streamId: string;
  /** 1-based position inside the stream. */
  streamPosition: bigint;
  globalPosition: GlobalPosition;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
}
