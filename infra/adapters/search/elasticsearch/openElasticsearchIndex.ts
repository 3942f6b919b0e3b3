import type { SearchIndex } from '../../../../query-api/ports/searchIndex.ts';
import type { SearchIndexWriter } from '../../../../projector/ports/searchIndexWriter.ts';
import {
  ICU_PLUGIN,
  REFRESH_INTERVAL,
  REFRESH_MIN_GAP_MS,
  elasticsearchMappings,
  elasticsearchSettings,
  type ThaiAnalysis,
} from './elasticsearchMapping.ts';
import { elasticsearchSearchIndex } from './elasticsearchSearchIndex.ts';
import { elasticsearchSearchWriter } from './elasticsearchSearchWriter.ts';
import { refreshOnDemand } from './refreshOnDemand.ts';
import {
  ENGINE_VARIABLE,
  engineClient,
  probeEngine,
  type EngineClient,
  type EngineProduct,
} from './engineClient.ts';

/** The alias queries and the projector use; the index behind it is `<alias>-<timestamp>`. */
export const DEFAULT_ALIAS = 'dashclip-clips';
/** A rebuild's writer prepares the next batch while the engine indexes this one (and no further). */
const REBUILD_WRITES_AHEAD = 1;

export class ElasticsearchSetupError extends Error {
  override readonly name = 'ElasticsearchSetupError';
}

export interface ElasticsearchRebuild {
  /** The fresh index, not yet behind the alias. */
  indexName: string;
  /**
   * Writes into the fresh index (no refresh per batch: nobody searches it yet), a batch ahead of the
   * engine (writesAhead); its `visible` waits for every write so far, and `swap` calls it.
   */
  writer: SearchIndexWriter;
  /** Points the alias at the fresh index in one atomic step and drops the old one. */
  swap(): Promise<void>;
  /** Gives up: deletes the fresh index. */
  discard(): Promise<void>;
}

export interface ElasticsearchSearch {
  client: EngineClient;
  alias: string;
  /** How the index behind the alias reads Thai (its mapping's `_meta`). */
  analysis: ThaiAnalysis;
  index: SearchIndex;
  writer: SearchIndexWriter;
  /** Makes every write so far searchable now (tests, evaluation loads; the projector uses `writer.visible`). */
  refresh(): Promise<void>;
  /** A fresh index with the current mapping, to rebuild into and then swap in. */
  rebuildInto(): Promise<ElasticsearchRebuild>;
  /** Moves the alias to `indexName` atomically (remove + add in one request), dropping the old indices unless told not to. */
  swapAlias(indexName: string, options?: { deleteOld?: boolean }): Promise<void>;
  /** Deletes the alias and every index behind it (tests). */
  drop(): Promise<void>;
  close(): Promise<void>;
}

/** Lowercase and sortable, as index names must be: 20261121t160512345. */
const timestamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:.Z]/g, '')
    .toLowerCase();

interface NodesPlugins {
  nodes: Record<string, { name?: string; plugins?: { name: string }[]; modules?: { name: string }[] }>;
}

/** Which nodes lack analysis-icu (plugins and bundled modules both count). */
async function nodesWithoutIcu(client: EngineClient): Promise<{ nodes: number; missing: string[] }> {
  const { body } = await client.request<NodesPlugins>({ method: 'GET', path: '/_nodes/plugins' });
  const entries = Object.entries(body.nodes ?? {});
  return {
    nodes: entries.length,
    missing: entries
      .filter(
        ([, node]) => ![...(node.plugins ?? []), ...(node.modules ?? [])].some((p) => p.name === ICU_PLUGIN),
      )
      .map(([id, node]) => node.name ?? id),
  };
}

/**
 * The analysis a new index gets: `icu` when every node has analysis-icu, else the Thai pipeline's
 * terms. Elasticsearch deployments are expected to install the plugin (docs/operations.md); an
 * index made with it refuses to open on a cluster where a node lacks it, since every query on it
 * would fail there.
 */
async function availableAnalysis(client: EngineClient): Promise<ThaiAnalysis> {
  const { nodes, missing } = await nodesWithoutIcu(client);
  if (nodes === 0) throw new ElasticsearchSetupError(`${client.product} at ${client.url} lists no nodes`);
  return missing.length === 0 ? 'icu' : 'pipeline';
}

interface IndexMappings {
  [index: string]: { mappings?: { _meta?: { analysis?: ThaiAnalysis } } };
}

/** The analysis the index behind `alias` was made with (indices from before `_meta` used ICU). */
async function analysisOf(client: EngineClient, alias: string): Promise<ThaiAnalysis> {
  const { body } = await client.request<IndexMappings>({ method: 'GET', path: `/${alias}/_mapping` });
  const mapping = Object.values(body)[0]?.mappings;
  return mapping?._meta?.analysis ?? 'icu';
}

async function aliasExists(client: EngineClient, alias: string): Promise<boolean> {
  const { statusCode } = await client.request(
    { method: 'HEAD', path: `/_alias/${encodeURIComponent(alias)}` },
    { ignore: [404] },
  );
  return statusCode === 200;
}

/**
 * Connects to the search engine named by ELASTICSEARCH_URL (Elasticsearch) or OPENSEARCH_URL
 * (OpenSearch), and creates the clip index behind its alias when the alias does not exist yet,
 * with ICU analysis when every node has analysis-icu and the Thai pipeline's terms otherwise.
 * Queries and writes go through the alias, so `rebuildInto` + `swap` can replace the index without
 * anyone noticing. A node that does not answer, is the other product, or lacks the plugin an
 * existing ICU index needs stops the start with a message naming the variable.
 */
