import type { GlobalPosition } from '../events/envelope.ts';
import { START } from '../events/checkpoint.ts';
import type { SqlExecutor } from '../infra/adapters/postgres/sqlClient.ts';

/** Another runner moved the checkpoint: this one no longer owns the projection. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

export async function readCheckpoint(db: SqlExecutor, name: string): Promise<GlobalPosition> {
  await db.query('insert into projection_checkpoints (name) values ($1) on conflict (name) do nothing', [
    name,
  ]);
  const { rows } = await db.query<{ tx: string; gp: string }>(
    'select tx::text, gp::text from projection_checkpoints where name = $1',
    [name],
  );
  const row = rows[0];
  return row ? { tx: BigInt(row.tx), gp: BigInt(row.gp) } : START;
}

export async function readAllCheckpoints(db: SqlExecutor): Promise<Map<string, GlobalPosition>> {
  const { rows } = await db.query<{ name: string; tx: string; gp: string }>(
    'select name, tx::text, gp::text from projection_checkpoints',
  );
  return new Map(rows.map((row) => [row.name, { tx: BigInt(row.tx), gp: BigInt(row.gp) }]));
}

/** Moves the checkpoint only from the value this runner last read; throws CheckpointMovedError otherwise. */
export async function storeCheckpoint(
  db: SqlExecutor,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  const { affectedRows } = await db.query(
    `update projection_checkpoints set tx = $4::text::xid8, gp = $5::bigint, updated_at = now()
      where name = $1 and tx = $2::text::xid8 and gp = $3::bigint`,
    [name, from.tx.toString(), from.gp.toString(), to.tx.toString(), to.gp.toString()],
  );
  if (affectedRows !== 1) throw new CheckpointMovedError(`checkpoint of ${name} was moved by someone else`);
}

export async function resetCheckpoint(db: SqlExecutor, name: string, to: GlobalPosition): Promise<void> {
  await db.query(
    `insert into projection_checkpoints (name, tx, gp) values ($1, $2::text::xid8, $3::bigint)
     on conflict (name) do update set tx = excluded.tx, gp = excluded.gp, updated_at = now()`,
    [name, to.tx.toString(), to.gp.toString()],
  );
}
