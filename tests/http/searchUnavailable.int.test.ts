import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineClient } from '../../infra/adapters/search/elasticsearch/engineClient.ts';
import { elasticsearchSearchIndex } from '../../infra/adapters/search/elasticsearch/elasticsearchSearchIndex.ts';
import { elasticsearchSearchWriter } from '../../infra/adapters/search/elasticsearch/elasticsearchSearchWriter.ts';
import { searchTexts } from '../../query-api/routes/messages/searchTexts.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
import { closedPort } from '../fixtures/closedPort.ts';

/**
 * The search engine goes away while the query API runs: the real adapter's requests fail to
 * connect, and buyers get a Thai 503 with Retry-After instead of a 500.
 */
describe('search while the search engine is down', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;

  beforeAll(async () => {
    const client = engineClient('opensearch', `http://127.0.0.1:${await closedPort()}`);
    const writer = elasticsearchSearchWriter(client, 'dashclip-clips');
    m = await testMarketplace({
      search: {
        index: elasticsearchSearchIndex(client, 'dashclip-clips'),
        writer,
        rebuildInto: () => Promise.reject(new Error('not in this test')),
      },
    });
  });
  afterAll(async () => {
    await m?.close();
  });

  it.each([
    ['the list', '/api/videos?q=%E0%B8%8A%E0%B8%99'],
    ['the list without a keyword', '/api/videos'],
    ['the map', '/api/search/map'],
    ['typeahead', '/api/search/suggest?q=%E0%B8%8A%E0%B8%99%E0%B8%97'],
  ])('%s answers 503 in Thai with Retry-After', async (_what, url) => {
    const res = await request(m.app).get(url).expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({
      success: false,
      error: { code: 'SEARCH_UNAVAILABLE', message: searchTexts.unavailable },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/opensearch|ECONNREFUSED|at \//);
  });
});
