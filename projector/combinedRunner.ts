import type { KafkaConsumedProjections } from './kafkaConsumedProjections.ts';
import type { ProjectionRunner } from './projectionRunner.ts';

/**
 * The event-store runner and the Kafka consumers as one runner (distributed mode with Kafka), so
 * the process starts, stops and reports them together (`/readyz` shows each one's source).
 */
export function combinedRunner(
  storeRunner: ProjectionRunner,
  consumers: () => Promise<KafkaConsumedProjections>,
): ProjectionRunner {
  let started: KafkaConsumedProjections | null = null;
  return {
    async start() {
      started = await consumers();
      await Promise.all([storeRunner.start(), started.start()]);
    },
    async stop() {
      await Promise.all([storeRunner.stop(), started?.stop()]);
    },
    status: () => [
      ...storeRunner.status().map((status) => ({ ...status, source: 'event-store' as const })),
      ...(started?.status() ?? []),
    ],
  };
}
