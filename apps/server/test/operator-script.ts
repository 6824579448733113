import { spawn } from 'node:child_process';
import path from 'node:path';

/** Where a stopped server's data is: DATA_DIR, and the PostgreSQL database when it runs on one ('' for PGlite). */
export type ServerData = { dataDir: string; databaseUrl: string };

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** An operator script (`npm run <name> -- …args`) as its own process, on `data`'s settings. */
export function runOperatorScript(name: string, args: string[], data: ServerData) {
  const child = spawn(process.execPath, [path.join(repoRoot, `scripts/${name}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl, JWT_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}
