import { START } from '../events/checkpoint.ts';
import type { GlobalPosition } from '../events/envelope.ts';
import type { EventStore } from '../events/eventStore.ts';
import { PROJECTION_BATCH_SIZE } from './constants.ts';
import type { SqlClient } from '../infra/adapters/postgres/sqlClient.ts';
import { resetCheckpoint } from './checkpoints.ts';
import { handledEvents, type Projection, type TableNames } from './projection.ts';

const REBUILD_SUFFIX = '__rebuild';
/**
 * Memory for the index builds at the end of a rebuild on the PostgreSQL server (PGlite keeps its
 * default): a GIN or B-tree build that fits in it sorts in memory instead of spilling to disk.
 */
export const REBUILD_INDEX_MEMORY = '512MB';
/** Events read and handled per transaction during a rebuild. */
export const REBUILD_BATCH_EVENTS = PROJECTION_BATCH_SIZE * 4;

export class ProjectionBusyError extends Error {
  override readonly name = 'ProjectionBusyError';
}

/** Builds a projection's secondary indexes in one go, after a replay into tables without them. */
export async function buildProjectionIndexes<Table extends string>(
  db: SqlClient,
  projection: Projection<Table>,
  tables: TableNames<Table>,
): Promise<void> {
  if (!projection.createIndexes) return;
  await db.transaction(async (tx) => {
    if (db.kind === 'pg')
      await tx.query(`select set_config('maintenance_work_mem', $1, true)`, [REBUILD_INDEX_MEMORY]);
    await projection.createIndexes?.(tx, tables);
  });
}

/**
 * Replays every event from the start into fresh tables, builds their secondary indexes, then swaps
 * them in and moves the checkpoint in one transaction (DESIGN.md §5). Needs the projection's lock:
 * stop its runner first.
 */
export async function rebuildProjection<Table extends string>(
  store: EventStore,
  db: SqlClient,
  projection: Projection<Table>,
): Promise<{ events: number; position: GlobalPosition }> {
  const release = await db.tryLock(`projection:${projection.name}`);
  if (!release)
    throw new ProjectionBusyError(`projection ${projection.name} is running elsewhere; stop it first`);
  try {
    const fresh = Object.fromEntries(
      projection.tables.map((table) => [table, `${table}${REBUILD_SUFFIX}`]),
    ) as unknown as TableNames<Table>;
    await db.transaction(async (tx) => {
      for (const table of projection.tables) await tx.exec(`drop table if exists ${fresh[table]} cascade`);
      await projection.createTables(tx, fresh);
    });
    let position = START;
    let count = 0;
    for (;;) {
      const batch = await store.readAll(position, REBUILD_BATCH_EVENTS);
      if (batch.length === 0) break;
      const handled = handledEvents(projection, batch);
      if (handled.length > 0) await db.transaction((tx) => projection.handle(handled, tx, fresh));
      position = batch.at(-1)!.globalPosition;
      count += batch.length;
    }
    // Writes a search engine may still be indexing have landed before anything is swapped in.
    await projection.visible?.();
    await buildProjectionIndexes(db, projection, fresh);
    await db.transaction(async (tx) => {
      for (const table of projection.tables) {
        await tx.exec(
          `drop table if exists ${table} cascade; alter table ${fresh[table]} rename to ${table}`,
        );
        const { rows } = await tx.query<{ indexname: string }>(
          'select indexname from pg_indexes where tablename = $1 and indexname like $2',
          [table, `%${REBUILD_SUFFIX}%`],
        );
        for (const { indexname } of rows) {
          await tx.exec(`alter index ${indexname} rename to ${indexname.replace(REBUILD_SUFFIX, '')}`);
        }
      }
      await resetCheckpoint(tx, projection.name, position);
    });
    return { events: count, position };
  } finally {
    await release();
  }
}
