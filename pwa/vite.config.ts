import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const THEME_COLOUR = '#ea580c';

export default defineConfig({
  root: here('.'),
  publicDir: here('./public'),
  build: { outDir: here('./dist'), emptyOutDir: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  plugins: [
    // Must run before the React plugin so the route files it rewrites are transformed as JSX.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
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
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
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
