import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { DOCUMENT_ONLY_HEADERS } from './securityHeaders.ts';

/** Hashed build output (`assets/<name>-<hash>.js`): a new build gives new names, so never revalidate. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the service worker, the manifest, icons: always asked again (an ETag makes it cheap). */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The encodings the build writes beside each text file (pwa/vite.config.ts, `precompress`), best
 * first. Brotli is smaller; gzip is for clients that do not take br.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const hashedAsset = /^assets\//;

/** The file under `pwaDir` a request path names, or null (outside the folder, a folder, absent). */
function fileFor(pwaDir: string, requestPath: string): { file: string; relative: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  const file = path.resolve(pwaDir, relative);
  if (!file.startsWith(pwaDir + path.sep)) return null;
  // A precompressed copy is served by negotiation, never asked for by name.
  if (PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix))) return null;
  try {
    return fs.statSync(file).isFile() ? { file, relative } : null;
  } catch {
    return null;
  }
}

/**
 * Sends one file of the build: its brotli or gzip copy when the build made one and the client takes
 * it (never for a Range request, whose byte offsets are of the file itself), with the caching its
 * name allows.
 */
function sendPwaFile(req: Request, res: Response, next: NextFunction, file: string, relative: string) {
  const hashed = hashedAsset.test(relative);
  const cacheControl = hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
  if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  const copies = PRECOMPRESSED.filter(({ suffix }) => fs.existsSync(file + suffix));
  if (copies.length > 0) res.vary('Accept-Encoding');
  const chosen = req.headers.range
    ? undefined
    : copies.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
  // The type of the file itself: send would name the copy's (.br, .gz) otherwise.
  res.type(path.extname(file));
  res.sendFile(
    chosen ? file + chosen.suffix : file,
    {
      cacheControl: false,
      headers: {
        'Cache-Control': cacheControl,
        ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
      },
    },
    (error) => {
      if (error && !res.headersSent) next(error);
    },
  );
}

/**
 * `Link` header values to send with the page a path (and its query string, without `?`) opens:
 * preloads of what it will ask first.
 */
export type PagePreloads = (path: string, query: string) => Promise<string[]>;

/**
 * The app's own style sheet and scripts (the first paint's and the app's), as index.html names
 * them, announced first in `Link`: the browser asks them before anything else the headers
 * announce, on the connection already open (a new one costs a round trip, 400 ms on slow 4G).
 * Read again when index.html changes.
 */
function appAssetLinks(index: string): () => string[] {
  let read: { mtimeMs: number; links: string[] } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(index);
      if (read?.mtimeMs !== mtimeMs) {
        const html = fs.readFileSync(index, 'utf8');
        // Classic scripts: the first paint's (index.html loads it async beside the app's module).
        const classic = [
          ...html.matchAll(/<script\b(?![^>]*\btype="module")[^>]*\bsrc="(\/assets\/[^"]+)"/g),
        ];
        const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="(\/assets\/[^"]+)"/g)];
        const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+)"/g)];
        read = {
          mtimeMs,
          // The style sheet first (nothing paints before it), then the first paint's script.
          links: [
            ...styles.map(([, href]) => `<${href}>; rel=preload; as=style; crossorigin=anonymous`),
            ...classic.map(([, src]) => `<${src}>; rel=preload; as=script`),
            ...scripts.map(([, src]) => `<${src}>; rel=modulepreload; crossorigin=anonymous`),
          ],
        };
      }
      return read.links;
    } catch {
      return [];
    }
  };
}

/**
 * The built PWA (embedded mode): its files, precompressed where the build compressed them, and the
 * single-page fallback (index.html) for every other GET outside /api, with `Link` preloads: the
 * app's script and style sheet, then what `preloads` names for its path (never failing the page).
 */
export function pwaFiles(pwaDir: string, preloads?: PagePreloads): express.Router {
  const root = path.resolve(pwaDir);
  const index = path.join(root, 'index.html');
  const appAssets = appAssetLinks(index);
  const router = express.Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const found = fileFor(root, req.path);
    if (found) return sendPwaFile(req, res, next, found.file, found.relative);
    // A missing hashed asset is an old build's: the page that asked must not get index.html as JS.
    if (req.path.startsWith('/assets/')) return next();
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const links = preloads ? preloads(req.path, query).catch(() => []) : Promise.resolve([]);
    void links.then((pageLinks) => {
      const values = [...appAssets(), ...pageLinks];
      if (values.length > 0) res.setHeader('Link', values.join(', '));
      sendPwaFile(req, res, next, index, 'index.html');
    });
  });
  return router;
}
