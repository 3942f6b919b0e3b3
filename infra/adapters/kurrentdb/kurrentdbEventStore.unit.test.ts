import { afterEach, describe, expect, it } from 'vitest';
import { StreamDeletedError, UnavailableError, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { START, comparePositions } from '../../../events/checkpoint.ts';
import type { GlobalPosition, RecordedEvent } from '../../../events/envelope.ts';
import type { EventStore, Subscription } from '../../../events/eventStore.ts';
import { ConcurrencyError, expectAny, expectExact, expectNoStream } from '../../../events/eventStore.ts';
import { newEvent } from '../../../tests/fixtures/newEvent.ts';
import { kurrentdbEventStoreWithClient } from './kurrentdbEventStore.ts';
import { FakeKurrentClient, type FakeKurrentClientOptions } from './testing/fakeKurrentClient.ts';

// No timers in the assertions: the fake moves one setImmediate at a time, so waiting is counted in turns.
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
async function turns(n = 20): Promise<void> {
  for (let i = 0; i < n; i++) await turn();
}
async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    if (done()) return;
    await turn();
  }
  throw new Error(`never happened: ${what}`);
}
function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
function isSettled(promise: Promise<unknown>): () => boolean {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}

const opened: EventStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

function given(options?: FakeKurrentClientOptions) {
  const client = new FakeKurrentClient(options);
  const store = kurrentdbEventStoreWithClient(client);
  opened.push(store);
  return { client, store };
}

const rawEvents = (client: FakeKurrentClient, streamId: string) =>
  client.records().filter((record) => record.streamId === streamId);
const lastCall = (client: FakeKurrentClient, method: string) =>
  client.calls.filter((call) => call.method === method).at(-1);
const asGlobal = (position: { commit: bigint; prepare: bigint }): GlobalPosition => ({
  tx: position.commit,
  gp: position.prepare,
});

function collector(options: { gateOnBatch?: number; handled?: RecordedEvent[] } = {}) {
  const batches: RecordedEvent[][] = [];
  const held = gate();
  let inFlight = 0;
  let maxInFlight = 0;
  const handler = async (batch: RecordedEvent[]) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    batches.push(batch);
    await turn();
    if (batches.length === options.gateOnBatch) await held.opened;
    options.handled?.push(...batch);
    inFlight -= 1;
  };
  return {
    handler,
    batches,
    release: held.open,
    events: () => batches.flat(),
    types: () => batches.flat().map((event) => event.type),
    maxInFlight: () => maxInFlight,
  };
}

