import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { backoffDelay } from './backoff.ts';
import { decodeMessage, type FeedItem } from './eventMessages.ts';
import {
  CLIENT_RETRY,
  CONSUMER_CHUNK_SIZE,
  CONSUMER_HEARTBEAT_INTERVAL_MS,
  CONSUMER_MAX_WAIT_MS,
  CONSUMER_MIN_BYTES,
  CONSUMER_SESSION_TIMEOUT_MS,
  PARTITIONS_CONSUMED_CONCURRENTLY,
} from './kafkaSettings.ts';

/** Consecutive messages of one partition, in offset order. */
export interface PartitionBatch {
  topic: string;
  partition: number;
  items: FeedItem[];
}

export interface ConsumerStatus {
  groupId: string;
  state: 'starting' | 'running' | 'failed' | 'stopped';
  /** The partitions this member was given at the last rebalance. */
  partitions: number[];
  lastError: string | null;
}

export interface EventConsumer {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): ConsumerStatus;
}

export interface EventConsumerOptions {
  kafka: Kafka;
  topic: string;
  groupId: string;
  logger: Logger;
  /**
   * Handles one chunk of a partition. Its offsets are committed only once it resolved; a throw
   * retries the chunk (kafkajs), then restarts the consumer from the committed offsets.
   */
  handle(batch: PartitionBatch): Promise<void>;
  chunkSize?: number;
  partitionsConsumedConcurrently?: number;
}

/**
 * A member of a consumer group on the event topic: each partition's messages in offset order, in
 * chunks handed to `handle`, offsets committed after it. A member that crashes (brokers gone,
 * a failing handler) reconnects by itself after a growing back-off and resumes from the last
 * committed offsets: whatever the handler saw but did not commit comes again (it must absorb it).
 */
export function kafkaEventConsumer(options: EventConsumerOptions): EventConsumer {
  const { kafka, topic, groupId } = options;
  const log = options.logger.child({ component: 'kafka-consumer', groupId });
  const status: ConsumerStatus = { groupId, state: 'starting', partitions: [], lastError: null };
  const chunkSize = options.chunkSize ?? CONSUMER_CHUNK_SIZE;
  let consumer: Consumer | null = null;
  let stopping = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopping) return;
    retry = setTimeout(() => {
      retry = null;
      running = run();
    }, delay);
  };

  async function failed(error: unknown, current: Consumer | null): Promise<void> {
    if (current !== consumer) return;
    consumer = null;
    await current?.disconnect().catch(() => {});
    if (stopping) return;
    const delay = backoffDelay(failures++);
    status.state = 'failed';
    status.partitions = [];
    status.lastError = error instanceof Error ? error.message : String(error);
    log.error({ err: error, retryInMs: delay }, 'consumer failed; rejoining its group');
    schedule(delay);
  }

  async function run(): Promise<void> {
    const current = kafka.consumer({
      groupId,
      sessionTimeout: CONSUMER_SESSION_TIMEOUT_MS,
      heartbeatInterval: CONSUMER_HEARTBEAT_INTERVAL_MS,
      maxWaitTimeInMs: CONSUMER_MAX_WAIT_MS,
      minBytes: CONSUMER_MIN_BYTES,
      allowAutoTopicCreation: false,
      // We restart a crashed member ourselves, whatever the error, with our back-off.
      retry: { ...CLIENT_RETRY, restartOnFailure: async () => false },
    });
    consumer = current;
    current.on(current.events.CRASH, ({ payload }) => void failed(payload.error, current));
    current.on(current.events.GROUP_JOIN, ({ payload }) => {
      status.partitions = [...(payload.memberAssignment[topic] ?? [])].sort((a, b) => a - b);
      log.info({ partitions: status.partitions }, 'partitions assigned');
    });
    try {
      await current.connect();
      await current.subscribe({ topics: [topic], fromBeginning: true });
      await current.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently:
          options.partitionsConsumedConcurrently ?? PARTITIONS_CONSUMED_CONCURRENTLY,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          for (let start = 0; start < batch.messages.length; start += chunkSize) {
            if (!isRunning() || isStale()) return;
            const messages = batch.messages.slice(start, start + chunkSize);
            await options.handle({
              topic: batch.topic,
              partition: batch.partition,
              items: messages.map(decodeMessage),
            });
            const last = messages.at(-1)!.offset;
            resolveOffset(last);
            await commit(current, batch.partition, last);
            await heartbeat();
            failures = 0;
          }
        },
      });
      status.state = 'running';
      status.lastError = null;
    } catch (error) {
      await failed(error, current);
    }
  }

  /** A commit refused in a rebalance is harmless: the next owner redoes at most this chunk. */
  async function commit(current: Consumer, partition: number, offset: string): Promise<void> {
    try {
      await current.commitOffsets([{ topic, partition, offset: (BigInt(offset) + 1n).toString() }]);
    } catch (error) {
      log.warn({ err: error, partition }, 'offset commit refused; the chunk may be handled again');
    }
  }

  return {
    async start() {
      stopping = false;
      running = run();
      await running;
    },
    async stop() {
      stopping = true;
      if (retry) clearTimeout(retry);
      await running;
      const current = consumer;
      consumer = null;
      await current?.disconnect().catch(() => {});
      status.state = 'stopped';
      status.partitions = [];
    },
    status: () => ({ ...status, partitions: [...status.partitions] }),
  };
}
