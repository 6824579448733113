import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.DATABASE_URL);

/**
 * One runner for every suite. The server suite runs once on PGlite and, when DATABASE_URL points at a
 * PostgreSQL server, once more on PostgreSQL: same test files, a different TEST_DB.
 */
const serverProject = (name: string, testDb: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      'apps/web/vite.config.ts',
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.spec.ts'],
          globalSetup: ['./global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
