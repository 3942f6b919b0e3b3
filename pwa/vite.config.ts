import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const THEME_COLOUR = '#ea580c';

/**
 * Modules kept out of the precached shell: the admin pages and their charts (chart.js), Firebase,
 * the maps (Leaflet), Stripe, and the dev-only pages.
 */
const LOADED_WHEN_NEEDED =
  /node_modules\/(firebase|@firebase|leaflet|react-leaflet|@react-leaflet|chart\.js|react-chartjs-2|@kurkle|@stripe)\/|\/src\/(features\/admin|routes\/_admin|routes\/(admin-debug|debug|dev\.[a-z]+)\.tsx)/;
/**
 * Except the admin pages' URL schemas (features/admin/<screen>/<screen>Search.ts and
 * shared/statusDateSearch.ts): the route tree checks them on every navigation, so they are part of
 * every first load and are kept light (zod/mini and constants only).
 */
const IN_THE_ROUTE_TREE =
  /\/src\/features\/admin\/(?:(?!shared\/)[a-z]+\/[a-zA-Z]+Search|shared\/statusDateSearch)\.ts$/;
const loadedWhenNeeded = (id: string) => LOADED_WHEN_NEEDED.test(id) && !IN_THE_ROUTE_TREE.test(id);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Smaller files gain nothing from a compressed copy (headers and a round trip dominate). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the bundle, once at build time, so
 * the server (infra/http/pwaFiles.ts) sends them by content negotiation without compressing on
 * every request. Images are already compressed; the service worker's precache globs skip these.
 */
function precompress(): Plugin {
  return {
    name: 'dashclip-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!/\.(js|css|html|svg|json|webmanifest)$/.test(output.fileName)) return;
          const source = output.type === 'chunk' ? output.code : output.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
          const file = path.join(outDir, output.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The first paint's script (src/firstPaint): built on its own, as one small classic script that
 * shares no chunk with the app (it must not wait for the app's), and loaded `async` by index.html
 * beside the app's module (the server announces it before: infra/http/pwaFiles.ts).
 */
function firstPaintScript(): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'dashclip-first-paint',
    apply: 'build',
    async buildStart() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          lib: { entry: here('./src/firstPaint/main.ts'), formats: ['iife'], name: 'dashclipFirstPaint' },
          // Texts the first paint never shows are left out: the shared texts' number helpers have
          // no side effect, nor has reading a property of a text object (an unused message that
          // quotes another goes too).
          rolldownOptions: {
            treeshake: {
              manualPureFunctions: ['baht', 'megabytes', 'groupedNumber'],
              propertyReadSideEffects: false,
            },
          },
        },
      });
      const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      code = output.output[0].code;
      fileName = `assets/firstPaint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

/** The service worker's Web Push handlers, imported by the generated worker (workbox.importScripts). */
const PUSH_HANDLER_FILE = 'push-handler.js';

/**
 * Builds src/serviceWorker/pushHandler.ts on its own into one classic script, `push-handler.js`
 * beside the service worker, which imports it: vite-plugin-pwa generates the worker (its
 * precaching and caching rules), and importScripts is how code of ours runs inside it.
 */
function servicePushHandler(): Plugin {
  let code = '';
  return {
    name: 'dashclip-push-handler',
    apply: 'build',
    async buildStart() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          lib: { entry: here('./src/serviceWorker/pushHandler.ts'), formats: ['iife'], name: 'dashclipPush' },
        },
      });
      const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      code = output.output[0].code;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PUSH_HANDLER_FILE, source: code });
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: here('./public'),
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, which the server announces with the
    // page (infra/app/firstLoad/routeChunks.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: on a phone a round trip costs more than a
        // few kilobytes, and HTTP/1.1 asks six files at a time (bench:pwa).
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id: string) => !loadedWhenNeeded(id) }],
        },
        // Chunks only some visitors need go under assets/lazy/, which the service worker does not
        // precache (manifestTransforms below): they download when a page asks, then are kept.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every(loadedWhenNeeded)
            ? 'assets/lazy/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  plugins: [
    // Must run before the React plugin so the route files it rewrites are transformed as JSX.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader and its component come in one chunk when the route is first visited: the
      // loaders' API modules and schemas stay out of the first load.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
        // The landing page, where most first visits start, comes with the shell: no second round
        // trip before its searches and covers (announced by the server) can be shown.
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    firstPaintScript(),
    servicePushHandler(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the worker itself through virtual:pwa-register/react (UpdatePrompt).
      injectRegister: null,
      includeAssets: ['icons/favicon-32.png', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'แดชคลิป — ตลาดคลิปกล้องหน้ารถ',
        short_name: 'แดชคลิป',
        description: 'ซื้อขายคลิปเหตุการณ์บนท้องถนนจากกล้องหน้ารถ เพื่อใช้เป็นหลักฐาน',
        lang: 'th',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Web Push alerts shown and opened (src/serviceWorker/pushEvents.ts).
        importScripts: [PUSH_HANDLER_FILE],
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // The lazy chunks stay out, except any the first page imports anyway (none should: the
        // admin pages' route schemas are named as first-load chunks above): those index.html names.
        manifestTransforms: [
          async (entries) => {
            const html = await readFile(here('./dist/index.html'), 'utf8');
            const eager = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/lazy/') || eager.has(entry.url),
              ),
              warnings: [],
            };
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A lazy chunk once loaded (hashed, never changes): offline next time too.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/lazy/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lazy-chunks',
              expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The public clip list and clip details (not /api/videos/user/…): fresh when online,
            // the last answer when offline (DESIGN §8: recently viewed lists work offline). Only
            // anonymous answers: one made with a token can hold an owner's or admin's view (a
            // rejection reason) that must not be shown offline to the next person on the device.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              !request.headers.has('authorization') &&
              // The connectivity check must reach the network: a cached answer would say "online".
              !url.searchParams.has('test') &&
              /^\/api\/videos(\/[^/]+)?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-videos',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
});
