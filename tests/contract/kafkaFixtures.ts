import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { isAtOrAfter } from '../../events/checkpoint.ts';
import type { GlobalPosition, RecordedEvent } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { expectAny } from '../../events/eventStore.ts';
import { kafkaClient } from '../../infra/adapters/kafka/kafkaClient.ts';
import { ensureEventTopic } from '../../infra/adapters/kafka/eventTopic.ts';
import { eventRelay, type EventRelay } from '../../infra/adapters/kafka/eventRelay.ts';
import { cryptoShreddingEventStore } from '../../infra/adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import {
  personalDataKeys,
  type PersonalDataKeys,
} from '../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import {
  openWithKeys,
  sealPlainPersonalData,
} from '../../infra/adapters/personalDataErasure/fanOutSealing.ts';
import { readAllCheckpoints } from '../../projector/checkpoints.ts';
import {
  kafkaConsumedProjections,
  type KafkaConsumedProjections,
} from '../../projector/kafkaConsumedProjections.ts';
import type { Projection } from '../../projector/projection.ts';
import { notificationsProjection } from '../../projector/projections/notifications/notificationsProjection.ts';
import { freshDatabase } from '../fixtures/postgresServer.ts';
import { newEvent } from '../fixtures/newEvent.ts';

export const brokersUrl = process.env.KAFKA_BROKERS;

/** Why the Kafka suites are skipped, printed once per file, or null when they run. */
export function kafkaSkipReason(): string | null {
  const missing = [
    ...(brokersUrl ? [] : ['KAFKA_BROKERS (e.g. 127.0.0.1:19092, npm run engines:start)']),
    ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL (a PostgreSQL server)']),
  ];
  if (missing.length === 0) return null;
  const reason = `${missing.join(' and ')} not set`;
  console.log(`[skip] Kafka fan-out suites: ${reason}`);
  return reason;
}

export const quietLogger = () => pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * A projection that counts how often each event reaches it and whether each stream's events came
 * in order: exactly-once effects and per-stream order are then two queries.
 */
export function countingProjection(): Projection<'kafka_test_seen' | 'kafka_test_order'> {
  return {
    name: 'kafka-test-counting',
    handles: ['Tick', 'ClipUploaded', 'ClipApproved'],
    tables: ['kafka_test_seen', 'kafka_test_order'],
    async createTables(db, t) {
      await db.exec(`
        create table if not exists ${t.kafka_test_seen} (
          event_id text primary key, stream_id text not null, position bigint not null, times int not null);
        create table if not exists ${t.kafka_test_order} (
          stream_id text primary key, last bigint not null, out_of_order int not null default 0);`);
    },
    async handle(events: RecordedEvent[], db, t) {
      for (const event of events) {
        await db.query(
          `insert into ${t.kafka_test_seen} (event_id, stream_id, position, times) values ($1, $2, $3, 1)
           on conflict (event_id) do update set times = ${t.kafka_test_seen}.times + 1`,
          [event.metadata.eventId, event.streamId, event.streamPosition.toString()],
        );
        await db.query(
          `insert into ${t.kafka_test_order} (stream_id, last, out_of_order) values ($1, $2::bigint, case when $2::bigint = 1 then 0 else 1 end)
           on conflict (stream_id) do update set last = excluded.last,
             out_of_order = ${t.kafka_test_order}.out_of_order
               + case when excluded.last = ${t.kafka_test_order}.last + 1 then 0 else 1 end`,
          [event.streamId, event.streamPosition.toString()],
        );
      }
    },
  };
}

export interface FanOutWorld {
  db: SqlClient;
  /** The store as held: personal fields sealed (what the relay publishes). */
  sealed: EventStore;
  /** The store as the services use it (crypto-shredding). */
  store: EventStore;
  keys: PersonalDataKeys;
  kafka: Kafka;
  brokers: string[];
  topic: string;
  partitions: number;
  groupPrefix: string;
  relay(options?: { db?: SqlClient }): EventRelay;
  /** The consumed projections; `visible` is given to the counting projection (Projection.visible). */
  consumers(options?: { visible?: () => Promise<void> }): KafkaConsumedProjections;
  /** Appends `ticks` events to each of `streams` streams, in rounds (each stream's order interleaved). */
  appendTicks(streams: string[], ticks: number): Promise<GlobalPosition>;
  /** Resolves once every projection's checkpoint (moved by watermarks) reached `position`. */
  projected(position: GlobalPosition): Promise<void>;
  close(): Promise<void>;
}

