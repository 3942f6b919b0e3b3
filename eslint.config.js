import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importDirectionPlugin } from './tests/lint/importDirection.js';

const adapterImports = {
  group: [
    '**/infra/**',
    'pg',
    '@electric-sql/*',
    '@kurrent/*',
    'express',
    'pino',
    'stripe',
    'firebase-admin',
  ],
  message: 'Domain code imports no adapter (DESIGN.md §2).',
};

/*
 * PWA boundaries, generated from the folder tree so a new feature is covered without editing this
 * file: a feature imports no other feature (routes compose them), and lib/ and components/ import
 * no feature. A relative import reaches the features folder by climbing exactly as many levels as
 * the importing file lies deep, so each depth gets its own block; deeper climbs name `features/`.
 */
const PWA_FEATURES_DIR = 'pwa/src/features';
const pwaFeatures = fs
  .readdirSync(path.join(import.meta.dirname, PWA_FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The folder depths (1 = the feature's own folder) that hold a file, below `dir`. */
function sourceDepths(dir, depth = 1) {
  const entries = fs.readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile()) ? [depth] : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => sourceDepths(`${dir}/${entry.name}`, depth + 1)),
  ];
}

const pwaFeatureBoundaries = pwaFeatures.flatMap((feature) => {
  const others = pwaFeatures.filter((other) => other !== feature);
  const depths = [...new Set(sourceDepths(`${PWA_FEATURES_DIR}/${feature}`))].sort((a, b) => a - b);
  return depths.map((depth) => ({
    files: [`${PWA_FEATURES_DIR}/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((other) => [
                `**/features/${other}/**`,
                `${'../'.repeat(depth)}${other}/**`,
              ]),
              message: 'Features do not import each other; routes compose them.',
            },
          ],
        },
      ],
    },
  }));
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      '.tmp/',
      'pwa/dist/',
      'pwa/src/routeTree.gen.ts',
      'pwa/dev-dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { dashclip: importDirectionPlugin },
    rules: { 'dashclip/import-direction': 'error' },
  },
  {
    files: ['events/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            adapterImports,
            {
              group: ['**/command-api/**', '**/projector/**', '**/query-api/**', '**/pwa/**'],
              message: 'events/ imports nothing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['command-api/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [adapterImports] }] },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  ...pwaFeatureBoundaries,
  {
    files: ['pwa/src/lib/**/*.{ts,tsx}', 'pwa/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**'],
              message: 'lib/ and components/ are shared by the features and import none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'tests/**/*.ts',
      'infra/app/dev/**',
      'infra/app/cli/**',
      'infra/app/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
