/**
 * Event store benchmark (DESIGN.md §4–§5): PGlite in memory and, when DATABASE_URL is set, a
 * PostgreSQL server (a throwaway database per part, dropped at the end).
 *
 *   npm run bench:eventstore
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:eventstore
 *
 * Environment:
 *   BENCH_SCALE         multiplies every size (default 1; 0.1 for a quick run)
 *   BENCH_PGLITE_SCALE  extra factor for PGlite's write rows 1–3 and 5 (default 1); the catch-up row
 *                       always writes its full size so that the lost/duplicate check covers it
 *   BENCH_PGLITE=0      skip PGlite
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { START, comparePositions } from '../../events/checkpoint.ts';
import type { GlobalPosition, NewEvent, RecordedEvent } from '../../events/envelope.ts';
import type { EventStore, ExpectedVersion } from '../../events/eventStore.ts';
import { ConcurrencyError, expectAny, expectExact, expectNoStream } from '../../events/eventStore.ts';
import type { ClipApproved, ClipUploaded } from '../../events/clip/clipEvents.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { rebuildProjection } from '../../projector/rebuildProjection.ts';
import { liveTables } from '../../projector/projection.ts';
import { catalogProjection } from '../../projector/projections/catalog/catalogProjection.ts';
import { freshDatabase } from '../fixtures/postgresServer.ts';
import { handleCommand } from '../../command-api/handleCommand.ts';
import { ledgerDecider } from '../../command-api/domain/ledger/decide.ts';
import { streams } from '../../events/streams.ts';
import { newEvent } from '../fixtures/newEvent.ts';

// ---------------------------------------------------------------------------------------------
// Sizes

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const SCALE = envNumber('BENCH_SCALE', 1);
const PGLITE_SCALE = envNumber('BENCH_PGLITE_SCALE', 1);
const WRITERS = 16;
const SHARED_STREAMS = 4;
const BATCH = 10;
const CONTENDED_BATCH = 5;
const MAX_RETRIES = 200;
/** Give up waiting for a subscription after this long without a new event. */
const STALL_MS = 15_000;

interface Sizes {
  singleAppends: number;
  batchesPerWriter: number;
  contendedAppendsPerWriter: number;
  catchUpEvents: number;
  clips: number;
  longStreamEvents: number;
}

function sizes(factor: number, catchUpFactor: number): Sizes {
  const n = (base: number, f: number) => Math.max(1, Math.round(base * f));
  return {
    singleAppends: n(2_000, factor),
    batchesPerWriter: n(150, factor),
    contendedAppendsPerWriter: n(40, factor),
    catchUpEvents: n(50_000, catchUpFactor),
    clips: n(10_000, factor),
    longStreamEvents: n(100_000, catchUpFactor),
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Runs `writers` loops concurrently; each gets its index. */
async function concurrently(writers: number, work: (writer: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: writers }, (_, writer) => work(writer)));
}

function benchEvent(writer: number, seq: number): NewEvent {
  return newEvent('BenchEvent', { writer, seq, note: 'แดชคลิป benchmark payload', at: Date.now() });
}

const maxPosition = (a: GlobalPosition, b: GlobalPosition) => (comparePositions(a, b) >= 0 ? a : b);

interface Row {
  scenario: string;
  work: string;
  seconds: number;
  eventsPerSecond: number | null;
  appendsPerSecond: number | null;
  notes: string;
}

interface BackendReport {
  label: string;
  short: string;
  facts: string[];
  rows: Row[];
  /** Named headline numbers, compared against the targets. */
  headline: Record<string, number>;
  problems: string[];
}

// ---------------------------------------------------------------------------------------------
// Rows 1–3: appends