export const TOPIC_PARTITIONS = 3;

export async function fanOutWorld(brokers: string[]): Promise<FanOutWorld> {
  const database = await freshDatabase();
  const db = pgClient(database.url, { max: 20 });
  await migrate(db);
  const sealed = postgresEventStore(db, { idleMs: 20 });
  const keys = personalDataKeys(db);
  const store = cryptoShreddingEventStore(sealed, keys);
  const logger = quietLogger();
  const id = randomUUID().slice(0, 8);
  const kafka = kafkaClient({ brokers, clientId: `dashclip-test-${id}` }, logger);
  const topic = `dashclip.test.${id}`;
  const { partitions } = await ensureEventTopic({ brokers, clientId: `dashclip-test-${id}` }, logger, {
    topic,
    partitions: TOPIC_PARTITIONS,
    create: true,
  });
  const groupPrefix = `dashclip-test-${id}`;
  const projections = [countingProjection() as Projection, notificationsProjection as Projection];
  const started: { stop(): Promise<void> }[] = [];
  return {
    db,
    sealed,
    store,
    keys,
    kafka,
    brokers,
    topic,
    partitions,
    groupPrefix,
    relay(options = {}) {
      const relay = eventRelay({
        kafka,
        topic,
        partitions,
        store: sealed,
        db: options.db ?? db,
        logger,
        prepare: sealPlainPersonalData(keys),
        batchSize: 50,
      });
      started.push(relay);
      return relay;
    },
    consumers(options = {}) {
      const consumers = kafkaConsumedProjections({
        kafka,
        topic,
        partitions,
        groupPrefix,
        db,
        projections: options.visible
          ? projections.map((p) =>
              p.name === 'kafka-test-counting' ? { ...p, visible: options.visible } : p,
            )
          : projections,
        open: openWithKeys(keys),
        logger,
      });
      started.push(consumers);
      return consumers;
    },
    async appendTicks(streams, ticks) {
      let last: GlobalPosition = { tx: 0n, gp: 0n };
      for (let round = 0; round < ticks; round++)
        for (const stream of streams) {
          const result = await store.append(stream, [newEvent('Tick', { round })], expectAny);
          last = result.position;
        }
      return last;
    },
    async projected(position) {
      const names = projections.map((p) => p.name);
      for (;;) {
        const checkpoints = await readAllCheckpoints(db);
        if (names.every((name) => checkpoints.has(name) && isAtOrAfter(checkpoints.get(name)!, position)))
          return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      for (const part of started.reverse()) await part.stop().catch(() => {});
      const admin = kafka.admin();
      await admin.connect().catch(() => {});
      await admin.deleteTopics({ topics: [topic] }).catch(() => {});
      await admin.disconnect().catch(() => {});
      await db.close();
      await database.drop();
    },
  };
}

/** The counting projection's verdict: events seen, seen more than once, and out-of-order arrivals. */
export async function countingVerdict(db: SqlClient) {
  const { rows } = await db.query<{ seen: number; repeated: number; out_of_order: number; streams: number }>(
    `select (select count(*)::int from kafka_test_seen) as seen,
            (select count(*)::int from kafka_test_seen where times > 1) as repeated,
            (select coalesce(sum(out_of_order), 0)::int from kafka_test_order) as out_of_order,
            (select count(*)::int from kafka_test_order) as streams`,
  );
  return rows[0]!;
}

/** How many messages the topic holds in all (events, their copies, and watermarks). */
export async function messagesInTopic(kafka: Kafka, topic: string): Promise<number> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(topic);
    return offsets.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
  } finally {
    await admin.disconnect();
  }
}
