/** `npm run eval:search [-- --misses]`: the relevance table of every search adapter (issue 5); `--misses` lists the queries below target. */
import { randomUUID } from 'node:crypto';
import { openElasticsearchIndex } from '../../infra/adapters/search/elasticsearch/openElasticsearchIndex.ts';
import { ENGINE_VARIABLE } from '../../infra/adapters/search/elasticsearch/engineClient.ts';
import { searchProjectionWriting } from '../../projector/projections/search/searchProjection.ts';
import { indexedRelevance, postgresRelevance } from './postgresRelevance.ts';
import { evaluate } from './relevanceMetrics.ts';

const adapters: { name: string; open: () => ReturnType<typeof postgresRelevance> }[] = [
  { name: 'PostgreSQL (PGlite)', open: () => postgresRelevance() },
];
for (const [product, label, url] of [
  ['elasticsearch', 'Elasticsearch', process.env.ELASTICSEARCH_URL],
  ['opensearch', 'OpenSearch', process.env.OPENSEARCH_URL],
] as const) {
  if (!url) {
    console.log(`${label} not evaluated: ${ENGINE_VARIABLE[product]} not set\n`);
    continue;
  }
  adapters.push({
    name: `${label} (${url})`,
    async open() {
      const search = await openElasticsearchIndex(url, {
        alias: `dashclip-eval-${randomUUID().slice(0, 8)}`,
        product,
      });
      const subject = await indexedRelevance(
        searchProjectionWriting(() => search.writer),
        () => search.index,
        () => search.refresh(),
      );
      return {
        runQuery: subject.runQuery,
        close: async () => {
          await subject.close();
          await search.drop();
          await search.close();
        },
      };
    },
  });
}

for (const adapter of adapters) await report(adapter.name, await adapter.open());

async function report(name: string, subject: Awaited<ReturnType<typeof postgresRelevance>>) {
  try {
    const { table, perQuery } = await evaluate(subject.runQuery);
    console.log(name + '\n' + table);
    if (process.argv.includes('--misses'))
      for (const r of perQuery)
        if (
          r.ndcg < 0.8 ||
          r.cappedRecall < 1 ||
          r.forbidden.length > 0 ||
          (r.query.relevant.length === 0 && r.returned > 0)
        )
          console.log(
            r.query.id,
            r.query.query,
            'cR',
            r.cappedRecall.toFixed(2),
            'nDCG',
            r.ndcg.toFixed(2),
            'ret',
            r.returned,
            r.forbidden,
          );
  } finally {
    await subject.close();
  }
}
