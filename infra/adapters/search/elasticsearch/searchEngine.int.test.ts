import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../../projector/ports/searchIndexWriter.ts';
import { fromBaht } from '../../../../events/money.ts';
import { closedPort } from '../../../../tests/fixtures/closedPort.ts';
import { visibleWrites } from '../../../../tests/fixtures/visibleWrites.ts';
import { ENGINE_VARIABLE, probeEngine, type EngineProduct } from './engineClient.ts';
import { BULK_MAX_DOCUMENTS } from './elasticsearchSearchWriter.ts';
import { REFRESH_INTERVAL } from './elasticsearchMapping.ts';
import { openElasticsearchIndex, type ElasticsearchSearch } from './openElasticsearchIndex.ts';
import { elasticsearchSearchIndex } from './elasticsearchSearchIndex.ts';

/** A listing as the projector hands it over; `n` makes the id, title word and upload order. */
const listing = (n: number, title: string, version = 1): SearchDocument => ({
  clipId: `clip-${String(n).padStart(5, '0')}`,
  sellerId: `seller-${n % 7}`,
  version,
  title,
  description: 'กล้องหน้ารถบันทึกเหตุการณ์',
  tags: [],
  category: 'accident',
  vehicleType: 'car',
  priceSatang: fromBaht(300 + (n % 10) * 100),
  incidentDate: '2026-05-01',
  incidentTime: '08:30',
  location: {
    lat: 13.7 + n / 100_000,
    lng: 100.5,
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: 'คลองเตยเหนือ',
    address: '',
  },
  uploadedAt: new Date(Date.UTC(2026, 4, 1) + n * 60_000).toISOString(),
  approvedAt: null,
  views: 0,
});

describe('search engine set-up errors name the variable', () => {
  it('a URL nothing answers on', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await expect(openElasticsearchIndex(url, { product: 'opensearch' })).rejects.toThrow(
      new RegExp(`^OPENSEARCH_URL=${url} does not answer`),
    );
  });

  it('a URL where something else answers', async () => {
    const server = http.createServer((_req, res) => res.writeHead(200).end('<html>hello</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      await expect(openElasticsearchIndex(url, { product: 'elasticsearch' })).rejects.toThrow(
        `ELASTICSEARCH_URL=${url} is not an Elasticsearch or OpenSearch node (GET / answered 200)`,
      );
    } finally {
      server.close();
    }
  });
});

