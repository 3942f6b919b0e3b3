import type { GlobalPosition, RecordedEvent } from '../events/envelope.ts';
import type { SqlClient } from '../infra/adapters/postgres/sqlClient.ts';
import { storeCheckpoint } from './checkpoints.ts';
import { handledEvents, type Projection, type TableNames } from './projection.ts';

/**
 * Applies one batch: the projection's rows and its checkpoint in one transaction, so a crash
 * between the two cannot happen and a replayed batch lands on the same rows (idempotent handlers).
 * Writes found only later (a search engine) are made visible before the checkpoint commits.
 */
export async function applyBatch<Table extends string>(
  db: SqlClient,
  projection: Projection<Table>,
  tables: TableNames<Table>,
  from: GlobalPosition,
  batch: RecordedEvent[],
): Promise<GlobalPosition> {
  const to = batch.at(-1)!.globalPosition;
  const handled = handledEvents(projection, batch);
  await db.transaction(async (tx) => {
    if (handled.length > 0) {
      await projection.handle(handled, tx, tables);
      await projection.visible?.();
    }
    await storeCheckpoint(tx, projection.name, from, to);
  });
  return to;
}
