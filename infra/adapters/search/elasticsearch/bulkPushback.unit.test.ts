import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../../projector/ports/searchIndexWriter.ts';
import { fromBaht } from '../../../../events/money.ts';
import type { EngineClient, EngineRequest } from './engineClient.ts';
import {
  BULK_MAX_DOCUMENTS,
  ElasticsearchWriteError,
  elasticsearchSearchWriter,
} from './elasticsearchSearchWriter.ts';

const doc = (n: number): SearchDocument => ({
  clipId: `c${n}`,
  sellerId: 's',
  version: 1,
  title: 'ชนท้าย',
  description: '',
  tags: [],
  category: 'accident',
  vehicleType: 'car',
  priceSatang: fromBaht(500),
  incidentDate: '2026-05-01',
  incidentTime: '08:30',
  location: {
    lat: 13.7,
    lng: 100.5,
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: '',
    address: '',
  },
  uploadedAt: '2026-05-01T00:00:00.000Z',
  approvedAt: null,
  views: 0,
});

/** The ids of a bulk request's documents (its action lines, every other line). */
const sentIds = (request: EngineRequest) =>
  (request.bulkBody as Record<string, { _id: string }>[])
    .filter((_, i) => i % 2 === 0)
    .map((line) => Object.values(line)[0]!._id);

/**
 * The bulk API as the engine answers it when its write queue is full: the items it could not take
 * come back 429, the others are indexed. `pushBack(round, id)` says which.
 */
function engine(pushBack: (round: number, id: string) => boolean) {
  const sent: string[][] = [];
  const client: EngineClient = {
    product: 'opensearch',
    url: 'http://engine.test',
    async request<T>(request: EngineRequest) {
      const ids = sentIds(request);
      const round = sent.push(ids) - 1;
      const items = ids.map((_id) =>
        pushBack(round, _id)
          ? {
              index: {
                _id,
                status: 429,
                error: { type: 'es_rejected_execution_exception', reason: 'queue full' },
              },
            }
          : { index: { _id, status: 201 } },
      );
      return { statusCode: 200, body: { errors: items.some((i) => i.index.status !== 201), items } as T };
    },
    close: async () => {},
  };
  return { client, sent };
}

describe('bulk writes with back-pressure', () => {
  it('given the engine pushes some items back, when they are put, then only those are sent again', async () => {
    const { client, sent } = engine((round, id) => round === 0 && (id === 'c1' || id === 'c3'));
    await elasticsearchSearchWriter(client, 'clips', { pushbackWaitMs: 1 }).put([doc(1), doc(2), doc(3)]);
    expect(sent).toEqual([
      ['c1', 'c2', 'c3'],
      ['c1', 'c3'],
    ]);
  });

  it('given more documents than a slice, when they are put, then they go in slices', async () => {
    const { client, sent } = engine(() => false);
    const count = BULK_MAX_DOCUMENTS + 3;
    await elasticsearchSearchWriter(client, 'clips').put(Array.from({ length: count }, (_, n) => doc(n)));
    expect(sent.map((ids) => ids.length)).toEqual([BULK_MAX_DOCUMENTS, 3]);
  });

  it('given the engine keeps pushing back, when the rounds run out, then the put fails and names the item', async () => {
    const { client } = engine(() => true);
    const writer = elasticsearchSearchWriter(client, 'clips', { pushbackWaitMs: 1 });
    await expect(writer.put([doc(7)])).rejects.toThrow(ElasticsearchWriteError);
    await expect(writer.put([doc(7)])).rejects.toThrow(/c7 429/);
  });
});

describe('bulk loads a batch ahead (writesAhead, rebuilds)', () => {
  /** An engine whose answers wait until `answer()`; each request's ids are in `sent`. */
  function gatedEngine(failing = false) {
    const sent: string[][] = [];
    const waiting: (() => void)[] = [];
    const client: EngineClient = {
      product: 'opensearch',
      url: 'http://engine.test',
      async request<T>(request: EngineRequest) {
        const ids = sentIds(request);
        sent.push(ids);
        await new Promise<void>((resolve) => waiting.push(resolve));
        const status = failing ? 400 : 201;
        const items = ids.map((_id) => ({
          index: {
            _id,
            status,
            ...(failing ? { error: { type: 'mapper_parsing_exception', reason: 'bad' } } : {}),
          },
        }));
        return { statusCode: 200, body: { errors: failing, items } as T };
      },
      close: async () => {},
    };
    const answer = () => waiting.splice(0).forEach((resolve) => resolve());
    return { client, sent, answer };
  }

  it('given one write may be ahead, when a batch is put, then put returns before the engine answers and visible waits for it', async () => {
    const { client, sent, answer } = gatedEngine();
    const writer = elasticsearchSearchWriter(client, 'fresh', { writesAhead: 1 });
    await writer.put([doc(1)]);
    expect(sent).toEqual([['c1']]);
    let visible = false;
    const waiting = writer.visible!().then(() => (visible = true));
    await Promise.resolve();
    expect(visible).toBe(false);
    answer();
    await waiting;
    expect(visible).toBe(true);
  });

  it('given one write may be ahead, when a second batch is put, then it waits for the first to answer', async () => {
    const { client, sent, answer } = gatedEngine();
    const writer = elasticsearchSearchWriter(client, 'fresh', { writesAhead: 1 });
    await writer.put([doc(1)]);
    let second = false;
    const putting = writer.put([doc(2)]).then(() => (second = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(second).toBe(false);
    expect(sent).toEqual([['c1'], ['c2']]);
    answer();
    await putting;
    expect(second).toBe(true);
    answer();
    await writer.visible!();
  });

  it('given a write ahead fails, when the next put or visible comes, then it fails with the engine’s reason', async () => {
    const { client, answer } = gatedEngine(true);
    const writer = elasticsearchSearchWriter(client, 'fresh', { writesAhead: 1 });
    await writer.put([doc(1)]);
    answer();
    await expect(writer.visible!()).rejects.toThrow(/c1 400 mapper_parsing_exception/);
    await expect(writer.put([doc(2)])).rejects.toThrow(ElasticsearchWriteError);
  });
});
