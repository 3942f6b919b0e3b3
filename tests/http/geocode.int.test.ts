import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nominatimGeocoder } from '../../infra/adapters/geocoding/nominatimGeocoder.ts';
import { startFakeNominatim, type FakeNominatim } from '../fixtures/nominatim/fakeNominatim.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

/** GET /api/geocode/reverse through the Nominatim adapter, over real HTTP to a local Nominatim. */
describe('reverse geocoding of a map pin', () => {
  let nominatim: FakeNominatim;
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  let unconfigured: Awaited<ReturnType<typeof testMarketplace>>;

  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    m = await testMarketplace({
      geocoder: nominatimGeocoder({ baseUrl: nominatim.url, userAgent: 'dashclip (http://dashclip.test)' }),
    });
    unconfigured = await testMarketplace();
  });
  afterAll(async () => {
    await m?.close();
    await unconfigured?.close();
    await nominatim?.close();
  });

  const reverse = (market: typeof m, query: string, token = market.tokens.seller) =>
    request(market.app).get(`/api/geocode/reverse?${query}`).set('authorization', `Bearer ${token}`);

  it('answers our province, district and sub-district for a pin, asking in Thai', async () => {
    const res = await reverse(m, 'lat=13.7373&lng=100.5603').expect(200);
    expect(res.body.data).toMatchObject({
      province: { id: 10, name_th: 'กรุงเทพมหานคร' },
      district: { name_th: 'วัฒนา' },
      subDistrict: { name_th: 'คลองเตยเหนือ' },
    });
    const asked = nominatim.requests.at(-1)!;
    expect(asked.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({
      format: 'jsonv2',
      'accept-language': 'th',
      addressdetails: '1',
    });
    expect(asked.headers['user-agent']).toBe('dashclip (http://dashclip.test)');
  });

  it('a pin outside Thailand or where nothing is known: 404 with the pick-by-hand text', async () => {
    for (const query of ['lat=17.9667&lng=102.6', 'lat=10&lng=101']) {
      const res = await reverse(m, query).expect(404);
      expect(res.body.error).toMatchObject({ code: 'PLACE_NOT_FOUND' });
      expect(res.body.error.message).toContain('กรุณาเลือกจังหวัด');
    }
  });

  it('bad coordinates: 400 in Thai, the provider is not asked', async () => {
    const before = nominatim.requests.length;
    for (const query of ['lat=91&lng=100', 'lat=abc&lng=100', 'lat=13', 'lat=13&lng=100&extra=1']) {
      const res = await reverse(m, query).expect(400);
      expect(res.body.error.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(nominatim.requests.length).toBe(before);
  });

  it('no provider configured: 404; one that fails: 503; either way the seller picks from the lists', async () => {
    const res = await reverse(unconfigured, 'lat=13.7373&lng=100.5603').expect(404);
    expect(res.body.error.code).toBe('GEOCODER_NOT_CONFIGURED');
    expect(res.body.error.message).toContain('กรุณาเลือกจังหวัด');
    nominatim.breakDown();
    expect((await reverse(m, 'lat=13.7373&lng=100.5603').expect(503)).body.error.code).toBe(
      'GEOCODER_UNAVAILABLE',
    );
  });
});
