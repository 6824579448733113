import { spawn } from 'node:child_process';
import { StartupFailure } from '../startup/startup-failure.ts';

const INSTALL_REMEDY =
  "Install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client).";

/**
 * Runs pg_dump or pg_restore against `databaseUrl`. The password goes to the tool in PGPASSWORD, not in its
 * arguments, where `ps` would show it to every user of the machine. A failure is told with the tool's own
 * first line (a version mismatch, a refused connection, a full disk).
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    // The tool needs the usual environment (PATH, PGSSL*, locale); only the password is added.
    // eslint-disable-next-line no-restricted-syntax
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new StartupFailure(`${tool} is not installed on this machine.`, INSTALL_REMEDY);
    throw error;
  });
  if (code !== 0) {
    const first = stderr.trim().split('\n')[0] || `exit status ${code}`;
    throw new StartupFailure(
      `${tool} failed: ${first}`,
      first.includes('version mismatch') || first.includes('unsupported version')
        ? INSTALL_REMEDY
        : `Check DATABASE_URL and the database server; the whole message of ${tool} is above.`,
      new Error(stderr),
    );
  }
}
