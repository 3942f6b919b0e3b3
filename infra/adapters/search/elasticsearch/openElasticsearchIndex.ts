import { Client } from '@elastic/elasticsearch';
import type { SearchIndex } from '../../../../query-api/ports/searchIndex.ts';
import type { SearchIndexWriter } from '../../../../projector/ports/searchIndexWriter.ts';
import { ICU_PLUGIN, elasticsearchMappings, elasticsearchSettings } from './elasticsearchMapping.ts';
import { elasticsearchSearchIndex } from './elasticsearchSearchIndex.ts';
import { elasticsearchSearchWriter, type ElasticsearchWriterOptions } from './elasticsearchSearchWriter.ts';

/** The alias queries and the projector use; the index behind it is `<alias>-<timestamp>`. */
export const DEFAULT_ALIAS = 'dashclip-clips';

export class ElasticsearchSetupError extends Error {
  override readonly name = 'ElasticsearchSetupError';
}

export interface ElasticsearchRebuild {
  /** The fresh index, not yet behind the alias. */
  indexName: string;
  /** Writes into the fresh index (no refresh per batch: nobody searches it yet). */
  writer: SearchIndexWriter;
  /** Points the alias at the fresh index in one atomic step and drops the old one. */
  swap(): Promise<void>;
  /** Gives up: deletes the fresh index. */
  discard(): Promise<void>;
}

export interface ElasticsearchSearch {
  client: Client;
  alias: string;
  index: SearchIndex;
  writer: SearchIndexWriter;
  /** Makes every write so far searchable (tests; the writer already waits for it by default). */
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

/**
 * Refuses to start when a node lacks analysis-icu: without it the index cannot be created, and
 * a node added later without it would fail every query on the index.
 */
export async function assertIcuPlugin(client: Client, url: string): Promise<void> {
  // The plugins metric lists each node's plugins and its bundled modules.
  const info = await client.nodes.info({ metric: ['plugins'] });
  const missing = Object.entries(info.nodes)
    .filter(
      ([, node]) => ![...(node.plugins ?? []), ...(node.modules ?? [])].some((p) => p.name === ICU_PLUGIN),
    )
    .map(([id, node]) => node.name ?? id);
  if (missing.length > 0 || Object.keys(info.nodes).length === 0)
    throw new ElasticsearchSetupError(
      `Elasticsearch at ${url} lacks the ${ICU_PLUGIN} plugin` +
        (missing.length > 0 ? ` on node(s) ${missing.join(', ')}` : '') +
        `: Thai search needs its icu_tokenizer. Install it on every node with ` +
        `"bin/elasticsearch-plugin install ${ICU_PLUGIN}" and restart the nodes.`,
    );
}

/**
 * Connects to Elasticsearch (ELASTICSEARCH_URL), checks the analysis-icu plugin, and creates the
 * clip index behind its alias when the alias does not exist yet. Queries and writes go through
 * the alias, so `rebuildInto` + `swap` can replace the index without anyone noticing.
 */
export async function openElasticsearchIndex(
  url: string,
  { alias = DEFAULT_ALIAS, refresh = 'wait_for' }: { alias?: string } & ElasticsearchWriterOptions = {},
): Promise<ElasticsearchSearch> {
  const client = new Client({ node: url });
  try {
    await assertIcuPlugin(client, url);
    if (!(await client.indices.existsAlias({ name: alias }))) {
      try {
        await createIndex(client, `${alias}-${timestamp()}`, alias);
      } catch (error) {
        // Another process (query API and projector start together) created it first: the alias
        // admits one write index, so the second creation fails as a whole and leaves nothing.
        if (!(await client.indices.existsAlias({ name: alias }))) throw error;
      }
    }
  } catch (error) {
    await client.close();
    throw error;
  }

  const indicesBehind = async (): Promise<string[]> =>
    (await client.indices.existsAlias({ name: alias }))
      ? Object.keys(await client.indices.getAlias({ name: alias }))
      : [];

  async function swapAlias(indexName: string, { deleteOld = true } = {}) {
    const old = (await indicesBehind()).filter((name) => name !== indexName);
    await client.indices.updateAliases({
      actions: [
        ...old.map((index) => ({ remove: { index, alias } })),
        { add: { index: indexName, alias, is_write_index: true } },
      ],
    });
    if (deleteOld && old.length > 0) await client.indices.delete({ index: old });
  }

  return {
    client,
    alias,
    index: elasticsearchSearchIndex(client, alias),
    writer: elasticsearchSearchWriter(client, alias, { refresh }),
    async refresh() {
      await client.indices.refresh({ index: alias });
    },
    async rebuildInto() {
      const indexName = `${alias}-${timestamp()}`;
      await createIndex(client, indexName);
      return {
        indexName,
        writer: elasticsearchSearchWriter(client, indexName, { refresh: false }),
        swap: async () => {
          await client.indices.refresh({ index: indexName });
          await swapAlias(indexName);
        },
        discard: async () => {
          await client.indices.delete({ index: indexName }, { ignore: [404] });
        },
      };
    },
    swapAlias,
    async drop() {
      const indices = await indicesBehind();
      if (indices.length > 0) await client.indices.delete({ index: indices }, { ignore: [404] });
    },
    close: () => client.close(),
  };
}

async function createIndex(client: Client, indexName: string, alias?: string): Promise<void> {
  await client.indices.create({
    index: indexName,
    settings: elasticsearchSettings(),
    mappings: elasticsearchMappings(),
    ...(alias ? { aliases: { [alias]: { is_write_index: true } } } : {}),
  });
}