describe('KurrentDB adapter, appends: our 1-based versions and KurrentDB 0-based revisions', () => {
  it('given no stream, when two events are appended expecting noStream, then KurrentDB holds revisions 0 and 1 and we answer version 2', async () => {
    const { client, store } = given();

    const result = await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);

    expect(lastCall(client, 'appendToStream')?.options).toMatchObject({ streamState: 'no_stream' });
    const raw = rawEvents(client, 'clip-1');
    expect(raw.map((record) => record.revision)).toEqual([0n, 1n]);
    expect(result.nextExpectedVersion).toBe(2n);
    expect(result.position).toEqual(asGlobal(raw[1]!.position));
    const read = await store.readStream('clip-1');
    expect(read.version).toBe(2n);
    expect(read.events.map((event) => [event.streamPosition, event.type])).toEqual([
      [1n, 'A'],
      [2n, 'B'],
    ]);
  });

  it('given a stream at version 2, when appending expecting exactly 2, then KurrentDB is asked for revision 1', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);

    const result = await store.append('clip-1', [newEvent('C')], expectExact(2n));

    expect(lastCall(client, 'appendToStream')?.options).toMatchObject({ streamState: 1n });
    expect(result.nextExpectedVersion).toBe(3n);
    expect(rawEvents(client, 'clip-1').at(-1)!.revision).toBe(2n);
  });

  it('given a new and an existing stream, when appending expecting any, then KurrentDB is asked for any and both succeed', async () => {
    const { client, store } = given();

    expect((await store.append('clip-1', [newEvent('A')], expectAny)).nextExpectedVersion).toBe(1n);
    expect((await store.append('clip-1', [newEvent('B')], expectAny)).nextExpectedVersion).toBe(2n);

    const states = client.calls
      .filter((call) => call.method === 'appendToStream')
      .map((call) => (call.options as { streamState: unknown }).streamState);
    expect(states).toEqual(['any', 'any']);
  });

  it('given a stream at version 2, when appending expecting exactly 3, then the WrongExpectedVersionError becomes a ConcurrencyError with actual version 2', async () => {
    const { store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);

    const error = await store.append('clip-1', [newEvent('C')], expectExact(3n)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId: 'clip-1', expected: expectExact(3n), actual: 2n });
    expect((error as Error).message).toBe('stream clip-1: expected version 3, found version 2');
  });

  it('given no stream, when appending expecting exactly 1, then the actual version is 0 (KurrentDB: no_stream)', async () => {
    const { store } = given();
    const error = await store.append('clip-1', [newEvent('A')], expectExact(1n)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect((error as ConcurrencyError).actual).toBe(0n);
  });

  it('given a stream at version 3, when appending expecting noStream, then the actual version is 3', async () => {
    const { store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B'), newEvent('C')], expectNoStream);
    const error = await store.append('clip-1', [newEvent('D')], expectNoStream).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ expected: expectNoStream, actual: 3n });
  });

  it('given throwOnAppendFailure=false, when an append conflicts, then the actual version is read back, not taken from the unreliable result', async () => {
    const { store } = given({ throwOnAppendFailure: false });
    await store.append('clip-1', [newEvent('A'), newEvent('B'), newEvent('C')], expectNoStream);

    // the client's batch append answers nextExpectedRevision 1n here whatever the stream holds
    const error = await store.append('clip-1', [newEvent('D')], expectExact(1n)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConcurrencyError);
    expect((error as ConcurrencyError).actual).toBe(3n);
  });

  it('given a stream at version 2, when nothing is appended, then the expectation is checked without writing', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);
    const appends = client.calls.filter((call) => call.method === 'appendToStream').length;

    const same = await store.append('clip-1', [], expectExact(2n));
    const stale = await store.append('clip-1', [], expectExact(1n)).catch((e: unknown) => e);
    const missing = await store.append('clip-2', [], expectNoStream);

    expect(same).toEqual({
      nextExpectedVersion: 2n,
      position: asGlobal(rawEvents(client, 'clip-1').at(-1)!.position),
    });
    expect(stale).toBeInstanceOf(ConcurrencyError);
    expect((stale as ConcurrencyError).actual).toBe(2n);
    expect(missing).toEqual({ nextExpectedVersion: 0n, position: START });
    expect(client.calls.filter((call) => call.method === 'appendToStream')).toHaveLength(appends);
  });

  it('given the server is unavailable, when appending, then the client error passes through unchanged', async () => {
    const { client, store } = given();
    const unavailable = new UnavailableError(undefined, '14 UNAVAILABLE: No connection established');
    client.failNext('appendToStream', unavailable);

    await expect(store.append('clip-1', [newEvent('A')], expectAny)).rejects.toBe(unavailable);
  });
});

