import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-node-flags.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');

export const ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Password-1!' };

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the real server (`node apps/server/src/server.ts`) as its own process, with `npm start`'s V8 flags. */
export function spawnServer(env: Record<string, string>): { process: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    // Never inherit the suite's DATABASE_URL (the PostgreSQL server's admin database): each server names its own.
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { process: child, output: () => output };
}

/** `env` is added to the server's environment (e.g. the S3_* settings of the s3rver the suite runs). */
/**
 * `publicHost: 'localhost'` names the server by host rather than by address (passkeys refuse an IP address as
 * their relying party). Journeys that are not about two-step sign-in run with STAFF_MFA_REQUIRED=false.
 */
export async function startServer(
  opts: {
    databaseUrl?: string;
    env?: Record<string, string>;
    dataDir?: string;
    publicHost?: 'localhost';
    /** A given port (an instance restarted behind a proxy that knows it by its port); otherwise a free one. */
    port?: number;
    /** The address clients use (a proxy's), when it is not the server's own. */
    publicUrl?: string;
  } = {},
): Promise<RunningServer> {
  // A given data directory is reused as it is (a restart); otherwise a fresh one.
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  const port = opts.port ?? (await freePort());
  const url = `http://${opts.publicHost ?? '127.0.0.1'}:${port}`;
  const { process: child, output } = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: opts.publicUrl ?? url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_MFA_REQUIRED: 'false',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Given up on: killed, not left behind holding its database (a CI run once kept one that ignored SIGTERM,
      // and the test's clean-up then waited on DROP DATABASE).
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
