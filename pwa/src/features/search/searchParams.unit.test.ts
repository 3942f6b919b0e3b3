import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  clearedSearch,
  dashboardSearchSchema,
  hasFilters,
  toFilterQuery,
  toListQuery,
  type DashboardSearch,
} from './searchParams.ts';

const parse = (raw: Record<string, unknown>) => dashboardSearchSchema.parse(raw);

describe('dashboard URL search schema', () => {
  it('reads the spec presets keyword, province and category', () => {
    expect(parse({ keyword: 'ชน', province: 'กรุงเทพมหานคร', category: 'car_car' })).toEqual({
      keyword: 'ชน',
      province: 'กรุงเทพมหานคร',
      category: 'car_car',
    });
  });

  it('reads every filter it knows', () => {
    const raw = {
      keyword: 'ฝ่าไฟแดง',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      category: 'car_motorcycle',
      vehicleType: 'motorcycle',
      minPrice: 500,
      maxPrice: 1000,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      eventDate: '2026-11-10',
      eventStartTime: '08:00',
      eventEndTime: '17:00',
      timeRange: 7,
      sortBy: 'relevance',
      page: 3,
      view: 'map',
      bbox: '100.1,13.5,100.9,14.1',
      purchased: true,
    };
    expect(parse(raw)).toEqual(raw);
  });

  it('drops bad values one by one and never throws', () => {
    expect(
      parse({
        keyword: { nested: true },
        category: 'flying_car',
        vehicleType: 'spaceship',
        minPrice: 100,
        maxPrice: 'lots',
        dateFrom: '2026-02-30',
        dateTo: 'yesterday',
        eventStartTime: '25:00',
        timeRange: 14,
        sortBy: 'random',
        page: -2,
        view: 'globe',
        bbox: '1,2,3',
        purchased: 'maybe',
        province: 'ภูเก็ต',
      }),
    ).toEqual({ province: 'ภูเก็ต' });
  });

  it('drops empty values and values that restate a default', () => {
    expect(parse({ keyword: '   ', province: '', minPrice: 300, maxPrice: 1500, page: 1 })).toEqual({});
  });

  it('reads a numeric-looking keyword (the router parses ?keyword=123 as a number) as text', () => {
    expect(parse({ keyword: 123 })).toEqual({ keyword: '123' });
  });

  it('accepts the router string forms of numbers and flags', () => {
    expect(parse({ timeRange: '0', page: '2', purchased: 'true', minPrice: '600' })).toEqual({
      timeRange: 0,
      page: 2,
      purchased: true,
      minPrice: 600,
    });
    expect(parse({ timeRange: '365' })).toEqual({ timeRange: 365 });
    // Older links said 'all' for every date; that is now simply the default.
    expect(parse({ timeRange: 'all' })).toEqual({});
  });

  it('puts reversed price and date pairs in order', () => {
    expect(parse({ minPrice: 1200, maxPrice: 400, dateFrom: '2026-11-20', dateTo: '2026-11-01' })).toEqual({
      minPrice: 400,
      maxPrice: 1200,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
    });
  });

  it('needs a keyword for relevance and a province for a district', () => {
    expect(parse({ sortBy: 'relevance', district: 'บางนา' })).toEqual({});
  });
});

describe('applyFilter', () => {
  const current: DashboardSearch = {
    keyword: 'ชน',
    province: 'กรุงเทพมหานคร',
    district: 'บางนา',
    page: 4,
    view: 'map',
  };

  it('merges the change and goes back to page 1', () => {
    expect(applyFilter(current, { category: 'car_truck' })).toEqual({
      keyword: 'ชน',
      province: 'กรุงเทพมหานคร',
      district: 'บางนา',
      category: 'car_truck',
      view: 'map',
    });
  });

  it('forgets the district when the province changes', () => {
    expect(applyFilter(current, { province: 'เชียงใหม่' })).toEqual({
      keyword: 'ชน',
      province: 'เชียงใหม่',
      view: 'map',
    });
  });

  it('drops relevance when the keyword is cleared', () => {
    expect(applyFilter({ keyword: 'ชน', sortBy: 'relevance' }, { keyword: undefined })).toEqual({});
  });

  it('clear filters keeps only the view', () => {
    expect(clearedSearch(current)).toEqual({ view: 'map' });
    expect(hasFilters(clearedSearch(current))).toBe(false);
    expect(hasFilters(current)).toBe(true);
  });
});

describe('filters → API query', () => {
  it('sends no incident-date window by default (older incidents stay found), page 1 of 20, with facets', () => {
    expect(toListQuery(parse({}))).toEqual({ page: 1, limit: 20, facets: true });
  });

  it('maps every filter to the API names and leaves the page state out', () => {
    const search = parse({
      keyword: 'ฝ่าไฟแดง',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      category: 'car_motorcycle',
      vehicleType: 'motorcycle',
      minPrice: 500,
      maxPrice: 1000,
      eventStartTime: '22:00',
      eventEndTime: '02:00',
      timeRange: 7,
      sortBy: 'price_low',
      page: 2,
      view: 'map',
      bbox: '100.1,13.5,100.9,14.1',
      purchased: true,
    });
    expect(toListQuery(search)).toEqual({
      search: 'ฝ่าไฟแดง',
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
      category: 'car_motorcycle',
      vehicleType: 'motorcycle',
      minPrice: 500,
      maxPrice: 1000,
      eventStartTime: '22:00',
      eventEndTime: '02:00',
      timeRange: 7,
      bbox: '100.1,13.5,100.9,14.1',
      sortBy: 'price_low',
      page: 2,
      limit: 20,
      facets: true,
    });
  });

  it('sends no timeRange by default, nor next to explicit dates', () => {
    expect(toFilterQuery({})).toEqual({});
    expect(toFilterQuery({ timeRange: 7, eventDate: '2026-11-10' })).toEqual({ eventDate: '2026-11-10' });
    expect(toFilterQuery({ dateFrom: '2026-11-01' })).toEqual({ dateFrom: '2026-11-01' });
    expect(toFilterQuery({ timeRange: 0 })).toEqual({ timeRange: 0 });
  });

  it('gives the map the filters only (no sort, paging or facets: the map endpoint refuses them)', () => {
    expect(toFilterQuery(parse({ keyword: 'ชน', sortBy: 'views', page: 3 }))).toEqual({
      search: 'ชน',
    });
  });
});