async function singleWriter(store: EventStore, count: number, expected: 'any' | 'exact'): Promise<Row> {
  const streamId = `bench-single-${expected}-${randomUUID()}`;
  let version = 0n;
  const { seconds } = await timed(async () => {
    for (let i = 0; i < count; i++) {
      const expectation: ExpectedVersion = expected === 'any' ? expectAny : expectExact(version);
      const result = await store.append(streamId, [benchEvent(0, i)], expectation);
      version = result.nextExpectedVersion;
    }
  });
  if (version !== BigInt(count)) throw new Error(`single writer: stream at ${version}, expected ${count}`);
  return {
    scenario: `1${expected === 'any' ? 'a' : 'b'} 1 writer × 1 event, expect ${expected === 'any' ? 'any' : 'exact'}`,
    work: `${fmt(count)} appends`,
    seconds,
    eventsPerSecond: count / seconds,
    appendsPerSecond: count / seconds,
    notes: `${fmt((seconds * 1000) / count, 2)} ms per append`,
  };
}

async function writeBatchesOwnStreams(
  store: EventStore,
  batchesPerWriter: number,
  prefix: string,
  collect?: Set<string>,
): Promise<void> {
  await concurrently(WRITERS, async (writer) => {
    const streamId = `${prefix}-${writer}-${randomUUID()}`;
    let version = 0n;
    for (let b = 0; b < batchesPerWriter; b++) {
      const events = Array.from({ length: BATCH }, (_, i) => benchEvent(writer, b * BATCH + i));
      if (collect) for (const event of events) collect.add(event.metadata.eventId);
      const result = await store.append(streamId, events, expectExact(version));
      version = result.nextExpectedVersion;
    }
  });
}

/**
 * Opens every pooled connection and lets each backend compile append_to_stream once, so that the
 * timed rows measure steady state rather than connection set-up.
 */
async function warmUp(store: EventStore): Promise<void> {
  await writeBatchesOwnStreams(store, 5, 'bench-warmup');
}

async function concurrentBatches(store: EventStore, batchesPerWriter: number): Promise<Row> {
  const { seconds } = await timed(() => writeBatchesOwnStreams(store, batchesPerWriter, 'bench-batch'));
  const appends = WRITERS * batchesPerWriter;
  const events = appends * BATCH;
  return {
    scenario: `2  ${WRITERS} writers × batches of ${BATCH}, own streams`,
    work: `${fmt(events)} events`,
    seconds,
    eventsPerSecond: events / seconds,
    appendsPerSecond: appends / seconds,
    notes: 'exact expected versions',
  };
}

async function contendedWriters(
  store: EventStore,
  appendsPerWriter: number,
  problems: string[],
): Promise<Row> {
  const streams = Array.from({ length: SHARED_STREAMS }, (_, i) => `bench-shared-${i}-${randomUUID()}`);
  let retries = 0;
  let gaveUp = 0;
  let maxRetriesOneAppend = 0;
  const { seconds } = await timed(() =>
    concurrently(WRITERS, async (writer) => {
      const streamId = streams[writer % SHARED_STREAMS]!;
      for (let a = 0; a < appendsPerWriter; a++) {
        const events = Array.from({ length: CONTENDED_BATCH }, (_, i) =>
          benchEvent(writer, a * CONTENDED_BATCH + i),
        );
        // As handleCommand does: the stream read whole, then after a lost race only what is newer.
        let version: bigint | undefined;
        for (let attempt = 0; ; attempt++) {
          ({ version } = await store.readStream(streamId, version));
          try {
            await store.append(streamId, events, expectExact(version));
            maxRetriesOneAppend = Math.max(maxRetriesOneAppend, attempt);
            break;
          } catch (error) {
            if (!(error instanceof ConcurrencyError)) throw error;
            retries++;
            if (attempt >= MAX_RETRIES) {
              gaveUp++;
              break;
            }
          }
        }
      }
    }),
  );
  const appends = WRITERS * appendsPerWriter - gaveUp;
  const events = appends * CONTENDED_BATCH;
  let stored = 0n;
  for (const streamId of streams) stored += (await store.readStream(streamId)).version;
  if (stored !== BigInt(events))
    problems.push(`row 3: streams hold ${stored} events, ${events} were appended`);
  if (gaveUp > 0) problems.push(`row 3: ${gaveUp} appends gave up after ${MAX_RETRIES} retries`);
  return {
    scenario: `3  ${WRITERS} writers on ${SHARED_STREAMS} shared streams, read + exact`,
    work: `${fmt(appends)} appends × ${CONTENDED_BATCH}`,
    seconds,
    eventsPerSecond: events / seconds,
    appendsPerSecond: appends / seconds,
    notes: `${fmt(retries)} ConcurrencyError retries (${fmt(retries / Math.max(appends, 1), 2)}/append, max ${maxRetriesOneAppend}), ${gaveUp} gave up`,
  };
}

