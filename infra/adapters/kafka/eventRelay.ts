import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { START, comparePositions, formatPosition } from '../../../events/checkpoint.ts';
import type { GlobalPosition, RecordedEvent } from '../../../events/envelope.ts';
import type { EventStore, Subscription } from '../../../events/eventStore.ts';
import type { SqlClient } from '../postgres/sqlClient.ts';
import { backoffDelay } from './backoff.ts';
import { eventMessage, watermarkMessages, type OutgoingMessage } from './eventMessages.ts';
import { CLIENT_RETRY, RELAY_BATCH_SIZE, RELAY_IDLE_MS } from './kafkaSettings.ts';
import { createRelayCheckpoints, readRelayCheckpoint, storeRelayCheckpoint } from './relayCheckpoints.ts';

export interface RelayStatus {
  topic: string;
  state: 'starting' | 'running' | 'owned-elsewhere' | 'failed' | 'stopped';
  /** The last position the brokers acknowledged and the relay stored. */
  checkpoint: GlobalPosition | null;
  published: number;
  lastError: string | null;
}

export interface EventRelay {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): RelayStatus;
}

export interface EventRelayOptions {
  kafka: Kafka;
  topic: string;
  /** The topic's partition count: every partition gets each batch's watermark. */
  partitions: number;
  /** The store as it holds the events: personal fields sealed, never opened. */
  store: EventStore;
  db: SqlClient;
  logger: Logger;
  /**
   * Last look at a batch before it leaves: seals personal fields an old event still holds in plain
   * text (see docs/architecture.md), so nothing on the topic outlives an erasure.
   */
  prepare?: (events: RecordedEvent[]) => Promise<RecordedEvent[]>;
  batchSize?: number;
}

/** The lock that makes one relay the topic's only publisher. */
export const relayLockName = (topic: string) => `kafka-relay:${topic}`;

/**
 * Publishes every event of the store, in its global order, to `topic` (issue 18): keyed by stream,
 * through an idempotent producer, each batch followed by a watermark on every partition. The
 * checkpoint moves only after the brokers acknowledged the batch, so a relay stopped between the
 * two publishes the batch again on restart: duplicates, never gaps. One relay per topic (a lock);
 * a failure restarts it from its checkpoint after a growing back-off.
 */
export function eventRelay(options: EventRelayOptions): EventRelay {
  const { kafka, topic, partitions, store, db, logger } = options;
  const log = logger.child({ component: 'kafka-relay', topic });
  const status: RelayStatus = { topic, state: 'starting', checkpoint: null, published: 0, lastError: null };
  let stopping = false;
  let release: (() => Promise<void>) | null = null;
  let producer: Producer | null = null;
  let subscription: Subscription | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopping) return;
    retry = setTimeout(() => {
      retry = null;
      running = run();
    }, delay);
  };

  async function send(messages: OutgoingMessage[]): Promise<void> {
    await producer!.send({ topic, acks: -1, messages });
  }

  async function closeProducer(): Promise<void> {
    const current = producer;
    producer = null;
    await current?.disconnect().catch(() => {});
  }

  async function fail(error: unknown): Promise<void> {
    await subscription?.stop();
    subscription = null;
    await closeProducer();
    if (stopping) return;
    // Another relay may take over while this one waits: it must win the lock again to go on.
    await release?.().catch(() => {});
    release = null;
    const delay = backoffDelay(failures++);
    status.state = 'failed';
    status.lastError = error instanceof Error ? error.message : String(error);
    log.error({ err: error, retryInMs: delay }, 'relay failed; restarting from its checkpoint');
    schedule(delay);
  }

  async function run(): Promise<void> {
    try {
      // A lock whose session ends (a terminated connection, a database restart) is lost: fail, give
      // it back, and win it again before publishing on.
      release ??= await db.tryLock(relayLockName(topic), (why) => void fail(why));
      if (!release) {
        status.state = 'owned-elsewhere';
        return schedule(backoffDelay(0));
      }
      await createRelayCheckpoints(db);
      let position = await readRelayCheckpoint(db, topic);
      status.checkpoint = position;
      producer = kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        // Java's partitioner (murmur2 of the key): other clients find a stream's partition too.
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: false,
        retry: { ...CLIENT_RETRY },
      });
      await producer.connect();
      // Consumers of a quiet store still learn how far the topic reaches.
      if (comparePositions(position, START) > 0) await send(watermarkMessages(partitions, position));
      status.state = 'running';
      status.lastError = null;
      log.info({ checkpoint: formatPosition(position) }, 'relay publishing');
      const current = store.subscribe(
        position,
        async (batch) => {
          const to = batch.at(-1)!.globalPosition;
          const events = options.prepare ? await options.prepare(batch) : batch;
          await send([...events.map(eventMessage), ...watermarkMessages(partitions, to)]);
          await storeRelayCheckpoint(db, topic, position, to);
          position = to;
          status.checkpoint = to;
          status.published += batch.length;
          failures = 0;
        },
        { batchSize: options.batchSize ?? RELAY_BATCH_SIZE, idleMs: RELAY_IDLE_MS },
      );
      subscription = current;
      void current.failed.then((error) => {
        if (subscription === current) void fail(error);
      });
    } catch (error) {
      await fail(error);
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
      const current = subscription;
      subscription = null;
      await current?.stop();
      await closeProducer();
      await release?.();
      release = null;
      status.state = 'stopped';
    },
    status: () => ({ ...status }),
  };
}
