import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.DATABASE_URL);

/**
 * One runner for every suite. The server suite runs once on PGlite and, when DATABASE_URL points at a
 * PostgreSQL server, once more on PostgreSQL: same test files, a different TEST_DB.
 *
 * The server files share their worker's module cache (`isolate: false`): each file still builds its own app and
 * opens its own database, but the app's ~1,500 modules are imported once per worker instead of once per file.
 * With a fresh process per file, ~7.5 s of every file was start-up: about 40 of a CI run's 70 minutes. Server
 * tests keep no module state of their own (no vi.mock, no stubbed globals), which is what makes sharing safe.
 * The few files that assert what a fresh process has loaded are listed in FRESH_PROCESS and run in a project of
 * their own, `<name>-fresh`, with isolation.
 */
const FRESH_PROCESS = [
  'src/platform/lazy/heavy-modules.test.ts',
  // Mocks @tus/server (an import that fails once): its own process, so no other file sees the mock.
  'src/features/files/resumable-tus-loading.test.ts',
];

/**
 * The long crash tests (a real server killed with SIGKILL at every step, then restarted: 1.5 to 3 minutes each)
 * run once per run, on PGlite: there a crash takes the database down with the server, so a run checks both our
 * recovery and the embedded database's own durability. On PostgreSQL the database outlives the kill and the
 * same recovery code runs; repeating them there cost about 6 of a CI run's 60 minutes.
 */
const CRASH_ONCE = [
  'src/features/files/uploads.crash.test.ts',
  'src/features/bulk-notifications/bulk-notifications.crash.test.ts',
  'src/features/bulk-notifications/bulk-notifications.crash-in-flow.test.ts',
];

const serverProjects = (name: string, testDb: 'pglite' | 'postgres') => {
  const shared = {
    root: 'apps/server',
    environment: 'node' as const,
    env: { TEST_DB: testDb },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      test: {
        ...shared,
        name,
        include: ['src/**/*.test.ts'],
        exclude: testDb === 'postgres' ? [...FRESH_PROCESS, ...CRASH_ONCE] : FRESH_PROCESS,
        isolate: false,
      },
    },
    { test: { ...shared, name: `${name}-fresh`, include: FRESH_PROCESS, isolate: true } },
  ];
};

/**
 * Two test files at a time for the unit suites (contract, web, server on both engines): Vitest's default in a run is
 * one worker less than the CPUs, ONE on the 2-CPU machines CI runs on, where the second CPU then idled while a
 * server file waited on PostgreSQL or a web file rendered. Each server file has its own database (test-database.ts),
 * so two at once share nothing. The browser journeys stay one at a time (e2e: `fileParallelism: false`, their own
 * group after the others): they share their servers, and they run alone, so nothing else competes with them.
 * Three for the server files (the web's two kept) was tried on 2026-12-01: the unit suites took 1,139 s against
 * 1,135 with two, though the CPUs idle about 30 % of a server run (vmstat): a third worker did not turn it into speed.
 */
const UNIT_WORKERS = 2;

/**
 * The browser journeys, one file at a time within a project, in two projects that `npm test` (scripts/test.ts)
 * runs side by side once the unit suites are done: `e2e` shares the servers global-setup.ts starts (one per
 * database), `e2e-own` holds the journeys that start servers of their own (a test clock, a crash, a proxy, a
 * database cut), so one of each never meets on a server. Much of a journey is waiting (a browser's timers, a
 * server's jobs): on 2026-11-30 the journeys took 16 minutes side by side, against 22 one at a time, and the whole
 * CI run 37 minutes on a quiet machine, against 54 (with the web suite's two workers, below). Side by side they
 * keep both CPUs about 94 % busy (vmstat, 2026-12-01), so a third run at once would gain nothing.
 */
const OWN_SERVERS = [
  'client-signin.spec.ts',
  'data-dir-modes.spec.ts',
  'database-outage.spec.ts',
  'digests.spec.ts',
  'document-requests.spec.ts',
  'inbound-mail.spec.ts',
  'messages.spec.ts',
  'mfa.spec.ts',
  'organizers.spec.ts',
  'phone-app.spec.ts',
  'production-kit.spec.ts',
  'records.spec.ts',
  'resumable-upload.spec.ts',
  'request-status.spec.ts',
  'signing.spec.ts',
  'start-up.spec.ts',
  'two-instances.spec.ts',
  'upload-links.spec.ts',
];
const e2eProject = { root: 'e2e', fileParallelism: false, testTimeout: 60_000, hookTimeout: 180_000 };

export default defineConfig({
  test: {
    maxWorkers: UNIT_WORKERS,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // The web's own config (jsdom, its setup file), with the unit suites' two workers: a project named by its
      // file alone does not inherit the root's settings, and with Vitest's own default (one worker less than the
      // CPUs, so one here) its files were put in the one-at-a-time group, after the server suites, with the e2e.
      { extends: './apps/web/vite.config.ts', root: 'apps/web', test: { name: 'web', maxWorkers: UNIT_WORKERS } },
      ...serverProjects('server', 'pglite'),
      ...(withPostgres ? serverProjects('server-postgres', 'postgres') : []),
      {
        test: {
          ...e2eProject,
          name: 'e2e',
          include: ['**/*.spec.ts'],
          exclude: OWN_SERVERS,
          globalSetup: ['./global-setup.ts'],
        },
      },
      { test: { ...e2eProject, name: 'e2e-own', include: OWN_SERVERS, globalSetup: ['./global-setup-own.ts'] } },
    ],
  },
});
