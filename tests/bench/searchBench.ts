/**
 * Search benchmark (issue 5, "Relevance and speed — measured, not assumed"; DESIGN.md §7b).
 * Generates N synthetic approved clips (tests/bench/syntheticClips.ts, seeded), indexes them through
 * the search projection as `projections:rebuild -- search` does (rows first, then one bulk build of
 * the secondary indexes), adds N/20 more (2,000..20,000) as the live projector does with every
 * index present, ANALYZEs, then runs a
 * fixed, seeded mixed workload through the PostgreSQL search adapter and prints p50/p95/p99 per
 * query type, indexing throughput, table and index sizes and the process RSS. For each query type
 * over its target, the slowest statement of a p95 call is shown with EXPLAIN (ANALYZE, BUFFERS).
 *
 *   npm run bench:search -- [--clips N] [--queries M] [--seed S] [--explain]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dashclip_bench npm run bench:search -- --clips 1000000
 *
 * --clips    clips to generate and index (default 20000)
 * --queries  timed queries per query type (default 100), after 2 warm-up runs each
 * --budget   seconds of timed queries per type (default 60): a type stops early once it used them
 *            (and has 3 samples), so that a very slow type cannot hold up the run
 * --seed     seed of the clips and of the workload (default 42)
 * --explain  EXPLAIN every query type, not only those over the target
 * --reuse    (server only) keep the search tables as they are and only run the workload, e.g. after
 *            an indexing run that was stopped part-way (its progress lines give the indexing rate)
 *
 * With DATABASE_URL the search tables of that database are dropped and recreated; without it a
 * throwaway PGlite lives in a temporary directory. Targets (issue 5): PostgreSQL server p95 ≤ 50 ms
 * for every query type and indexing ≥ 5,000 clips/s at 1,000,000 clips; PGlite p95 ≤ 150 ms at
 * 100,000 clips. Nothing is asserted: the numbers are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CATEGORIES, DASHBOARD_PAGE_SIZE, MAP_POINTS_MAX, MS_PER_DAY } from '../../events/constants.ts';
import { PROJECTION_BATCH_SIZE } from '../../projector/constants.ts';
import { SUGGESTED_TITLES_MAX } from '../../query-api/constants.ts';
import { fromBaht, type Baht } from '../../events/money.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { QueryResult, SqlClient, SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { documentTerms } from '../../infra/adapters/search/postgres/documentTerms.ts';
import {
  postgresSearchIndex,
  TRIGRAM_THRESHOLD,
} from '../../infra/adapters/search/postgres/postgresSearchIndex.ts';
import type {
  GeoBounds,
  SearchFilters,
  SearchParams,
  SearchSort,
} from '../../query-api/ports/searchIndex.ts';
import { liveTables } from '../../projector/projection.ts';
import { searchProjection } from '../../projector/projections/search/searchProjection.ts';
import { buildProjectionIndexes, REBUILD_BATCH_EVENTS } from '../../projector/rebuildProjection.ts';
import {
  benchVocabulary,
  busyProvinces,
  DEFAULT_NOW,
  mulberry32,
  syntheticClips,
  syntheticEventBatches,
} from './syntheticClips.ts';

// ---------------------------------------------------------------------------------------------
// Arguments

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    clips: { type: 'string', default: '20000' },
    queries: { type: 'string', default: '100' },
    seed: { type: 'string', default: '42' },
    budget: { type: 'string', default: '60' },
    explain: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, raw: string): number {
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive integer, got ${raw}`);
  return value;
}

const CLIPS = positiveInt('clips', args.clips);
const QUERIES = positiveInt('queries', args.queries);
const SEED = positiveInt('seed', args.seed);
const BUDGET_MS = positiveInt('budget', args.budget) * 1000;
/** A type's timed queries stop once it has used its budget and has this many samples. */
const MIN_SAMPLES = 3;
const WARMUP = 2;
const serverUrl = process.env.DATABASE_URL || undefined;
const TARGET_P95_MS = serverUrl ? 50 : 150;
const TARGET_CLIPS_PER_S = 5000;

// ---------------------------------------------------------------------------------------------
// Helpers

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

