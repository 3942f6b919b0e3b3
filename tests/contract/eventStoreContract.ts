import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, comparePositions } from '../../events/checkpoint.ts';
import type { GlobalPosition, RecordedEvent } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { ConcurrencyError, expectAny, expectExact, expectNoStream } from '../../events/eventStore.ts';
import { newEvent } from '../fixtures/newEvent.ts';

export interface EventStoreUnderTest {
  create: () => Promise<EventStore>;
  /**
   * Appends one event to `streamId` in a transaction that stays open until `commit` is called
   * (PostgreSQL only: proves the catch-up order is gap-free).
   */
  holdOpenTransaction?: (streamId: string) => Promise<{ commit: () => Promise<void> }>;
  dispose?: () => Promise<void>;
}

/** Waits until `done()` holds, polling; fails with `what` after a generous limit. */
async function eventually(done: () => boolean, what: string, limitMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function collectAll(store: EventStore, prefix: string, after: GlobalPosition = START) {
  const seen: RecordedEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll(position, 1000);
    if (page.length === 0) return seen;
    seen.push(...page.filter((event) => event.streamId.startsWith(prefix)));
    position = page.at(-1)!.globalPosition;
  }
}

/** The one contract every EventStore adapter meets (DESIGN.md §4, §9). */
export function eventStoreContract(name: string, subject: EventStoreUnderTest): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    const run = randomUUID().slice(0, 8);
    const stream = (label: string) => `test-${run}${label}${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      store = await subject.create();
    });
    afterAll(async () => {
      await store?.close();
      await subject.dispose?.();
    });

    it('reads back what was appended, Thai text and 1 MB payloads included', async () => {
      const id = stream('roundtrip');
      const thai = 'รถกระบะฝ่าไฟแดงชนมอเตอร์ไซค์ ถนนพระราม 2 กรุงเทพมหานคร ำ ๆ ฯ';
      const big = 'ก'.repeat(350_000);
      // a seller, as a clip's personal fields (sealed by the crypto-shredding store) belong to one
      const first = newEvent('ClipUploaded', { sellerId: 'seller-1', title: thai, n: 1 });
      const second = newEvent('ClipEdited', { blob: big });
      const result = await store.append(id, [first, second], expectNoStream);
      expect(result.nextExpectedVersion).toBe(2n);

      const read = await store.readStream(id);
      expect(read.version).toBe(2n);
      expect(read.events.map((e) => [e.streamPosition, e.type])).toEqual([
        [1n, 'ClipUploaded'],
        [2n, 'ClipEdited'],
      ]);
      expect(read.events[0]!.data).toEqual({ sellerId: 'seller-1', title: thai, n: 1 });
      expect((read.events[1]!.data as { blob: string }).blob).toBe(big);
      expect(Buffer.byteLength(big)).toBeGreaterThan(1_000_000);
      expect(read.events[0]!.metadata).toEqual(first.metadata);
      expect(read.events[0]!.schemaVersion).toBe(1);
      expect(comparePositions(read.events[1]!.globalPosition, result.position)).toBe(0);
    });

    it('answers an empty stream at version 0 for a stream that does not exist', async () => {
      expect(await store.readStream(stream('missing'))).toEqual({ version: 0n, events: [] });
    });

    it('noStream succeeds once and then conflicts', async () => {
      const id = stream('nostream');
      await store.append(id, [newEvent('A')], expectNoStream);
      const error = await store.append(id, [newEvent('B')], expectNoStream).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect((error as ConcurrencyError).actual).toBe(1n);
      expect((await store.readStream(id)).version).toBe(1n);
    });

    it('an exact version succeeds at that version and conflicts at any other', async () => {
      const id = stream('exact');
      await store.append(id, [newEvent('A'), newEvent('B')], expectNoStream);
      const ahead = await store.append(id, [newEvent('C')], expectExact(3n)).catch((e: unknown) => e);
      expect(ahead).toBeInstanceOf(ConcurrencyError);
      expect((ahead as ConcurrencyError).actual).toBe(2n);
      const missing = await store
        .append(stream('exact-missing'), [newEvent('C')], expectExact(1n))
        .catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(ConcurrencyError);
      expect((missing as ConcurrencyError).actual).toBe(0n);
      const ok = await store.append(id, [newEvent('C')], expectExact(2n));
      expect(ok.nextExpectedVersion).toBe(3n);
      const stale = await store.append(id, [newEvent('D')], expectExact(2n)).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('reads a stream after a version the reader knows: only the newer events, and the version', async () => {
      const id = stream('after');
      await store.append(id, [newEvent('A'), newEvent('B'), newEvent('C')], expectNoStream);
      const newer = await store.readStream(id, 1n);
      expect(newer.version).toBe(3n);
      expect(newer.events.map((e) => [e.streamPosition, e.type])).toEqual([
        [2n, 'B'],
        [3n, 'C'],
      ]);
      expect(await store.readStream(id, 3n)).toEqual({ version: 3n, events: [] });
      expect((await store.readStream(id, 0n)).events).toHaveLength(3);
      expect(await store.readStream(stream('after-missing'), 0n)).toEqual({ version: 0n, events: [] });
    });

    it('keeps the latest snapshot written per stream and kind, Thai text included (stores that keep them)', async (context) => {
      if (!store.readSnapshot || !store.writeSnapshot) return context.skip('this store keeps no snapshots');
      const id = stream('snapshot');
      expect(await store.readSnapshot(id, 'ledger')).toBeNull();
      const state = { credited: [['p1', 30_000, false]], note: 'ยอดขาย' };
      await store.writeSnapshot(id, { kind: 'ledger', schema: 1, version: 1_000n, state });
      await store.writeSnapshot(id, { kind: 'other', schema: 3, version: 5n, state: [] });
      expect(await store.readSnapshot(id, 'ledger')).toEqual({
        kind: 'ledger',
        schema: 1,
        version: 1_000n,
        state,
      });
      await store.writeSnapshot(id, { kind: 'ledger', schema: 2, version: 2_000n, state: { n: 2 } });
      expect(await store.readSnapshot(id, 'ledger')).toEqual({
        kind: 'ledger',
        schema: 2,
        version: 2_000n,
        state: { n: 2 },
      });
      expect(await store.readSnapshot(id, 'other')).toEqual({
        kind: 'other',
        schema: 3,
        version: 5n,
        state: [],
      });
    });

    it('any appends to new and existing streams', async () => {
      const id = stream('any');
      expect((await store.append(id, [newEvent('A')], expectAny)).nextExpectedVersion).toBe(1n);
      expect((await store.append(id, [newEvent('B'), newEvent('C')], expectAny)).nextExpectedVersion).toBe(
        3n,
      );
    });

    it('of 8 concurrent appenders expecting the same version exactly one wins', async () => {
      const id = stream('race');
      await store.append(id, [newEvent('Created')], expectNoStream);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => store.append(id, [newEvent('Raced', { i })], expectExact(1n))),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(7);
      for (const r of lost) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      const read = await store.readStream(id);
      expect(read.events.map((e) => e.streamPosition)).toEqual([1n, 2n]);
    });

    it('8 concurrent appenders with any all win with distinct positions', async () => {
      const id = stream('anyrace');
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store.append(id, [newEvent('E', { i }), newEvent('F', { i })], expectAny),
        ),
      );
      const read = await store.readStream(id);
      expect(read.events.map((e) => e.streamPosition)).toEqual(
        Array.from({ length: 16 }, (_, i) => BigInt(i + 1)),
      );
      const perWriter = new Map<number, string[]>();
      for (const e of read.events) {
        const i = (e.data as { i: number }).i;
        perWriter.set(i, [...(perWriter.get(i) ?? []), e.type]);
      }
      for (const types of perWriter.values()) expect(types).toEqual(['E', 'F']);
    });

    it('a catch-up subscriber gets every event once, in stream order, while 4 writers append', async () => {
      const prefix = `test-${run}sub`;
      const streamsUsed = Array.from({ length: 6 }, (_, i) => `${prefix}${i}-${randomUUID().slice(0, 6)}`);
      const perWriter = 50;
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(
        START,
        async (batch) => {
          received.push(...batch.filter((e) => e.streamId.startsWith(prefix)));
        },
        { batchSize: 37 },
      );
      const held = subject.holdOpenTransaction ? await subject.holdOpenTransaction(streamsUsed[5]!) : null;
      const expected = 4 * perWriter + (held ? 1 : 0);
      let committed = false;
      const commitHeld = async () => {
        if (held && !committed) {
          committed = true;
          await held.commit();
        }
      };
      try {
        await Promise.all(
          Array.from({ length: 4 }, async (_, writer) => {
            for (let n = 0; n < perWriter; n++) {
              const target = streamsUsed[(writer + n) % 5]!;
              await store.append(target, [newEvent('Written', { writer, n })], expectAny);
            }
          }),
        );
        if (held) {
          // Nothing written after the open transaction began may be delivered before it: the
          // subscriber sees at most what came before, and nothing from the held stream yet.
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(received.some((e) => e.streamId === streamsUsed[5])).toBe(false);
          expect(received.length).toBeLessThan(expected);
          await commitHeld();
        }
        await eventually(() => received.length >= expected, `${expected} events`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        // a failed expectation must not leave the transaction open and stall later tests
        await commitHeld();
        await subscription.stop();
      }

      expect(received).toHaveLength(expected);
      expect(new Set(received.map((e) => e.metadata.eventId)).size).toBe(expected);
      for (let i = 1; i < received.length; i++) {
        expect(comparePositions(received[i - 1]!.globalPosition, received[i]!.globalPosition)).toBeLessThan(
          0,
        );
      }
      for (const id of streamsUsed) {
        const positions = received.filter((e) => e.streamId === id).map((e) => e.streamPosition);
        expect(positions).toEqual(positions.map((_, i) => BigInt(i + 1)));
      }
    });

    it('resumes from a stored checkpoint with exactly the events after it', async () => {
      const prefix = `test-${run}resume`;
      const id = `${prefix}-${randomUUID().slice(0, 8)}`;
      await store.append(id, [newEvent('One'), newEvent('Two')], expectNoStream);
      const before = await collectAll(store, prefix);
      const checkpoint = before.at(-1)!.globalPosition;
      await store.append(id, [newEvent('Three')], expectExact(2n));

      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(checkpoint, async (batch) => {
        received.push(...batch.filter((e) => e.streamId.startsWith(prefix)));
      });
      await eventually(() => received.length >= 1, 'the event after the checkpoint');
      await store.append(id, [newEvent('Four')], expectExact(3n));
      await eventually(() => received.length >= 2, 'a live event');
      await subscription.stop();
      expect(received.map((e) => e.type)).toEqual(['Three', 'Four']);
    });

    it('a failing handler stops the subscription and reports the error', async () => {
      const id = stream('failing');
      await store.append(id, [newEvent('Boom')], expectNoStream);
      const subscription = store.subscribe(START, async () => {
        throw new Error('handler failed');
      });
      const error = await subscription.failed;
      expect(error.message).toBe('handler failed');
      await subscription.stop();
    });
  });
}
