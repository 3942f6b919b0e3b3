import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClipUploaded } from '../../events/clip/clipEvents.ts';
import { nowIso, runUserCommand, untilAccessReflects } from '../../command-api/accounts/userCommands.ts';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { MEDIA_IMAGE_CACHE_SECONDS, MEDIA_TOKEN_SECONDS } from '../../command-api/constants.ts';
import { clipTexts } from '../../command-api/routes/messages/clipTexts.ts';
import { uploadTexts } from '../../command-api/routes/messages/uploadTexts.ts';
import { identityTokens } from '../../infra/adapters/identity/identityTokens.ts';
import { testMarketplace, type TestPerson } from '../fixtures/testMarketplace.ts';
import { allConsent, uniqueMp4, uploadVideo, validUploadFields, videoFixture } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

/** The media token inside a stream URL. */
const tokenOf = (url: string) => new URL(url, 'http://dashclip.test').searchParams.get('t')!;

const sha256Of = async (fixture: string) =>
  createHash('sha256')
    .update(await readFile(videoFixture(fixture)))
    .digest('hex');

/** supertest keeps a binary answer as one Buffer. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as Readable;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('POST /api/videos/upload: the multipart upload of spec §7', () => {
  let m: Marketplace;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  async function clipUploaded(videoId: string): Promise<ClipUploaded['data']> {
    const { events } = await m.store.readStream(`clip-${videoId}`);
    return events.find((e) => e.type === 'ClipUploaded')!.data as ClipUploaded['data'];
  }

  async function leftovers(): Promise<string[]> {
    return readdir(path.join(m.mediaDir, 'incoming'));
  }

  it.each([
    ['clip-3s.mp4', 'mp4', 3],
    ['clip-3s-faststart.mp4', 'mp4', 3],
    ['clip-3s.mov', 'mov', 3],
    ['clip-3s-no-ftyp.mov', 'mov', 3],
    ['clip-3s.avi', 'avi', 3.2],
    ['clip-3s.wmv', 'wmv', 3],
    ['clip-3s.flv', 'flv', 3],
    ['clip-3s-no-duration.flv', 'flv', 2.9],
    ['clip-120s.mp4', 'mp4', 120],
  ])(
    'accepts %s as %s of %f s, pending, with its SHA-256 and the original kept byte for byte',
    async (fixture, container, seconds) => {
      const seller = await m.newPerson('Uploader');
      const res = await uploadVideo(m.app, seller.token, { video: fixture }).expect(201);
      const bytes = await readFile(videoFixture(fixture));
      expect(res.body).toMatchObject({
        success: true,
        data: { status: 'pending', sha256: await sha256Of(fixture), fileSize: bytes.length },
      });
      expect(res.body.data.durationSeconds).toBeCloseTo(seconds, 1);
      expect(res.body.position).toMatch(/^\d+\.\d+$/);
      const event = await clipUploaded(res.body.data.videoId);
      expect(event.file).toMatchObject({ container, sha256: res.body.data.sha256, sizeBytes: bytes.length });
      expect(await readFile(path.join(m.mediaDir, event.file!.storageKey))).toEqual(bytes);
      expect(event.consent).toMatchObject({ flags: allConsent, termsVersion: expect.any(String) });
      expect(event.sameFileAs).toBeNull();
      expect(await leftovers()).toEqual([]);
    },
  );

  it('keeps the form: tags split on commas, numbers read, price in satang, place names from the lists', async () => {
    const seller = await m.newPerson('Form');
    const res = await uploadVideo(m.app, seller.token, {
      fields: { tags: ' ชนท้าย, ,เปลี่ยนเลน ', province: 'จังหวัดกรุงเทพมหานคร', district: 'เขตบางขุนเทียน' },
    }).expect(201);
    const event = await clipUploaded(res.body.data.videoId);
    expect(event).toMatchObject({
      sellerId: seller.uid,
      title: validUploadFields.title,
      tags: ['ชนท้าย', 'เปลี่ยนเลน'],
      priceSatang: 80_000,
      incidentDate: '2026-11-18',
      incidentTime: '07:40',
      location: { lat: 13.6593, lng: 100.4309, province: 'กรุงเทพมหานคร', district: 'บางขุนเทียน' },
    });
  });

  it('checks the fields in the spec’s order, each with its Thai message, and writes nothing', async () => {
    const bad: Record<string, string | undefined> = {
      title: undefined,
      description: 'ข'.repeat(101),
      category: 'boat',
      eventDate: '2026-02-30',
      eventTime: '25:00',
      province: 'แอตแลนติส',
      vehicleType: undefined,
      latitude: undefined,
      longitude: undefined,
      price: '299',
    };
    const steps: [field: string, message: string, fix: Record<string, string>, video?: null][] = [
      ['title', clipTexts.titleRequired, { title: validUploadFields.title! }],
      ['description', clipTexts.descriptionTooLong, { description: 'ก'.repeat(100) }],
      ['category', clipTexts.categoryRequired, { category: 'car_car' }],
      ['eventDate', clipTexts.eventDateRequired, { eventDate: '2026-11-18' }],
      ['eventTime', clipTexts.eventTimeRequired, { eventTime: '07:40' }],
      ['province', uploadTexts.provinceUnknown, { province: 'เชียงใหม่' }],
      ['vehicleType', clipTexts.vehicleTypeRequired, { vehicleType: 'car' }],
      ['latitude', clipTexts.pinRequired, { latitude: '35.68', longitude: '139.69' }],
      ['latitude', uploadTexts.pinOutsideThailand, { latitude: '18.79', longitude: '98.98' }],
      ['videoFile', uploadTexts.fileRequired, {}, null],
      ['price', clipTexts.priceRange, { price: '1500' }],
    ];
    const seller = await m.newPerson('Order');
    for (const [field, message, fix, video] of steps) {
      const res = await uploadVideo(m.app, seller.token, { fields: bad, video }).expect(400);
      expect(res.body.error, field).toMatchObject({ code: 'VALIDATION', field, message });
      Object.assign(bad, fix);
    }
    const { rows } = await m.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'ClipUploaded' and data->>'sellerId' = $1`,
      [seller.uid],
    );
    expect(rows[0]!.n).toBe(0);
    await uploadVideo(m.app, seller.token, { fields: bad }).expect(201);
    expect(await leftovers()).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{ownershipConfirmed: true'],
    ['a flag false', JSON.stringify({ ...allConsent, pdpaCompliant: false })],
    ['a flag missing', JSON.stringify({ ...allConsent, ageConfirmed: undefined })],
    ['a flag as a string', JSON.stringify({ ...allConsent, licenseGranted: 'true' })],
  ])('refuses consent %s with the spec’s alert text', async (_name, consentData) => {
    const res = await uploadVideo(m.app, m.tokens.seller, { fields: { consentData } }).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      field: 'consentData',
      message: uploadTexts.consentRequired,
    });
    expect(await leftovers()).toEqual([]);
  });

  it('121 s is refused with its length in seconds', async () => {
    const res = await uploadVideo(m.app, m.tokens.seller, { video: 'clip-121s.mp4' }).expect(422);
    expect(res.body.error.code).toBe('VIDEO_TOO_LONG');
    expect(res.body.error.message).toContain('121');
    expect(res.body.error.message).toBe(uploadTexts.tooLong(121));
    expect(await leftovers()).toEqual([]);
  });

  it.each(['photo-named.mp4', 'text-named.mp4'])(
    '%s: not a video whatever its name → 415',
    async (fixture) => {
      const res = await uploadVideo(m.app, m.tokens.seller, { video: fixture }).expect(415);
      expect(res.body.error).toEqual({ code: 'UNSUPPORTED_FORMAT', message: uploadTexts.unsupportedFormat });
      expect(await leftovers()).toEqual([]);
    },
  );

  it('a truncated video → 422 with the cannot-read message', async () => {
    const res = await uploadVideo(m.app, m.tokens.seller, { video: 'truncated.mp4' }).expect(422);
    expect(res.body.error).toEqual({ code: 'VIDEO_UNREADABLE', message: uploadTexts.unreadable });
    expect(await leftovers()).toEqual([]);
  });

  it('100 MB + 1 byte → 413 as soon as the limit passes, and the partial file is gone', async () => {
    const server = m.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const boundary = '----dashclip-bench-boundary';
    const fieldParts = Object.entries(validUploadFields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="videoFile"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const total = VIDEO_MAX_BYTES + 1;
    const chunk = Buffer.alloc(1024 * 1024);
    async function* body() {
      yield Buffer.from(fieldParts + fileHead);
      for (let sent = 0; sent < total; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, total - sent));
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/videos/upload',
          headers: {
            authorization: `Bearer ${m.tokens.seller}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (part: string) => (text += part));
          res.on('end', () => {
            resolve({ status: res.statusCode!, body: text });
            req.destroy();
          });
        });
        req.on('error', reject);
        Readable.from(body()).pipe(req);
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: uploadTexts.fileTooLarge,
      });
      expect(await leftovers()).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it('a client that disconnects mid-video leaves no partial file', async () => {
    const server = m.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const boundary = '----dashclip-abort';
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/videos/upload',
      headers: {
        authorization: `Bearer ${m.tokens.seller}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('error', () => {});
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="videoFile"; filename="a.mp4"\r\n\r\n`);
    req.write(Buffer.alloc(512 * 1024));
    try {
      // wait until the server is writing the file, then pull the plug
      for (let i = 0; i < 500 && (await leftovers()).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await leftovers()).toHaveLength(1);
      req.destroy();
      for (let i = 0; i < 500 && (await leftovers()).length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await leftovers()).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the same file twice by the same seller → 409; by another seller → 201 flagged with the first clip', async () => {
    const first = await m.newPerson('First');
    const second = await m.newPerson('Second');
    const video = uniqueMp4();
    const original = await uploadVideo(m.app, first.token, { video }).expect(201);
    const again = await uploadVideo(m.app, first.token, { video }).expect(409);
    expect(again.body.error).toEqual({ code: 'DUPLICATE_CLIP', message: uploadTexts.duplicate });
    const other = await uploadVideo(m.app, second.token, { video }).expect(201);
    expect(other.body.data.sha256).toBe(original.body.data.sha256);
    expect((await clipUploaded(other.body.data.videoId)).sameFileAs).toEqual({
      clipId: original.body.data.videoId,
      sellerId: first.uid,
    });
    expect(await leftovers()).toEqual([]);
  });

  it('after the seller deletes the clip, the same file no longer counts as a duplicate', async () => {
    const seller = await m.newPerson('Deleter');
    const video = uniqueMp4();
    const first = await uploadVideo(m.app, seller.token, { video }).expect(201);
    await request(m.app)
      .delete(`/api/videos/${first.body.data.videoId}`)
      .set('authorization', `Bearer ${seller.token}`)
      .expect(200);
    const again = await uploadVideo(m.app, seller.token, { video }).expect(201);
    expect((await clipUploaded(again.body.data.videoId)).sameFileAs).toBeNull();
    await request(m.app)
      .get(`/api/videos/${first.body.data.videoId}/stream`)
      .set('authorization', `Bearer ${seller.token}`)
      .expect(404);
  });

  it('two racing uploads of the same file by one seller: exactly one is recorded', async () => {
    const seller = await m.newPerson('Racer');
    const answers = await Promise.all(
      [1, 2, 3].map(() => uploadVideo(m.app, seller.token, { video: 'clip-3s.flv' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('re-encodes cover and previews (WebP + JPEG, standard sizes) and strips EXIF/GPS', async () => {
    const withGps = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#c03030' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'เจ้าของกล้อง' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '13/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '100/1 30/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#3060c0' } })
      .png()
      .toBuffer();
    const seller = await m.newPerson('Covers');
    const res = await uploadVideo(m.app, seller.token, {
      video: 'clip-3s-faststart.mp4',
      thumbnail: withGps,
      previews: [png, withGps],
      fields: { thumbnailPreviewCount: '2' },
    }).expect(201);
    const { images } = await clipUploaded(res.body.data.videoId);
    expect(images.cover).toMatch(/^[0-9a-f-]{36}$/);
    expect(images.previews).toHaveLength(2);

    const served = async (id: string, format: 'jpg' | 'webp') => {
      const got = await request(m.app)
        .get(`/api/media/images/${id}.${format}`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(got.headers['cache-control']).toBe(`public, max-age=${MEDIA_IMAGE_CACHE_SECONDS}`);
      expect(got.headers['content-type']).toBe(format === 'jpg' ? 'image/jpeg' : 'image/webp');
      return sharp(got.body as Buffer).metadata();
    };
    const cover = await served(images.cover!, 'jpg');
    expect(cover).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect(cover.exif).toBeUndefined();
    expect(await served(images.cover!, 'webp')).toMatchObject({ format: 'webp', width: 1280 });
    expect(await served(`${images.cover!}-thumb`, 'jpg')).toMatchObject({ width: 640, height: 360 });
    for (const preview of images.previews) {
      const meta = await served(preview, 'jpg');
      expect(meta.width).toBe(640);
      expect(meta.exif).toBeUndefined();
    }
    await request(m.app).get('/api/media/images/not-an-id.jpg').expect(404);
    await request(m.app).get(`/api/media/images/${images.cover!}.gif`).expect(404);
  });

  it('refuses an image that is not one (415) and leaves no file of the upload behind', async () => {
    const before = await readdir(path.join(m.mediaDir, 'images'));
    const res = await uploadVideo(m.app, m.tokens.seller, {
      video: 'clip-3s.mov',
      previews: [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        Buffer.from('not an image at all'),
      ],
    }).expect(415);
    expect(res.body.error).toEqual({ code: 'UNSUPPORTED_IMAGE', message: uploadTexts.imageUnsupported });
    expect(await readdir(path.join(m.mediaDir, 'images'))).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it('a body that is not multipart → 415 in Thai', async () => {
    const res = await request(m.app)
      .post('/api/videos/upload')
      .set('authorization', `Bearer ${m.tokens.seller}`)
      .send(validUploadFields)
      .expect(415);
    expect(res.body.error.message).toBe(uploadTexts.notMultipart);
  });

  describe('GET /api/videos/:id/stream: the original, with ranges, for its seller and admins', () => {
    let videoId = '';
    let sellerToken = '';
    let bytes: Buffer;
    beforeAll(async () => {
      const seller = await m.newPerson('Streamer');
      sellerToken = seller.token;
      bytes = await readFile(videoFixture('clip-3s.mp4'));
      videoId = (await uploadVideo(m.app, seller.token).expect(201)).body.data.videoId;
    });
    const stream = (token: string | null, range?: string) => {
      const call = request(m.app).get(`/api/videos/${videoId}/stream`).buffer(true).parse(binary);
      if (token) call.set('authorization', `Bearer ${token}`);
      if (range) call.set('range', range);
      return call;
    };

    it('the seller gets a byte range (206)', async () => {
      const res = await stream(sellerToken, 'bytes=100-199').expect(206);
      expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.body).toEqual(bytes.subarray(100, 200));
    });

    it('an admin gets the whole file (200)', async () => {
      const res = await stream(m.tokens.admin).expect(200);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.body).toEqual(bytes);
    });

    it('a range past the end → 416 with the size', async () => {
      const res = await request(m.app)
        .get(`/api/videos/${videoId}/stream`)
        .set('authorization', `Bearer ${sellerToken}`)
        .set('range', `bytes=${bytes.length}-`)
        .expect(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(res.body.error.message).toBe(uploadTexts.rangeNotSatisfiable);
    });

    it('anyone else: 404 (another seller, a buyer), 401 signed out', async () => {
      await stream(m.tokens.otherSeller).expect(404);
      await stream(m.tokens.buyer).expect(404);
      await stream(null).expect(401);
    });
  });

  describe('POST /api/videos/:id/stream-token: a clip-bound URL a <video src> can stream', () => {
    let seller: TestPerson;
    let videoId = '';
    let bytes: Buffer;
    beforeAll(async () => {
      seller = await m.newPerson('TokenStreamer');
      bytes = await readFile(videoFixture('clip-3s.mp4'));
      videoId = (await uploadVideo(m.app, seller.token).expect(201)).body.data.videoId;
    });
    const streamToken = (token: string | null, id = videoId) => {
      const call = request(m.app).post(`/api/videos/${id}/stream-token`);
      if (token) call.set('authorization', `Bearer ${token}`);
      return call;
    };
    /** The URL as a browser would fetch it: no Authorization header at all. */
    const fetchUrl = (url: string, range?: string) => {
      const call = request(m.app).get(url).buffer(true).parse(binary);
      if (range) call.set('range', range);
      return call;
    };
    const mediaToken = (uid: string, clipId: string, expiresAt: Date, sessionId: string = randomUUID()) =>
      m.identity.deps.tokens.issueMedia({ uid, sessionId, clipId, purpose: 'watch-original' }, expiresAt);
    const inFiveMinutes = () => new Date(Date.now() + MEDIA_TOKEN_SECONDS * 1000);

    it('the seller gets a URL that streams a byte range (206) without any Authorization header', async () => {
      const res = await streamToken(seller.token).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.data.expiresInSeconds).toBe(MEDIA_TOKEN_SECONDS);
      expect(res.body.data.url).toMatch(new RegExp(`^/api/videos/${videoId}/stream\\?t=[\\w.-]+$`));
      const media = await fetchUrl(res.body.data.url, 'bytes=100-199').expect(206);
      expect(media.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
      expect(media.headers['cache-control']).toBe('private, no-store');
      expect(media.headers['content-type']).toBe('video/mp4');
      expect(media.body).toEqual(bytes.subarray(100, 200));
    });

    it('an admin gets one too, and it streams the whole file (200)', async () => {
      const res = await streamToken(m.tokens.admin).expect(200);
      expect((await fetchUrl(res.body.data.url).expect(200)).body).toEqual(bytes);
    });

    it('anyone else: 404 (another seller, a buyer, an unknown clip), 401 signed out', async () => {
      await streamToken(m.tokens.otherSeller).expect(404);
      await streamToken(m.tokens.buyer).expect(404);
      await streamToken(seller.token, 'no-such-clip').expect(404);
      await streamToken(null).expect(401);
    });

    it('an expired token → 401', async () => {
      const { url } = (await streamToken(seller.token).expect(200)).body.data as { url: string };
      const sessionId = (await m.identity.deps.tokens.verifyMedia('watch-original', tokenOf(url)))!.sessionId;
      const expired = await mediaToken(seller.uid, videoId, new Date(Date.now() - 1000), sessionId);
      const res = await fetchUrl(`/api/videos/${videoId}/stream?t=${expired}`).expect(401);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('a token for clip A used on clip B → 404, even when the holder may watch B', async () => {
      const other = (await uploadVideo(m.app, seller.token, { video: uniqueMp4() }).expect(201)).body.data
        .videoId as string;
      const { url } = (await streamToken(seller.token).expect(200)).body.data as { url: string };
      await fetchUrl(`/api/videos/${other}/stream?t=${tokenOf(url)}`).expect(404);
    });

    it('a tampered token, a forged one, or one signed for another session → 401', async () => {
      const { url } = (await streamToken(seller.token).expect(200)).body.data as { url: string };
      const [header, payload, signature] = tokenOf(url).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const edited = Buffer.from(JSON.stringify({ ...claims, exp: 4_102_444_800 })).toString('base64url');
      await fetchUrl(`/api/videos/${videoId}/stream?t=${header}.${edited}.${signature}`).expect(401);
      await fetchUrl(`/api/videos/${videoId}/stream?t=garbage`).expect(401);
      const forged = await identityTokens('another-secret-that-is-long-enough-for-hs256').issueMedia(
        (await m.identity.deps.tokens.verifyMedia('watch-original', tokenOf(url)))!,
        inFiveMinutes(),
      );
      await fetchUrl(`/api/videos/${videoId}/stream?t=${forged}`).expect(401);
      // A well-signed token naming a session that never existed opens nothing.
      await fetchUrl(
        `/api/videos/${videoId}/stream?t=${await mediaToken(seller.uid, videoId, inFiveMinutes())}`,
      ).expect(401);
    });

    it('a session token is no media token, nor the other way round', async () => {
      await fetchUrl(`/api/videos/${videoId}/stream?t=${seller.token}`).expect(401);
      const { url } = (await streamToken(seller.token).expect(200)).body.data as { url: string };
      await request(m.app)
        .get(`/api/users/profile`)
        .set('authorization', `Bearer ${tokenOf(url)}`)
        .expect(401);
    });

    it("a suspended owner's token is refused (401), and so is one from a session that signed out", async () => {
      const owner = await m.newPerson('SuspendedStreamer');
      const clip = (await uploadVideo(m.app, owner.token, { video: uniqueMp4() }).expect(201)).body.data
        .videoId;
      const first = (await streamToken(owner.token, clip).expect(200)).body.data.url as string;
      await fetchUrl(first, 'bytes=0-9').expect(206);
      await request(m.app).post('/api/auth/logout').set('authorization', `Bearer ${owner.token}`).expect(200);
      await fetchUrl(first, 'bytes=0-9').expect(401);

      const again = await m.newPerson('SuspendedStreamer2');
      const clip2 = (await uploadVideo(m.app, again.token, { video: uniqueMp4() }).expect(201)).body.data
        .videoId;
      const url = (await streamToken(again.token, clip2).expect(200)).body.data.url as string;
      const { position } = await runUserCommand(
        m.identity.deps,
        { type: 'SuspendUser', uid: again.uid, now: nowIso() },
        { actor: { system: 'test' }, correlationId: randomUUID() },
      );
      await untilAccessReflects(m.identity.deps, position);
      await fetchUrl(url, 'bytes=0-9').expect(401);
    });
  });
});
