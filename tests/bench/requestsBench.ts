/**
 * Footage-request matching benchmark (issue 22: "with 1,000,000 clips and 10,000 open requests,
 * matching a newly approved clip against open requests and listing the clips for a new request
 * each take p95 ≤ 50 ms on the PostgreSQL server").
 *
 *   npm run bench:requests -- [--clips N] [--requests N] [--ended N] [--calls N] [--warmup N] [--seed S] [--keep]
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432 npm run bench:requests -- --clips 20000
 *
 * On the server at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432) it creates a
 * throwaway database (C.UTF-8), makes the catalog and requests read models with their projections'
 * own create functions, and loads synthetic rows (requestsBenchData.ts) straight into them: the
 * catalogue as `projections:rebuild` would leave it (rows first, then one build of each secondary
 * index, their definitions read back from pg_indexes), then the requests with every index present.
 * After VACUUM ANALYZE and warm-up calls it times, one call at a time:
 *  - openRequestsForClip(db, clipId, now) for --calls newly approved clips in busy areas (the
 *    clip's facts read from the catalogue, then the open requests around it);
 *  - clipsForRequest(db, requestId) for the --calls newest open requests (radius 100 m–5 km);
 *  - as a bound, clipsMatching(db, facts) for the heaviest requests there can be (5 km, the whole
 *    day, central Bangkok, a day whose clips are all uploaded);
 * and prints p50/p95/p99/max and matches per call; the server's own time of the same calls (run
 * again under EXPLAIN ANALYZE, which tells the query's cost from the wait for a CPU on a shared
 * machine); EXPLAIN (ANALYZE, BUFFERS) of the call at the p95 of each; the load times and the
 * sizes. The database is dropped at the end (--keep leaves it).
 *
 * --clips    approved clips in the catalogue (default 1,000,000); a tenth as many more are pending,
 *            rejected or expired
 * --requests open requests (default 10,000); --ended requests no longer open (default twice that)
 * --calls    timed calls of each lookup (default 500) after --warmup (default 100) of other inputs
 * Nothing is asserted: the figures are printed.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { REQUEST_MATCHES_MAX } from '../../projector/constants.ts';
import type { QueryResult, SqlClient, SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { createProjectionTables, liveTables } from '../../projector/projection.ts';
import { catalogProjection } from '../../projector/projections/catalog/catalogProjection.ts';
import {
  clipsForRequest,
  clipsMatching,
  openRequestsForClip,
  type RequestFacts,
} from '../../projector/projections/requests/requestLookups.ts';
import { requestsProjection } from '../../projector/projections/requests/requestsProjection.ts';
import {
  BENCH_NOW,
  benchRequests,
  BUSY_PROVINCES,
  catalogClips,
  catalogSize,
  newlyApprovedClips,
  wideRequests,
  type BenchClip,
  type BenchRequest,
} from './requestsBenchData.ts';
import { fmt, mb, percentile, table } from './searchBenchWorkload.ts';

/** Issue 22: each lookup's p95 on the PostgreSQL server at 1,000,000 clips and 10,000 open requests. */
export const TARGET_P95_MS = 50;
/** Rows per insert statement, and insert statements in flight while the next batch is generated. */
const INSERT_BATCH = 5000;
const INSERTS_IN_FLIGHT = 2;

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    clips: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '10000' },
    ended: { type: 'string' },
    calls: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '100' },
    seed: { type: 'string', default: '22' },
    keep: { type: 'boolean', default: false },
  },
});

