/**
 * The search adapters the labelled set is run against (issue 19): PGlite always; the PostgreSQL
 * server when DATABASE_URL is set (a database of its own); Elasticsearch and OpenSearch when their
 * URL is set (an alias of their own). Each lists why the others are left out.
 */
import { randomUUID } from 'node:crypto';
import { openElasticsearchIndex } from '../../infra/adapters/search/elasticsearch/openElasticsearchIndex.ts';
import { ENGINE_VARIABLE } from '../../infra/adapters/search/elasticsearch/engineClient.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { searchProjectionWriting } from '../../projector/projections/search/searchProjection.ts';
import { freshDatabase } from '../fixtures/postgresServer.ts';
import { indexedRelevance, postgresRelevance } from './postgresRelevance.ts';

export interface RelevanceSubject {
  name: string;
  open: () => ReturnType<typeof postgresRelevance>;
}

export function relevanceSubjects(): { subjects: RelevanceSubject[]; leftOut: string[] } {
  const leftOut: string[] = [];
  const adapters: RelevanceSubject[] = [{ name: 'PostgreSQL (PGlite)', open: () => postgresRelevance() }];
  if (process.env.DATABASE_URL)
    adapters.push({
      name: 'PostgreSQL server (a database of its own on DATABASE_URL)',
      async open() {
        const database = await freshDatabase();
        const subject = await postgresRelevance({ db: pgClient(database.url) });
        return {
          runQuery: subject.runQuery,
          answer: subject.answer,
          close: async () => {
            await subject.close();
            await database.drop();
          },
        };
      },
    });
  else leftOut.push('PostgreSQL server: DATABASE_URL not set');
  for (const [product, label, url] of [
    ['elasticsearch', 'Elasticsearch', process.env.ELASTICSEARCH_URL],
    ['opensearch', 'OpenSearch', process.env.OPENSEARCH_URL],
  ] as const) {
    if (!url) {
      leftOut.push(`${label}: ${ENGINE_VARIABLE[product]} not set`);
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
          answer: subject.answer,
          close: async () => {
            await subject.close();
            await search.drop();
            await search.close();
          },
        };
      },
    });
  }
  return { subjects: adapters, leftOut };
}
