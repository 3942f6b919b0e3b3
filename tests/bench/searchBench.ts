/**
 * Search benchmark (issue 5; issue 19, "every query under 50 ms on the search engine"; DESIGN.md §7b).
 * For each adapter it can reach, generates synthetic approved clips (tests/bench/syntheticClips.ts,
 * seeded), indexes them through the search projection as a rebuild and then the live projector do,
 * runs a fixed, seeded mixed workload and prints p50/p95/p99 per query type against the issue's
 * targets, indexing throughput, index sizes and the process RSS; at the end one table with every
 * adapter's p95 side by side. On PostgreSQL, the slowest statement of a p95 call over its target is
 * shown with EXPLAIN (ANALYZE, BUFFERS).
 *
 *   npm run bench:search -- [--clips N] [--pglite-clips N] [--queries M] [--seed S] [--explain]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dashclip_bench OPENSEARCH_URL=http://127.0.0.1:19200 \
 *     npm run bench:search -- --clips 1000000
 *
 * Adapters: PGlite always (at --pglite-clips, default the smaller of --clips and 100,000); the
 * PostgreSQL server when DATABASE_URL is set (its search tables are dropped and recreated); the
 * search engine when OPENSEARCH_URL or ELASTICSEARCH_URL is set (an alias of its own,
 * dashclip-bench-search). --adapters pglite,server,engine picks some of them.
 *
 * --clips    clips for the server and the engine (default 20000)
 * --queries  timed queries per query type (default 100), after 2 warm-up runs each
 * --budget   seconds of timed queries per type (default 60): a type stops early once it used them
 *            (and has 3 samples), so that a very slow type cannot hold up the run
 * --seed     seed of the clips and of the workload (default 42)
 * --explain  EXPLAIN every query type, not only those over the target
 * --reuse    keep what the server's tables and the engine's alias hold and only run the workload
 *
 * Targets (issue 19): engine p95 ≤ 50 ms for every type and indexing ≥ 5,000 clips/s at 1,000,000
 * clips; PostgreSQL server p95 ≤ 100 ms (facets ≤ 200 ms) and ≥ 5,000 clips/s at 1,000,000; PGlite
 * p95 ≤ 150 ms at 100,000. Nothing is asserted: the numbers are printed.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { postgresBenchSubject } from './searchBenchPostgres.ts';
import { engineBenchSubject } from './searchBenchEngine.ts';
import {
  fmt,
  mb,
  percentile,
  QUERY_TYPES,
  runWorkload,
  table,
  type BenchSubject,
  type Sample,
} from './searchBenchWorkload.ts';

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    clips: { type: 'string', default: '20000' },
    'pglite-clips': { type: 'string' },
    adapters: { type: 'string' },
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

/** PGlite's size in the targets. */
const PGLITE_CLIPS_MAX = 100_000;
const CLIPS = positiveInt('clips', args.clips);
const PGLITE_CLIPS = args['pglite-clips']
  ? positiveInt('pglite-clips', args['pglite-clips'])
  : Math.min(CLIPS, PGLITE_CLIPS_MAX);
const SEED = positiveInt('seed', args.seed);
const workloadOptions = {
  seed: SEED,
  queries: positiveInt('queries', args.queries),
  warmup: 2,
  budgetMs: positiveInt('budget', args.budget) * 1000,
  minSamples: 3,
};
const serverUrl = process.env.DATABASE_URL || undefined;
const engine = process.env.OPENSEARCH_URL
  ? { url: process.env.OPENSEARCH_URL, product: 'opensearch' as const }
  : process.env.ELASTICSEARCH_URL
    ? { url: process.env.ELASTICSEARCH_URL, product: 'elasticsearch' as const }
    : undefined;
const wanted = new Set((args.adapters ?? 'pglite,server,engine').split(',').map((name) => name.trim()));

const subjects: (() => Promise<BenchSubject>)[] = [];
const leftOut: string[] = [];
if (wanted.has('engine'))
  if (engine)
    subjects.push(() =>
      engineBenchSubject({ ...engine, serverUrl, clips: CLIPS, seed: SEED, reuse: args.reuse }),
    );
  else leftOut.push('search engine: neither OPENSEARCH_URL nor ELASTICSEARCH_URL is set');
if (wanted.has('server'))
  if (serverUrl)
    subjects.push(() => postgresBenchSubject({ serverUrl, clips: CLIPS, seed: SEED, reuse: args.reuse }));
  else leftOut.push('PostgreSQL server: DATABASE_URL is not set');
