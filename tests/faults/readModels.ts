/**
 * The read models of a database as the fault suites compare them: every projection's tables as
 * their rows, against what a clean rebuild from the events makes of them.
 */
import { isAtOrAfter } from '../../events/checkpoint.ts';
import { cryptoShreddingEventStore } from '../../infra/adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import { personalDataKeys } from '../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import type { SqlClient, SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { allProjections } from '../../projector/allProjections.ts';
import { readAllCheckpoints } from '../../projector/checkpoints.ts';
import { createProjectionTables, liveTables } from '../../projector/projection.ts';
import { rebuildProjection } from '../../projector/rebuildProjection.ts';
import { headPosition } from '../fixtures/money.ts';

export const projectionNames = allProjections.map((projection) => projection.name);

/**
 * Rows that say nothing, left out of comparisons: a clip count that went up and back down keeps a
 * row of 0 when the two moves came in different batches, and none when one batch held both (every
 * reader skips them).
 */
const SAYS_SOMETHING: Record<string, string> = { catalog_clip_counts: 'n <> 0' };

/** Every table of every read model, each as its rows (JSON text) in one order. */
export async function readModelRows(db: SqlExecutor): Promise<Map<string, string[]>> {
  const rows = new Map<string, string[]>();
  for (const projection of allProjections)
    for (const table of projection.tables) {
      const found = await db.query<{ row: string }>(
        `select to_jsonb(t)::text as row from ${table} t where ${SAYS_SOMETHING[table] ?? 'true'} order by 1`,
      );
      rows.set(
        table,
        found.rows.map((row) => row.row),
      );
    }
  return rows;
}

/** Per table, the rows one side has and the other has not (a few of each): empty when equal. */
export function differences(live: Map<string, string[]>, rebuilt: Map<string, string[]>) {
  const found: Record<string, { onlyLive: string[]; onlyRebuilt: string[] }> = {};
  for (const table of new Set([...live.keys(), ...rebuilt.keys()])) {
    const a = live.get(table) ?? [];
    const b = rebuilt.get(table) ?? [];
    const inB = new Set(b);
    const inA = new Set(a);
    const onlyLive = a.filter((row) => !inB.has(row));
    const onlyRebuilt = b.filter((row) => !inA.has(row));
    if (onlyLive.length > 0 || onlyRebuilt.length > 0 || a.length !== b.length)
      found[table] = { onlyLive: onlyLive.slice(0, 3), onlyRebuilt: onlyRebuilt.slice(0, 3) };
  }
  return found;
}

/**
 * What `npm run projections:rebuild` makes of every read model, from the events alone, compared
 * with what is there now. No projector may run (a rebuild takes each projection's lock).
 */
export async function differencesFromRebuild(db: SqlClient) {
  const live = await readModelRows(db);
  const store = cryptoShreddingEventStore(postgresEventStore(db), personalDataKeys(db));
  for (const projection of allProjections) await rebuildProjection(store, db, projection);
  return { live, differences: differences(live, await readModelRows(db)) };
}

/** Empties every read model and forgets every checkpoint: a projector starting now replays all events. */
export async function resetReadModels(db: SqlClient): Promise<void> {
  await db.transaction(async (tx) => {
    for (const projection of allProjections) {
      for (const table of projection.tables) await tx.exec(`drop table if exists ${table} cascade`);
      await createProjectionTables(tx, projection, liveTables(projection));
    }
    await tx.exec('delete from projection_checkpoints');
  });
}

/** Whether every projection's checkpoint has reached the last event written. */
export async function projectedToHead(db: SqlExecutor): Promise<boolean> {
  const head = await headPosition(db);
  const checkpoints = await readAllCheckpoints(db);
  return projectionNames.every((name) => {
    const checkpoint = checkpoints.get(name);
    return checkpoint !== undefined && isAtOrAfter(checkpoint, head);
  });
}

/**
 * Polls `condition` until it holds; fails after `limitMs` saying `what` never happened. The limit is
 * generous: it only keeps a broken build from hanging, it measures nothing.
 */
export async function eventually(
  what: string,
  condition: () => Promise<boolean>,
  limitMs = 45_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
