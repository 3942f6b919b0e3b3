import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAny } from '../../events/eventStore.ts';
import { isAtOrAfter } from '../../events/checkpoint.ts';
import { readAllCheckpoints } from '../../projector/checkpoints.ts';
import { ensureEventTopic, KafkaUnreachableError } from '../../infra/adapters/kafka/eventTopic.ts';
import { parseBrokers } from '../../infra/adapters/kafka/kafkaClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { newEvent } from '../fixtures/newEvent.ts';
import { clipUploadedData } from '../fixtures/clipUploadedData.ts';
import {
  brokersUrl,
  countingVerdict,
  fanOutWorld,
  kafkaSkipReason,
  quietLogger,
  type FanOutWorld,
} from './kafkaFixtures.ts';

const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
};

const clipUploaded = (clipId: string, sellerId: string, title: string) =>
  newEvent('ClipUploaded', clipUploadedData(clipId, sellerId, title));

/** The database, except that the relay's checkpoint never moves: it dies after each publish. */
function checkpointFails(db: SqlClient, failures: { count: number }): SqlClient {
  return {
    ...db,
    query: async (sql, params, prepareAs) => {
      if (sql.includes('update kafka_relay_checkpoints')) {
        failures.count++;
        throw new Error('killed between publish and checkpoint');
      }
      return db.query(sql, params, prepareAs);
    },
  } as SqlClient;
}

/** Every message value in the topic, read by a group of its own from the beginning. */
async function topicValues(world: FanOutWorld): Promise<string[]> {
  const admin = world.kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(world.topic);
  await admin.disconnect();
  const total = offsets.reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
  const consumer = world.kafka.consumer({
    groupId: `${world.groupPrefix}.raw-${randomUUID()}`,
    maxWaitTimeInMs: 100,
  });
  const values: string[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: [world.topic], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => void values.push(message.value?.toString() ?? ''),
  });
  await until(() => values.length >= total);
  await consumer.disconnect();
  return values;
}

