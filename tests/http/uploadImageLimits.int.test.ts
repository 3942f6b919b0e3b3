import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_PREVIEWS_MAX } from '../../events/constants.ts';
import { UPLOAD_IMAGES_MAX_BYTES } from '../../command-api/constants.ts';
import { uploadTexts } from '../../command-api/routes/messages/uploadTexts.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
import { validUploadFields } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;
const MB = 1024 * 1024;
const boundary = '----dashclip-image-limits';
/** Bytes that start like a JPEG: enough for every check that looks at the start of an image. */
const jpegLike = (size: number) => {
  const bytes = Buffer.alloc(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

/**
 * A multipart upload written part by part over a real socket, so a test can stop sending and see
 * whether the server already answered: an answer before the body ends is proof it was not read whole.
 */
function openUpload(port: number, token: string) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/videos/upload',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  // The server may answer and stop reading mid-body; the writes after that fail, as they should.
  req.on('error', () => undefined);
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
  });
  let answered = false;
  void answer.then(() => (answered = true));
  const write = (chunk: string | Buffer) =>
    new Promise<void>((resolve) => (answered ? resolve() : req.write(chunk, () => resolve())));
  return {
    answer,
    answered: () => answered,
    async fields() {
      for (const [name, value] of Object.entries(validUploadFields))
        await write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    },
    /** The head of a file part, then its bytes in 1 MB writes. */
    async file(name: string, bytes: Buffer) {
      await write(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      for (let at = 0; at < bytes.length && !answered; at += MB) await write(bytes.subarray(at, at + MB));
      await write('\r\n');
    },
    end: () => req.end(`--${boundary}--\r\n`),
    destroy: () => req.destroy(),
  };
}

describe('the images of an upload are bounded: streamed to disk, capped each and all together', () => {
  let m: Marketplace;
  let server: http.Server;
  let port: number;
  const incoming = () => readdir(path.join(m.mediaDir, 'incoming'));
  const until = async (condition: () => Promise<boolean>) => {
    for (let i = 0; i < 1000 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 10));
  };
  beforeAll(async () => {
    m = await testMarketplace();
    server = http.createServer(m.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await m.close();
  });

  it('a cover goes to a file as it arrives, not into memory, and the file is gone after the answer', async () => {
    const upload = openUpload(port, m.tokens.seller);
    await upload.fields();
    const cover = jpegLike(5 * MB);
    await upload.file('thumbnail', cover);
    const sizes = async () =>
      Promise.all(
        (await incoming()).map(async (name) => (await stat(path.join(m.mediaDir, 'incoming', name))).size),
      );
    // the cover is on disk while the request is still open (bar the few bytes the parser holds
    // back until it sees the next boundary)
    const onDisk = async () => Math.max(0, ...(await sizes()));
    await until(async () => (await onDisk()) >= cover.length - 1024);
    expect(await onDisk()).toBeGreaterThanOrEqual(cover.length - 1024);
    expect(upload.answered()).toBe(false);
    upload.end();
    const answer = await upload.answer;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toBe(uploadTexts.fileRequired);
    expect(await incoming()).toEqual([]);
  });

  it(`images adding up to more than ${UPLOAD_IMAGES_MAX_BYTES / MB} MB → 413 in Thai before the body ends, nothing left behind`, async () => {
    const upload = openUpload(port, m.tokens.seller);
    await upload.fields();
    const preview = jpegLike(IMAGE_MAX_BYTES);
    for (let n = 0; n < IMAGE_PREVIEWS_MAX && !upload.answered(); n++)
      await upload.file(`thumbnailPreview_${n}`, preview);
    // the body is never finished: only a server that stopped at the cap can answer
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: { code: 'PAYLOAD_TOO_LARGE', message: uploadTexts.imagesTooLarge(UPLOAD_IMAGES_MAX_BYTES / MB) },
    });
    await until(async () => (await incoming()).length === 0);
    expect(await incoming()).toEqual([]);
  }, 180_000);

  it(`one image over ${IMAGE_MAX_BYTES / MB} MB → 413 in Thai before the body ends`, async () => {
    const upload = openUpload(port, m.tokens.seller);
    await upload.fields();
    await upload.file('thumbnail', jpegLike(IMAGE_MAX_BYTES + MB));
    const answer = await upload.answer;
    upload.destroy();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: uploadTexts.imageTooLarge,
    });
    await until(async () => (await incoming()).length === 0);
    expect(await incoming()).toEqual([]);
  });

  it(`more than ${IMAGE_PREVIEWS_MAX} previews, or a preview number past the last → 400 in Thai`, async () => {
    const many = openUpload(port, m.tokens.seller);
    const names = [
      'thumbnail',
      ...Array.from({ length: IMAGE_PREVIEWS_MAX }, (_, n) => `thumbnailPreview_${n}`),
      // one file more than a video, a cover and every preview
      'videoFile',
      'extra',
    ];
    for (const name of names) if (!many.answered()) await many.file(name, jpegLike(1024));
    many.end();
    const answer = await many.answer;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toBe(uploadTexts.tooManyPreviews);

    const pastLast = openUpload(port, m.tokens.seller);
    await pastLast.file(`thumbnailPreview_${IMAGE_PREVIEWS_MAX}`, jpegLike(1024));
    pastLast.end();
    const refused = await pastLast.answer;
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error.message).toBe(
      uploadTexts.unexpectedFile(`thumbnailPreview_${IMAGE_PREVIEWS_MAX}`),
    );
    await until(async () => (await incoming()).length === 0);
    expect(await incoming()).toEqual([]);
  });
});
