import { START } from '../../../events/checkpoint.ts';
import type { GlobalPosition } from '../../../events/envelope.ts';
import type { SqlExecutor } from '../postgres/sqlClient.ts';

/** The relay moved on elsewhere (it lost its lock): this one stops publishing. */
export class RelayCheckpointMovedError extends Error {
  override readonly name = 'RelayCheckpointMovedError';
}

/** One row per topic: the position of the last event the brokers acknowledged. */
export async function createRelayCheckpoints(db: SqlExecutor): Promise<void> {
  await db.exec(`
    create table if not exists kafka_relay_checkpoints (
      topic text primary key,
      tx xid8 not null default '0',
      gp bigint not null default 0,
      updated_at timestamptz not null default now()
    )`);
}

export async function readRelayCheckpoint(db: SqlExecutor, topic: string): Promise<GlobalPosition> {
  await db.query('insert into kafka_relay_checkpoints (topic) values ($1) on conflict (topic) do nothing', [
    topic,
  ]);
  const { rows } = await db.query<{ tx: string; gp: string }>(
    'select tx::text, gp::text from kafka_relay_checkpoints where topic = $1',
    [topic],
  );
  const row = rows[0];
  return row ? { tx: BigInt(row.tx), gp: BigInt(row.gp) } : START;
}

/** Moves the checkpoint only from the value this relay last wrote. */
export async function storeRelayCheckpoint(
  db: SqlExecutor,
  topic: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  const { affectedRows } = await db.query(
    `update kafka_relay_checkpoints set tx = $4::text::xid8, gp = $5::bigint, updated_at = now()
      where topic = $1 and tx = $2::text::xid8 and gp = $3::bigint`,
    [topic, from.tx.toString(), from.gp.toString(), to.tx.toString(), to.gp.toString()],
  );
  if (affectedRows !== 1)
    throw new RelayCheckpointMovedError(`the relay checkpoint of ${topic} was moved by someone else`);
}
