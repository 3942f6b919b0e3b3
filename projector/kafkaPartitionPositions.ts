import { comparePositions } from '../events/checkpoint.ts';
import type { GlobalPosition } from '../events/envelope.ts';
import { lockKey, type SqlExecutor } from '../infra/adapters/postgres/sqlClient.ts';

/**
 * How far a Kafka-consumed projection got in each partition of the topic (issue 18), moved in the
 * same transaction as the projection's rows: `position` is the global position of the last event
 * or watermark applied there (the topic holds each partition in global order, so anything at or
 * below it is a duplicate), `watermark` the last watermark, from which the projection's checkpoint
 * (the lowest watermark of all partitions) follows.
 */
export async function createPartitionPositions(db: SqlExecutor): Promise<void> {
  await db.exec(`
    create table if not exists kafka_partition_positions (
      projection text not null,
      topic text not null,
      partition integer not null,
      tx xid8 not null default '0',
      gp bigint not null default 0,
      watermark_tx xid8,
      watermark_gp bigint,
      updated_at timestamptz not null default now(),
      primary key (projection, topic, partition)
    )`);
}

export interface PartitionPosition {
  position: GlobalPosition;
  watermark: GlobalPosition | null;
}

interface PositionRow {
  partition: number;
  tx: string;
  gp: string;
  watermark_tx: string | null;
  watermark_gp: string | null;
}

const toPosition = (tx: string, gp: string): GlobalPosition => ({ tx: BigInt(tx), gp: BigInt(gp) });
const watermarkOf = (row: PositionRow) =>
  row.watermark_tx === null || row.watermark_gp === null
    ? null
    : toPosition(row.watermark_tx, row.watermark_gp);

/**
 * The partition's position, locked until the transaction ends: a member that lost the partition in
 * a rebalance and still finishes a chunk waits here, then sees what the new owner applied. The lock
 * is a transaction advisory lock, not a row lock: a row lock gives the transaction an id at once,
 * and an open transaction with an id holds back what every catch-up reader of the event store
 * (the relay, the projector) may see (readAll's snapshot horizon). So the id comes only with the
 * chunk's first write, as late and as briefly as the projection makes it.
 */
export async function lockPartition(
  db: SqlExecutor,
  projection: string,
  topic: string,
  partition: number,
): Promise<PartitionPosition> {
  await db.query('select pg_advisory_xact_lock($1)', [
    lockKey(`kafka-partition:${projection}:${topic}:${partition}`),
  ]);
  const select = () =>
    db.query<PositionRow>(
      `select partition, tx::text, gp::text, watermark_tx::text, watermark_gp::text
         from kafka_partition_positions where projection = $1 and topic = $2 and partition = $3`,
      [projection, topic, partition],
    );
  let { rows } = await select();
  if (rows.length === 0) {
    await db.query(
      `insert into kafka_partition_positions (projection, topic, partition) values ($1, $2, $3)
       on conflict do nothing`,
      [projection, topic, partition],
    );
    ({ rows } = await select());
  }
  const row = rows[0]!;
  return { position: toPosition(row.tx, row.gp), watermark: watermarkOf(row) };
}

export async function storePartition(
  db: SqlExecutor,
  projection: string,
  topic: string,
  partition: number,
  to: PartitionPosition,
): Promise<void> {
  await db.query(
    `update kafka_partition_positions
        set tx = $4::text::xid8, gp = $5::bigint, watermark_tx = $6::text::xid8, watermark_gp = $7::bigint,
            updated_at = now()
      where projection = $1 and topic = $2 and partition = $3`,
    [
      projection,
      topic,
      partition,
      to.position.tx.toString(),
      to.position.gp.toString(),
      to.watermark?.tx.toString() ?? null,
      to.watermark?.gp.toString() ?? null,
    ],
  );
}

/** The lowest watermark over all `partitions`, or null while one has none yet. */
export function lowestWatermark(
  watermarks: ReadonlyMap<number, GlobalPosition | null>,
  partitions: number,
): GlobalPosition | null {
  let lowest: GlobalPosition | null = null;
  for (let partition = 0; partition < partitions; partition++) {
    const watermark = watermarks.get(partition) ?? null;
    if (watermark === null) return null;
    if (lowest === null || comparePositions(watermark, lowest) < 0) lowest = watermark;
  }
  return lowest;
}

/** The lowest watermark the projection's partitions hold, as committed; null while one has none. */
export async function lowestPartitionWatermark(
  db: SqlExecutor,
  projection: string,
  topic: string,
  partitions: number,
): Promise<GlobalPosition | null> {
  const { rows } = await db.query<PositionRow>(
    `select partition, tx::text, gp::text, watermark_tx::text, watermark_gp::text
       from kafka_partition_positions where projection = $1 and topic = $2`,
    [projection, topic],
  );
  return lowestWatermark(new Map(rows.map((row) => [row.partition, watermarkOf(row)])), partitions);
}

/**
 * Moves the projection's checkpoint (projection_checkpoints, what read-your-writes waits for) up
 * to `to`, the lowest watermark of all partitions: every event at or before it is applied,
 * whichever member applied it. Never moves it back (a rebuild may have set it further); the row
 * is locked so that two members raising it at once keep the higher. Answers the checkpoint as it
 * now is.
 */
export async function raiseCheckpoint(
  db: SqlExecutor,
  projection: string,
  to: GlobalPosition | null,
): Promise<GlobalPosition> {
  const { rows } = await db.query<{ tx: string; gp: string }>(
    'select tx::text, gp::text from projection_checkpoints where name = $1 for update',
    [projection],
  );
  const checkpoint = toPosition(rows[0]!.tx, rows[0]!.gp);
  if (to === null || comparePositions(to, checkpoint) <= 0) return checkpoint;
  await db.query(
    `update projection_checkpoints set tx = $2::text::xid8, gp = $3::bigint, updated_at = now() where name = $1`,
    [projection, to.tx.toString(), to.gp.toString()],
  );
  return to;
}
