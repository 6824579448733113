import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(repoRoot, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** True when there is no build of the web app, or its sources (or the contract) changed after it. */
function webBuildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const sources = ['src', 'build', 'index.html', 'vite.config.ts', 'public'].map((p) => path.join(webDir, p));
  sources.push(path.join(repoRoot, 'packages/contract/src'));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
}

/** Builds the web app with Vite when it is missing or stale; exits the process if the build fails. */
export function ensureWebBuild(log: (line: string) => void = console.log): void {
  if (!webBuildIsStale()) return;
  log('Building the web app (first start or changed sources)…');
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  // A production build whoever asks: Vite builds React's development bundle when NODE_ENV says otherwise, and a
  // test runner (vitest sets NODE_ENV=test) starting an e2e server on a stale build got one, over the login budget.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(result.status ?? 1);
  }
}
