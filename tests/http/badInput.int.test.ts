import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketplace, validClip } from '../fixtures/testMarketplace.ts';

const thai = /[\u0E00-\u0E7F]/;

describe('bad input gets a clear Thai error and writes nothing', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  const post = (body: string | object, type = 'application/json') =>
    request(m.app)
      .post('/api/videos')
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .set('content-type', type)
      .send(body);

  async function noClipWritten() {
    const { rows } = await m.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'ClipUploaded'`,
    );
    expect(rows[0]!.n).toBe(0);
  }

  it.each([
    ['malformed JSON', () => post('{"title": "x",'), 400],
    ['a JSON array', () => post('[1,2]'), 400],
    ['form data instead of JSON', () => post('title=x', 'application/x-www-form-urlencoded'), 415],
    ['an oversized body', () => post({ ...validClip, description: 'ก'.repeat(2_000_000) }), 413],
    ['an unknown field', () => post({ ...validClip, isAdmin: true }), 400],
    ['a wrong type', () => post({ ...validClip, price: 'แปดร้อย' }), 400],
    ['a price out of range', () => post({ ...validClip, price: 299 }), 400],
    ['a title over 100 characters', () => post({ ...validClip, title: 'ก'.repeat(101) }), 400],
    ['a description over 100 characters', () => post({ ...validClip, description: 'ข'.repeat(101) }), 400],
    ['no map pin', () => post({ ...validClip, latitude: undefined, longitude: undefined }), 400],
    ['an impossible date', () => post({ ...validClip, eventDate: '2026-02-30' }), 400],
    ['an impossible time', () => post({ ...validClip, eventTime: '25:00' }), 400],
  ])('%s → %i with a Thai message', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
    expect(res.body.error.message).toMatch(thai);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|Error:/);
    await noClipWritten();
  });

  it('field messages name the field in Thai, in the spec’s words', async () => {
    const res = await post({ ...validClip, title: '', latitude: undefined }).expect(400);
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'กรุณากรอกชื่อเรื่อง' },
        { field: 'latitude', message: 'กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่' },
      ]),
    );
  });

  it('bad query parameters are a 400, not a 500', async () => {
    for (const query of [
      'page=0',
      'limit=1000',
      'category=boat',
      'minPrice=abc',
      'dateFrom=yesterday',
      'unknown=1',
    ]) {
      const res = await request(m.app).get(`/api/videos?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toMatch(thai);
    }
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await request(m.app).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบ API ที่เรียก' } });
  });

  it('a garbage X-Consistent-After is ignored rather than failing the read', async () => {
    await request(m.app).get('/api/videos').set('x-consistent-after', 'soon please').expect(200);
  });
});