function count(name: string, raw: string, min = 1): number {
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be an integer ≥ ${min}, got ${raw}`);
  return value;
}
const CLIPS = count('clips', args.clips);
const REQUESTS = count('requests', args.requests);
const ENDED = count('ended', args.ended ?? String(REQUESTS * 2), 0);
const CALLS = count('calls', args.calls);
const WARMUP = count('warmup', args.warmup, 0);
const SEED = count('seed', args.seed);
if (CALLS > REQUESTS) throw new Error(`--calls (${CALLS}) cannot exceed --requests (${REQUESTS})`);
const NOW = new Date(BENCH_NOW);

const server = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const database = `dashclip_bench_requests_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const seconds = (since: number) => (performance.now() - since) / 1000;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

// ---------------------------------------------------------------------------------------------
// Loading

interface Column<Row> {
  name: string;
  /** The type of the unnest parameter's elements. */
  type: string;
  /** What the element becomes in the column, when not the same type (jsonb, text[] given as text). */
  cast?: string;
  value: (row: Row) => unknown;
}

/** Inserts rows in one statement: one array parameter per column, unnested together. */
async function insertRows<Row>(db: SqlExecutor, tableName: string, columns: Column<Row>[], rows: Row[]) {
  await db.query(
    `insert into ${tableName} (${columns.map((c) => c.name).join(', ')})
     select ${columns.map((c) => (c.cast ? `u.${c.name}::${c.cast}` : `u.${c.name}`)).join(', ')}
       from unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})
            as u (${columns.map((c) => c.name).join(', ')})`,
    columns.map((c) => rows.map(c.value)),
  );
}

/** Inserts a stream of rows in batches, keeping a few statements in flight while the next batch is made. */
async function insertAll<Row>(
  db: SqlExecutor,
  tableName: string,
  columns: Column<Row>[],
  rows: Iterable<Row>,
  progress?: (inserted: number) => void,
): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  let inserted = 0;
  let batch: Row[] = [];
  const flush = async () => {
    const rowsOfBatch = batch;
    batch = [];
    const done: Promise<void> = insertRows(db, tableName, columns, rowsOfBatch).then(() => {
      inFlight.delete(done);
      inserted += rowsOfBatch.length;
      progress?.(inserted);
    });
    inFlight.add(done);
    if (inFlight.size >= INSERTS_IN_FLIGHT) await Promise.race(inFlight);
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= INSERT_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await Promise.all(inFlight);
  return inserted;
}

const clipColumns: Column<BenchClip>[] = [
  { name: 'clip_id', type: 'text', value: (c) => c.clipId },
  { name: 'seller_id', type: 'text', value: (c) => c.sellerId },
  { name: 'title', type: 'text', value: (c) => c.title },
  { name: 'description', type: 'text', value: (c) => c.description },
  { name: 'category', type: 'text', value: (c) => c.category },
  { name: 'vehicle_type', type: 'text', value: (c) => c.vehicleType },
  { name: 'price_satang', type: 'int', value: (c) => c.priceSatang },
  { name: 'tags', type: 'text', cast: 'jsonb', value: (c) => JSON.stringify(c.tags) },
  { name: 'incident_date', type: 'date', value: (c) => c.incidentDate },
  { name: 'incident_time', type: 'text', value: (c) => c.incidentTime },
  { name: 'lat', type: 'float8', value: (c) => c.location.lat },
  { name: 'lng', type: 'float8', value: (c) => c.location.lng },
  { name: 'province', type: 'text', value: (c) => c.location.province },
  { name: 'district', type: 'text', value: (c) => c.location.district },
  { name: 'sub_district', type: 'text', value: (c) => c.location.subDistrict ?? '' },
  { name: 'address', type: 'text', value: (c) => c.location.address ?? '' },
  { name: 'status', type: 'text', value: (c) => c.status },
  {
    name: 'rejection_reason',
    type: 'text',
    value: (c) => (c.status === 'rejected' ? 'ภาพไม่ชัด มองไม่เห็นเหตุการณ์' : null),
  },
  { name: 'uploaded_at', type: 'timestamptz', value: (c) => c.uploadedAt },
  { name: 'approved_at', type: 'timestamptz', value: (c) => (c.status === 'pending' ? null : c.approvedAt) },
  { name: 'expired_at', type: 'timestamptz', value: (c) => (c.status === 'expired' ? c.approvedAt : null) },
  { name: 'sha256', type: 'text', value: (c) => c.file?.sha256 ?? null },
  { name: 'size_bytes', type: 'bigint', value: (c) => c.file?.sizeBytes ?? null },
  { name: 'duration_seconds', type: 'float8', value: (c) => c.file?.durationSeconds ?? null },
  { name: 'container', type: 'text', value: (c) => c.file?.container ?? null },
  { name: 'preview_status', type: 'text', value: () => 'ready' },
  { name: 'last_position', type: 'bigint', value: (c) => (c.status === 'approved' ? 2 : 3) },
];

const requestColumns: Column<BenchRequest>[] = [
  { name: 'request_id', type: 'text', value: (r) => r.requestId },
  { name: 'requester_id', type: 'text', value: (r) => r.requesterId },
  { name: 'title', type: 'text', value: (r) => r.title },
  { name: 'description', type: 'text', value: (r) => r.description },
  { name: 'lat', type: 'float8', value: (r) => r.lat },
  { name: 'lng', type: 'float8', value: (r) => r.lng },
  { name: 'radius_m', type: 'int', value: (r) => r.radiusM },
  { name: 'province', type: 'text', value: (r) => r.province },
  { name: 'district', type: 'text', value: (r) => r.district },
  { name: 'sub_district', type: 'text', value: (r) => r.subDistrict },
  { name: 'address', type: 'text', value: (r) => r.address },
  { name: 'incident_date', type: 'date', value: (r) => r.incidentDate },
  { name: 'time_from', type: 'text', value: (r) => r.timeFrom },
  { name: 'time_to', type: 'text', value: (r) => r.timeTo },
  // A text[] per row: unnest would flatten a two-dimensional array, so each goes as its literal.
  { name: 'vehicle_types', type: 'text', cast: 'text[]', value: (r) => `{${r.vehicleTypes.join(',')}}` },
  { name: 'max_price_satang', type: 'int', value: (r) => r.maxPriceSatang },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'opened_at', type: 'timestamptz', value: (r) => r.openedAt },
  { name: 'expires_at', type: 'timestamptz', value: (r) => r.expiresAt },
  { name: 'updated_at', type: 'timestamptz', value: (r) => r.endedAt ?? r.openedAt },
  { name: 'ended_at', type: 'timestamptz', value: (r) => r.endedAt },
  {
    name: 'removed_reason',
    type: 'text',
    value: (r) => (r.status === 'removed' ? 'ข้อมูลส่วนบุคคลในคำขอ' : null),
  },
  { name: 'last_position', type: 'bigint', value: (r) => (r.status === 'open' ? 1 : 2) },
];

