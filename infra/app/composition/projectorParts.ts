import type { Logger } from 'pino';
import type { Projection } from '../../../projector/projection.ts';
import { projectionRunner, type ProjectionRunner } from '../../../projector/projectionRunner.ts';
import { kafkaConsumedProjections } from '../../../projector/kafkaConsumedProjections.ts';
import { combinedRunner } from '../../../projector/combinedRunner.ts';
import { kafkaClient, type KafkaSettings } from '../../adapters/kafka/kafkaClient.ts';
import { ensureEventTopic } from '../../adapters/kafka/eventTopic.ts';
import { eventRelay, type EventRelay, type RelayStatus } from '../../adapters/kafka/eventRelay.ts';
import { openWithKeys, sealPlainPersonalData } from '../../adapters/personalDataErasure/fanOutSealing.ts';
import type { Storage } from './openStorage.ts';
import type { Service } from './marketplace.ts';

/**
 * The projections that consume the Kafka topic in distributed mode (docs/architecture.md, "Kafka
 * fan-out"): each event changes rows of its own stream's entity, so partitions may run apart.
 * The others need one global order across streams and keep reading the event store.
 */
export const KAFKA_CONSUMED_PROJECTIONS: readonly string[] = ['search', 'notifications'];

/** The Kafka fan-out (KAFKA_BROKERS set): the relay and the consumed projections. */
export interface KafkaFanOutOptions extends KafkaSettings {
  topic: string;
  groupPrefix: string;
  /** Partitions when the topic is created (DEFAULT_TOPIC_PARTITIONS unless told). */
  partitions?: number;
}

/**
 * The projector's side of a process: the event-store runner, and with Kafka the consumed
 * projections ('all', 'projector') and the relay ('all', 'relay'). The topic is checked (created
 * when missing) when they start, which stops the start with an error naming KAFKA_BROKERS when
 * no broker answers.
 */
export function projectorParts(options: {
  service: Service;
  storage: Storage;
  logger: Logger;
  projections: Projection[];
  kafka?: KafkaFanOutOptions;
}): { runner: ProjectionRunner | null; relay: (EventRelay & { status(): RelayStatus }) | null } {
  const { service, storage, logger, projections, kafka } = options;
  const projects = service === 'all' || service === 'projector';
  if (!kafka) {
    const runner = projects
      ? projectionRunner({ store: storage.store, db: storage.db, projections, logger })
      : null;
    return { runner, relay: null };
  }
  const client = kafkaClient(kafka, logger);
  let topic: Promise<{ partitions: number }> | null = null;
  const topicReady = () =>
    (topic ??= ensureEventTopic(kafka, logger, {
      topic: kafka.topic,
      create: true,
      ...(kafka.partitions ? { partitions: kafka.partitions } : {}),
    }).catch((error: unknown) => {
      topic = null;
      throw error;
    }));
  const consumed = projections.filter((p) => KAFKA_CONSUMED_PROJECTIONS.includes(p.name));
  const runner = projects
    ? combinedRunner(
        projectionRunner({
          store: storage.store,
          db: storage.db,
          projections: projections.filter((p) => !consumed.includes(p)),
          logger,
        }),
        async () =>
          kafkaConsumedProjections({
            kafka: client,
            topic: kafka.topic,
            partitions: (await topicReady()).partitions,
            groupPrefix: kafka.groupPrefix,
            db: storage.db,
            projections: consumed,
            open: openWithKeys(storage.personalDataKeys),
            logger,
          }),
      )
    : null;
  if (service !== 'all' && service !== 'relay') return { runner, relay: null };
  // The events as stored, personal fields sealed: nothing on the topic outlives an erasure.
  const sealedStore = storage.sealedStore;
  let started: EventRelay | null = null;
  const idle: RelayStatus = {
    topic: kafka.topic,
    state: 'starting',
    checkpoint: null,
    published: 0,
    lastError: null,
  };
  const relay = {
    async start() {
      started = eventRelay({
        kafka: client,
        topic: kafka.topic,
        partitions: (await topicReady()).partitions,
        store: sealedStore,
        db: storage.db,
        logger,
        prepare: sealPlainPersonalData(storage.personalDataKeys),
      });
      await started.start();
    },
    async stop() {
      await started?.stop();
    },
    status: () => started?.status() ?? idle,
  };
  return { runner, relay };
}