// ---------------------------------------------------------------------------------------------
// Row 4: catch-up read, with a live subscription during the writes as a second check

interface Delivery {
  received: number;
  lost: number;
  twice: number;
  foreign: number;
  streamOrderViolations: number;
  globalOrderViolations: number;
  stalled: boolean;
}

/** Collects a subscription's events and checks them against what was written. */
function collector(expected: Set<string>) {
  const seen = new Map<string, number>();
  const lastInStream = new Map<string, bigint>();
  let lastGlobal: GlobalPosition | null = null;
  let ofThisRun = 0;
  let foreign = 0;
  let streamOrderViolations = 0;
  let globalOrderViolations = 0;
  let received = 0;
  let lastProgress = performance.now();
  /** Set while wait() waits: everything expected has arrived. */
  let whenComplete: (() => void) | null = null;
  // Writers may still be adding to `expected` while events arrive: only a waiter (called after the
  // writes) may decide that all of them are in.
  const allIn = () => ofThisRun === expected.size;

  const handle = async (events: RecordedEvent[]) => {
    for (const event of events) {
      received++;
      if (lastGlobal && comparePositions(event.globalPosition, lastGlobal) <= 0) globalOrderViolations++;
      lastGlobal = event.globalPosition;
      const id = event.metadata.eventId;
      if (!expected.has(id)) {
        foreign++;
        continue;
      }
      const before = lastInStream.get(event.streamId) ?? 0n;
      if (event.streamPosition !== before + 1n) streamOrderViolations++;
      lastInStream.set(event.streamId, event.streamPosition);
      const count = (seen.get(id) ?? 0) + 1;
      seen.set(id, count);
      if (count === 1) ofThisRun++;
    }
    lastProgress = performance.now();
    if (allIn()) whenComplete?.();
  };

  /** Resolves when every expected event arrived, or after STALL_MS without progress. */
  const wait = async (): Promise<boolean> => {
    let stalled = false;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (performance.now() - lastProgress > STALL_MS) {
          stalled = true;
          clearInterval(timer);
          resolve();
        }
      }, 250);
      whenComplete = () => {
        clearInterval(timer);
        resolve();
      };
      if (allIn()) whenComplete();
    });
    whenComplete = null;
    return stalled;
  };

  const result = (stalled: boolean): Delivery => {
    let twice = 0;
    for (const count of seen.values()) if (count > 1) twice += count - 1;
    return {
      received,
      lost: expected.size - ofThisRun,
      twice,
      foreign,
      streamOrderViolations,
      globalOrderViolations,
      stalled,
    };
  };

  const markStart = () => (lastProgress = performance.now());
  return { handle, wait, result, markStart };
}