function table(headers: string[], rows: string[][], rightAligned: boolean[]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        rightAligned[i] ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number),
      )
      .join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A statement the adapter ran, for EXPLAIN afterwards. */
interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

/** Wraps a client so that every statement of the current call is recorded with its time. */
function recording(db: SqlClient) {
  let statements: Statement[] | null = null;
  const wrap = (executor: SqlExecutor): SqlExecutor => ({
    async query<Row>(sql: string, params?: unknown[], prepareAs?: string): Promise<QueryResult<Row>> {
      const started = performance.now();
      const result = await executor.query<Row>(sql, params, prepareAs);
      // A copy: the adapter binds more values into the same array after the count.
      statements?.push({ sql, params: [...(params ?? [])], ms: performance.now() - started });
      return result;
    },
    exec: (sql) => executor.exec(sql),
  });
  const client: SqlClient = {
    kind: db.kind,
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    tryLock: (name) => db.tryLock(name),
    close: () => db.close(),
  };
  return {
    client,
    async capture<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      statements = [];
      try {
        const result = await work();
        return { result, statements };
      } finally {
        statements = null;
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The database

async function openDatabase(): Promise<{ db: SqlClient; label: string; cleanUp: () => void }> {
  if (serverUrl) {
    const db = pgClient(serverUrl, { max: 4 });
    const { rows } = await db.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    const url = new URL(serverUrl);
    return {
      db,
      label: `PostgreSQL ${rows[0]?.version} server, database ${url.pathname.slice(1)} on ${url.host}`,
      cleanUp: () => {},
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-bench-search-'));
  const db = await pgliteClient(dir);
  return { db, label: `PGlite in ${dir}`, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

const tables = liveTables(searchProjection);

/** Fresh tables without their secondary indexes, as a rebuild starts. */
async function recreateTables(db: SqlClient) {
  for (const name of Object.values(tables)) await db.exec(`drop table if exists ${name} cascade`);
  await searchProjection.createTables(db, tables);
}

interface IndexingReport {
  /** The replay into tables without secondary indexes. */
  loadSeconds: number;
  /** The bulk build of the secondary indexes after it. */
  indexSeconds: number;
  /** Replay and index build: what `projections:rebuild -- search` takes for these clips. */
  clipsPerSecond: number;
  /** New clips indexed afterwards, with every index present (the live projector). */
  liveClips: number;
  liveClipsPerSecond: number;
  termsPerSecond: number;
  analyzeSeconds: number;
}

/** How many more clips the live-indexing part adds after the rebuild. */
const LIVE_CLIPS = Math.min(20_000, Math.max(2_000, Math.round(CLIPS / 20)));

async function indexClips(db: SqlClient): Promise<IndexingReport> {
  // The Thai pipeline alone (segmentation, variants, tsvector literals), on a sample, in this process.
  const sample = Math.min(CLIPS, 20_000);
  const termsStarted = performance.now();
  for (const clip of syntheticClips({ count: sample, seed: SEED })) documentTerms(clip);
  const termsPerSecond = sample / ((performance.now() - termsStarted) / 1000);

  let clips = 0;
  let nextReport = 0.1;
  const started = performance.now();
  for (const batch of syntheticEventBatches({ count: CLIPS, seed: SEED }, REBUILD_BATCH_EVENTS)) {
    await db.transaction((tx) => searchProjection.handle(batch, tx, tables));
    clips += batch.length / 2;
    if (clips / CLIPS >= nextReport) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  indexed ${fmt(clips)} / ${fmt(CLIPS)} clips in ${fmt(seconds, 1)} s (${fmt(clips / seconds)} clips/s), RSS ${mb(process.memoryUsage().rss)}`,
      );
      nextReport += 0.1;
    }
  }
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(`  building the secondary indexes…`);
  const indexStarted = performance.now();
  await buildProjectionIndexes(db, searchProjection, tables);
  const indexSeconds = (performance.now() - indexStarted) / 1000;

  // The live projector afterwards: new clips, in the runner's batch size, with every index present.
  const liveStarted = performance.now();
  for (const batch of syntheticEventBatches({ count: LIVE_CLIPS, seed: SEED + 1 }, PROJECTION_BATCH_SIZE))
    await db.transaction((tx) => searchProjection.handle(batch, tx, tables));
  const liveSeconds = (performance.now() - liveStarted) / 1000;

  const analyzeStarted = performance.now();
  await db.exec(`vacuum analyze ${tables.clip_search}`);
  await db.exec(`analyze ${tables.search_clip_sources}`);
  return {
    loadSeconds,
    indexSeconds,
    clipsPerSecond: clips / (loadSeconds + indexSeconds),
    liveClips: LIVE_CLIPS,
    liveClipsPerSecond: LIVE_CLIPS / liveSeconds,
    termsPerSecond,
    analyzeSeconds: (performance.now() - analyzeStarted) / 1000,
  };
}

// ---------------------------------------------------------------------------------------------
// The workload

/** City viewports for the map (roughly what a phone map shows at city zoom). */
const CITY_VIEWPORTS: { name: string; bounds: GeoBounds }[] = [
  { name: 'Bangkok centre', bounds: { west: 100.45, south: 13.68, east: 100.62, north: 13.8 } },
  { name: 'Bangkok east', bounds: { west: 100.55, south: 13.65, east: 100.72, north: 13.78 } },
  { name: 'Chiang Mai', bounds: { west: 98.92, south: 18.73, east: 99.05, north: 18.84 } },
  { name: 'Khon Kaen', bounds: { west: 102.77, south: 16.38, east: 102.88, north: 16.48 } },
  { name: 'Pattaya / Chonburi', bounds: { west: 100.85, south: 13.25, east: 101.1, north: 13.45 } },
  { name: 'Hat Yai', bounds: { west: 100.42, south: 7.1, east: 100.65, north: 7.25 } },
];
/** Radius centres: busy spots. */
const RADIUS_POINTS = [
  { lat: 13.737, lng: 100.5603 }, // Asok
  { lat: 13.7563, lng: 100.5018 }, // Bangkok centre
  { lat: 13.668, lng: 100.605 }, // Bang Na
  { lat: 18.7883, lng: 98.9853 }, // Chiang Mai
  { lat: 14.9799, lng: 102.0978 }, // Korat
  { lat: 7.8804, lng: 98.3923 }, // Phuket
];
/** Price filters as people set them, in baht. */
const PRICE_RANGES: [Baht, Baht][] = [
  [300, 500],
  [300, 800],
  [500, 1000],
  [800, 1500],
  [1000, 1500],
];
const TIME_WINDOWS: [string, string][] = [
  ['06:00', '09:00'],
  ['16:00', '20:00'],
  ['22:00', '05:00'],
  ['11:00', '14:00'],
];

type Random = () => number;
type Operation = 'search' | 'mapPoints' | 'suggest';

interface QueryType {
  name: string;
  operation: Operation;
  make: (random: Random) => { params?: SearchParams; filters?: SearchFilters; typed?: string };
}

const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
/** A province, the busy ones more often (as people search where they live). */
const province = (random: Random) =>
  random() < 0.7 ? pick(random, busyProvinces.slice(0, 6)) : pick(random, busyProvinces);
const page = (extra: Partial<SearchParams> = {}): SearchParams => ({
  page: 1,
  limit: DASHBOARD_PAGE_SIZE,
  ...extra,
});
const nowMs = Date.parse(DEFAULT_NOW);
const daysAgo = (days: number) => new Date(nowMs - days * MS_PER_DAY).toISOString().slice(0, 10);
const anyKeyword = (random: Random) =>
  pick(random, [...benchVocabulary.common, ...benchVocabulary.common, ...benchVocabulary.multiWord]);

const sortQuery = (sort: SearchSort): QueryType => ({
  name: `sort ${sort}`,
  operation: 'search',
  make: (random) =>
    sort === 'relevance'
      ? { params: page({ keyword: anyKeyword(random), sort }) }
      : // Browsing the catalogue in an order, half the time within a province.
        { params: page({ sort, ...(random() < 0.5 ? { province: province(random) } : {}) }) },
});

const QUERY_TYPES: QueryType[] = [
  {
    name: 'keyword common',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: pick(r, benchVocabulary.common) }) }),
  },
  {
    name: 'keyword rare',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: pick(r, benchVocabulary.rare) }) }),
  },
  {
    name: 'keyword multi-word',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: pick(r, benchVocabulary.multiWord) }) }),
  },
  {
    name: 'keyword half-typed',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: pick(r, benchVocabulary.halfTyped) }) }),
  },
  {
    name: 'keyword misspelled',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: pick(r, benchVocabulary.misspelled) }) }),
  },
  {
    name: 'keyword + province',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: anyKeyword(r), province: province(r) }) }),
  },
  {
    // The dashboard's 30-day preset (timeRange 30); its default is every incident date.
    name: 'keyword, 30 days',
    operation: 'search',
    make: (r) => ({ params: page({ keyword: anyKeyword(r), dateFrom: daysAgo(29), dateTo: daysAgo(0) }) }),
  },
  {
    name: 'filters only',
    operation: 'search',
    make: (r) => {
      const [minPrice, maxPrice] = pick(r, PRICE_RANGES);
      return {
        params: page({
          province: province(r),
          category: pick(r, CATEGORIES),
          minPriceSatang: fromBaht(minPrice),
          maxPriceSatang: fromBaht(maxPrice),
        }),
      };
    },
  },
  {
    name: 'date + time of day',
    operation: 'search',
    make: (r) => {
      const [timeFrom, timeTo] = pick(r, TIME_WINDOWS);
      const span = pick(r, [1, 7, 30]);
      const end = Math.floor(r() * 300);
      return { params: page({ dateFrom: daysAgo(end + span), dateTo: daysAgo(end), timeFrom, timeTo }) };
    },
  },
  {
    name: 'map viewport',
    operation: 'search',
    make: (r) => ({ params: page({ bounds: pick(r, CITY_VIEWPORTS).bounds }) }),
  },
  {
    name: 'radius 5 km',
    operation: 'search',
    make: (r) => ({ params: page({ near: { ...pick(r, RADIUS_POINTS), radiusKm: 5 } }) }),
  },
  ...(['newest', 'oldest', 'price_low', 'price_high', 'views', 'relevance'] as const).map(sortQuery),
  {
    name: 'deep page 50',
    operation: 'search',
    make: (r) =>
      r() < 0.5
        ? { params: page({ page: 50, sort: 'newest' }) }
        : { params: page({ page: 50, keyword: pick(r, benchVocabulary.common) }) },
  },
  {
    name: 'facets',
    operation: 'search',
    make: (r) =>
      r() < 0.5
        ? { params: page({ keyword: anyKeyword(r), facets: true }) }
        : { params: page({ province: province(r), facets: true }) },
  },
  {
    name: 'mapPoints',
    operation: 'mapPoints',
    make: (r) => ({
      filters: {
        bounds: pick(r, CITY_VIEWPORTS).bounds,
        ...(r() < 0.3 ? { keyword: pick(r, benchVocabulary.common) } : {}),
      },
    }),
  },
  { name: 'suggest', operation: 'suggest', make: (r) => ({ typed: pick(r, benchVocabulary.suggest) }) },
];

interface Sample {
  ms: number;
  results: number;
  statements: Statement[];
  describe: string;
}

async function runWorkload(db: SqlClient) {
  const recorder = recording(db);
  const index = postgresSearchIndex(recorder.client);
  const random = mulberry32(SEED * 7919 + 1);
  const run = async (type: QueryType, query: ReturnType<QueryType['make']>): Promise<number> => {
    switch (type.operation) {
      case 'search':
        return (await index.search(query.params as SearchParams)).total;
      case 'mapPoints':
        return (await index.mapPoints(query.filters as SearchFilters, MAP_POINTS_MAX)).points.length;
      case 'suggest':
        return (await index.suggestTitles(query.typed as string, SUGGESTED_TITLES_MAX)).length;
    }
  };

  // Warm-up: caches, plans, connections.
  for (const type of QUERY_TYPES) for (let i = 0; i < WARMUP; i++) await run(type, type.make(random));

  // The timed, interleaved workload: every type QUERIES times, in a seeded shuffled order.
  const plan: QueryType[] = QUERY_TYPES.flatMap((type) => Array.from({ length: QUERIES }, () => type));
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j] as QueryType, plan[i] as QueryType];
  }
  const samples = new Map<string, Sample[]>(QUERY_TYPES.map((t) => [t.name, []]));
  const spent = new Map<string, number>();
  const started = performance.now();
  for (const type of plan) {
    const query = type.make(random);
    const used = spent.get(type.name) ?? 0;
    if (used > BUDGET_MS && (samples.get(type.name)?.length ?? 0) >= MIN_SAMPLES) continue;
    const t0 = performance.now();
    const { result, statements } = await recorder.capture(() => run(type, query));
    const ms = performance.now() - t0;
    samples.get(type.name)?.push({ ms, results: result, statements, describe: JSON.stringify(query) });
    spent.set(type.name, used + ms);
  }
  const total = [...samples.values()].reduce((sum, list) => sum + list.length, 0);
  return { samples, seconds: (performance.now() - started) / 1000, total };
}

async function explain(db: SqlClient, statement: Statement): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(TRIGRAM_THRESHOLD),
    ]);
    const { rows } = await tx.query<Record<string, string>>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => Object.values(row)[0] as string);
  });
}

async function sizes(db: SqlClient) {
  const { rows } = await db.query<{ name: string; kind: string; bytes: string }>(
    `select c.relname as name, c.relkind::text as kind, pg_total_relation_size(c.oid)::text as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'i')
       and (c.relname like 'clip_search%' or c.relname like 'search_%')
     order by pg_total_relation_size(c.oid) desc`,
  );
  return rows.map((row) => ({ name: row.name, kind: row.kind, bytes: Number(row.bytes) }));
}

// ---------------------------------------------------------------------------------------------
// Main

const { db, label, cleanUp } = await openDatabase();
try {
  console.log(`Search benchmark — ${label}`);
  console.log(
    `${args.reuse && serverUrl ? 'the clips already indexed' : `${fmt(CLIPS)} clips`}, seed ${SEED}, ${QUERIES} timed queries per type (at most ~${BUDGET_MS / 1000} s each) ` +
      `after ${WARMUP} warm-up runs, ` +
      `${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(
    `targets: p95 ≤ ${TARGET_P95_MS} ms per query type${serverUrl ? `, indexing ≥ ${fmt(TARGET_CLIPS_PER_S)} clips/s` : ''}\n`,
  );

  let indexing: IndexingReport | null = null;
  let clipCount = CLIPS;
  if (args.reuse && serverUrl) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${tables.clip_search}`);
    clipCount = rows[0]?.n ?? 0;
    console.log(
      `Reusing the ${fmt(clipCount)} clips already in ${tables.clip_search} (no indexing this run).`,
    );
    await db.exec(`vacuum analyze ${tables.clip_search}`);
  } else {
    await recreateTables(db);
    console.log(
      `Indexing as projections:rebuild does: searchProjection.handle, ${REBUILD_BATCH_EVENTS} events (${REBUILD_BATCH_EVENTS / 2} clips) ` +
        'per transaction into tables without secondary indexes, then one bulk build of them (3 GIN, 1 GiST, 9 B-tree); ' +
        `then ${LIVE_CLIPS.toLocaleString('en-US')} new clips as the live projector indexes them (${PROJECTION_BATCH_SIZE} events per transaction, every index present):`,
    );
    indexing = await indexClips(db);
    clipCount = CLIPS + indexing.liveClips;
  }
  const tableSizes = await sizes(db);
  const rssAfterIndexing = process.memoryUsage().rss;

  console.log('\nRunning the workload…');
  const workload = await runWorkload(db);

  console.log(`\n== Query latency (${label}) ==`);
  const rows: string[][] = [];
  const over: { name: string; sample: Sample; p95: number }[] = [];
  for (const type of QUERY_TYPES) {
    const list = workload.samples.get(type.name) ?? [];
    const sorted = [...list].sort((a, b) => a.ms - b.ms);
    const times = sorted.map((s) => s.ms);
    const p95 = percentile(times, 95);
    const mean = list.reduce((sum, s) => sum + s.results, 0) / list.length;
    rows.push([
      type.name,
      String(list.length),
      fmt(percentile(times, 50), 1),
      fmt(p95, 1),
      fmt(percentile(times, 99), 1),
      fmt(times.at(-1) ?? NaN, 1),
      fmt(mean, 0),
      p95 <= TARGET_P95_MS ? 'ok' : 'OVER',
    ]);
    const atP95 = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(0.95 * sorted.length) - 1))];
    if (atP95 && (args.explain || p95 > TARGET_P95_MS)) over.push({ name: type.name, sample: atP95, p95 });
  }
  table(
    ['query type', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'mean results', `p95≤${TARGET_P95_MS}`],
    rows,
    [false, true, true, true, true, true, true, false],
  );
  console.log(
    `(${fmt(workload.total)} queries in ${fmt(workload.seconds, 1)} s, interleaved; n below ${QUERIES}: the type hit its time budget; ` +
      '"mean results" is the mean total of matches, ' +
      'points returned for mapPoints, titles for suggest)',
  );

  if (indexing) {
    console.log(`\n== Indexing ==`);
    const verdict = (rate: number) =>
      serverUrl
        ? `; target ≥ ${fmt(TARGET_CLIPS_PER_S)} clips/s: ${rate >= TARGET_CLIPS_PER_S ? 'ok' : 'UNDER'}`
        : '';
    console.log(
      `rebuild: ${fmt(CLIPS)} clips (${fmt(CLIPS * 2)} events) loaded in ${fmt(indexing.loadSeconds, 1)} s, ` +
        `indexes built in ${fmt(indexing.indexSeconds, 1)} s = ${fmt(indexing.clipsPerSecond)} clips/s` +
        verdict(indexing.clipsPerSecond),
    );
    console.log(
      `live: ${fmt(indexing.liveClips)} new clips with every index present = ${fmt(indexing.liveClipsPerSecond)} clips/s` +
        verdict(indexing.liveClipsPerSecond),
    );
    console.log(
      `Thai term extraction alone (documentTerms, this process, one core): ${fmt(indexing.termsPerSecond)} clips/s`,
    );
    console.log(`VACUUM ANALYZE afterwards: ${fmt(indexing.analyzeSeconds, 1)} s`);
  }

  console.log(`\n== Sizes (pg_total_relation_size) ==`);
  table(
    ['relation', 'kind', 'size'],
    tableSizes.map((s) => [s.name, s.kind === 'r' ? 'table' : 'index', mb(s.bytes)]),
    [false, false, true],
  );
  const search = tableSizes.find((s) => s.name === tables.clip_search);
  const sources = tableSizes.find((s) => s.name === tables.search_clip_sources);
  console.log(
    `clip_search with its indexes ${mb(search?.bytes ?? 0)} (${fmt((search?.bytes ?? 0) / clipCount)} bytes/clip); ` +
      `search_clip_sources ${mb(sources?.bytes ?? 0)}`,
  );
  console.log(
    `process RSS: ${mb(rssAfterIndexing)} after indexing, ${mb(process.memoryUsage().rss)} after the workload` +
      (serverUrl ? ' (Node only; the server is a separate process)' : ' (Node + PGlite)'),
  );

  if (over.length > 0) {
    console.log(
      `\n== EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of a p95 call${args.explain ? '' : ', query types over the target'} ==`,
    );
    for (const { name, sample, p95 } of over) {
      const slowest = [...sample.statements].sort((a, b) => b.ms - a.ms)[0];
      if (!slowest) continue;
      const breakdown = sample.statements
        .filter((s) => !s.sql.startsWith('select set_config'))
        .map((s) => `${fmt(s.ms, 1)}`)
        .join(' + ');
      console.log(
        `\n-- ${name}: p95 ${fmt(p95, 1)} ms; this call ${fmt(sample.ms, 1)} ms = statements ${breakdown} ms`,
      );
      console.log(`-- query: ${sample.describe}`);
      console.log(`-- params: ${JSON.stringify(slowest.params)}`);
      console.log(slowest.sql.replace(/\s+/g, ' ').trim());
      for (const line of await explain(db, slowest)) console.log(`   ${line}`);
    }
  }
} finally {
  await db.close();
  cleanUp();
}
