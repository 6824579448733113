import { afterAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { ADMIN, startServer } from './support/server-process.ts';
import { startTcpProxy } from './support/tcp-proxy.ts';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(process.env.DATABASE_URL)('the database gone mid-work', () => {
  it(
    'answers 503 DATABASE_UNAVAILABLE while it is away and recovers by itself when it returns',
    { timeout: 120_000 },
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_outage');
      cleanups.push(() => scratch.drop());
      const target = new URL(scratch.url);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(scratch.url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const server = await startServer({ databaseUrl: viaProxy.toString() });
      cleanups.push(() => server.stop());

      const signIn = () =>
        fetch(`${server.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...ADMIN, rememberMe: false }),
        });
      expect((await signIn()).status).toBe(200);

      await proxy.cut();
      const during = await signIn();
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(((await during.json()) as { error: { code: string } }).error.code).toBe('DATABASE_UNAVAILABLE');
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(503);
      expect(server.output()).toMatch(/database unavailable/);

      await proxy.restore();
      await vi.waitFor(async () => expect((await signIn()).status).toBe(200), { timeout: 30_000, interval: 500 });
      expect(server.process.exitCode).toBeNull();
    },
  );
});
