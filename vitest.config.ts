import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '**/data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.test.ts', '**/*.unit.test.tsx'],
          exclude: ignored,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry WebAssembly; two cores do better with fewer forks.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
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