async function catchUp(
  store: EventStore,
  events: number,
  after: GlobalPosition,
  problems: string[],
): Promise<{ write: Row; read: Row; eventsPerSecond: number }> {
  const batchesTotal = Math.ceil(events / BATCH);
  const written = new Set<string>();

  // A live subscription follows the writes: what it sees must also be complete and unique.
  const live = collector(written);
  const liveSubscription = store.subscribe(after, live.handle, { batchSize: 5000 });

  const { seconds: writeSeconds } = await timed(async () => {
    let next = 0;
    await concurrently(WRITERS, async (writer) => {
      const streamId = `bench-catchup-${writer}-${randomUUID()}`;
      let version = 0n;
      for (;;) {
        const b = next++;
        if (b >= batchesTotal) break;
        const size = Math.min(BATCH, events - b * BATCH);
        const batch = Array.from({ length: size }, (_, i) => benchEvent(writer, b * BATCH + i));
        for (const event of batch) written.add(event.metadata.eventId);
        const result = await store.append(streamId, batch, expectExact(version));
        version = result.nextExpectedVersion;
      }
    });
  });
  live.markStart();
  const liveStalled = await live.wait();
  await liveSubscription.stop();
  const liveResult = live.result(liveStalled);

  // The timed catch-up: everything after `after`, in pages of 5,000.
  const reader = collector(written);
  const { result: readerStalled, seconds: readSeconds } = await timed(async () => {
    const subscription = store.subscribe(after, reader.handle, { batchSize: 5000 });
    const stalled = await reader.wait();
    await subscription.stop();
    return stalled;
  });
  const readResult = reader.result(readerStalled);
  const readTime = readerStalled ? readSeconds - STALL_MS / 1000 : readSeconds;

  const check = (name: string, d: Delivery) => {
    if (d.lost || d.twice || d.foreign || d.streamOrderViolations || d.globalOrderViolations || d.stalled) {
      problems.push(
        `row 4 ${name}: lost ${d.lost}, twice ${d.twice}, foreign ${d.foreign}, stream-order ${d.streamOrderViolations}, ` +
          `global-order ${d.globalOrderViolations}${d.stalled ? ', stalled' : ''}`,
      );
    }
  };
  check('live', liveResult);
  check('catch-up', readResult);
  const describe = (d: Delivery) =>
    `LOST ${d.lost}, TWICE ${d.twice}, order ${d.streamOrderViolations + d.globalOrderViolations === 0 ? 'ok' : `BAD (${d.streamOrderViolations} stream, ${d.globalOrderViolations} global)`}` +
    (d.foreign ? `, ${d.foreign} foreign` : '') +
    (d.stalled ? ', STALLED' : '');

  const appends = batchesTotal;
  return {
    write: {
      scenario: `4w ${WRITERS} writers × batches of ${BATCH} (catch-up data)`,
      work: `${fmt(events)} events`,
      seconds: writeSeconds,
      eventsPerSecond: events / writeSeconds,
      appendsPerSecond: appends / writeSeconds,
      notes: `live subscription during writes: ${describe(liveResult)}`,
    },
    read: {
      scenario: '4  catch-up subscribe(batchSize 5,000)',
      work: `${fmt(readResult.received)} events`,
      seconds: readTime,
      eventsPerSecond: readResult.received / readTime,
      appendsPerSecond: null,
      notes: describe(readResult),
    },
    eventsPerSecond: readResult.received / readTime,
  };
}

// ---------------------------------------------------------------------------------------------
// Row 5: projection rebuild

const provinces = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ขอนแก่น', 'ภูเก็ต', 'ชลบุรี'] as const;

function clipEvents(index: number): NewEvent[] {
  const clipId = randomUUID();
  const uploaded: ClipUploaded['data'] = {
    clipId,
    sellerId: `seller-${index % 97}`,
    title: `รถชนกันที่แยกอโศก คลิปที่ ${index}`,
    description: 'กล้องหน้ารถบันทึกเหตุการณ์ชัดเจน เห็นป้ายทะเบียน',
    category: 'car_car',
    vehicleType: 'car',
    priceSatang: 50_000,
    tags: [],
    incidentDate: '2026-11-20',
    incidentTime: '08:00',
    location: {
      lat: 13.7367 + (index % 100) / 1000,
      lng: 100.5604 + (index % 100) / 1000,
      province: provinces[index % provinces.length]!,
      district: 'วัฒนา',
      subDistrict: 'คลองเตยเหนือ',
      address: 'ถนนสุขุมวิท',
    },
    file: null,
    images: { cover: null, previews: [] },
    consent: null,
    sameFileAs: null,
    uploadedAt: new Date(Date.UTC(2026, 10, 20, 8, 0, index % 60)).toISOString(),
  };
  const approved: ClipApproved['data'] = {
    clipId,
    approvedAt: new Date(Date.UTC(2026, 10, 21)).toISOString(),
  };
  return [newEvent('ClipUploaded', uploaded), newEvent('ClipApproved', approved)];
}

