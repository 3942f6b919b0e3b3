import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portAnswers, removeKafkaFiles, startKafka, stopEngine } from '../../infra/engines/engines.ts';
import { countingVerdict, fanOutWorld, kafkaSkipReason, type FanOutWorld } from './kafkaFixtures.ts';

/**
 * A broker of this file's own (never the shared one others use): its own name, data dir and
 * ports, killed and started again mid-stream. ENGINES_TEST_KAFKA_PORT moves it off 19192.
 */
const PORT = Number(process.env.ENGINES_TEST_KAFKA_PORT ?? 19192);
const NAME = `kafka-restart-test-${process.pid}`;

const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
};

const skip = kafkaSkipReason();
if (skip) {
  describe.skip(`Kafka broker restart (skipped: ${skip})`, () => {
    it('the relay and the consumers resume by themselves after the broker comes back', () => {});
  });
} else {
  describe('Kafka fan-out across a broker restart', () => {
    let world: FanOutWorld | null = null;
    let brokers = '';
    beforeAll(async () => {
      brokers = await startKafka({ name: NAME, port: PORT });
    });
    afterAll(async () => {
      await world?.close();
      stopEngine(NAME, 'SIGKILL');
      await until(async () => !(await portAnswers(PORT)));
      removeKafkaFiles(NAME);
    });

    it('the relay and the consumers resume by themselves after the broker comes back: nothing lost, nothing twice', async () => {
      world = await fanOutWorld([brokers]);
      const streams = Array.from({ length: 6 }, (_, i) => `tick-${i}`);
      const relay = world.relay();
      await relay.start();
      const consumers = world.consumers();
      await consumers.start();
      await world.projected(await world.appendTicks(streams, 3));

      stopEngine(NAME, 'SIGKILL');
      await until(async () => !(await portAnswers(PORT)));
      // The store goes on taking events while the broker is away.
      await world.appendTicks(streams, 3);
      await startKafka({ name: NAME, port: PORT });
      const last = await world.appendTicks(streams, 3);
      await world.projected(last);

      expect(await countingVerdict(world.db)).toEqual({
        seen: streams.length * 9,
        repeated: 0,
        out_of_order: 0,
        streams: streams.length,
      });
    });
  });
}
