import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/lib/chromium.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

export type E2eTarget = { database: 'pglite' | 'postgres'; url: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    targets: E2eTarget[];
    chromiumPath: string;
  }
}

/** Builds the web app if needed and starts one real server per database the journeys run against. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('e2e needs Chromium: set CHROMIUM_PATH or apt-get install chromium');
  ensureWebBuild();

  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const targets: E2eTarget[] = [];

  const embedded = await startServer();
  servers.push(embedded);
  targets.push({ database: 'pglite', url: embedded.url, dataDir: embedded.dataDir });

  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'lp_e2e');
    cleanups.push(scratch.drop);
    const server = await startServer({ databaseUrl: scratch.url });
    servers.push(server);
    targets.push({ database: 'postgres', url: server.url, dataDir: server.dataDir });
  }

  project.provide('targets', targets);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const cleanup of cleanups) await cleanup();
  };
}