if (wanted.has('pglite'))
  subjects.push(() => postgresBenchSubject({ clips: PGLITE_CLIPS, seed: SEED, reuse: false }));

console.log(
  `Search benchmark: seed ${SEED}, ${workloadOptions.queries} timed queries per type (at most ~${workloadOptions.budgetMs / 1000} s each) ` +
    `after ${workloadOptions.warmup} warm-up runs, ${os.cpus().length} CPUs, Node ${process.version}`,
);
for (const reason of leftOut) console.log(`left out: ${reason}`);

const summary: { subject: string; clips: number; p95: Map<string, { p95: number; target: number }> }[] = [];

for (const open of subjects) {
  const subject = await open();
  try {
    console.log(`\n######## ${subject.label}`);
    const indexing = await subject.load();
    const rssAfterIndexing = process.memoryUsage().rss;
    console.log('  running the workload…');
    const workload = await runWorkload(subject.index, subject.capture, workloadOptions);

    console.log(`\n== Query latency: ${subject.name}, ${fmt(subject.clips)} clips ==`);
    const rows: string[][] = [];
    const over: { name: string; sample: Sample; p95: number }[] = [];
    const p95s = new Map<string, { p95: number; target: number }>();
    for (const type of QUERY_TYPES) {
      const list = workload.samples.get(type.name) ?? [];
      const sorted = [...list].sort((a, b) => a.ms - b.ms);
      const times = sorted.map((s) => s.ms);
      const p95 = percentile(times, 95);
      const target = subject.targetMs(type.name);
      p95s.set(type.name, { p95, target });
      const mean = list.reduce((sum, s) => sum + s.results, 0) / list.length;
      rows.push([
        type.name,
        String(list.length),
        fmt(percentile(times, 50), 1),
        fmt(p95, 1),
        fmt(percentile(times, 99), 1),
        fmt(times.at(-1) ?? NaN, 1),
        fmt(mean, 0),
        `${p95 <= target ? 'ok' : 'OVER'} (${target})`,
      ]);
      const atP95 = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(0.95 * sorted.length) - 1))];
      if (atP95 && (args.explain || p95 > target)) over.push({ name: type.name, sample: atP95, p95 });
    }
    table(['query type', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'mean results', 'p95 target'], rows, [
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    console.log(
      `(${fmt(workload.total)} queries in ${fmt(workload.seconds, 1)} s, interleaved; n below the count asked: ` +
        'the type hit its time budget; "mean results" is the mean total of matches (capped where the ' +
        'adapter caps it), points for mapPoints, titles for suggest)',
    );
    console.log(`\n== Indexing: ${subject.name} ==`);
    for (const line of indexing) console.log(line);
    console.log(`\n== Size: ${subject.name} ==`);
    for (const line of await subject.sizes()) console.log(line);
    console.log(
      `process RSS: ${mb(rssAfterIndexing)} after indexing, ${mb(process.memoryUsage().rss)} after the workload`,
    );
    summary.push({ subject: subject.name, clips: subject.clips, p95: p95s });

    if (subject.explain && over.length > 0) {
      console.log(
        `\n== EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of a p95 call${args.explain ? '' : ', query types over the target'} ==`,
      );
      for (const { name, sample, p95 } of over) {
        const slowest = [...sample.statements].sort((a, b) => b.ms - a.ms)[0];
        if (!slowest) continue;
        const breakdown = sample.statements
          .filter((s) => !s.sql.startsWith('select set_config'))
          .map((s) => fmt(s.ms, 1))
          .join(' + ');
        console.log(
          `\n-- ${name}: p95 ${fmt(p95, 1)} ms; this call ${fmt(sample.ms, 1)} ms = statements ${breakdown} ms`,
        );
        console.log(`-- query: ${sample.describe}`);
        console.log(`-- params: ${JSON.stringify(slowest.params)}`);
        console.log(slowest.sql.replace(/\s+/g, ' ').trim());
        for (const line of await subject.explain(slowest)) console.log(`   ${line}`);
      }
    }
  } finally {
    await subject.close();
  }
}

if (summary.length > 1) {
  console.log('\n== p95 ms per query type, every adapter (target in brackets) ==');
  table(
    ['query type', ...summary.map((s) => `${s.subject} ${fmt(s.clips)}`)],
    QUERY_TYPES.map((type) => [
      type.name,
      ...summary.map((s) => {
        const cell = s.p95.get(type.name);
        return cell ? `${fmt(cell.p95, 1)}${cell.p95 <= cell.target ? '' : ' OVER'} (${cell.target})` : '';
      }),
    ]),
    [false, ...summary.map(() => true)],
  );
}