async function rebuild(
  store: EventStore,
  db: SqlClient,
  clips: number,
  problems: string[],
): Promise<{ write: Row; rebuild: Row; eventsPerSecond: number }> {
  await db.transaction((tx) => catalogProjection.createTables(tx, liveTables(catalogProjection)));
  const { seconds: writeSeconds } = await timed(async () => {
    let next = 0;
    await concurrently(WRITERS, async () => {
      for (;;) {
        const index = next++;
        if (index >= clips) break;
        const events = clipEvents(index);
        const clipId = (events[0]!.data as ClipUploaded['data']).clipId;
        await store.append(`clip-${clipId}`, events, expectNoStream);
      }
    });
  });
  const { result, seconds } = await timed(() => rebuildProjection(store, db, catalogProjection));
  const { rows } = await db.query<{ approved: string; total: string }>(
    `select count(*) filter (where status = 'approved')::text as approved, count(*)::text as total from catalog_clips`,
  );
  const approved = Number(rows[0]?.approved ?? 0);
  const total = Number(rows[0]?.total ?? 0);
  if (approved !== clips || total !== clips)
    problems.push(`row 5: catalog has ${total} clips, ${approved} approved; expected ${clips}`);
  return {
    write: {
      scenario: `5w ${WRITERS} writers × clip streams (2 events each)`,
      work: `${fmt(clips * 2)} events`,
      seconds: writeSeconds,
      eventsPerSecond: (clips * 2) / writeSeconds,
      appendsPerSecond: clips / writeSeconds,
      notes: 'ClipUploaded + ClipApproved, expect noStream',
    },
    rebuild: {
      scenario: '5  rebuildProjection(catalog)',
      work: `${fmt(result.events)} events`,
      seconds,
      eventsPerSecond: result.events / seconds,
      appendsPerSecond: null,
      notes: `${fmt(total)} clips in catalog_clips, ${fmt(approved)} approved`,
    },
    eventsPerSecond: result.events / seconds,
  };
}

// ---------------------------------------------------------------------------------------------
// One backend

interface Backend {
  label: string;
  short: string;
  /** A fresh, migrated database; `dispose` closes and removes it. */
  open(): Promise<{ db: SqlClient; dispose: () => Promise<void> }>;
}

async function settings(db: SqlClient): Promise<string> {
  const show = async (name: string) => {
    const { rows } = await db.query<Record<string, string>>(`show ${name}`);
    return Object.values(rows[0] ?? {})[0] ?? '?';
  };
  const { rows } = await db.query<{ version: string }>('select version() as version');
  const version = (rows[0]?.version ?? '?').split(' on ')[0] ?? '?';
  return (
    `${version}; fsync=${await show('fsync')}, synchronous_commit=${await show('synchronous_commit')}, ` +
    `wal_sync_method=${await show('wal_sync_method')}, shared_buffers=${await show('shared_buffers')}`
  );
}

async function runBackend(backend: Backend, size: Sizes): Promise<BackendReport> {
  const rows: Row[] = [];
  const problems: string[] = [];
  const headline: Record<string, number> = {};
  const facts: string[] = [];
  const log = (row: Row) => {
    rows.push(row);
    console.log(
      `  … ${backend.short}: ${row.scenario.trim()} — ${rate(row.eventsPerSecond)} ev/s in ${row.seconds.toFixed(2)} s`,
    );
  };

  // Rows 1–4 share one database; row 5 gets its own so that the rebuild reads only clip events.
  {
    const { db, dispose } = await backend.open();
    try {
      facts.push(await settings(db));
      const store = postgresEventStore(db, { ownsClient: false, idleMs: 20 });
      let position = START;
      const remember = async () => {
        // Everything appended so far has committed: the newest position is the start of row 4.
        for (;;) {
          const page = await store.readAll(position, 10_000);
          const last = page.at(-1);
          if (!last) break;
          position = maxPosition(position, last.globalPosition);
        }
      };
      await warmUp(store);
      // Server sessions a scenario opened (issue 20: they must stay at the pool's size).
      const sessions = async (row: Promise<Row>): Promise<Row> => {
        const opened = () => ('connectionsOpened' in db ? (db.connectionsOpened as () => number)() : null);
        const before = opened();
        const done = await row;
        const after = opened();
        return before === null || after === null
          ? done
          : { ...done, notes: `${done.notes}; ${after - before} server sessions opened` };
      };
      log(await sessions(singleWriter(store, size.singleAppends, 'any')));
      log(await sessions(singleWriter(store, size.singleAppends, 'exact')));
      const batches = await sessions(concurrentBatches(store, size.batchesPerWriter));
      headline.batches = batches.eventsPerSecond ?? 0;
      log(batches);
      const contended = await sessions(contendedWriters(store, size.contendedAppendsPerWriter, problems));
      headline.contended = contended.eventsPerSecond ?? 0;
      log(contended);
      await remember();
      const catchUpRows = await catchUp(store, size.catchUpEvents, position, problems);
      log(catchUpRows.write);
      log(catchUpRows.read);
      headline.catchUp = catchUpRows.eventsPerSecond;
      log(await longStream(store, size.longStreamEvents));
      await store.close();
    } finally {
      await dispose();
    }
  }
  {
    const { db, dispose } = await backend.open();
    try {
      const store = postgresEventStore(db, { ownsClient: false, idleMs: 20 });
      const rebuildRows = await rebuild(store, db, size.clips, problems);
      log(rebuildRows.write);
      log(rebuildRows.rebuild);
      headline.rebuild = rebuildRows.eventsPerSecond;
      await store.close();
    } finally {
      await dispose();
    }
  }
  return { label: backend.label, short: backend.short, facts, rows, headline, problems };
}

