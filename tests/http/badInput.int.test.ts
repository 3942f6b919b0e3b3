import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_FILTER_MAX_BAHT } from '../../query-api/constants.ts';
import { errorHandler } from '../../infra/http/errorHandler.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
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
    ['a NUL byte in the title', () => post({ title: 'ชน\u0000ท้าย' }), 400],
    ['a NUL byte in the address', () => post({ address: 'ถนน\u0000พระราม 2' }), 400],
    ['a year-0 incident date', () => post({ eventDate: '0000-01-01' }), 400],
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

/** A Thai error in the API's shape, with no stack trace or file path in it. */
function thaiRefusal(res: request.Response, status: number, label: string) {
  expect(res.status, label).toBe(status);
  expect(res.body.success, label).toBe(false);
  expect(res.body.error.code, label).toMatch(/^[A-Z_]+$/);
  expect(res.body.error.message, label).toMatch(thai);
  expect(res.text, label).not.toMatch(/\bat .*:\d+|Error:|\.ts\b|node_modules/);
}

describe('no input answers 500 (issue 15)', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  let pwaDir: string;
  beforeAll(async () => {
    pwaDir = await mkdtemp(path.join(tmpdir(), 'dashclip-pwa-'));
    await writeFile(path.join(pwaDir, 'index.html'), '<!doctype html><title>แดชคลิป</title>');
    m = await testMarketplace({ pwaDir });
  });
  afterAll(async () => {
    await m.close();
    await rm(pwaDir, { recursive: true, force: true });
  });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  it('numbers past an integer column are a Thai 400 on the search, map and admin lists', async () => {
    const over = PRICE_FILTER_MAX_BAHT + 1;
    for (const url of [
      '/api/videos?minPrice=21474837',
      `/api/videos?maxPrice=${over}`,
      '/api/search/videos?minPrice=21474837',
      '/api/search/map?maxPrice=21474837',
      '/api/admin/videos?minPrice=21474837',
      '/api/admin/videos/all?maxPrice=1e300',
      '/api/admin/users?page=1e20',
      '/api/notifications?limit=2147483648',
      '/api/videos?limit=1e308',
    ]) {
      const res = await request(m.app).get(url).set(as(m.tokens.admin));
      thaiRefusal(res, 400, url);
    }
  });

  it.each(['%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', 'a%ZZb'])(
    'a path with the broken encoding %s is a Thai 400, on public and admin routes, before authorization',
    async (broken) => {
      for (const [method, url] of [
        ['get', `/api/videos/${broken}`],
        ['get', `/api/videos/user/${broken}`],
        ['get', `/api/admin/payouts/${broken}`],
        ['put', `/api/admin/users/${broken}/suspend`],
        ['delete', `/api/admin/users/${broken}`],
        ['get', `/api/media/images/${broken}`],
        ['get', `/api/admin/audit/clip/${broken}`],
      ] as const) {
        for (const token of [null, m.tokens.buyer, m.tokens.admin]) {
          const call = request(m.app)[method](url);
          const res = await (token ? call.set(as(token)) : call);
          thaiRefusal(res, 400, `${method} ${url}`);
          expect(res.body.error.code).toBe('VALIDATION');
        }
      }
    },
  );

  it('the PWA fallback answers broken encodings without a 500 or a stack trace', async () => {
    for (const url of ['/%', '/%E0%A4%A', '/videos/%C0%AF', '/videos/%ED%A0%80', '/a%00b']) {
      const res = await request(m.app).get(url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.text, url).not.toMatch(/\bat .*:\d+|Error:|node_modules/);
    }
  });

  it('NUL bytes and lone surrogates in ids never reach PostgreSQL', async () => {
    for (const [url, token] of [
      ['/api/videos/a%00b', null],
      ['/api/videos/user/a%00b', null],
      ['/api/purchases/a%00b', m.tokens.buyer],
      ['/api/purchases/a%00b/receipt', m.tokens.buyer],
      ['/api/payment-provider/session-status?session_id=cs_%00x', m.tokens.buyer],
      ['/api/videos?exclude=a%00b', null],
      ['/api/admin/audit?entityId=a%00b', m.tokens.admin],
      ['/api/admin/users?search=%00', m.tokens.admin],
    ] as const) {
      const call = request(m.app).get(url);
      thaiRefusal(await (token ? call.set(as(token)) : call), 400, url);
    }
  });

  it('a year-0 date is refused by the schema, on the field, before PostgreSQL sees it', async () => {
    for (const [url, field] of [
      ['/api/videos?dateFrom=0000-01-01', 'dateFrom'],
      ['/api/search/map?eventDate=0000-02-29', 'eventDate'],
      ['/api/admin/videos?dateTo=0000-01-01', 'dateTo'],
      ['/api/admin/audit?dateFrom=0000-01-01', 'dateFrom'],
    ] as const) {
      const res = await request(m.app).get(url).set(as(m.tokens.admin));
      thaiRefusal(res, 400, url);
      expect(res.body.error.fields?.[0]?.field, url).toBe(field);
    }
  });

  it('ids outside the id charset are refused with a Thai 400', async () => {
    for (const url of ['/api/videos/x%20y', '/api/videos/%E0%B8%81', '/api/videos/a.b']) {
      thaiRefusal(await request(m.app).get(url), 400, url);
    }
  });

  it('free text with NUL or a lone surrogate is a Thai 400 in every JSON body', async () => {
    // JSON escapes, as sent: the parsed strings hold the NUL or the lone surrogate itself.
    for (const text of ['ชน\\u0000ท้าย', 'ชน\\ud800ท้าย', '\\udfffชนท้าย']) {
      const raw = (body: string) => `{${body.replace('TEXT', text)}}`;
      for (const [method, url, body, token] of [
        ['post', '/api/complaints', '"type":"other","subject":"TEXT","description":"ก"', m.tokens.buyer],
        ['put', '/api/users/profile', '"displayName":"TEXT"', m.tokens.buyer],
        ['post', '/api/auth/login', '"email":"a@example.com","password":"TEXT"', null],
        ['post', '/api/auth/register', '"TEXT":1', null],
      ] as const) {
        const call = request(m.app)[method](url).set('content-type', 'application/json');
        const res = await (token ? call.set(as(token)) : call).send(raw(body));
        thaiRefusal(res, 400, `${url} ${JSON.stringify(text)}`);
      }
    }
  });

  it('a PostgreSQL data exception (class 22) that slips through is a 400, logged without its parameters', async () => {
    const db = await pgliteClient(null);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = express();
    app.get('/overflow', async () => {
      await db.query('select $1::int as n', ['21474836470']);
    });
    app.get('/nul', async () => {
      await db.query('select $1::text as t', ['secret-\u0000-value']);
    });
    app.use(errorHandler(logger));
    try {
      for (const url of ['/overflow', '/nul']) thaiRefusal(await request(app).get(url), 400, url);
      expect(lines.join('')).toMatch(/data exception/);
      expect(lines.join('')).not.toMatch(/21474836470|secret-/);
    } finally {
      await db.close();
    }
  });
});
