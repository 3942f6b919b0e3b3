/**
 * The Kafka fan-out's own numbers (issue 18). Settings that are not environment variables yet have
 * their default here; docs/architecture.md ("Kafka fan-out") explains each choice.
 */

/** Partitions of the event topic when the relay creates it (KAFKA_TOPIC_PARTITIONS, not yet a setting). */
export const DEFAULT_TOPIC_PARTITIONS = 6;
/** Replicas of the event topic when created: 1 for a single local broker; 3 in production clusters. */
export const DEFAULT_TOPIC_REPLICATION_FACTOR = 1;
/**
 * The topic keeps every event (it holds them sealed, as the store does): a new consumer group, or
 * a projection moved from the store to Kafka, replays from its checkpoint whatever its age.
 */
export const TOPIC_RETENTION_MS = '-1';

/** Events the relay publishes per send (one broker acknowledgement, one checkpoint write). */
export const RELAY_BATCH_SIZE = 500;
/**
 * How often an idle relay asks the event store for new events (another process appended them, so
 * nothing wakes it): the floor of every Kafka-fed projection's freshness (bench:pipeline).
 */
export const RELAY_IDLE_MS = 20;

/** Back-off of the relay and the consumers after a failure: doubles from the first to the cap. */
export const RESTART_BACKOFF_INITIAL_MS = 500;
export const RESTART_BACKOFF_MAX_MS = 5_000;

/** kafkajs's own retries of one request before it gives up and we restart with back-off. */
export const CLIENT_RETRY = { initialRetryTime: 200, maxRetryTime: 5_000, retries: 8 } as const;
/** At start, how long the brokers get to answer before the process stops, naming KAFKA_BROKERS. */
export const STARTUP_RETRY = { initialRetryTime: 200, maxRetryTime: 2_000, retries: 3 } as const;
/** Connection and request timeouts of every client (ms). */
export const CONNECTION_TIMEOUT_MS = 3_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Consumer group membership: a member silent this long is dropped and its partitions reassigned. */
export const CONSUMER_SESSION_TIMEOUT_MS = 10_000;
export const CONSUMER_HEARTBEAT_INTERVAL_MS = 1_000;
/**
 * A fetch answers when CONSUMER_MIN_BYTES have gathered or after CONSUMER_MAX_WAIT_MS (Kafka's
 * fetch.min.bytes and fetch.max.wait.ms): under a steady trickle a consumer takes a few events
 * per round, not one round and one transaction per event, for at most this wait (bench:pipeline).
 * A backlog fills the bytes at once.
 */
export const CONSUMER_MAX_WAIT_MS = 20;
export const CONSUMER_MIN_BYTES = 1_048_576;
/**
 * Partitions one consumer process handles at the same time (each in its own transaction). kafkajs
 * fetches again only when every batch of the last fetch is handled, and a search batch waits for
 * the index's refresh: handling the topic's partitions together keeps a round to one refresh.
 */
export const PARTITIONS_CONSUMED_CONCURRENTLY = DEFAULT_TOPIC_PARTITIONS;
/** Events handled per transaction when a fetched batch is larger. */
export const CONSUMER_CHUNK_SIZE = 500;
