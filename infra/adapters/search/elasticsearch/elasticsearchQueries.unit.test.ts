import { describe, expect, it } from 'vitest';
import { queryTerms } from '../thaiTokenization/queryTerms.ts';
import { elasticsearchMappings, elasticsearchSettings, TYPO_FIELDS } from './elasticsearchMapping.ts';
import { filterClauses, keywordQuery, MIN_TYPO_QUERY_CHARS } from './elasticsearchSearchIndex.ts';
import { toClipSource } from './elasticsearchSearchWriter.ts';

// The Elasticsearch contract suite needs a server (ELASTICSEARCH_URL); these pin what the index
// and the queries are made of without one.
describe('Elasticsearch index settings (DESIGN.md §7b)', () => {
  const settings = elasticsearchSettings();
  const analyzers = Object.values(settings.analysis?.analyzer ?? {}) as {
    tokenizer?: string;
    filter?: string[];
  }[];
  const text = JSON.stringify(settings);

  it('segments Thai with the ICU tokenizer, never the built-in thai one, and folds nothing but case', () => {
    expect(analyzers.filter((a) => a.tokenizer === 'icu_tokenizer').length).toBeGreaterThanOrEqual(1);
    expect(analyzers.some((a) => a.tokenizer === 'thai')).toBe(false);
    expect(text).not.toContain('icu_folding');
    expect(text).not.toContain('"stop"');
    expect(text).not.toContain('_thai_');
  });

  it('matches words on the pipeline terms only: the raw text is kept, not searched, with grams only where misspellings are looked for', () => {
    const properties = elasticsearchMappings().properties as Record<
      string,
      { index?: boolean; fields?: Record<string, unknown> }
    >;
    for (const field of ['title', 'description', 'tags', 'places']) {
      expect(properties[field]?.index).toBe(false);
      expect(Boolean(properties[field]?.fields?.ngram)).toBe((TYPO_FIELDS as string[]).includes(field));
    }
    expect(text).not.toContain('synonym');
  });

  it('maps pins, filters and sorts to the types they need', () => {
    const properties = elasticsearchMappings().properties ?? {};
    expect(properties.pin).toEqual({ type: 'geo_point' });
    for (const field of ['province', 'district', 'category', 'vehicleType', 'sellerId', 'clipId'])
      expect(properties[field]).toEqual({ type: 'keyword' });
    expect(properties.incidentMinute).toEqual({ type: 'integer' });
    expect(properties.incidentDate).toMatchObject({ type: 'date' });
  });
});

describe('Elasticsearch queries', () => {
  it('wrap the time of day past midnight as either end', () => {
    expect(filterClauses({ timeFrom: '22:00', timeTo: '02:00' })).toEqual([
      {
        bool: {
          should: [{ range: { incidentMinute: { gte: 1320 } } }, { range: { incidentMinute: { lte: 120 } } }],
          minimum_should_match: 1,
        },
      },
    ]);
    expect(filterClauses({ timeFrom: '08:00', timeTo: '09:00' })).toEqual([
      { range: { incidentMinute: { gte: 480, lte: 540 } } },
    ]);
  });

  it('leave out a facet’s own filter', () => {
    const filters = { province: 'ชลบุรี', district: 'ศรีราชา', category: 'car_car', minPriceSatang: 50_000 };
    expect(JSON.stringify(filterClauses(filters, 'place'))).not.toContain('ชลบุรี');
    expect(JSON.stringify(filterClauses(filters, 'place'))).toContain('car_car');
    expect(JSON.stringify(filterClauses(filters, 'category'))).not.toContain('car_car');
    expect(filterClauses(filters, 'category')).toContainEqual({ range: { priceSatang: { gte: 50_000 } } });
  });

  it('add the typo fallback only from four characters', () => {
    const short = JSON.stringify(keywordQuery('ชน', queryTerms('ชน')!));
    const long = JSON.stringify(keywordQuery('ไฟแดง', queryTerms('ไฟแดง')!));
    expect(MIN_TYPO_QUERY_CHARS).toBe(4);
    expect(short).not.toContain('.ngram');
    expect(long).toContain('title.ngram');
  });

  it('store the Thai pipeline’s terms beside the text', () => {
    const source = toClipSource({
      clipId: 'c1',
      sellerId: 's1',
      version: 2,
      title: 'ติดไฟแดงแล้วโดนชนท้าย',
      description: '',
      tags: [],
      category: 'car_car',
      vehicleType: 'car',
      priceSatang: 50_000,
      incidentDate: '2026-10-25',
      incidentTime: '12:30',
      location: {
        lat: 13.73,
        lng: 100.58,
        province: 'กรุงเทพมหานคร',
        district: 'วัฒนา',
        subDistrict: '',
        address: '',
      },
      uploadedAt: '2026-11-01T00:00:00.000Z',
      approvedAt: null,
      views: 0,
    });
    expect(source.titleTerms.split(' ')).toContain('ไฟแดง');
    expect(source.places).toEqual(['วัฒนา', 'กรุงเทพมหานคร']);
    expect(source.pin).toEqual({ lat: 13.73, lon: 100.58 });
    expect(source.incidentMinute).toBe(750);
  });
});