const skip = kafkaSkipReason();
if (skip) {
  describe.skip(`Kafka fan-out (skipped: ${skip})`, () => {
    it('relay crash and restart; two consumers with a rebalance', () => {});
  });
} else {
  describe('Kafka fan-out: relay and consumed projections', () => {
    let world: FanOutWorld | null = null;
    afterEach(async () => {
      await world?.close();
      world = null;
    });

    it('a relay killed between publish and checkpoint publishes again; the projections absorb the copies; nothing personal leaves unsealed', async () => {
      world = await fanOutWorld(parseBrokers(brokersUrl!));
      const title = `ชนท้าย ${randomUUID().slice(0, 6)}`;
      const legacyTitle = `ฝ่าไฟแดง ${randomUUID().slice(0, 6)}`;
      await world.store.append('clip-c1', [clipUploaded('c1', 's1', title)], expectAny);
      // Written before clip titles were sealed: plain in the store, must not be plain in Kafka.
      await world.sealed.append('clip-c2', [clipUploaded('c2', 's1', legacyTitle)], expectAny);
      await world.appendTicks(['t-1', 't-2', 't-3', 't-4', 't-5'], 12);
      await world.store.append(
        'clip-c1',
        [newEvent('ClipApproved', { clipId: 'c1', approvedAt: '2026-11-21T07:00:00.000Z' })],
        expectAny,
      );
      await world.store.append(
        'clip-c2',
        [newEvent('ClipApproved', { clipId: 'c2', approvedAt: '2026-11-21T07:00:00.000Z' })],
        expectAny,
      );

      const consumers = world.consumers();
      await consumers.start();
      const failures = { count: 0 };
      const dying = world.relay({ db: checkpointFails(world.db, failures) });
      await dying.start();
      await until(() => failures.count > 0);
      await dying.stop(); // killed: its batch is in the topic, its checkpoint never moved
      expect(dying.status().checkpoint).toEqual({ tx: 0n, gp: 0n });

      const relay = world.relay();
      await relay.start();
      const last = await world.appendTicks(['t-1', 't-6'], 5);
      await world.projected(last);

      const events = 2 + 5 * 12 + 2 + 2 * 5;
      expect(await countingVerdict(world.db)).toEqual({
        seen: events,
        repeated: 0,
        out_of_order: 0,
        streams: 8,
      });
      expect(relay.status().published).toBe(events);
      const notifications = await world.db.query<{ uid: string; kind: string; title: string }>(
        `select uid, kind, data->>'title' as title from notifications order by title`,
      );
      expect(notifications.rows).toEqual(
        [title, legacyTitle].sort().map((t) => ({ uid: 's1', kind: 'clip_approved', title: t })),
      );

      const values = await topicValues(world);
      const eventMessages = values.filter((value) => value.includes('"streamId"'));
      expect(eventMessages.length).toBeGreaterThan(events); // the dead relay's batch is there twice
      expect(values.some((value) => value.includes(title) || value.includes(legacyTitle))).toBe(false);
    });

    it('stops the start with an error naming KAFKA_BROKERS when no broker answers', async () => {
      const nowhere = ['127.0.0.1:1'];
      const start = ensureEventTopic({ brokers: nowhere, clientId: 'dashclip-test' }, quietLogger(), {
        topic: 'dashclip.unreachable',
        create: true,
      });
      await expect(start).rejects.toThrow(KafkaUnreachableError);
      await expect(start).rejects.toThrow(/^KAFKA_BROKERS=127\.0\.0\.1:1: no Kafka broker answered/);
    });

    it('the checkpoint read-your-writes waits for moves only once the writes are visible, and the consumer goes on meanwhile', async () => {
      world = await fanOutWorld(parseBrokers(brokersUrl!));
      // The projection's "make it searchable", held shut until the test opens it.
      let open: () => void = () => {};
      const shut = new Promise<void>((resolve) => (open = resolve));
      let asked = 0;
      const consumers = world.consumers({
        visible: async () => {
          asked += 1;
          await shut;
        },
      });
      await consumers.start();
      await world.relay().start();
      const first = await world.appendTicks(['t-1', 't-2', 't-3'], 4);
      await until(async () => (await countingVerdict(world!.db)).seen === 12);
      // More events are applied while the first visibility wait is still open.
      const last = await world.appendTicks(['t-1', 't-4'], 3);
      await until(async () => (await countingVerdict(world!.db)).seen === 18);
      expect(asked).toBeGreaterThan(0);
      const held = (await readAllCheckpoints(world.db)).get('kafka-test-counting');
      expect(held === undefined || !isAtOrAfter(held, first)).toBe(true);
      open();
      await world.projected(last);
    });

    it('two consumers in one group share the partitions through rebalances: every event once, each stream in order', async () => {
      world = await fanOutWorld(parseBrokers(brokersUrl!));
      const streams = Array.from({ length: 12 }, (_, i) => `tick-${i}`);
      const relay = world.relay();
      await relay.start();
      const first = world.consumers();
      await first.start();
      await world.appendTicks(streams, 4);
      await until(async () => (await countingVerdict(world!.db)).seen > 0);

      const second = world.consumers();
      await second.start();
      await world.appendTicks(streams, 4);
      await until(() =>
        [first, second].every((member) => member.status().every((p) => p.partitions.length > 0)),
      );
      await world.appendTicks(streams, 4);

      await first.stop(); // leaves the group mid-stream: the second takes every partition
      const last = await world.appendTicks(streams, 4);
      await until(() => second.status().every((p) => p.partitions.length === world!.partitions));
      await world.projected(last);

      expect(await countingVerdict(world.db)).toEqual({
        seen: streams.length * 16,
        repeated: 0,
        out_of_order: 0,
        streams: streams.length,
      });
    });
  });
}
