import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { openElasticsearchIndex } from '../../infra/adapters/search/elasticsearch/openElasticsearchIndex.ts';
import { searchIndexContract } from './searchIndexContract.ts';

// A shared server is fine: every subject gets its own alias and index, deleted afterwards. The
// server needs the analysis-icu plugin (bin/elasticsearch-plugin install analysis-icu).
const url = process.env.ELASTICSEARCH_URL;

if (url) {
  searchIndexContract('Elasticsearch', {
    create: async () => {
      const search = await openElasticsearchIndex(url, {
        alias: `dashclip-test-${randomUUID().slice(0, 8)}`,
      });
      return {
        index: search.index,
        writer: search.writer,
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
  const reason = 'ELASTICSEARCH_URL not set';
  console.log(
    `Elasticsearch search index contract skipped: ${reason} (e.g. ELASTICSEARCH_URL=http://localhost:9200)`,
  );
  describe.skip(`Elasticsearch search index contract (skipped: ${reason})`, () => {
    it('runs the shared search index contract against an Elasticsearch server with analysis-icu', () => {});
  });
}
