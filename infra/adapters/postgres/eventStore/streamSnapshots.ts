import type { StreamSnapshot } from '../../../../events/eventStore.ts';
import type { SqlExecutor } from '../sqlClient.ts';

export async function readSnapshot(
  db: SqlExecutor,
  streamId: string,
  kind: string,
): Promise<StreamSnapshot | null> {
  const { rows } = await db.query<{ version: string; schema: number; state: unknown }>(
    'select version::text as version, schema, state from stream_snapshots where stream_id = $1 and kind = $2',
    [streamId, kind],
  );
  const row = rows[0];
  return row ? { kind, schema: row.schema, version: BigInt(row.version), state: row.state } : null;
}

/**
 * Keeps the latest snapshot written of a stream's state. One arriving late from another process
 * that folded less only means a few more events to read; replacing always also heals a snapshot a
 * command side found ahead of its stream (handleCommand.ts).
 */
export async function writeSnapshot(
  db: SqlExecutor,
  streamId: string,
  snapshot: StreamSnapshot,
): Promise<void> {
  await db.query(
    `insert into stream_snapshots (stream_id, kind, version, schema, state) values ($1, $2, $3, $4, $5)
     on conflict (stream_id, kind) do update
       set version = excluded.version, schema = excluded.schema, state = excluded.state, taken_at = now()`,
    [streamId, snapshot.kind, snapshot.version.toString(), snapshot.schema, JSON.stringify(snapshot.state)],
  );
}
