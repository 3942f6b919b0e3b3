import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '**/data/**'];

export default defineConfig({
  test: {
    // Two cores here; PGlite instances are memory-hungry WebAssembly.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.test.ts', '**/*.unit.test.tsx'],
          exclude: ignored,
          environment: 'node',
          // Not a speed limit: room for scrypt at OWASP's cost and rendering tests on a busy 2-core
          // box running the server suites beside them (5 s timed out there).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: [...ignored, 'tests/load/**'],
          environment: 'node',
          // Not speed limits: room for a 2-core box running two server suites side by side (a
          // minute was overrun there by the fuzzer's fixed list of hostile requests).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The soak's minute (tests/load): run on its own after the other suites, as `npm test` does,
        // so that what it measures is the services and not the suites beside it.
        test: {
          name: 'load',
          include: ['tests/load/**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/seededData.globalSetup.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
