import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { freePort, spawnServer, startServer, type RunningServer } from './support/server-process.ts';

/** How long a refused start may take under the whole suite's load (it takes about a second alone). */
const REFUSAL_DEADLINE_MS = 45_000;

/** Starts the real server with `env`, expecting it to give up: its exit code and everything it printed. */
async function failedStart(env: Record<string, string>) {
  const port = env.PORT ?? String(await freePort());
  const server = spawnServer({ DATA_DIR: tempDir(), PORT: port, HOST: '127.0.0.1', ...env });
  // A refused start ends by itself. One that does not (once seen in CI: the run timed out with nothing to say
  // why) is stopped at a deadline, and the failure shows what the process printed and whether it ever ran.
  const code = await new Promise<number | null>((resolve, reject) => {
    const deadline = setTimeout(() => {
      server.process.kill('SIGKILL');
      reject(
        new Error(
          `the refused start did not end within ${REFUSAL_DEADLINE_MS / 1000} s (pid ${server.process.pid ?? 'none'});` +
            ` it printed:\n${server.output() || '(nothing)'}`,
        ),
      );
    }, REFUSAL_DEADLINE_MS);
    server.process.once('error', (error) => {
      clearTimeout(deadline);
      reject(new Error(`the server process could not be started: ${error.message}`));
    });
    server.process.once('exit', (exitCode) => {
      clearTimeout(deadline);
      resolve(exitCode);
    });
  });
  return { code, output: server.output() };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lp-start-'));

/** What every failed start must look like: the heading, a cause and a remedy, and no stack for the operator. */
function expectClearFailure({ code, output }: { code: number | null; output: string }, cause: RegExp) {
  expect(code).not.toBe(0);
  expect(output).toContain('Ledgerport could not start.');
  expect(output).toMatch(cause);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
}

// Retried once: each case spawns a real server while the rest of the suite loads both cores, and one such start
// once never ended (see failedStart); a start that is wrong fails both tries.
describe(
  'a start that cannot succeed says why, in a line an operator can act on',
  { retry: 1, timeout: 60_000 },
  () => {
    it('a DATA_DIR that is a file', async () => {
      const file = path.join(tempDir(), 'not-a-folder');
      fs.writeFileSync(file, 'x');
      expectClearFailure(
        await failedStart({ DATA_DIR: file }),
        /data directory cannot be used .*a file stands where a folder is needed/,
      );
    });

    it('a port another program holds: said before the database is opened or waited for', async () => {
      const holder = net.createServer().listen(0, '127.0.0.1');
      await new Promise((resolve) => holder.once('listening', resolve));
      const { port } = holder.address() as net.AddressInfo;
      try {
        // A fresh embedded DATA_DIR: the database would take ~20 s to initialise; it is never created.
        const dataDir = tempDir();
        expectClearFailure(
          await failedStart({ PORT: String(port), DATA_DIR: dataDir }),
          new RegExp(`Port ${port} on 127.0.0.1 is already in use`),
        );
        expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);

        // A PostgreSQL that does not answer: the start does not wait for it to say the port is taken.
        const waited = await failedStart({
          PORT: String(port),
          DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/ledgerport`,
          DATABASE_CONNECT_TIMEOUT_SECONDS: '30',
        });
        expectClearFailure(waited, new RegExp(`Port ${port} on 127.0.0.1 is already in use`));
        expect(waited.output).not.toContain('Waiting for PostgreSQL');
      } finally {
        holder.close();
      }
    });

    it('a database on a port where nothing listens: waits, says so, then gives up', async () => {
      const closedPort = await freePort();
      const result = await failedStart({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/ledgerport`,
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2',
      });
      expect(result.output).toContain(`Waiting for PostgreSQL at 127.0.0.1:${closedPort} (ECONNREFUSED)`);
      expectClearFailure(result, new RegExp(`PostgreSQL server at 127.0.0.1:${closedPort} could not be reached`));
    });

    it('an invalid setting lists the problem', async () => {
      expectClearFailure(await failedStart({ PORT: 'eighty' }), /PORT: /);
    });
  },
);

describe.runIf(process.env.DATABASE_URL)('starting on PostgreSQL', () => {
  const started: RunningServer[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    for (const drop of drops) await drop();
  });

  it('a database that does not exist is named, with how to create it', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/ledgerport_missing_db';
    expectClearFailure(
      await failedStart({ DATABASE_URL: url.toString() }),
      /database "ledgerport_missing_db" does not exist.*\n.*createdb ledgerport_missing_db/,
    );
  });

  it('two instances started at once on an empty database both start, and there is one administrator', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_twostart');
    drops.push(scratch.drop);
    const secret = {
      JWT_SECRET: 'a-shared-secret-of-at-least-32-characters!',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    };
    const both = await Promise.allSettled([
      startServer({ databaseUrl: scratch.url, env: secret }),
      startServer({ databaseUrl: scratch.url, env: secret }),
    ]);
    for (const outcome of both) if (outcome.status === 'fulfilled') started.push(outcome.value);
    expect(both.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual(['started', 'started']);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users');
      expect(rows[0]!.n).toBe(1);
    } finally {
      await client.end();
    }
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('is a warning at start, not a failed start', async () => {
    const closedPort = await freePort();
    const server = await startServer({ env: { SMTP_URL: `smtp://mailer:secret@127.0.0.1:${closedPort}` } });
    try {
      await expect
        .poll(server.output, { timeout: 20_000 })
        .toContain(`SMTP server smtp://127.0.0.1:${closedPort} cannot be used`);
      expect(server.output()).not.toContain('secret');
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe("the operator's first minute", () => {
  it('the start box says where to sign in, where e-mail waits, and how to get back in; one short line per request', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info' } });
    try {
      const box = server.output();
      expect(box).toContain(`Ledgerport is running: ${server.url}/app/`);
      expect(box).toContain(`invitations and reset links wait in the outbox: ${server.url}/app/outbox`);
      expect(box).toContain('npm run reset-admin-password');

      await fetch(`${server.url}/api/v1/auth/me`);
      await expect.poll(server.output).toMatch(/INFO.*: GET \/api\/v1\/auth\/me 401 \d+ ms$/m);
      expect(server.output()).not.toContain('incoming request');
      expect(server.output()).not.toMatch(/"reqId"/);
    } finally {
      await server.stop();
    }
  });

  it('LOG_FORMAT=json gives a log collector one object per line', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
    try {
      await fetch(`${server.url}/api/v1/auth/me`);
      await expect.poll(server.output).toContain('"url":"/api/v1/auth/me"');
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('"url":"/api/v1/auth/me"'))!;
      expect(JSON.parse(line)).toMatchObject({ method: 'GET', statusCode: 401, level: 30 });
    } finally {
      await server.stop();
    }
  });
});
