/**
 * The search engine side of the search benchmark (issue 19): Elasticsearch or OpenSearch at its
 * URL. Clips are indexed through the real projector path: the search projection (its source rows in
 * PostgreSQL: the server at DATABASE_URL, else a throwaway PGlite) writing to a fresh index as
 * `projections:rebuild -- search` does, whose alias is then swapped in; then N/20 more
 * (2,000..20,000) as the live projector writes them, each batch made visible before the next.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROJECTION_BATCH_SIZE } from '../../projector/constants.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import type { EngineProduct } from '../../infra/adapters/search/elasticsearch/engineClient.ts';
import { openElasticsearchIndex } from '../../infra/adapters/search/elasticsearch/openElasticsearchIndex.ts';
import { toClipSource } from '../../infra/adapters/search/elasticsearch/elasticsearchSearchWriter.ts';
import type { TableNames } from '../../projector/projection.ts';
import { searchProjectionWriting } from '../../projector/projections/search/searchProjection.ts';
import type { SearchTable } from '../../projector/projections/search/searchSourceTables.ts';
import { REBUILD_BATCH_EVENTS } from '../../projector/rebuildProjection.ts';
import { syntheticEventBatches } from './syntheticClips.ts';
import { cpuReport, replayClips, termsPerSecond } from './searchBenchLoading.ts';
import { cpuSnapshot } from './cpuAccounting.ts';
import { fmt, mb, noCapture, type BenchSubject } from './searchBenchWorkload.ts';
import { INDEXING_TARGET_CLIPS_PER_S } from './searchBenchPostgres.ts';

/** Issue 19: every query type p95 ≤ 50 ms at 1,000,000 clips on the engine. */
export const ENGINE_TARGET_MS = 50;
const BENCH_ALIAS = 'dashclip-bench-search';
const SOURCE_TABLE_PREFIX = 'engine_bench_';
/** Where the CPU of the rebuild went: the engine's JVM, this process (projection, Thai terms), PostgreSQL. */
const CPU_GROUPS = [
  { name: 'engine', matches: (line: string) => /opensearch|elasticsearch/i.test(line) && /java/.test(line) },
  { name: 'node', matches: (_line: string, pid: number) => pid === process.pid },
  { name: 'postgres', matches: (line: string) => line.startsWith('postgres') },
];

