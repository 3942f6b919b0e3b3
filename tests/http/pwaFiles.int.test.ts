import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, pwaFiles, REVALIDATE_CACHE } from '../../infra/http/pwaFiles.ts';

const script = `export const greeting = ${JSON.stringify('สวัสดี '.repeat(400))};\n`;
const html = `<!doctype html><html lang="th"><title>แดชคลิป</title>${'<p>แดชคลิป</p>'.repeat(200)}</html>`;

/** A built PWA as the build leaves it: hashed assets and index.html with their .br and .gz copies. */
async function builtPwa(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const withCopies = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, zlib.brotliCompressSync(text));
    await writeFile(`${file}.gz`, zlib.gzipSync(text));
  };
  await withCopies('assets/app-Bx12cd34.js', script);
  await withCopies('index.html', html);
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"แดชคลิป"}');
  await writeFile(path.join(dir, 'secret.txt.br'), 'not for anyone');
}

describe('the built PWA as the server sends it (infra/http/pwaFiles.ts)', () => {
  let dir: string;
  let app: express.Express;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dashclip-pwa-files-'));
    await builtPwa(dir);
    app = express().use(pwaFiles(dir));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const brSize = (name: string) => zlib.brotliCompressSync(name === 'html' ? html : script).length;

  it('a hashed asset: brotli when the browser takes it, cached for a year and immutable', async () => {
    const res = await request(app)
      .get('/assets/app-Bx12cd34.js')
      .set('accept-encoding', 'gzip, deflate, br, zstd')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(brSize('script'));
  });

  it('gzip for a browser without brotli, the file itself for one that takes neither', async () => {
    const gzip = await request(app).get('/assets/app-Bx12cd34.js').set('accept-encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);
    const plain = await request(app).get('/assets/app-Bx12cd34.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('a Range request gets bytes of the file itself, never of a compressed copy', async () => {
    const res = await request(app)
      .get('/assets/app-Bx12cd34.js')
      .set('accept-encoding', 'br, gzip')
      .set('range', 'bytes=0-11');
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(script.slice(0, 12));
  });

  it('index.html, the page fallback, the service worker and the manifest are revalidated', async () => {
    for (const url of ['/', '/video/some-clip', '/sw.js', '/manifest.webmanifest']) {
      const res = await request(app).get(url).set('accept-encoding', 'gzip');
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
    const page = await request(app).get('/dashboard').set('accept-encoding', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toBe(html);
    const manifest = await request(app).get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/manifest\+json/);
  });

  it('a missing hashed asset is a 404, not index.html posing as JavaScript', async () => {
    const res = await request(app).get('/assets/app-OLDHASH1.js');
    expect(res.status).toBe(404);
  });

  it('compressed copies and files outside the build are never sent by name', async () => {
    for (const url of ['/secret.txt.br', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await request(app).get(url).set('accept-encoding', 'identity');
      expect(res.text, url).not.toContain('not for anyone');
      expect(res.text, url).not.toContain('"name"');
    }
  });
});

describe('the page preloads (pwaFiles with a PagePreloads)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dashclip-pwa-preloads-'));
    await builtPwa(dir);
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('sends the Link values named for the page path, and none for files', async () => {
    const app = express().use(
      pwaFiles(dir, async (page) => (page === '/' ? ['</api/videos?page=1>; rel=preload; as=fetch'] : [])),
    );
    expect((await request(app).get('/')).headers.link).toBe('</api/videos?page=1>; rel=preload; as=fetch');
    expect((await request(app).get('/dashboard')).headers.link).toBeUndefined();
    expect((await request(app).get('/assets/app-Bx12cd34.js')).headers.link).toBeUndefined();
  });

  it('a failing lookup never fails the page: it comes without Link', async () => {
    const app = express().use(pwaFiles(dir, () => Promise.reject(new Error('database is away'))));
    const res = await request(app).get('/').set('accept-encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe(html);
    expect(res.headers.link).toBeUndefined();
  });
});

describe("the app's own style sheet and scripts, announced first (Link)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dashclip-pwa-assets-'));
    await builtPwa(dir);
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="th"><head><script src="/assets/firstPaint-Ef56.js" async></script>' +
        '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css"></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('every page names the style sheet, the first paint, the module script, then its own preloads', async () => {
    const app = express().use(
      pwaFiles(dir, async (page) => (page === '/' ? ['</api/videos?page=1>; rel=preload; as=fetch'] : [])),
    );
    const appAssets =
      '</assets/index-Cd34.css>; rel=preload; as=style; crossorigin=anonymous, ' +
      '</assets/firstPaint-Ef56.js>; rel=preload; as=script, ' +
      '</assets/index-Ab12.js>; rel=modulepreload; crossorigin=anonymous';
    expect((await request(app).get('/')).headers.link).toBe(
      `${appAssets}, </api/videos?page=1>; rel=preload; as=fetch`,
    );
    expect((await request(app).get('/profile')).headers.link).toBe(appAssets);
  });
});
