/**
 * The search benchmark's workload (issue 5, issue 19): the query types a buyer's session is made
 * of, seeded, run interleaved against any SearchIndex, with the helpers that print the tables.
 * Used by searchBench.ts for each adapter (PGlite, the PostgreSQL server, the search engine).
 */
import { performance } from 'node:perf_hooks';
import { CATEGORIES, DASHBOARD_PAGE_SIZE, MAP_POINTS_MAX, MS_PER_DAY } from '../../events/constants.ts';
import { SUGGESTED_TITLES_MAX } from '../../query-api/constants.ts';
import { fromBaht, type Baht } from '../../events/money.ts';
import type {
  GeoBounds,
  SearchFilters,
  SearchIndex,
  SearchParams,
  SearchSort,
} from '../../query-api/ports/searchIndex.ts';
import { benchVocabulary, busyProvinces, DEFAULT_NOW, mulberry32 } from './syntheticClips.ts';

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function table(headers: string[], rows: string[][], rightAligned: boolean[]) {
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

/** A statement an adapter ran (PostgreSQL only), for EXPLAIN afterwards. */
export interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

/** Runs one call and gives back the statements it ran (none where nothing records them). */
export type Capture = <T>(work: () => Promise<T>) => Promise<{ result: T; statements: Statement[] }>;

export const noCapture: Capture = async (work) => ({ result: await work(), statements: [] });

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
export type Operation = 'search' | 'mapPoints' | 'suggest';

export interface QueryType {
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

export const QUERY_TYPES: QueryType[] = [
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

export interface Sample {
  ms: number;
  results: number;
  statements: Statement[];
  describe: string;
}

export interface WorkloadOptions {
  seed: number;
  queries: number;
  warmup: number;
  /** A type's timed queries stop once it has used this many ms and has `minSamples`. */
  budgetMs: number;
  minSamples: number;
}

/** Every query type `queries` times, in a seeded shuffled order, after `warmup` runs of each. */
export async function runWorkload(index: SearchIndex, capture: Capture, options: WorkloadOptions) {
  const random = mulberry32(options.seed * 7919 + 1);
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
  for (const type of QUERY_TYPES) for (let i = 0; i < options.warmup; i++) await run(type, type.make(random));

  const plan: QueryType[] = QUERY_TYPES.flatMap((type) =>
    Array.from({ length: options.queries }, () => type),
  );
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
    if (used > options.budgetMs && (samples.get(type.name)?.length ?? 0) >= options.minSamples) continue;
    const t0 = performance.now();
    const { result, statements } = await capture(() => run(type, query));
    const ms = performance.now() - t0;
    samples.get(type.name)?.push({ ms, results: result, statements, describe: JSON.stringify(query) });
    spent.set(type.name, used + ms);
  }
  const total = [...samples.values()].reduce((sum, list) => sum + list.length, 0);
  return { samples, seconds: (performance.now() - started) / 1000, total };
}

/** One adapter under the benchmark: it loads the clips, then the workload runs against `index`. */
export interface BenchSubject {
  /** Short name, the column of the summary table. */
  name: string;
  /** Long description: engine, version, where. */
  label: string;
  clips: number;
  /** The p95 target of a query type, ms. */
  targetMs(type: string): number;
  /** Indexing target, clips/s (none where the issue sets none). */
  targetClipsPerSecond?: number;
  /** Indexes the clips (printing progress); answers the lines of its indexing report. */
  load(): Promise<string[]>;
  index: SearchIndex;
  capture: Capture;
  /** EXPLAIN of a recorded statement (PostgreSQL). */
  explain?: (statement: Statement) => Promise<string[]>;
  /** Lines about the index's size on disk. */
  sizes(): Promise<string[]>;
  close(): Promise<void>;
}
