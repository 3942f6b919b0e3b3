/**
 * The PostgreSQL side of the search benchmark (PGlite, or the server at DATABASE_URL): clips indexed
 * through the search projection as `projections:rebuild -- search` does (rows first, then one bulk
 * build of the secondary indexes), then N/20 more (2,000..20,000) as the live projector does with
 * every index present, then VACUUM ANALYZE. Every statement of a call is recorded, so that the
 * slowest one of a p95 call can be shown with EXPLAIN (ANALYZE, BUFFERS).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROJECTION_BATCH_SIZE } from '../../projector/constants.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { QueryResult, SqlClient, SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { documentTerms } from '../../infra/adapters/search/postgres/documentTerms.ts';
import {
  postgresSearchIndex,
  TRIGRAM_THRESHOLD,
} from '../../infra/adapters/search/postgres/postgresSearchIndex.ts';
import { liveTables } from '../../projector/projection.ts';
import { searchProjection } from '../../projector/projections/search/searchProjection.ts';
import { buildProjectionIndexes, REBUILD_BATCH_EVENTS } from '../../projector/rebuildProjection.ts';
import { syntheticEventBatches } from './syntheticClips.ts';
import { cpuReport, replayClips, termsPerSecond } from './searchBenchLoading.ts';
import { cpuSnapshot } from './cpuAccounting.ts';
import { fmt, mb, type BenchSubject, type Statement } from './searchBenchWorkload.ts';

/** Issue 19: the server at 1,000,000 clips p95 ≤ 100 ms (facets ≤ 200 ms); PGlite at 100,000 ≤ 150 ms. */
export const SERVER_TARGET_MS = 100;
export const SERVER_FACETS_TARGET_MS = 200;
export const PGLITE_TARGET_MS = 150;
export const INDEXING_TARGET_CLIPS_PER_S = 5000;

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

const tables = liveTables(searchProjection);
/** Where the CPU of the rebuild went: this process (projection, Thai terms; PGlite too) and the server. */
const CPU_GROUPS = [
  { name: 'node', matches: (_line: string, pid: number) => pid === process.pid },
  { name: 'postgres', matches: (line: string) => line.startsWith('postgres') },
];

export async function postgresBenchSubject(options: {
  serverUrl?: string;
  clips: number;
  seed: number;
  reuse: boolean;
}): Promise<BenchSubject> {
  const { serverUrl, seed } = options;
  let db: SqlClient;
  let label: string;
  let cleanUp = () => {};
  if (serverUrl) {
    db = pgClient(serverUrl, { max: 4 });
    const { rows } = await db.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    label = `PostgreSQL ${rows[0]?.version} server, database ${new URL(serverUrl).pathname.slice(1)}`;
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-bench-search-'));
    db = await pgliteClient(dir);
    label = `PGlite in ${dir}`;
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  }
  const recorder = recording(db);
  let clips = options.clips;
  const liveClips = Math.min(20_000, Math.max(2_000, Math.round(clips / 20)));

  async function load(): Promise<string[]> {
    if (options.reuse && serverUrl) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${tables.clip_search}`);
      clips = rows[0]?.n ?? 0;
      await db.exec(`vacuum analyze ${tables.clip_search}`);
      return [`reused the ${fmt(clips)} clips already in ${tables.clip_search} (no indexing this run)`];
    }
    for (const name of Object.values(tables)) await db.exec(`drop table if exists ${name} cascade`);
    await searchProjection.createTables(db, tables);
    console.log(
      `  indexing as projections:rebuild does: ${REBUILD_BATCH_EVENTS / 2} clips per transaction into tables ` +
        `without secondary indexes, one bulk build of them, then ${fmt(liveClips)} clips as the live projector does`,
    );
    // The Thai pipeline alone (segmentation, variants, tsvector literals), on a sample, in this process.
    const termsRate = termsPerSecond(clips, seed, (clip) => documentTerms(clip));

    const cpuBefore = cpuSnapshot(CPU_GROUPS);
    const started = performance.now();
    const loaded = await replayClips(clips, seed, (batch) =>
      db.transaction((tx) => searchProjection.handle(batch, tx, tables)),
    );
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(`  building the secondary indexes…`);
    const indexStarted = performance.now();
    await buildProjectionIndexes(db, searchProjection, tables);
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    const cpuLine = cpuReport(cpuBefore, cpuSnapshot(CPU_GROUPS), loaded, INDEXING_TARGET_CLIPS_PER_S);

    const liveStarted = performance.now();
    for (const batch of syntheticEventBatches({ count: liveClips, seed: seed + 1 }, PROJECTION_BATCH_SIZE))
      await db.transaction((tx) => searchProjection.handle(batch, tx, tables));
    const liveSeconds = (performance.now() - liveStarted) / 1000;

    const analyzeStarted = performance.now();
    await db.exec(`vacuum analyze ${tables.clip_search}`);
    await db.exec(`analyze ${tables.search_clip_sources}`);
    const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
    const rebuildRate = clips / (loadSeconds + indexSeconds);
    const liveRate = liveClips / liveSeconds;
    const verdict = (rate: number) =>
      serverUrl
        ? ` (target ≥ ${fmt(INDEXING_TARGET_CLIPS_PER_S)}: ${rate >= INDEXING_TARGET_CLIPS_PER_S ? 'ok' : 'UNDER'})`
        : '';
    clips += liveClips;
    return [
      `rebuild: ${fmt(loaded)} clips loaded in ${fmt(loadSeconds, 1)} s, indexes built in ${fmt(indexSeconds, 1)} s = ${fmt(rebuildRate)} clips/s${verdict(rebuildRate)}`,
      cpuLine,
      `live: ${fmt(liveClips)} new clips with every index present = ${fmt(liveRate)} clips/s${verdict(liveRate)}`,
      `Thai term extraction alone (documentTerms, one core): ${fmt(termsRate)} clips/s`,
      `VACUUM ANALYZE afterwards: ${fmt(analyzeSeconds, 1)} s`,
    ];
  }

  return {
    name: serverUrl ? 'PG server' : 'PGlite',
    label,
    get clips() {
      return clips;
    },
    targetMs: (type) =>
      serverUrl ? (type === 'facets' ? SERVER_FACETS_TARGET_MS : SERVER_TARGET_MS) : PGLITE_TARGET_MS,
    ...(serverUrl ? { targetClipsPerSecond: INDEXING_TARGET_CLIPS_PER_S } : {}),
    load,
    index: postgresSearchIndex(recorder.client),
    capture: (work) => recorder.capture(work),
    explain: (statement) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
          String(TRIGRAM_THRESHOLD),
        ]);
        const { rows } = await tx.query<Record<string, string>>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.params,
        );
        return rows.map((row) => Object.values(row)[0] as string);
      }),
    async sizes() {
      const { rows } = await db.query<{ name: string; kind: string; bytes: string }>(
        `select c.relname as name, c.relkind::text as kind, pg_total_relation_size(c.oid)::text as bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'i')
           and (c.relname like 'clip_search%' or c.relname like 'search_%')
         order by pg_total_relation_size(c.oid) desc`,
      );
      const search = rows.find((r) => r.name === tables.clip_search);
      return [
        ...rows.map((r) => `${r.name} (${r.kind === 'r' ? 'table' : 'index'}): ${mb(Number(r.bytes))}`),
        `clip_search with its indexes: ${fmt(Number(search?.bytes ?? 0) / Math.max(1, clips))} bytes/clip`,
      ];
    },
    async close() {
      await db.close();
      cleanUp();
    },
  };
}
