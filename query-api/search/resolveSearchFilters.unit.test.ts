import { describe, expect, it } from 'vitest';
import { resolveSearchFilters, type SearchRequest } from './resolveSearchFilters.ts';

const today = '2026-11-21';
const request = (extra: Partial<SearchRequest>): SearchRequest => ({ page: 1, limit: 20, ...extra });
const dates = (extra: Partial<SearchRequest>) => {
  const { dateFrom, dateTo } = resolveSearchFilters(request(extra), today);
  return { dateFrom, dateTo };
};

describe('resolveSearchFilters: relative ranges become incident dates', () => {
  it('given timeRange 0, when resolved on 21 Nov, then today alone', () => {
    expect(dates({ timeRange: 0 })).toEqual({ dateFrom: today, dateTo: today });
  });
  it('given timeRange 1, then yesterday alone', () => {
    expect(dates({ timeRange: 1 })).toEqual({ dateFrom: '2026-11-20', dateTo: '2026-11-20' });
  });
  it('given timeRange 7 and 30, then the last 7 and 30 days including today, across a month end', () => {
    expect(dates({ timeRange: 7 })).toEqual({ dateFrom: '2026-11-15', dateTo: today });
    expect(dates({ timeRange: 30 })).toEqual({ dateFrom: '2026-10-23', dateTo: today });
    expect(resolveSearchFilters(request({ timeRange: 7 }), '2026-03-02').dateFrom).toBe('2026-02-24');
  });
  it('given an event date, then that one day, whatever the range says', () => {
    expect(dates({ eventDate: '2026-01-05', timeRange: 0 })).toEqual({
      dateFrom: '2026-01-05',
      dateTo: '2026-01-05',
    });
  });
  it('given explicit dates, then the relative range is ignored', () => {
    expect(dates({ dateFrom: '2026-01-01', timeRange: 7 })).toEqual({
      dateFrom: '2026-01-01',
      dateTo: undefined,
    });
  });
  it('given nothing, then no date bound at all', () => {
    expect(dates({})).toEqual({ dateFrom: undefined, dateTo: undefined });
  });
});

describe('resolveSearchFilters: names of the index port', () => {
  it('given the API names, then the keyword, times, viewport, exclusion and sort in index terms', () => {
    const bbox = { west: 100.3, south: 13.5, east: 100.9, north: 14 };
    expect(
      resolveSearchFilters(
        request({
          search: 'ไฟแดง',
          eventStartTime: '22:00',
          eventEndTime: '02:00',
          bbox,
          exclude: 'clip-1',
          sortBy: 'price_low',
          facets: true,
        }),
        today,
      ),
    ).toMatchObject({
      keyword: 'ไฟแดง',
      timeFrom: '22:00',
      timeTo: '02:00',
      bounds: bbox,
      excludeIds: ['clip-1'],
      sort: 'price_low',
      facets: true,
      page: 1,
      limit: 20,
    });
  });
});
