import fs from 'node:fs';
import { startServer } from '../../e2e/support/server-process.ts';
import { load } from './load.ts';
import { memoryOf, MiB, sampleRss } from './measure.ts';
import { adminApi } from './transfers.ts';

type TRssOptions = {
  /** A scratch PostgreSQL database; none: PGlite in a temporary DATA_DIR. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long the restarted server sits untouched before its idle figure is read. */
  idleSeconds?: number;
  /** The load: this many requests in flight at once, for this long. */
  loadSeconds?: number;
  connections?: number;
  /** Tenants created before the load so GET /tenants answers a realistic page (50 of them). */
  tenants?: number;
};

export type TRssFigures = {
  /** VmHWM of the very first start (PGlite's initdb runs in the process), for context. */
  firstStartPeak: number;
  /** VmRSS of the restarted server after `idleSeconds` untouched. */
  idle: number;
  /** The highest VmRSS sampled during the load, and VmRSS just after it. */
  loadedPeak: number;
  afterLoad: number;
  requests: number;
  p99Ms: number;
};

/**
 * The server's resident memory (issue 17, item 5): started once to create its database, stopped, started again
 * on the same DATA_DIR as an operator's restart would (what is measured is a server as it normally runs, not
 * the first start's initdb), left idle, then loaded with authenticated GET /tenants from `connections`
 * concurrent clients. Figures are bytes of VmRSS from /proc/<pid>/status.
 */
export async function measureServerRss(options: TRssOptions = {}): Promise<TRssFigures> {
  const { databaseUrl, env = {}, idleSeconds = 10, loadSeconds = 60, connections = 50, tenants = 60 } = options;
  const first = await startServer({ databaseUrl, env });
  const firstStartPeak = memoryOf(first.process.pid!).hwm;
  try {
    const api = await adminApi(first.url);
    for (let i = 0; i < tenants; i++) {
      const name = `RSS Bench Client ${String(i).padStart(3, '0')}`;
      await api.json('POST', '/tenants', {
        name,
        root_directory: `rss-bench-${i}`,
        primary_contact_email: `client${i}@rss-bench.test`,
      });
    }
  } finally {
    await first.stop();
  }

  const server = await startServer({ databaseUrl, env, dataDir: first.dataDir });
  try {
    const pid = server.process.pid!;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = memoryOf(pid).rss;

    const { token } = await adminApi(server.url);
    // As a browser asks: the answers come back compressed (brotli), as they do for the web app.
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const sampler = sampleRss(pid, 100);
    // The same load generator as the request-path rows of `npm run bench` (support/load.ts).
    const loaded = await load({
      origin: new URL(server.url).origin,
      path: '/api/v1/tenants?page=1&per_page=50',
      headers,
      connections,
      durationMs: loadSeconds * 1000,
    });
    if (loaded.errors) throw new Error(`GET /tenants failed ${loaded.errors} times under load`);
    const loadedPeak = sampler.stop();
    const afterLoad = memoryOf(pid).rss;
    return {
      firstStartPeak,
      idle,
      loadedPeak,
      afterLoad,
      requests: loaded.requests,
      p99Ms: loaded.p99Ms,
    };
  } finally {
    await server.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

/** "123 MiB" for a table. */
export const mib = (bytes: number) => `${Math.round(bytes / MiB)} MiB`;
