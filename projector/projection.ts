import { upcast } from '../events/catalogue.ts';
import type { RecordedEvent } from '../events/envelope.ts';
import type { SqlExecutor } from '../infra/adapters/postgres/sqlClient.ts';

/** Real table names for a projection's logical ones: live, or fresh copies during a rebuild. */
export type TableNames<Table extends string> = Record<Table, string>;

/**
 * A PostgreSQL read model (DESIGN.md §5). `handle` receives only the event types it declares, in
 * global order, inside the transaction that also moves its checkpoint, and must be idempotent:
 * every event may arrive more than once.
 */
export interface Projection<Table extends string = string> {
  name: string;
  handles: readonly string[];
  tables: readonly Table[];
  createTables(db: SqlExecutor, tables: TableNames<Table>): Promise<void>;
  /**
   * Secondary indexes the handler does not need to stay correct. A rebuild creates them only after
   * its replay, when one bulk build per index is far cheaper than keeping them current row by row.
   */
  createIndexes?(db: SqlExecutor, tables: TableNames<Table>): Promise<void>;
  handle(events: RecordedEvent[], db: SqlExecutor, tables: TableNames<Table>): Promise<void>;
  /**
   * For a projection that writes outside PostgreSQL where writes are found only later (a search
   * engine's refresh): resolves once everything it handled before the call is visible. Runners
   * await it before they move the checkpoint read-your-writes waits for.
   */
  visible?(): Promise<void>;
}

export function liveTables<Table extends string>(projection: Projection<Table>): TableNames<Table> {
  return Object.fromEntries(projection.tables.map((table) => [table, table])) as unknown as TableNames<Table>;
}

/** A projection's tables with all their indexes, as the live projection needs them. */
export async function createProjectionTables<Table extends string>(
  db: SqlExecutor,
  projection: Projection<Table>,
  tables: TableNames<Table>,
): Promise<void> {
  await projection.createTables(db, tables);
  await projection.createIndexes?.(db, tables);
}

/** The events of a batch this projection handles, upcast to their current schema. */
export function handledEvents(projection: Projection, batch: RecordedEvent[]): RecordedEvent[] {
  return batch.filter((event) => projection.handles.includes(event.type)).map(upcast);
}
