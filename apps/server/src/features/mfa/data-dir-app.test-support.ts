import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { createScratchDatabase } from '../../../../../scripts/lib/scratch-database.ts';
import type { TestContext } from '../../../test/build-test-app.ts';
import type { ServerData } from '../../../test/operator-script.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrate.ts';
import { loadOrCreateSecrets } from '../../platform/secrets.ts';
import { challengeOf, codeFor, secondStep } from './mfa.test-support.ts';

export type { ServerData } from '../../../test/operator-script.ts';
export { runOperatorScript } from '../../../test/operator-script.ts';

/**
 * Servers' data for one test file: each a DATA_DIR under one temporary folder and, given the PostgreSQL server of
 * the run (TEST_DB=postgres), a scratch database there (an embedded database in the DATA_DIR otherwise); all
 * removed after the file.
 */
export function useServerData(prefix: string, postgresUrl: string | undefined): (name: string) => Promise<ServerData> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanups: (() => Promise<unknown> | unknown)[] = [() => fs.rmSync(root, { recursive: true, force: true })];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return async (name) => {
    if (!postgresUrl) return { dataDir: path.join(root, name), databaseUrl: '' };
    const scratch = await createScratchDatabase(postgresUrl, 'lp_server_data');
    cleanups.push(() => scratch.drop());
    return { dataDir: path.join(root, name), databaseUrl: scratch.url };
  };
}

/** The app on `data`'s database and secrets.json as they are now (as `npm start` would load them); then closed. */
export async function withDataDirApp<T>(data: ServerData, use: (ctx: TestContext) => Promise<T>): Promise<T> {
  fs.mkdirSync(data.dataDir, { recursive: true, mode: 0o700 });
  const database = await openDatabase(
    data.databaseUrl
      ? { kind: 'postgres', url: data.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(data.dataDir, 'db') },
  );
  await migrateToLatest(database.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: data.dataDir,
    WEB_DIST_DIR: path.join(data.dataDir, 'no-web-build'),
    STAFF_MFA_REQUIRED: 'true',
    NODE_ENV: 'test',
  });
  const secrets = loadOrCreateSecrets(data.dataDir, { jwtSecret: undefined });
  const app = await buildApp({ config, database, secrets });
  await app.ready();
  try {
    return await use({ app, database });
  } finally {
    await app.close();
    await database.close();
  }
}

export const storedTotpSecret = async (ctx: TestContext, userId: string) =>
  (
    await ctx.database.db
      .selectFrom('totp_secrets')
      .select(['secret'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).secret;

/** Signs in with the password and a code of the app; the step an earlier sign-in used is forgotten first. */
export async function signInWithApp(ctx: TestContext, email: string, userId: string, secret: string) {
  await ctx.database.db.updateTable('totp_secrets').set({ last_step: null }).where('user_id', '=', userId).execute();
  const challenge = await challengeOf(ctx, email);
  const answer = await secondStep(ctx, { challenge: challenge.challenge, code: codeFor(secret) });
  expect(answer.statusCode, answer.body).toBe(200);
}