/** The secondary indexes of a table as the server has them (their definitions, to build again). */
async function secondaryIndexes(db: SqlExecutor, tableName: string) {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = $1
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tableName],
  );
  return rows;
}

async function loadData(db: SqlClient, newClips: BenchClip[]): Promise<string[]> {
  const lines: string[] = [];
  const catalog = liveTables(catalogProjection);
  const requestTables = liveTables(requestsProjection);
  await createProjectionTables(db, catalogProjection, catalog);
  await createProjectionTables(db, requestsProjection, requestTables);

  // As a rebuild fills the catalogue: rows first, then one build of each secondary index.
  const indexes = await secondaryIndexes(db, catalog.catalog_clips);
  for (const index of indexes) await db.exec(`drop index ${index.name}`);
  const totalClips = catalogSize(CLIPS);
  console.log(
    `  catalog_clips: ${fmt(totalClips)} clips (${fmt(CLIPS)} approved), ${INSERT_BATCH} rows per insert…`,
  );
  let started = performance.now();
  let nextReport = 0.1;
  await insertAll(
    db,
    catalog.catalog_clips,
    clipColumns,
    catalogClips({ approved: CLIPS, seed: SEED }),
    (n) => {
      if (n / totalClips < nextReport) return;
      nextReport += 0.1;
      console.log(
        `    ${fmt(n)} / ${fmt(totalClips)} in ${fmt(seconds(started), 1)} s (${fmt(n / seconds(started))} rows/s)`,
      );
    },
  );
  const clipSeconds = seconds(started);
  lines.push(
    `catalog_clips: ${fmt(totalClips)} rows generated and inserted in ${fmt(clipSeconds, 1)} s (${fmt(totalClips / clipSeconds)} rows/s)`,
  );

  started = performance.now();
  const indexTimes: string[] = [];
  for (const index of indexes) {
    const indexStarted = performance.now();
    // In the same call as the build: the pool may hand out another connection for the next one.
    await db.exec(`set maintenance_work_mem = '512MB'; ${index.definition}`);
    indexTimes.push(
      `${index.name.replace(`${catalog.catalog_clips}_`, '')} ${fmt(seconds(indexStarted), 1)}`,
    );
  }
  lines.push(
    `catalog_clips: ${indexes.length} secondary indexes built in ${fmt(seconds(started), 1)} s (${indexTimes.join(', ')} s)`,
  );

  // The newly approved clips, as the catalogue shows them a moment after their approval.
  await insertAll(db, catalog.catalog_clips, clipColumns, newClips);

  started = performance.now();
  const requests = await insertAll(
    db,
    requestTables.requests,
    requestColumns,
    benchRequests({ open: REQUESTS, ended: ENDED, seed: SEED + 7 }),
  );
  // Clips the requesters were told of earlier: arbitrary pairs (any clip), a few per open request,
  // there only so that the "already matched" probe reads a key of a realistic size.
  await db.exec(`
    insert into ${requestTables.request_matches} (request_id, clip_id, seller_id, distance_m, minutes_apart, matched_at)
    select r.request_id, c.clip_id, c.seller_id, 0, 0, r.opened_at
      from ${requestTables.requests} r
      cross join lateral (
        select clip_id, seller_id from ${catalog.catalog_clips}
         where clip_id > md5(r.request_id) order by clip_id limit abs(hashtext(r.request_id)) % 6
      ) c
     where r.status = 'open';
    update ${requestTables.requests} r
       set match_count = (select count(*) from ${requestTables.request_matches} m where m.request_id = r.request_id)
     where r.status = 'open';`);
  lines.push(
    `requests: ${fmt(requests)} rows (${fmt(REQUESTS)} open, ${fmt(ENDED)} ended) and their earlier matches in ${fmt(seconds(started), 1)} s, indexes present`,
  );

  started = performance.now();
  // One statement per call: several in one are one transaction, where VACUUM cannot run.
  for (const tableName of [catalog.catalog_clips, requestTables.requests, requestTables.request_matches])
    await db.exec(`vacuum analyze ${tableName}`);
  lines.push(`VACUUM ANALYZE: ${fmt(seconds(started), 1)} s`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Timing

interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

/** An executor that records every statement of the current call with its time. */
function recording(db: SqlExecutor) {
  let statements: Statement[] = [];
  const executor: SqlExecutor = {
    async query<Row>(sql: string, params?: unknown[], prepareAs?: string): Promise<QueryResult<Row>> {
      const started = performance.now();
      const result = await db.query<Row>(sql, params, prepareAs);
      statements.push({ sql, params: [...(params ?? [])], ms: performance.now() - started });
      return result;
    },
    exec: (sql) => db.exec(sql),
  };
  return {
    executor,
    take(): Statement[] {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

interface Sample {
  ms: number;
  /** The server's own time for the call's statements, measured afterwards. */
  serverMs?: number;
  matches: number;
  describe: string;
  statements: Statement[];
}

/** One call of a lookup with its input. */
interface Call {
  describe: string;
  run: (executor: SqlExecutor) => Promise<unknown[]>;
}

interface Lookup {
  name: string;
  calls: Call[];
  warmup: Call[];
}

async function timeLookup(db: SqlExecutor, lookup: Lookup): Promise<Sample[]> {
  const recorder = recording(db);
  for (const call of lookup.warmup) await call.run(db);
  const samples: Sample[] = [];
  for (const call of lookup.calls) {
    const started = performance.now();
    const found = await call.run(recorder.executor);
    const ms = performance.now() - started;
    samples.push({ ms, matches: found.length, describe: call.describe, statements: recorder.take() });
  }
  return samples;
}

/**
 * The server's own time for a call's statements (planning + execution, run again under EXPLAIN
 * ANALYZE): what the call costs without the wait for a CPU on a busy machine and the round trips.
 */
async function serverMs(db: SqlClient, statements: Statement[]): Promise<number> {
  let total = 0;
  for (const statement of statements) {
    const { rows } = await db.query<Record<string, unknown>>(
      `explain (analyze, format json) ${statement.sql}`,
      statement.params,
    );
    const raw = Object.values(rows[0] ?? {})[0];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      'Planning Time': number;
      'Execution Time': number;
    }[];
    total += (plan?.['Planning Time'] ?? 0) + (plan?.['Execution Time'] ?? 0);
  }
  return total;
}

async function explain(db: SqlClient, statement: Statement): Promise<string[]> {
  const { rows } = await db.query<Record<string, string>>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  return rows.map((row) => Object.values(row)[0] as string);
}

async function sizes(db: SqlExecutor): Promise<string[]> {
  const { rows } = await db.query<{ name: string; kind: string; bytes: string }>(
    `select c.relname as name, c.relkind::text as kind, pg_total_relation_size(c.oid)::text as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'i')
        and (c.relname like 'catalog_clips%' or c.relname like 'request%')
        and pg_total_relation_size(c.oid) > 16384
      order by pg_total_relation_size(c.oid) desc`,
  );
  return rows.map(
    (r) => `${r.name} (${r.kind === 'r' ? 'table with its indexes' : 'index'}): ${mb(Number(r.bytes))}`,
  );
}

// ---------------------------------------------------------------------------------------------

const admin = pgClient(`${server}/postgres`, { max: 1 });
await admin.exec(`create database ${database} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
const db = pgClient(`${server}/${database}`, { max: INSERTS_IN_FLIGHT + 1 });
let dropped = false;
async function dropDatabase() {
  if (dropped) return;
  dropped = true;
  await db.close();
  if (args.keep)
    console.log(`\nkept database ${database} (--keep): drop it with \`drop database ${database}\``);
  else await admin.exec(`drop database if exists ${database} with (force)`);
  await admin.close();
}
process.once('SIGINT', () => {
  console.log('\ninterrupted: dropping the database');
  void dropDatabase().finally(() => process.exit(130));
});

try {
  const { rows } = await db.query<{ version: string }>(`select current_setting('server_version') as version`);
  console.log(
    `Footage-request matching benchmark (issue 22): PostgreSQL ${rows[0]?.version} at ${server}, database ${database}; ` +
      `${fmt(CLIPS)} approved clips, ${fmt(REQUESTS)} open requests, ${CALLS} timed calls each after ${WARMUP} warm-up calls; ` +
      `seed ${SEED}; ${os.cpus().length} CPUs, load average ${load()} (the CPU is shared with whatever else runs)`,
  );
  const newClips = newlyApprovedClips({ count: CALLS + WARMUP, seed: SEED + 3 });
  console.log('\nloading');
  const loadStarted = performance.now();
  const loadLines = await loadData(db, newClips);
  const loadSeconds = seconds(loadStarted);

  // The newest open requests are the "new requests" whose clips are listed; the warm-up uses older ones.
  const { rows: newest } = await db.query<{
    request_id: string;
    radius_m: number;
    province: string;
    time_window: string;
  }>(
    `select request_id, radius_m, province, time_from || '–' || time_to as time_window
       from requests where status = 'open' order by opened_at desc, request_id limit $1`,
    [CALLS + WARMUP],
  );
  const clipCall = (clip: BenchClip): Call => ({
    describe: `clip ${clip.clipId} in ${clip.location.district}, ${clip.location.province}, ${clip.incidentDate} ${clip.incidentTime}`,
    run: (executor) => openRequestsForClip(executor, clip.clipId, NOW),
  });
  const requestCall = (request: (typeof newest)[number]): Call => ({
    describe: `request ${request.request_id}: ${fmt(request.radius_m)} m in ${request.province}, ${request.time_window}`,
    run: (executor) => clipsForRequest(executor, request.request_id),
  });
  const wideCall = (facts: RequestFacts): Call => ({
    describe: `${fmt(facts.radiusM)} m around ${facts.lat}, ${facts.lng} on ${facts.incidentDate}, ${facts.timeFrom}–${facts.timeTo}`,
    run: (executor) => clipsMatching(executor, facts),
  });
  const wide = wideRequests({ count: CALLS + WARMUP, seed: SEED + 11 });
  const lookups: Lookup[] = [
    {
      name: 'open requests for a newly approved clip',
      calls: newClips.slice(WARMUP).map(clipCall),
      warmup: newClips.slice(0, WARMUP).map(clipCall),
    },
    {
      name: 'clips for a new request',
      calls: newest.slice(0, CALLS).map(requestCall),
      warmup: newest.slice(CALLS).map(requestCall),
    },
    {
      name: 'stress: clips for 5 km, all day, central Bangkok',
      calls: wide.slice(WARMUP).map(wideCall),
      warmup: wide.slice(0, WARMUP).map(wideCall),
    },
  ];

  console.log(`\ntiming (load average ${load()})`);
  const results: { name: string; samples: Sample[] }[] = [];
  for (const lookup of lookups) results.push({ name: lookup.name, samples: await timeLookup(db, lookup) });

  console.log(`\n== Matching latency: ${fmt(CLIPS)} approved clips, ${fmt(REQUESTS)} open requests ==`);
  table(
    [
      'lookup',
      'n',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'matches mean',
      'p50',
      'max',
      'calls with any',
      'p95 target',
    ],
    results.map(({ name, samples }) => {
      const times = samples.map((s) => s.ms).sort((a, b) => a - b);
      const matches = samples.map((s) => s.matches).sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      return [
        name,
        String(samples.length),
        fmt(percentile(times, 50), 1),
        fmt(p95, 1),
        fmt(percentile(times, 99), 1),
        fmt(times.at(-1) ?? NaN, 1),
        fmt(matches.reduce((sum, n) => sum + n, 0) / matches.length, 1),
        fmt(percentile(matches, 50)),
        fmt(matches.at(-1) ?? NaN),
        `${fmt((100 * matches.filter((n) => n > 0).length) / matches.length)} %`,
        `${p95 <= TARGET_P95_MS ? 'ok' : 'OVER'} (${TARGET_P95_MS})`,
      ];
    }),
    [false, true, true, true, true, true, true, true, true, true, false],
  );
  console.log(
    `(one call at a time over one connection; a call's time includes every statement of it: the clip's facts ` +
      `then the requests around it; the request's facts then the clips around it. Busy areas: ${BUSY_PROVINCES.join(', ')}. ` +
      `Few calls find anything: a new request is mostly about the last days, whose clips are still being uploaded ` +
      `(up to 35 days after the incident), and open requests are sparse; the stress row reads the densest case, at most ` +
      `${REQUEST_MATCHES_MAX} matches.)`,
  );

  console.log(
    '\n== Server time of the same calls (planning + execution, run again under EXPLAIN ANALYZE) ==',
  );
  const serverRows: string[][] = [];
  for (const { name, samples } of results) {
    for (const sample of samples) sample.serverMs = await serverMs(db, sample.statements);
    const times = samples.map((sample) => sample.serverMs ?? NaN).sort((a, b) => a - b);
    serverRows.push([
      name,
      String(times.length),
      fmt(percentile(times, 50), 2),
      fmt(percentile(times, 95), 2),
      fmt(percentile(times, 99), 2),
      fmt(times.at(-1) ?? NaN, 2),
    ]);
  }
  table(['lookup', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], serverRows, [
    false,
    true,
    true,
    true,
    true,
    true,
  ]);
  console.log(
    '(the gap to the table above is the wait for a CPU on a shared machine, the round trips and the driver)',
  );

  console.log(`\n== Load (${fmt(loadSeconds, 1)} s in all) ==`);
  for (const line of loadLines) console.log(line);
  console.log(`\n== Sizes ==`);
  for (const line of await sizes(db)) console.log(line);

  console.log(
    `\n== EXPLAIN (ANALYZE, BUFFERS) of the call at the p95 of server time of each lookup (its matching statement) ==`,
  );
  for (const { name, samples } of results) {
    const sorted = [...samples].sort((a, b) => (a.serverMs ?? 0) - (b.serverMs ?? 0));
    const atP95 = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(0.95 * sorted.length) - 1))];
    // The last statement is the geo + time one (the first reads the clip's or the request's facts).
    const matching = atP95?.statements.at(-1);
    if (!atP95 || !matching) continue;
    console.log(
      `\n-- ${name}: this call ${fmt(atP95.ms, 1)} ms = statements ${atP95.statements.map((s) => fmt(s.ms, 1)).join(' + ')} ms ` +
        `(server ${fmt(atP95.serverMs ?? NaN, 2)} ms), ${atP95.matches} matches`,
    );
    console.log(`-- ${atP95.describe}`);
    for (const line of await explain(db, matching)) console.log(`   ${line}`);
  }
  console.log(`\nload average at the end: ${load()}`);
} finally {
  await dropDatabase();
}
