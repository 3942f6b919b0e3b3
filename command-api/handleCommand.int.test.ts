import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../events/eventStore.ts';
import { expectAny } from '../events/eventStore.ts';
import { streams } from '../events/streams.ts';
import { migrate } from '../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../infra/adapters/postgres/pgliteClient.ts';
import { postgresEventStore } from '../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { newEvent } from '../tests/fixtures/newEvent.ts';
import { notificationDecider } from './domain/notification/decide.ts';
import { handleCommand, loadState } from './handleCommand.ts';
import { ledgerDecider } from './domain/ledger/decide.ts';
import { DomainError } from './domain/decider.ts';
import { SNAPSHOT_EVERY_EVENTS } from './constants.ts';

const READ_AT = '2026-11-26T10:00:00.000Z';
const read = (uid: string, ids: string[]) => newEvent('NotificationsRead', { uid, ids, readAt: READ_AT });
/** A 400-baht sale credited to a seller's ledger, as the store holds it. */
const saleOf = (sellerId: string, n: number) =>
  newEvent('SaleCredited', {
    sellerId,
    purchaseId: `p${n}`,
    clipId: 'c1',
    grossSatang: 40_000,
    platformSatang: 10_000,
    sellerSatang: 30_000,
    creditedAt: READ_AT,
  });
/** The command that credits that sale, through `commandSide`. */
const creditOn = (commandSide: EventStore, sellerId: string, purchaseId: string) =>
  handleCommand(
    commandSide,
    streams.ledger(sellerId),
    ledgerDecider,
    {
      type: 'CreditSale',
      sellerId,
      purchaseId,
      clipId: 'c1',
      grossSatang: 40_000,
      testMode: false,
      now: READ_AT,
    },
    { actor: { system: 'test' }, correlationId: `c-${purchaseId}` },
  );

