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

const pwaFeatures = [
  'auth',
  'clips',
  'about',
  'admin',
  'upload',
  'profile',
  'payment',
  'shell',
  'search',
  'consent',
  'devtools',
  'myVideos',
];

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
  ...pwaFeatures.map((feature) => ({
    files: [`pwa/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: pwaFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}/**`, `../../${f}/**`]),
              message: 'Features do not import each other; routes compose them.',
            },
          ],
        },
      ],
    },
  })),
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
