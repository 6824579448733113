import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
