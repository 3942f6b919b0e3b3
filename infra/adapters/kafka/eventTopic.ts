import type { Logger } from 'pino';
import { kafkaClient, type KafkaSettings } from './kafkaClient.ts';
import {
  DEFAULT_TOPIC_PARTITIONS,
  DEFAULT_TOPIC_REPLICATION_FACTOR,
  STARTUP_RETRY,
  TOPIC_RETENTION_MS,
} from './kafkaSettings.ts';

/** The brokers did not answer at start: the process stops and says which setting to look at. */
export class KafkaUnreachableError extends Error {
  override readonly name = 'KafkaUnreachableError';
}

export interface TopicOptions {
  topic: string;
  /** Used only when the topic is created; an existing topic keeps its own count. */
  partitions?: number;
  replicationFactor?: number;
  /** Whether a missing topic is created (the relay) or is an error (a consumer started first). */
  create: boolean;
}

/**
 * Makes sure the event topic exists, creating it with `partitions` when missing, and answers how
 * many partitions it has. Brokers that do not answer within STARTUP_RETRY stop the start with an
 * error naming KAFKA_BROKERS.
 */
export async function ensureEventTopic(
  settings: KafkaSettings,
  logger: Logger,
  options: TopicOptions,
): Promise<{ partitions: number; created: boolean }> {
  // A client of its own that gives up soon: the start is refused rather than left hanging.
  const admin = kafkaClient(settings, logger, STARTUP_RETRY).admin();
  const { brokers } = settings;
  try {
    await admin.connect();
    const existing = await admin.listTopics();
    let created = false;
    if (!existing.includes(options.topic)) {
      if (!options.create)
        throw new Error(`Kafka topic ${options.topic} does not exist (the relay creates it; start it first)`);
      created = await admin.createTopics({
        waitForLeaders: true,
        topics: [
          {
            topic: options.topic,
            numPartitions: options.partitions ?? DEFAULT_TOPIC_PARTITIONS,
            replicationFactor: options.replicationFactor ?? DEFAULT_TOPIC_REPLICATION_FACTOR,
            configEntries: [{ name: 'retention.ms', value: TOPIC_RETENTION_MS }],
          },
        ],
      });
    }
    const metadata = await admin.fetchTopicMetadata({ topics: [options.topic] });
    const partitions = metadata.topics[0]?.partitions.length ?? 0;
    if (partitions === 0) throw new Error(`Kafka topic ${options.topic} has no partitions`);
    return { partitions, created };
  } catch (error) {
    if (isConnectionFailure(error))
      throw new KafkaUnreachableError(
        `KAFKA_BROKERS=${brokers.join(',')}: no Kafka broker answered (${(error as Error).message}); ` +
          'start the brokers (npm run engines:start locally) or correct KAFKA_BROKERS',
      );
    throw error;
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if (/KafkaJSConnectionError|KafkaJSNonRetriableError|KafkaJSNumberOfRetriesExceeded/.test(current.name))
      if (/connect|ECONNREFUSED|ENOTFOUND|timed out|Connection/i.test(current.message)) return true;
    current = (current as Error & { originalError?: unknown }).originalError ?? current.cause;
  }
  return false;
}