/** Commands timed on the long ledger, after the first (which reads it whole). */
const LONG_STREAM_COMMANDS = 200;

/**
 * Issue 20: a command on a stream of 100,000 events (a busy seller's ledger) costs what one on a
 * new stream does, once the command side keeps its state (handleCommand.ts) and folds in linear
 * time (ledger `fold`, persistent maps). The first command reads the ledger whole (and writes its
 * snapshot); p50/p99 are of the ones after; then a new process's first command, from the snapshot.
 */
async function longStream(store: EventStore, events: number): Promise<Row> {
  const sellerId = `bench-seller-${randomUUID()}`;
  const streamId = streams.ledger(sellerId);
  const creditedAt = new Date().toISOString();
  for (let n = 0; n < events; n += 1000)
    await store.append(
      streamId,
      Array.from({ length: Math.min(1000, events - n) }, (_, k) =>
        newEvent('SaleCredited', {
          sellerId,
          purchaseId: `bench-p${n + k}`,
          clipId: 'bench-clip',
          grossSatang: 40_000,
          platformSatang: 10_000,
          sellerSatang: 30_000,
          creditedAt,
        }),
      ),
      expectAny,
    );
  const credit = (n: number, commandSide: EventStore = store) =>
    handleCommand(
      commandSide,
      streamId,
      ledgerDecider,
      {
        type: 'CreditSale',
        sellerId,
        purchaseId: `bench-new-${n}`,
        clipId: 'bench-clip',
        grossSatang: 40_000,
        testMode: false,
        now: creditedAt,
      },
      { actor: { system: 'bench' }, correlationId: `bench-${n}` },
    );
  const first = await timed(() => credit(0));
  const samples: number[] = [];
  const { seconds } = await timed(async () => {
    for (let n = 1; n <= LONG_STREAM_COMMANDS; n++) {
      const started = performance.now();
      await credit(n);
      samples.push(performance.now() - started);
    }
  });
  // A process started anew (kept states are per store object): from the ledger's latest snapshot.
  const restarted = await timed(() => credit(LONG_STREAM_COMMANDS + 1, { ...store }));
  samples.sort((a, b) => a - b);
  const at = (p: number) =>
    samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? 0;
  return {
    scenario: `6  a command on a ${fmt(events)}-event ledger`,
    work: `${LONG_STREAM_COMMANDS} CreditSale`,
    seconds,
    eventsPerSecond: LONG_STREAM_COMMANDS / seconds,
    appendsPerSecond: LONG_STREAM_COMMANDS / seconds,
    notes: `p50 ${fmt(at(50), 1)} ms, p99 ${fmt(at(99), 1)} ms (target ≤ 20); the first, reading it whole: ${fmt(first.seconds * 1000)} ms; the first in a new process, from its snapshot: ${fmt(restarted.seconds * 1000)} ms`,
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

const rate = (value: number | null) => (value === null ? '—' : fmt(value));

function printTable(report: BackendReport): void {
  const header = ['scenario', 'work', 'seconds', 'events/s', 'appends/s', 'notes'];
  const body = report.rows.map((row) => [
    row.scenario,
    row.work,
    row.seconds.toFixed(2),
    rate(row.eventsPerSecond),
    rate(row.appendsPerSecond),
    row.notes,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const right = new Set([2, 3, 4]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        if (column === cells.length - 1) return cell;
        return right.has(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ');
  console.log('');
  console.log(`== ${report.label}`);
  for (const fact of report.facts) console.log(`   ${fact}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
  if (report.problems.length > 0) {
    console.log('PROBLEMS:');
    for (const problem of report.problems) console.log(`  - ${problem}`);
  }
}

function printTargets(report: BackendReport): void {
  const targets: [string, string, number][] = [
    ['batches', `${WRITERS} writers × batches of ${BATCH}`, 15_000],
    // Issue 20: 16 writers contending on 4 streams, ≥ 2× an established store's 387 events/s.
    ['contended', `${WRITERS} writers on ${SHARED_STREAMS} shared streams`, 800],
    ['catchUp', 'catch-up read', 50_000],
    ['rebuild', 'projection rebuild', 10_000],
  ];
  console.log('');
  console.log(
    `Targets (${report.short}${report.short === 'server' ? '' : '; the targets are for the server, shown for comparison'}):`,
  );
  for (const [key, name, target] of targets) {
    const value = report.headline[key] ?? 0;
    console.log(
      `  ${name.padEnd(32)} ${fmt(value).padStart(9)} events/s  target ≥ ${fmt(target).padStart(6)}  ${value >= target ? 'met' : 'MISSED'}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log('dashclip event store benchmark');
  console.log(
    `  node ${process.version}, ${cpus.length} CPU(s) (${cpus[0]?.model.trim() ?? '?'}), ` +
      `${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM, ${os.platform()} ${os.release()}`,
  );
  console.log(`  load average at start ${loadAverage()} (other processes on this machine skew the numbers)`);
  console.log(
    `  BENCH_SCALE=${SCALE}, BENCH_PGLITE_SCALE=${PGLITE_SCALE}; ${WRITERS} writers, batches of ${BATCH}`,
  );

  const reports: BackendReport[] = [];
  let failed = false;

  if (process.env.BENCH_PGLITE !== '0') {
    const pglite: Backend = {
      label: 'PGlite (in memory, single-connection WASM: concurrent writers are serialised)',
      short: 'PGlite',
      async open() {
        const db = await pgliteClient(null);
        await migrate(db);
        return { db, dispose: () => db.close() };
      },
    };
    const size = sizes(SCALE * PGLITE_SCALE, SCALE);
    console.log(`\n[PGlite] sizes: ${JSON.stringify(size)}`);
    reports.push(await runBackend(pglite, size));
  }

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const server: Backend = {
      label: `PostgreSQL server ${new URL(serverUrl).host} (fresh database per part, pool max 20)`,
      short: 'server',
      async open() {
        const fresh = await freshDatabase();
        const db = pgClient(fresh.url, { max: 20 });
        try {
          await migrate(db);
        } catch (error) {
          await db.close();
          await fresh.drop();
          throw error;
        }
        return {
          db,
          async dispose() {
            await db.close();
            await fresh.drop();
          },
        };
      },
    };
    const size = sizes(SCALE, SCALE);
    console.log(`\n[server] sizes: ${JSON.stringify(size)}`);
    reports.push(await runBackend(server, size));
  } else {
    console.log('\nDATABASE_URL is not set: the PostgreSQL server is skipped.');
  }

  for (const report of reports) {
    printTable(report);
    if (report.problems.length > 0) failed = true;
  }
  for (const report of reports) printTargets(report);
  console.log('');
  console.log(`load average at end ${loadAverage()}`);
  if (failed) {
    console.error('Correctness problems were found (see PROBLEMS above).');
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    // pg pools and PGlite are closed above; exit anyway should a handle linger.
    process.exit(process.exitCode ?? 0);
  });
