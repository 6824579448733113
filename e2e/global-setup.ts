import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../scripts/lib/chromium.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { startS3 } from './support/s3-server.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

export type E2eTarget = { database: 'pglite' | 'postgres'; url: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    targets: E2eTarget[];
    chromiumPath: string;
    /** The bucket of the suite's s3rver, which every server is configured to reach (AWS_S3 tenants). */
    s3: { endpoint: string; bucket: string };
  }
}

/**
 * Builds the web app if needed, starts an s3rver on loopback (for AWS_S3 tenants), and one real server per
 * database the journeys run against, each configured to reach that s3rver.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('e2e needs Chromium: set CHROMIUM_PATH or apt-get install chromium');
  ensureWebBuild();

  const servers: RunningServer[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const targets: E2eTarget[] = [];

  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    // Each server's temp DATA_DIR (database, uploaded files) goes with it.
    for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
    for (const cleanup of cleanups) await cleanup();
  };

  try {
    const s3 = await startS3();
    cleanups.push(s3.stop);
    project.provide('s3', { endpoint: s3.endpoint, bucket: s3.bucket });

    const embedded = await startServer({ env: s3.env });
    servers.push(embedded);
    targets.push({ database: 'pglite', url: embedded.url, dataDir: embedded.dataDir });

    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'lp_e2e');
      cleanups.push(scratch.drop);
      const server = await startServer({ databaseUrl: scratch.url, env: s3.env });
      servers.push(server);
      targets.push({ database: 'postgres', url: server.url, dataDir: server.dataDir });
    }
  } catch (error) {
    // A server that failed to start must not leave the others (or the s3rver) running.
    await teardown();
    throw error;
  }

  project.provide('targets', targets);
  project.provide('chromiumPath', chromiumPath);

  return teardown;
}
