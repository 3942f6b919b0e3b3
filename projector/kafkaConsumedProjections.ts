import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { comparePositions } from '../events/checkpoint.ts';
import type { RecordedEvent } from '../events/envelope.ts';
import {
  kafkaEventConsumer,
  type EventConsumer,
  type PartitionBatch,
} from '../infra/adapters/kafka/eventConsumer.ts';
import type { SqlClient } from '../infra/adapters/postgres/sqlClient.ts';
import { readCheckpoint } from './checkpoints.ts';
import { unseenEvents } from './kafkaFeedFilter.ts';
import {
  createPartitionPositions,
  lockPartition,
  lowestPartitionWatermark,
  raiseCheckpoint,
  storePartition,
} from './kafkaPartitionPositions.ts';
import { checkpointAfterVisible } from './checkpointAfterVisible.ts';
import { createProjectionTables, handledEvents, liveTables, type Projection } from './projection.ts';
import type { ProjectionRunner, ProjectionStatus } from './projectionRunner.ts';

/** A projection consumed from Kafka, as health shows it: which partitions this process holds. */
export interface KafkaProjectionStatus extends ProjectionStatus {
  source: 'kafka';
  groupId: string;
  partitions: number[];
}

export interface KafkaConsumedProjections extends ProjectionRunner {
  status(): KafkaProjectionStatus[];
}

/** The consumer group of a projection: `<KAFKA_GROUP_PREFIX>.<projection name>`. */
export const consumerGroupOf = (prefix: string, projection: string) => `${prefix}.${projection}`;

export interface KafkaConsumedProjectionsOptions {
  kafka: Kafka;
  topic: string;
  /** The topic's partition count (ensureEventTopic): the checkpoint needs a watermark from each. */
  partitions: number;
  groupPrefix: string;
  db: SqlClient;
  projections: Projection[];
  /**
   * Opens the personal fields of consumed events, as the event store does on read (the topic
   * holds them sealed). Answers the events in the same order.
   */
  open: (events: RecordedEvent[]) => Promise<RecordedEvent[]>;
  logger: Logger;
}

/**
 * Runs each projection as a member of its own consumer group on the event topic (issue 18):
 * several processes share a projection's partitions. A chunk of a partition is applied in one
 * transaction with the partition's position (kafkaPartitionPositions.ts), skipping what was
 * applied before, so duplicates from the relay or from redelivery change nothing; the offsets are
 * committed to Kafka after that transaction. Watermarks move the projection's checkpoint, so
 * read-your-writes works as with the event-store runner; it moves behind the consumer, once what
 * it covers is visible (checkpointAfterVisible), so no chunk waits for it.
 */
export function kafkaConsumedProjections(options: KafkaConsumedProjectionsOptions): KafkaConsumedProjections {
  const { db, topic, partitions } = options;
  const workers = options.projections.map((projection) => {
    const groupId = consumerGroupOf(options.groupPrefix, projection.name);
    const tables = liveTables(projection);
    const status = { checkpoint: null as ProjectionStatus['checkpoint'] };
    let prepared: Promise<void> | null = null;
    const prepare = () =>
      (prepared ??= (async () => {
        await db.transaction(async (tx) => {
          await createProjectionTables(tx, projection, tables);
          await createPartitionPositions(tx);
        });
        status.checkpoint = await readCheckpoint(db, projection.name);
      })().catch((error: unknown) => {
        prepared = null;
        throw error;
      }));

    const log = options.logger.child({ projection: projection.name });
    // The checkpoint moves behind the consumer (checkpointAfterVisible): a chunk's transaction
    // never waits for the checkpoint row the other partitions' chunks also move, nor for a search
    // engine's refresh; the checkpoint follows once the writes are visible.
    const mover = checkpointAfterVisible({
      committed: () => lowestPartitionWatermark(db, projection.name, topic, partitions),
      visible: async () => projection.visible?.(),
      raise: (to) => db.transaction((tx) => raiseCheckpoint(tx, projection.name, to)),
      moved: (checkpoint) => (status.checkpoint = checkpoint),
      failed: (error) => log.warn({ err: error }, 'checkpoint not moved yet; trying again'),
    });

    async function apply(batch: PartitionBatch): Promise<void> {
      await prepare();
      const events = batch.items.flatMap((item) => (item.kind === 'event' ? [item.event] : []));
      // Opened before the transaction: key look-ups do not hold a second connection inside it.
      const opened = new Map<RecordedEvent, RecordedEvent>();
      const openedEvents = await options.open(events);
      events.forEach((event, i) => opened.set(event, openedEvents[i]!));
      const moved = await db.transaction(async (tx) => {
        const stored = await lockPartition(tx, projection.name, topic, batch.partition);
        const current = await readCheckpoint(tx, projection.name);
        const { events: fresh, to } = unseenEvents(batch.items, stored, current);
        const handled = handledEvents(
          projection,
          fresh.map((event) => opened.get(event)!),
        );
        if (handled.length > 0) await projection.handle(handled, tx, tables);
        await storePartition(tx, projection.name, topic, batch.partition, to);
        return (
          to.watermark !== null &&
          (stored.watermark === null || comparePositions(to.watermark, stored.watermark) > 0)
        );
      });
      // After the commit: the mover reads the positions this chunk stored.
      if (moved) mover.poke();
    }

    const consumer: EventConsumer = kafkaEventConsumer({
      kafka: options.kafka,
      topic,
      groupId,
      logger: log,
      handle: apply,
    });
    return {
      consumer,
      mover,
      // Tables and checkpoint row before the first message (health shows the checkpoint at once);
      // a failure here is retried with the first chunk.
      prepare: () => prepare().catch(() => {}),
      status: (): KafkaProjectionStatus => {
        const member = consumer.status();
        return {
          name: projection.name,
          source: 'kafka',
          groupId,
          state: member.state,
          partitions: member.partitions,
          checkpoint: status.checkpoint,
          lastError: member.lastError,
        };
      },
    };
  });

  return {
    async start() {
      await Promise.all(
        workers.map(async (worker) => {
          await worker.prepare();
          await worker.consumer.start();
        }),
      );
    },
    async stop() {
      await Promise.all(
        workers.map(async (worker) => {
          await worker.consumer.stop();
          await worker.mover.stop();
        }),
      );
    },
    status: () => workers.map((worker) => worker.status()),
  };
}
