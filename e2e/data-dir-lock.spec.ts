import { describe, expect, inject, it } from 'vitest';
import { spawnServer, freePort } from './support/server-process.ts';

describe('one process per embedded data directory', () => {
  it('refuses a second server on the same DATA_DIR at once, with a clear message', async () => {
    const embedded = inject('targets').find((t) => t.database === 'pglite')!;
    const started = Date.now();
    const second = spawnServer({ DATA_DIR: embedded.dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' });

    const code = await new Promise<number | null>((resolve) => second.process.on('exit', resolve));

    expect(code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output()).toContain('already using this data directory');
    // The first server is unharmed.
    expect((await fetch(`${embedded.url}/api/v1/health`)).status).toBe(200);
  });
});
