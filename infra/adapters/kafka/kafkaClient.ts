import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';
import { CLIENT_RETRY, CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './kafkaSettings.ts';

export interface KafkaSettings {
  /** host:port, as KAFKA_BROKERS lists them. */
  brokers: string[];
  clientId: string;
}

/** KAFKA_BROKERS as a list of host:port. */
export function parseBrokers(text: string): string[] {
  return text
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
}

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * What kafkajs reports while it retries by itself (a coordinator still loading, a broker away) or
 * warns about by design here (limited producer retries: the relay restarts instead, see
 * eventRelay.ts): debug only. The relay and consumers log what matters when they give up.
 */
const ROUTINE =
  /retry|reconnect|Connection error|^Response |Limiting retries|switched default partitioner|coordinator/i;

/**
 * kafkajs's log lines into pino, structured: namespace and message, plus the broker, topic and
 * error fields kafkajs adds (never a message's content). Its own retries are logged at debug:
 * the relay and the consumers report what matters when they give up.
 */
function pinoLogCreator(logger: Logger) {
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { message, timestamp: _timestamp, ...fields } = log;
      const method = ROUTINE.test(String(message)) ? 'debug' : (LEVELS[level] ?? 'info');
      logger[method]({ kafka: namespace, ...pickSafe(fields) }, `kafka: ${message}`);
    };
}

/** Only the fields that describe brokers and protocol, never payloads. */
function pickSafe(fields: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const key of [
    'broker',
    'clientId',
    'groupId',
    'memberId',
    'topic',
    'partition',
    'error',
    'retryCount',
  ])
    if (fields[key] !== undefined) safe[key] = fields[key];
  return safe;
}

/** One client for the brokers: producers, consumers and the admin come from it. */
export function kafkaClient(
  settings: KafkaSettings,
  logger: Logger,
  retry: { initialRetryTime: number; maxRetryTime: number; retries: number } = CLIENT_RETRY,
): Kafka {
  return new Kafka({
    clientId: settings.clientId,
    brokers: settings.brokers,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    retry: { ...retry },
    logLevel: logLevel.WARN,
    logCreator: pinoLogCreator(logger.child({ component: 'kafka' })),
  });
}
