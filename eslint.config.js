import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
/** Every folder under apps/web/src/features: a new feature gets its own boundary zone without touching this file. */
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The web's shared code: what any feature may import. */
const webShared = ['components', 'lib', 'config', 'hooks'].map((folder) => `${web}/${folder}`);

/**
 * The web's boundaries (bulletproof-react's shape). Imports run one way: app → features → shared code.
 * - A feature imports only shared code (components/, lib/, config/, hooks/; test/ in its tests), the contract and
 *   itself: one zone per feature forbids every other feature. Two features that must meet do so in app/, which
 *   composes them (app/routes/tenants-list.tsx); what several features need moves down into shared code.
 * - No feature imports app/ (the router, providers and shell sit above every feature).
 * - Shared code imports neither features nor app/, so it stays usable by all; the test harness (test/) may
 *   render the whole app but imports no feature either.
 * Together with no-cycle this keeps each feature movable and readable on its own.
 */
const webBoundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports only shared code, the contract and itself: move what both need to shared code, or compose the two in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import app/: app/ composes the features, not the other way round.',
  },
  {
    target: webShared,
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code imports neither features nor app/.',
  },
  {
    target: `${web}/test`,
    from: `${web}/features`,
    message: 'The test harness imports no feature: fixtures several features use live in test/.',
  },
];

const server = './apps/server/src';
const serverFeatures = readdirSync(new URL(`${server}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's layers (DESIGN.md): platform/ is the shared mechanism every feature stands on, so it never imports
 * a feature; a feature may call another feature's service but never its repo (the SQL of a feature is its own,
 * and its rules live in the service that wraps it).
 */
const serverBoundaryZones = [
  {
    target: `${server}/platform`,
    from: `${server}/features`,
    message: 'platform/ never imports a feature: move what both need into platform/.',
  },
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features/!(${feature})/**/*.repo.ts`,
    message: "A feature calls another feature's service, never its repo.",
  })),
];

/**
 * Libraries most requests never touch load at their first use (issue 17: idle memory), through
 * apps/server/src/platform/lazy/heavy-modules.ts. A static value import anywhere else would load them at start
 * again without anyone noticing: only types may be imported statically. A `*.lazy.ts` module wraps such a
 * library (the S3 storage) and is itself loaded only by heavy-modules.ts.
 */
const heavyServerImports = [
  {
    group: [
      '@aws-sdk/*',
      '@e965/xlsx',
      'nodemailer',
      '@zxcvbn-ts/*',
      '@simplewebauthn/server',
      '@simplewebauthn/server/*',
      'qrcode',
      '@electric-sql/pglite',
      '@electric-sql/pglite/*',
      'pdf-lib',
      'node-forge',
      '@signpdf/*',
      'smtp-server',
      'mailparser',
      'mailauth',
      '@tus/*',
      'sanitize-html',
    ],
    allowTypeImports: true,
    message: 'Load it through platform/lazy/heavy-modules.ts: a static import loads it at start (idle memory).',
  },
  {
    group: ['yazl'],
    message: 'Import ZipFile from platform/zip/zip-file.ts: it gives yazl the native CRC-32 (zip speed).',
  },
  {
    group: ['**/*.lazy.ts'],
    allowTypeImports: true,
    message: 'A *.lazy.ts module is loaded through platform/lazy/heavy-modules.ts only (idle memory).',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through config.ts.',
        },
      ],
    },
  },
  {
    // Only the config module, the scripts and the test harness read the environment.
    files: [
      'apps/server/src/config.ts',
      'apps/server/test/**',
      '**/*.test.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Migrations are written against Kysely<any> on purpose: frozen in time, independent of today's types.
    files: [
      'apps/server/src/platform/db/migrations/**',
      'apps/server/src/platform/db/migrate.ts',
      'apps/server/src/features/health/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverBoundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests (and their support files) may use the libraries directly; the loader and the lazy modules are where they are meant to load.
    ignores: [
      '**/*.test.ts',
      '**/*.test-support.ts',
      '**/*.lazy.ts',
      'apps/server/src/platform/lazy/heavy-modules.ts',
      'apps/server/src/platform/zip/zip-file.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: heavyServerImports }] },
  },
);