describe('KurrentDB adapter, deleted streams', () => {
  async function tombstoned() {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);
    client.tombstone('clip-1');
    return { client, store };
  }

  function expectDeletedError(error: unknown) {
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ConcurrencyError);
    expect((error as Error).message).toMatch(/KurrentDB stream clip-1 was deleted/);
    expect((error as Error).cause).toBeInstanceOf(StreamDeletedError);
  }

  it('given a tombstoned stream, when it is read, then the error names the stream and keeps the StreamDeletedError as its cause', async () => {
    const { store } = await tombstoned();
    expectDeletedError(await store.readStream('clip-1').catch((e: unknown) => e));
  });

  it('given a tombstoned stream, when appending with any expectation, then the same error and never a ConcurrencyError', async () => {
    const { store } = await tombstoned();
    for (const expected of [expectAny, expectNoStream, expectExact(2n)]) {
      expectDeletedError(await store.append('clip-1', [newEvent('C')], expected).catch((e: unknown) => e));
    }
    expectDeletedError(await store.append('clip-1', [], expectAny).catch((e: unknown) => e));
  });

  it('given a tombstoned stream, when reading $all or subscribing, then its earlier events stay and the tombstone record does not show', async () => {
    const { client, store } = await tombstoned();
    expect(client.records().at(-1)!.type).toBe('$streamDeleted');

    expect((await store.readAll(START, 100)).map((event) => event.type)).toEqual(['A', 'B']);
    const seen = collector();
    store.subscribe(START, seen.handler);
    await until(() => seen.events().length === 2, 'the two events');
    await turns();
    expect(seen.types()).toEqual(['A', 'B']);
  });
});

describe('KurrentDB adapter, readAll: system events filtered by the server and dropped by the adapter', () => {
  it('given user and system events, when reading $all, then the server is asked to exclude system events and $-streams are dropped too', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A')], expectNoStream);
    // a $-stream event whose type passes the server's event-type filter
    client.appendSystemEvent('$stats-127.0.0.1:2113', 'StatsCollected');
    client.appendSystemEvent('$$clip-1', '$metadata');
    await store.append('clip-2', [newEvent('B')], expectNoStream);

    const events = await store.readAll(START, 100);

    expect(lastCall(client, 'readAll')?.options).toMatchObject({
      direction: 'forwards',
      fromPosition: 'start',
      resolveLinkTos: false,
    });
    expect((lastCall(client, 'readAll')?.options as { filter: unknown }).filter).toEqual(
      excludeSystemEvents(),
    );
    expect(events.map((event) => [event.streamId, event.type])).toEqual([
      ['clip-1', 'A'],
      ['clip-2', 'B'],
    ]);
  });

  it('given a run of $-stream events longer than a page, when paging, then each page starts strictly after the last event and skips none', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A1'), newEvent('A2')], expectNoStream);
    for (let i = 0; i < 5; i++) client.appendSystemEvent('$stats-127.0.0.1:2113', 'StatsCollected');
    await store.append('clip-2', [newEvent('B1'), newEvent('B2'), newEvent('B3')], expectNoStream);

    const first = await store.readAll(START, 2);
    const second = await store.readAll(first.at(-1)!.globalPosition, 2);
    const third = await store.readAll(second.at(-1)!.globalPosition, 2);
    const fourth = await store.readAll(third.at(-1)!.globalPosition, 2);

    expect([first, second, third, fourth].map((page) => page.map((event) => event.type))).toEqual([
      ['A1', 'A2'],
      ['B1', 'B2'],
      ['B3'],
      [],
    ]);
  });

  it('given one append of three events sharing a commit position, when paging one at a time, then every event comes once, in order', async () => {
    const { client, store } = given({ layout: 'commitRecord' });
    await store.append('clip-1', [newEvent('A'), newEvent('B'), newEvent('C')], expectNoStream);
    await store.append('clip-2', [newEvent('D')], expectNoStream);
    const raw = rawEvents(client, 'clip-1');
    expect(raw[0]!.position.commit).toBe(raw[2]!.position.commit);

    const seen: string[] = [];
    let position = START;
    for (;;) {
      const page = await store.readAll(position, 1);
      if (page.length === 0) break;
      seen.push(page[0]!.type);
      position = page[0]!.globalPosition;
    }

    expect(seen).toEqual(['A', 'B', 'C', 'D']);
  });

  it('given a limit of 0, when reading $all, then nothing is read', async () => {
    const { client, store } = given();
    expect(await store.readAll(START, 0)).toEqual([]);
    expect(lastCall(client, 'readAll')).toBeUndefined();
  });
});