export async function openElasticsearchIndex(
  url: string,
  { alias = DEFAULT_ALIAS, product: expected }: { alias?: string; product?: EngineProduct } = {},
): Promise<ElasticsearchSearch> {
  const variable = expected ? ENGINE_VARIABLE[expected] : 'the search engine URL';
  const { product, version } = await probeEngine(url, variable);
  if (expected && product !== expected)
    throw new ElasticsearchSetupError(
      `${variable}=${url} is ${product === 'opensearch' ? 'an OpenSearch' : 'an Elasticsearch'} node ` +
        `(${version}): name it in ${ENGINE_VARIABLE[product]} instead`,
    );
  const client = engineClient(product, url);
  let analysis: ThaiAnalysis;
  try {
    const available = await availableAnalysis(client);
    if (!(await aliasExists(client, alias))) {
      try {
        await createIndex(client, `${alias}-${timestamp()}`, available, alias);
      } catch (error) {
        // Another process (query API and projector start together) created it first: the alias
        // admits one write index, so the second creation fails as a whole and leaves nothing.
        if (!(await aliasExists(client, alias))) throw error;
      }
    }
    analysis = await analysisOf(client, alias);
    if (analysis === 'icu' && available !== 'icu') {
      const { missing } = await nodesWithoutIcu(client);
      throw new ElasticsearchSetupError(
        `${product} at ${url} (${ENGINE_VARIABLE[product]}) lacks the ${ICU_PLUGIN} plugin on node(s) ` +
          `${missing.join(', ')}, and the index behind ${alias} was made with it: install it on every ` +
          `node ("bin/${product}-plugin install ${ICU_PLUGIN}") and restart them, or rebuild the index ` +
          `(npm run projections:rebuild) to use the Thai pipeline's terms instead.`,
      );
    }
  } catch (error) {
    await client.close();
    throw error;
  }

  const indicesBehind = async (): Promise<string[]> => {
    const { statusCode, body } = await client.request<Record<string, unknown>>(
      { method: 'GET', path: `/_alias/${encodeURIComponent(alias)}` },
      { ignore: [404] },
    );
    return statusCode === 200 ? Object.keys(body) : [];
  };

  async function swapAlias(indexName: string, { deleteOld = true } = {}) {
    const old = (await indicesBehind()).filter((name) => name !== indexName);
    await client.request({
      method: 'POST',
      path: '/_aliases',
      body: {
        actions: [
          ...old.map((index) => ({ remove: { index, alias } })),
          { add: { index: indexName, alias, is_write_index: true } },
        ],
      },
    });
    if (deleteOld && old.length > 0) await deleteIndices(client, old);
  }

  const refreshIndex = async (name: string) => {
    await client.request({ method: 'POST', path: `/${encodeURIComponent(name)}/_refresh` });
  };

  return {
    client,
    alias,
    analysis,
    index: elasticsearchSearchIndex(client, alias),
    writer: elasticsearchSearchWriter(client, alias, {
      visible: refreshOnDemand(() => refreshIndex(alias), { minGapMs: REFRESH_MIN_GAP_MS }),
    }),
    refresh: () => refreshIndex(alias),
    async rebuildInto() {
      const indexName = `${alias}-${timestamp()}`;
      const fresh = await availableAnalysis(client);
      await createIndex(client, indexName, fresh, undefined, BULK_LOAD_SETTINGS);
      const writer = elasticsearchSearchWriter(client, indexName, { writesAhead: REBUILD_WRITES_AHEAD });
      return {
        indexName,
        writer,
        swap: async () => {
          await writer.visible?.();
          await client.request({
            method: 'PUT',
            path: `/${encodeURIComponent(indexName)}/_settings`,
            body: { index: SERVING_SETTINGS },
          });
          await refreshIndex(indexName);
          await swapAlias(indexName);
        },
        discard: () => deleteIndices(client, [indexName]),
      };
    },
    swapAlias,
    async drop() {
      const indices = await indicesBehind();
      if (indices.length > 0) await deleteIndices(client, indices);
    },
    close: () => client.close(),
  };
}

async function deleteIndices(client: EngineClient, names: string[]): Promise<void> {
  await client.request(
    { method: 'DELETE', path: `/${names.map(encodeURIComponent).join(',')}` },
    { ignore: [404] },
  );
}

/**
 * A rebuild's index is read by nobody until the swap: no refresh each second (each makes a segment
 * to merge later) and the translog synced in the background, not on every bulk request. A crash
 * mid-rebuild loses nothing that matters: the rebuild starts over from the events. The swap puts
 * the serving settings back (SERVING_SETTINGS) before the alias moves.
 */
const BULK_LOAD_SETTINGS = { refresh_interval: '-1', 'translog.durability': 'async' } as const;
const SERVING_SETTINGS = { refresh_interval: REFRESH_INTERVAL, 'translog.durability': 'request' } as const;

async function createIndex(
  client: EngineClient,
  indexName: string,
  analysis: ThaiAnalysis,
  alias?: string,
  overrides: Record<string, string> = {},
): Promise<void> {
  await client.request({
    method: 'PUT',
    path: `/${encodeURIComponent(indexName)}`,
    body: {
      settings: { ...elasticsearchSettings(analysis), ...overrides },
      mappings: elasticsearchMappings(analysis),
      ...(alias ? { aliases: { [alias]: { is_write_index: true } } } : {}),
    },
  });
}