describe('handleCommand on a contended, long stream (issue 20)', () => {
  let store: EventStore;
  beforeAll(async () => {
    const db = await pgliteClient(null);
    await migrate(db);
    store = postgresEventStore(db, { ownsClient: true });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('after losing a race, catches up from the version it read instead of reading the stream again', async () => {
    const uid = 'u-contended';
    const streamId = streams.notifications(uid);
    for (let n = 0; n < 50; n++) await store.append(streamId, [read(uid, [`n${n}`])], expectAny);
    // Another writer appends between this handler's read and its append, once.
    const readsAfter: (bigint | undefined)[] = [];
    let raced = false;
    const racing: EventStore = {
      ...store,
      readStream: (id, after) => {
        readsAfter.push(after);
        return store.readStream(id, after);
      },
      append: async (id, events, expected) => {
        if (!raced) {
          raced = true;
          await store.append(id, [read(uid, ['x'])], expectAny);
        }
        return store.append(id, events, expected);
      },
    };
    const result = await handleCommand(
      racing,
      streamId,
      notificationDecider,
      { type: 'MarkNotificationsRead', uid, ids: ['x', 'y'], now: READ_AT },
      { actor: { system: 'test' }, correlationId: 'c-1' },
    );
    // The first read is whole; the retry reads only what came after version 50 (the other writer's).
    expect(readsAfter).toEqual([undefined, 50n]);
    // Decided again on the caught-up state: x was read meanwhile, so only y is marked.
    expect(result.events).toEqual([
      { type: 'NotificationsRead', data: { uid, ids: ['y'], readAt: READ_AT } },
    ]);
    const { version, events } = await store.readStream(streamId);
    expect(version).toBe(52n);
    expect(events.at(-1)?.data).toEqual({ uid, ids: ['y'], readAt: READ_AT });
  });

  it('keeps a ledger between commands and reads only what is newer: a long ledger costs what a new one does', async () => {
    const sellerId = 's-busy';
    const streamId = streams.ledger(sellerId);
    const sale = (n: number) => saleOf(sellerId, n);
    for (let n = 0; n < 300; n += 50)
      await store.append(
        streamId,
        Array.from({ length: 50 }, (_, k) => sale(n + k)),
        expectAny,
      );
    const readsAfter: (bigint | undefined)[] = [];
    const counting: EventStore = {
      ...store,
      readStream: (id, after) => {
        readsAfter.push(after);
        return store.readStream(id, after);
      },
    };
    const credit = (purchaseId: string) => creditOn(counting, sellerId, purchaseId);
    await credit('p-new-1');
    // Someone else's append in between: caught up, not read whole.
    await store.append(streamId, [sale(999)], expectAny);
    await credit('p-new-2');
    await expect(credit('p1')).rejects.toThrow(DomainError);
    expect(readsAfter).toEqual([undefined, 301n, 303n]);
    // The kept state is the ledger's: 303 sales of 300 baht each, credited once.
    const { state } = await loadState(store, streamId, ledgerDecider);
    expect(state.balanceSatang).toBe(303 * 30_000);
  });

  it('runs one process’s commands on one stream one at a time: many payments at once credit a ledger without a lost race', async () => {
    const sellerId = 's-many-at-once';
    const streamId = streams.ledger(sellerId);
    let conflicts = 0;
    const counting: EventStore = {
      ...store,
      append: async (id, events, expected) => {
        try {
          return await store.append(id, events, expected);
        } catch (error) {
          conflicts++;
          throw error;
        }
      },
    };
    const payments = Array.from({ length: 24 }, (_, n) => creditOn(counting, sellerId, `p-at-once-${n}`));
    // One of them refused (credited twice) does not stop the ones after it.
    const twice = creditOn(counting, sellerId, 'p-at-once-0');
    const after = creditOn(counting, sellerId, 'p-after');
    await Promise.all(payments);
    await expect(twice).rejects.toMatchObject({ code: 'SALE_ALREADY_CREDITED' });
    await after;
    expect(conflicts).toBe(0);
    const { version, state } = await loadState(store, streamId, ledgerDecider);
    expect(version).toBe(25n);
    expect(state.balanceSatang).toBe(25 * 30_000);
  });

  describe('snapshots: a new process reads a long ledger from its latest snapshot', () => {
    const sellerId = 's-snapshot';
    const streamId = streams.ledger(sellerId);
    const sale = (n: number) => saleOf(sellerId, n);
    /** A command side of its own (kept states are per store): as a process started anew. */
    const process = () => {
      const readsAfter: (bigint | undefined)[] = [];
      const counting: EventStore = {
        ...store,
        readStream: (id, after) => {
          readsAfter.push(after);
          return store.readStream(id, after);
        },
      };
      const credit = (purchaseId: string, seller = sellerId) => creditOn(counting, seller, purchaseId);
      return { readsAfter, credit };
    };
    const snapshotAt = async (version: bigint) => {
      for (;;) {
        const snapshot = await store.readSnapshot!(streamId, 'ledger');
        if (snapshot && snapshot.version >= version) return snapshot;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const events = SNAPSHOT_EVERY_EVENTS * 2 + 500;

    it('writes one once a kept state is far enough past the last, and a new process starts from it', async () => {
      for (let n = 0; n < events; n += 500)
        await store.append(
          streamId,
          Array.from({ length: 500 }, (_, k) => sale(n + k)),
          expectAny,
        );
      const first = process();
      await first.credit('p-first');
      expect(first.readsAfter).toEqual([undefined]);
      // Taken as soon as the whole ledger was read, before deciding.
      const snapshot = await snapshotAt(BigInt(events));
      expect(snapshot.version).toBe(BigInt(events));
      expect(snapshot.schema).toBe(ledgerDecider.snapshot!.schema);

      // A new process: the snapshot (checked against the event it was taken at), then what is newer.
      await store.append(streamId, [sale(events)], expectAny);
      const second = process();
      await second.credit('p-second');
      expect(second.readsAfter).toEqual([snapshot.version - 1n, snapshot.version]);
      // Decided on the whole ledger: a sale credited before the snapshot is refused.
      await expect(second.credit('p7')).rejects.toMatchObject({ code: 'SALE_ALREADY_CREDITED' });
      const { state } = await loadState(store, streamId, ledgerDecider);
      expect(state.balanceSatang).toBe((events + 3) * 30_000);
    });

    it('does not trust a snapshot ahead of its stream (restored from an older backup), nor one of another schema', async () => {
      const shortSeller = 's-restored';
      const shortStream = streams.ledger(shortSeller);
      await store.append(shortStream, [sale(1)], expectAny);
      const codec = ledgerDecider.snapshot!;
      // A state with sales this stream does not have, at a version it never reached.
      const future = ledgerDecider.fold!(
        ledgerDecider.initialState(),
        [1, 2, 3].map((n) => ({ type: 'SaleCredited', data: sale(n).data }) as never),
      );
      await store.writeSnapshot!(shortStream, {
        kind: codec.kind,
        schema: codec.schema,
        version: 3n,
        state: codec.encode(future),
      });
      const ahead = process();
      const credited = await ahead.credit('p3', shortSeller);
      expect(credited.events).toHaveLength(1);
      expect(ahead.readsAfter).toEqual([2n, undefined]);

      await store.writeSnapshot!(shortStream, {
        kind: codec.kind,
        schema: codec.schema + 1,
        version: 1n,
        state: {},
      });
      const otherSchema = process();
      await otherSchema.credit('p4', shortSeller);
      expect(otherSchema.readsAfter).toEqual([undefined]);
    });
  });
});
