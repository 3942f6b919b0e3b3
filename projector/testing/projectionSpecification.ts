import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '../../events/catalogue.ts';
import type { RecordedEvent } from '../../events/envelope.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { createProjectionTables, handledEvents, liveTables, type Projection } from '../projection.ts';

/**
 * given(events) then rows — every event is delivered twice (once in the batch, then the whole
 * batch again), because delivery is at-least-once and projections must not care (STYLE.md).
 */
export async function projectionSpecification(projection: Projection, on?: SqlClient) {
  // A fresh PGlite unless told which database (a PostgreSQL server's, made for the run).
  const db: SqlClient = on ?? (await pgliteClient(null));
  await migrate(db);
  const tables = liveTables(projection);
  await db.transaction((tx) => createProjectionTables(tx, projection, tables));
  let gp = 0n;
  const positions = new Map<string, bigint>();
  const record = (streamId: string, event: DomainEvent): RecordedEvent => {
    const streamPosition = (positions.get(streamId) ?? 0n) + 1n;
    positions.set(streamId, streamPosition);
    gp += 1n;
    return {
      streamId,
      streamPosition,
      globalPosition: { tx: gp, gp },
      type: event.type,
      schemaVersion: 1,
      data: event.data,
      metadata: {
        eventId: randomUUID(),
        occurredAt: new Date(0).toISOString(),
        actor: { system: 'test' },
        correlationId: 'c',
        causationId: null,
      },
    };
  };
  return {
    db,
    async given(events: [streamId: string, event: DomainEvent][]) {
      const recorded = events.map(([streamId, event]) => record(streamId, event));
      const handled = handledEvents(projection, recorded);
      for (const event of handled) await db.transaction((tx) => projection.handle([event], tx, tables));
      await db.transaction((tx) => projection.handle(handled, tx, tables));
    },
    /** The same, but the first delivery is the whole batch at once, as a catch-up hands it over. */
    async givenInOneBatch(events: [streamId: string, event: DomainEvent][]) {
      const handled = handledEvents(
        projection,
        events.map(([streamId, event]) => record(streamId, event)),
      );
      await db.transaction((tx) => projection.handle(handled, tx, tables));
      await db.transaction((tx) => projection.handle(handled, tx, tables));
    },
    close: () => db.close(),
  };
}