const engines: EngineProduct[] = ['elasticsearch', 'opensearch'];
for (const product of engines) {
  const variable = ENGINE_VARIABLE[product];
  const url = process.env[variable];
  const other = product === 'opensearch' ? 'elasticsearch' : 'opensearch';
  (url ? describe : describe.skip)(`the ${product} index (${url ?? `skipped: ${variable} not set`})`, () => {
    let search: ElasticsearchSearch;
    beforeAll(async () => {
      search = await openElasticsearchIndex(url!, {
        alias: `dashclip-engine-${randomUUID().slice(0, 8)}`,
        product,
      });
    });
    afterAll(async () => {
      await search?.drop();
      await search?.close();
    });

    it(`is refused under ${ENGINE_VARIABLE[other]}, with the right variable named`, async () => {
      await expect(openElasticsearchIndex(url!, { product: other })).rejects.toThrow(
        `${ENGINE_VARIABLE[other]}=${url} is ${product === 'opensearch' ? 'an OpenSearch' : 'an Elasticsearch'} node`,
      );
      expect((await probeEngine(url!, variable)).product).toBe(product);
    });

    it('records its Thai analysis in the mapping: ICU only where every node has the plugin', async () => {
      const { body } = await search.client.request<{
        nodes: Record<string, { plugins?: { name: string }[]; modules?: { name: string }[] }>;
      }>({
        method: 'GET',
        path: '/_nodes/plugins',
      });
      const icuEverywhere = Object.values(body.nodes).every((node) =>
        [...(node.plugins ?? []), ...(node.modules ?? [])].some((plugin) => plugin.name === 'analysis-icu'),
      );
      expect(search.analysis).toBe(icuEverywhere ? 'icu' : 'pipeline');
    });

    /** An index of its own with these clips (and 40 with neither word, so that one word can tell). */
    async function withOwnIndex(
      documents: SearchDocument[],
      work: (own: ElasticsearchSearch) => Promise<void>,
    ) {
      const own = await openElasticsearchIndex(url!, {
        alias: `dashclip-window-${randomUUID().slice(0, 8)}`,
        product,
      });
      try {
        await visibleWrites(own.writer).put([
          ...documents,
          ...Array.from({ length: 40 }, (_, k) => ({
            ...listing(100 + k, 'รถตู้จอดเสีย'),
            description: 'ริมทาง',
          })),
        ]);
        await work(own);
      } finally {
        await own.drop();
        await own.close();
      }
    }

    it('ranks a keyword with more matches than it orders exactly among the newest of them, and every clip with every word', async () => {
      const documents = [
        listing(1, 'กระบะชนท้าย'),
        listing(2, 'รถเก๋งชนท้าย'),
        listing(3, 'รถเก๋งชนท้าย'),
        ...[4, 5, 6].map((n) => ({ ...listing(n, 'รถเก๋งเสียหลัก'), description: 'โดนชนท้ายกลางทาง' })),
      ];
      await withOwnIndex(documents, async (own) => {
        const params = { page: 1, limit: 3, keyword: 'กระบะ ชนท้าย' };
        // Every match scored: the clip with every word, then the word in a title over a description.
        expect((await own.index.search(params)).ids).toEqual(['clip-00001', 'clip-00003', 'clip-00002']);
        // Three ordered exactly: ranked among the newest three, the clip with every word still first.
        const windowed = await elasticsearchSearchIndex(own.client, own.alias, {
          exactOrderMaxHits: 3,
        }).search(params);
        expect(windowed.ids[0]).toBe('clip-00001');
        for (const id of windowed.ids.slice(1))
          expect(['clip-00004', 'clip-00005', 'clip-00006']).toContain(id);
        expect(windowed.ids).toHaveLength(3);
        expect(windowed.total).toBe(6);
      });
    });

    it('ranks a page of clips with every word among the newest of them when more have every word than it orders exactly', async () => {
      const documents = [
        listing(1, 'กระบะชนท้าย'),
        ...[7, 8, 9, 10].map((n) => ({ ...listing(n, 'รถเสียหลัก'), description: 'กระบะชนท้ายกลางทาง' })),
      ];
      await withOwnIndex(documents, async (own) => {
        const params = { page: 1, limit: 2, keyword: 'กระบะ ชนท้าย' };
        // Scored over all five: the words in a title first.
        expect((await own.index.search(params)).ids[0]).toBe('clip-00001');
        // Three ordered exactly: among the newest three with every word, the old title is out.
        const windowed = await elasticsearchSearchIndex(own.client, own.alias, {
          exactOrderMaxHits: 3,
        }).search(params);
        for (const id of windowed.ids) expect(['clip-00008', 'clip-00009', 'clip-00010']).toContain(id);
        expect(windowed).toMatchObject({ total: 5 });
        expect(windowed.ids).toHaveLength(2);
      });
    });

    it(`indexes more than one bulk slice (${BULK_MAX_DOCUMENTS}) in one put, every document once`, async () => {
      const count = BULK_MAX_DOCUMENTS * 2 + 37;
      await visibleWrites(search.writer).put(
        Array.from({ length: count }, (_, n) => listing(n, `รถชนท้าย ${n}`)),
      );
      const found = await search.index.search({ page: 1, limit: 1, keyword: 'ชนท้าย' });
      expect(found.total).toBe(count);
      // The same documents at the same versions again: harmless (external versioning).
      await visibleWrites(search.writer).put([listing(5, 'รถชนท้าย 5'), listing(6, 'รถชนท้าย 6')]);
      expect((await search.index.search({ page: 1, limit: 1 })).total).toBe(count);
    });

    it('rebuilds into a fresh index while searches keep answering from the old one, then swaps the alias', async () => {
      const before = (await search.index.search({ page: 1, limit: 1 })).total;
      const fresh = await search.rebuildInto();
      const settingsOf = async () => {
        const { body } = await search.client.request<
          Record<
            string,
            { settings: { index: { refresh_interval?: string; translog?: { durability?: string } } } }
          >
        >({ method: 'GET', path: `/${fresh.indexName}/_settings` });
        const index = body[fresh.indexName]?.settings.index;
        return { refresh: index?.refresh_interval, durability: index?.translog?.durability };
      };
      // Loaded as a bulk load: nobody reads it before the swap.
      expect(await settingsOf()).toEqual({ refresh: '-1', durability: 'async' });
      await fresh.writer.put([listing(90_001, 'มอเตอร์ไซค์ฝ่าไฟแดง', 3), listing(90_002, 'รถบรรทุกเบรกแตก', 2)]);
      // Not swapped yet: the alias still shows the old index.
      expect((await search.index.search({ page: 1, limit: 1 })).total).toBe(before);
      expect((await search.index.search({ page: 1, limit: 5, keyword: 'ฝ่าไฟแดง' })).ids).toEqual([]);
      await fresh.swap();
      expect(await settingsOf()).toEqual({ refresh: REFRESH_INTERVAL, durability: 'request' });
      expect(await search.index.search({ page: 1, limit: 5, keyword: 'ฝ่าไฟแดง' })).toMatchObject({
        ids: ['clip-90001'],
        total: 1,
      });
      expect((await search.index.search({ page: 1, limit: 5 })).total).toBe(2);
      // The old index is gone; only the fresh one is behind the alias.
      const { body } = await search.client.request<Record<string, unknown>>({
        method: 'GET',
        path: `/_alias/${search.alias}`,
      });
      expect(Object.keys(body)).toEqual([fresh.indexName]);
      // Writes through the alias land in the fresh index, still versioned by stream position.
      await visibleWrites(search.writer).put([listing(90_001, 'รถเก่ากว่า', 2)]);
      expect((await search.index.search({ page: 1, limit: 5, keyword: 'ฝ่าไฟแดง' })).ids).toEqual([
        'clip-90001',
      ]);
    });

    it('a discarded rebuild leaves the live index alone', async () => {
      const fresh = await search.rebuildInto();
      await fresh.writer.put([listing(90_003, 'ไม่ควรเห็น')]);
      await fresh.discard();
      expect((await search.index.search({ page: 1, limit: 5 })).total).toBe(2);
      const { statusCode } = await search.client.request(
        { method: 'HEAD', path: `/${fresh.indexName}` },
        { ignore: [404] },
      );
      expect(statusCode).toBe(404);
    });
  });
}
