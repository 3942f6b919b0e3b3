import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { openElasticsearchIndex } from '../../infra/adapters/search/elasticsearch/openElasticsearchIndex.ts';
import {
  ENGINE_VARIABLE,
  type EngineProduct,
} from '../../infra/adapters/search/elasticsearch/engineClient.ts';
import { searchIndexContract } from './searchIndexContract.ts';
import { visibleWrites } from '../fixtures/visibleWrites.ts';

// The same contract on each engine named in the environment: Elasticsearch through its own
// client, OpenSearch through its own (`npm run engines:start` runs one here). A shared server is
// fine: every subject gets its own alias and index, deleted afterwards.
const engines: { product: EngineProduct; name: string }[] = [
  { product: 'elasticsearch', name: 'Elasticsearch' },
  { product: 'opensearch', name: 'OpenSearch' },
];

for (const { product, name } of engines) {
  const variable = ENGINE_VARIABLE[product];
  const url = process.env[variable];
  if (url) {
    searchIndexContract(name, {
      create: async () => {
        const search = await openElasticsearchIndex(url, {
          alias: `dashclip-test-${randomUUID().slice(0, 8)}`,
          product,
        });
        return {
          index: search.index,
          // As the projector uses it: each write made searchable before it counts as done.
          writer: visibleWrites(search.writer),
          refresh: () => search.refresh(),
          async close() {
            try {
              await search.drop();
            } finally {
              await search.close();
            }
          },
        };
      },
    });
  } else {
    const reason = `${variable} not set`;
    console.log(
      `${name} search index contract skipped: ${reason} (npm run engines:start prints OPENSEARCH_URL; ` +
        `e.g. ${variable}=http://localhost:9200)`,
    );
    describe.skip(`${name} search index contract (skipped: ${reason})`, () => {
      it(`runs the shared search index contract against a ${name} node`, () => {});
    });
  }
}
