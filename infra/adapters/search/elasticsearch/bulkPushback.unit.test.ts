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
      const lines = request.bulkBody as Record<string, { _id: string }>[];
      const ids = lines.filter((_, i) => i % 2 === 0).map((line) => Object.values(line)[0]!._id);
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

  it('given more documents than a slice, when they are put, then slices go one after another', async () => {
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
