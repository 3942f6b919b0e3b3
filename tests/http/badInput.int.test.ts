import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketplace, validClip } from '../fixtures/testMarketplace.ts';
import { uploadVideo } from '../fixtures/uploads.ts';

const thai = /[\u0E00-\u0E7F]/;

describe('bad input gets a clear Thai error and writes nothing', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  const send = (body: string | object, type: string) =>
    request(m.app)
      .post('/api/videos/upload')
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .set('content-type', type)
      .send(body);
  const post = (fields: Record<string, string | undefined>) =>
    uploadVideo(m.app, m.tokens.seller, { fields });

  async function noClipWritten() {
    const { rows } = await m.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'ClipUploaded'`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await readdir(path.join(m.mediaDir, 'incoming'))).toEqual([]);
    expect(await readdir(path.join(m.mediaDir, 'originals'))).toEqual([]);
  }

  const boundary = 'dashclip-test-boundary';
  const multipart = `multipart/form-data; boundary=${boundary}`;
  it.each([
    ['JSON instead of a form', () => send(validClip, 'application/json'), 415],
    ['url-encoded form data', () => send('title=x', 'application/x-www-form-urlencoded'), 415],
    ['a multipart type without a boundary', () => send('--x--', 'multipart/form-data'), 400],
    [
      'a form cut off in the middle of the video',
      () =>
        send(
          `--${boundary}\r\nContent-Disposition: form-data; name="videoFile"; filename="a.mp4"\r\n\r\nsome bytes`,
          multipart,
        ),
      400,
    ],
    [
      'a file in a field that takes none',
      () =>
        send(
          `--${boundary}\r\nContent-Disposition: form-data; name="passport"; filename="a.jpg"\r\n\r\nxx\r\n--${boundary}--\r\n`,
          multipart,
        ),
      400,
    ],
    ['an unknown field', () => post({ isAdmin: 'true' }), 400],
    ['a wrong type', () => post({ price: 'แปดร้อย' }), 400],
    ['a price out of range', () => post({ price: '299' }), 400],
    ['a title over 100 characters', () => post({ title: 'ก'.repeat(101) }), 400],
    ['a description over 100 characters', () => post({ description: 'ข'.repeat(101) }), 400],
    ['no map pin', () => post({ latitude: undefined, longitude: undefined }), 400],
    ['a pin outside Thailand', () => post({ latitude: '51.5', longitude: '-0.12' }), 400],
    ['an impossible date', () => post({ eventDate: '2026-02-30' }), 400],
    ['an impossible time', () => post({ eventTime: '25:00' }), 400],
    ['a province that does not exist', () => post({ province: 'นาร์เนีย' }), 400],
  ])('%s → %i with a Thai message', async (_name, call, status) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
    expect(res.body.error.message).toMatch(thai);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|Error:/);
    await noClipWritten();
  });

  it('field messages name the field in Thai, in the spec’s words', async () => {
    const res = await post({ title: '', latitude: undefined }).expect(400);
    expect(res.body.error).toMatchObject({ field: 'title', message: 'กรุณากรอกชื่อเรื่อง' });
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
