import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/platform/db/database.ts';
import { dataKeyring } from '../src/platform/secrets/data-keys.ts';
import { createTestDatabase } from './test-database.ts';

export type TestContext = { app: FastifyInstance; database: Database };

/** The keys every test app signs and encrypts with (fixed: a test may open what the app stored). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');
export const testSecrets = { jwtSecret: 'x'.repeat(48), dataKeys: dataKeyring(TEST_DATA_KEY) };

/**
 * The whole application in-process on a fresh database, for `app.inject`. Call at the top of a test file;
 * the returned object is filled in before the first test runs. `extend` may add test-only routes; `env`
 * adds or overrides environment settings (e.g. STORAGE_ROOT, UPLOAD_MAX_BYTES, FIRM_TIME_ZONE).
 */
export function useTestApp(
  extend?: (app: FastifyInstance) => void,
  env: Record<string, string> = {},
  /** Parts of the app a test holds itself (its outbound queues, a clock it moves), made once the database is. */
  ownDeps?: (config: Config, database: Database) => Promise<Pick<AppDeps, 'outbound' | 'clock' | 'messageReplies'>>,
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(import.meta.dirname, '../../../data/test-unused'),
      // The tests never serve the SPA: point at a folder with no build so the result does not depend on one.
      WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
      // Tests that are not about two-step sign-in sign staff in with a password alone (mfa tests set it).
      STAFF_MFA_REQUIRED: 'false',
      // What vitest sets: the test clock (TEST_CLOCK=true) is refused anywhere else.
      NODE_ENV: 'test',
      ...env,
    });
    const own = ownDeps ? await ownDeps(config, ctx.database) : {};
    ctx.app = await buildApp({ config, database: ctx.database, secrets: testSecrets, ...own });
    extend?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