describe('KurrentDB adapter, subscribe', () => {
  it('given user and system events, when subscribing from START, then batches come one at a time, in log order, without system events, then live ones', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);
    client.appendSystemEvent('$stats-127.0.0.1:2113', 'StatsCollected');
    client.appendSystemEvent('$$clip-1', '$metadata');
    await store.append('clip-2', [newEvent('C'), newEvent('D'), newEvent('E')], expectNoStream);
    await store.append('clip-1', [newEvent('F'), newEvent('G')], expectExact(2n));
    const seen = collector();

    store.subscribe(START, seen.handler, { batchSize: 3 });
    await until(() => seen.events().length === 7, 'the catch-up');
    await store.append('clip-3', [newEvent('H')], expectNoStream);
    client.appendSystemEvent('$stats-127.0.0.1:2113', 'StatsCollected');
    await store.append('clip-2', [newEvent('I')], expectExact(3n));
    await until(() => seen.events().length === 9, 'the live events');
    await turns();

    const options = lastCall(client, 'subscribeToAll')?.options as Record<string, unknown>;
    expect(options).toMatchObject({ fromPosition: 'start', resolveLinkTos: false });
    expect(options.filter).toEqual(excludeSystemEvents());
    expect(seen.types()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(seen.batches.every((batch) => batch.length >= 1 && batch.length <= 3)).toBe(true);
    expect(seen.maxInFlight()).toBe(1);
    const positions = seen.events().map((event) => event.globalPosition);
    for (let i = 1; i < positions.length; i++) {
      expect(comparePositions(positions[i - 1]!, positions[i]!)).toBeLessThan(0);
    }
  });

  it('given events sharing a commit position, when they are delivered, then each checkpoint is { tx: commit, gp: prepare }', async () => {
    const { client, store } = given({ layout: 'commitRecord' });
    await store.append('clip-1', [newEvent('A'), newEvent('B')], expectNoStream);
    const seen = collector();

    store.subscribe(START, seen.handler);
    await until(() => seen.events().length === 2, 'both events');

    const raw = rawEvents(client, 'clip-1');
    expect(seen.events().map((event) => event.globalPosition)).toEqual(
      raw.map((record) => ({ tx: record.position.commit, gp: record.position.prepare })),
    );
    expect(raw[0]!.position.commit).not.toBe(raw[0]!.position.prepare);
  });

  it('given a checkpoint inside an append, when subscribing from it, then the subscription resumes strictly after it', async () => {
    const { client, store } = given({ layout: 'commitRecord' });
    await store.append('clip-1', [newEvent('A'), newEvent('B'), newEvent('C')], expectNoStream);
    const checkpoint = (await store.readAll(START, 2)).at(-1)!.globalPosition;
    const seen = collector();

    store.subscribe(checkpoint, seen.handler);
    await store.append('clip-1', [newEvent('D')], expectExact(3n));
    await until(() => seen.events().length === 2, 'C and D');
    await turns();

    expect(lastCall(client, 'subscribeToAll')?.options).toMatchObject({
      fromPosition: { commit: checkpoint.tx, prepare: checkpoint.gp },
    });
    expect(seen.types()).toEqual(['C', 'D']);
  });

  it('given a handler that throws, when a batch arrives, then failed reports its error, nothing more is handed over and the client subscription is cancelled', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A')], expectNoStream);
    let calls = 0;
    const subscription = store.subscribe(START, async () => {
      calls += 1;
      throw new Error('handler failed');
    });

    const error = await subscription.failed;
    await store.append('clip-1', [newEvent('B')], expectExact(1n));
    await until(() => client.liveSubscriptions === 0, 'the cancel');
    await turns();

    expect(error.message).toBe('handler failed');
    expect(calls).toBe(1);
    await subscription.stop();
  });

  it('given a subscription dropped while a batch is in hand, then failed waits for that batch, reports the client error, and a resubscription from the last handled position gets exactly the rest', async () => {
    const { client, store } = given();
    for (const id of ['clip-1', 'clip-2']) {
      await store.append(id, [newEvent(`${id}:1`), newEvent(`${id}:2`)], expectNoStream);
    }
    const handled: RecordedEvent[] = [];
    const seen = collector({ gateOnBatch: 2, handled });
    const subscription = store.subscribe(START, seen.handler, { batchSize: 2 });
    await until(() => seen.batches.length === 2, 'the second batch in hand');

    const dropped = new UnavailableError(undefined, '14 UNAVAILABLE: Connection dropped');
    client.dropSubscriptions(dropped);
    await store.append('clip-3', [newEvent('clip-3:1')], expectNoStream);
    await turns();
    const failedSettled = isSettled(subscription.failed);
    await turns();
    expect(failedSettled()).toBe(false);

    seen.release();
    expect(await subscription.failed).toBe(dropped);
    await turns();
    expect(seen.batches).toHaveLength(2);
    await subscription.stop();

    // the owner (e.g. the projection runner) restarts from its checkpoint
    const rest = collector();
    store.subscribe(handled.at(-1)!.globalPosition, rest.handler);
    await until(() => rest.events().length === 1, 'the rest');
    await turns();
    expect(handled.map((event) => event.type)).toEqual(['clip-1:1', 'clip-1:2', 'clip-2:1', 'clip-2:2']);
    expect(rest.types()).toEqual(['clip-3:1']);
  });

  it('given a subscription the server ends, then failed says so', async () => {
    const { client, store } = given();
    const subscription = store.subscribe(START, async () => {});
    await turns();

    client.endSubscriptions();

    expect((await subscription.failed).message).toMatch(/subscription to \$all ended unexpectedly/);
  });

  it('given the subscription cannot start, then failed reports the client error', async () => {
    const { client, store } = given();
    const unavailable = new UnavailableError(undefined, '14 UNAVAILABLE: No connection established');
    client.failNext('subscribeToAll', unavailable);

    const subscription = store.subscribe(START, async () => {});

    expect(await subscription.failed).toBe(unavailable);
  });

  it('given a batch in hand, when stopping, then stop waits for it, hands over nothing more and cancels the client subscription', async () => {
    const { client, store } = given();
    await store.append('clip-1', [newEvent('A'), newEvent('B'), newEvent('C')], expectNoStream);
    const seen = collector({ gateOnBatch: 1 });
    const subscription = store.subscribe(START, seen.handler, { batchSize: 1 });
    await until(() => seen.batches.length === 1, 'the first batch in hand');

    const stopping = subscription.stop();
    const stopped = isSettled(stopping);
    await turns();
    expect(stopped()).toBe(false);
    seen.release();
    await stopping;
    await store.append('clip-1', [newEvent('D')], expectExact(3n));
    await turns();

    expect(seen.types()).toEqual(['A']);
    expect(client.liveSubscriptions).toBe(0);
  });

  it('given open subscriptions, when the store closes, then they are stopped and the client disposed', async () => {
    const { client, store } = given();
    const subscriptions: Subscription[] = [
      store.subscribe(START, async () => {}),
      store.subscribe(START, async () => {}),
    ];
    await turns();
    expect(client.liveSubscriptions).toBe(2);

    await store.close();

    expect(client.liveSubscriptions).toBe(0);
    expect(client.disposed).toBe(true);
    expect(subscriptions).toHaveLength(2);
  });

  it('given a long catch-up and a slow handler, when subscribing, then every event arrives once, in order, in batches of at most batchSize', async () => {
    const { store } = given();
    for (let i = 0; i < 20; i++) {
      await store.append(
        `clip-${i % 3}`,
        Array.from({ length: 10 }, (_, j) => newEvent(`E${i * 10 + j}`)),
        expectAny,
      );
    }
    const seen = collector();

    store.subscribe(START, seen.handler, { batchSize: 7 });
    await until(() => seen.events().length === 200, 'all 200 events');
    await turns();

    expect(seen.types()).toEqual(Array.from({ length: 200 }, (_, i) => `E${i}`));
    expect(Math.max(...seen.batches.map((batch) => batch.length))).toBeLessThanOrEqual(7);
    expect(seen.maxInFlight()).toBe(1);
  });
});