export async function engineBenchSubject(options: {
  url: string;
  product: EngineProduct;
  serverUrl?: string;
  clips: number;
  seed: number;
  reuse: boolean;
}): Promise<BenchSubject> {
  const { url, product, serverUrl, seed } = options;
  let db: SqlClient;
  let cleanUp = () => {};
  if (serverUrl) db = pgClient(serverUrl, { max: 4 });
  else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-bench-engine-'));
    db = await pgliteClient(dir);
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  }
  const search = await openElasticsearchIndex(url, { alias: BENCH_ALIAS, product });
  const { body: info } = await search.client.request<{ version: { number: string } }>({
    method: 'GET',
    path: '/',
  });
  const tableNames = Object.fromEntries(
    (
      [
        'search_clip_sources',
        'search_clip_views',
        'search_erased_sellers',
        'clip_search',
        'clip_search_terms',
      ] as const
    ).map((name) => [name, `${SOURCE_TABLE_PREFIX}${name}`]),
  ) as TableNames<SearchTable>;
  let clips = options.clips;
  const liveClips = Math.min(20_000, Math.max(2_000, Math.round(clips / 20)));

  async function documentCount(): Promise<number> {
    const { body } = await search.client.request<{ count: number }>({
      method: 'GET',
      path: `/${BENCH_ALIAS}/_count`,
    });
    return body.count;
  }

  async function load(): Promise<string[]> {
    if (options.reuse) {
      await search.refresh();
      clips = await documentCount();
      return [`reused the ${fmt(clips)} clips already behind ${BENCH_ALIAS} (no indexing this run)`];
    }
    for (const name of Object.values(tableNames)) await db.exec(`drop table if exists ${name} cascade`);
    const rebuild = await search.rebuildInto();
    const rebuilding = searchProjectionWriting(
      () => rebuild.writer,
      () => rebuild.writer.visible?.() ?? Promise.resolve(),
    );
    await rebuilding.createTables(db, tableNames);
    console.log(
      `  indexing as projections:rebuild does: ${REBUILD_BATCH_EVENTS / 2} clips per transaction through the ` +
        `search projection into a fresh index (${rebuild.indexName}), alias swapped in at the end; then ` +
        `${fmt(liveClips)} clips as the live projector does (each batch made visible)`,
    );
    // The Thai pipeline alone (the stored form with its terms), on a sample, in this process.
    const termsRate = termsPerSecond(clips, seed, (clip) => toClipSource({ ...clip, version: 2, views: 0 }));

    const cpuBefore = cpuSnapshot(CPU_GROUPS);
    const started = performance.now();
    const loaded = await replayClips(clips, seed, (batch) =>
      db.transaction((tx) => rebuilding.handle(batch, tx, tableNames)),
    );
    await rebuilding.visible?.();
    await rebuild.swap();
    const rebuildSeconds = (performance.now() - started) / 1000;
    const cpuLine = cpuReport(cpuBefore, cpuSnapshot(CPU_GROUPS), loaded, INDEXING_TARGET_CLIPS_PER_S);

    const live = searchProjectionWriting(
      () => search.writer,
      () => search.writer.visible?.() ?? Promise.resolve(),
    );
    const liveStarted = performance.now();
    for (const batch of syntheticEventBatches({ count: liveClips, seed: seed + 1 }, PROJECTION_BATCH_SIZE)) {
      await db.transaction((tx) => live.handle(batch, tx, tableNames));
      await live.visible?.();
    }
    const liveSeconds = (performance.now() - liveStarted) / 1000;
    const mergeStarted = performance.now();
    await search.client.request({ method: 'POST', path: `/${BENCH_ALIAS}/_forcemerge?max_num_segments=1` });
    const mergeSeconds = (performance.now() - mergeStarted) / 1000;
    clips = await documentCount();
    const rebuildRate = loaded / rebuildSeconds;
    const liveRate = liveClips / liveSeconds;
    const verdict = (rate: number) =>
      ` (target ≥ ${fmt(INDEXING_TARGET_CLIPS_PER_S)}: ${rate >= INDEXING_TARGET_CLIPS_PER_S ? 'ok' : 'UNDER'})`;
    return [
      `rebuild: ${fmt(loaded)} clips through the projection into a fresh index, refreshed and swapped in ${fmt(rebuildSeconds, 1)} s = ${fmt(rebuildRate)} clips/s${verdict(rebuildRate)}`,
      cpuLine,
      `live: ${fmt(liveClips)} new clips, every batch visible before the next = ${fmt(liveRate)} clips/s${verdict(liveRate)}`,
      `Thai term extraction alone (toClipSource, one core): ${fmt(termsRate)} clips/s`,
      `force merge to one segment afterwards: ${fmt(mergeSeconds, 1)} s`,
    ];
  }

  return {
    name: product === 'opensearch' ? 'OpenSearch' : 'Elasticsearch',
    label: `${product === 'opensearch' ? 'OpenSearch' : 'Elasticsearch'} ${info.version.number} at ${url}, source rows on ${serverUrl ? 'the PostgreSQL server' : 'PGlite'}`,
    get clips() {
      return clips;
    },
    targetMs: () => ENGINE_TARGET_MS,
    targetClipsPerSecond: INDEXING_TARGET_CLIPS_PER_S,
    load,
    index: search.index,
    capture: noCapture,
    async sizes() {
      const { body } = await search.client.request<
        { index: string; 'docs.count': string; 'store.size': string }[]
      >({
        method: 'GET',
        path: `/_cat/indices/${BENCH_ALIAS}?format=json&bytes=b`,
      });
      return body.map(
        (row) =>
          `${row.index}: ${fmt(Number(row['docs.count']))} documents, ${mb(Number(row['store.size']))} ` +
          `(${fmt(Number(row['store.size']) / Math.max(1, Number(row['docs.count'])))} bytes/clip)`,
      );
    },
    async close() {
      await search.close();
      await db.close();
      cleanUp();
    },
  };
}
