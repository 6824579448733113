// `npm test`: every suite in one Vitest run (contract, web, server on PGlite, server on PostgreSQL when
// DATABASE_URL is set, and the Chromium journeys), then one plain closing line with the totals.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from './lib/chromium.ts';
import { ensureWebBuild, repoRoot } from './lib/web-build.ts';

// Each server project has a `-fresh` twin for the files that need a process of their own (vitest.config.ts).
const projects = ['contract', 'web', 'server', 'server-fresh'];
if (process.env.DATABASE_URL) projects.push('server-postgres', 'server-postgres-fresh');
else console.log('PostgreSQL: DATABASE_URL is not set, so the server suite runs on PGlite only.');

const chromium = findChromium();
if (chromium) {
  ensureWebBuild();
  projects.push('e2e');
} else if (process.env.CI === 'true') {
  console.error('e2e: no Chromium found (set CHROMIUM_PATH or apt-get install chromium); under CI this is a failure.');
  process.exit(1);
} else {
  console.log(
    'e2e: no Chromium found (set CHROMIUM_PATH or apt-get install chromium), so the browser journeys did not run.',
  );
}

const report = path.join(repoRoot, 'test-results/vitest.json');
fs.rmSync(report, { force: true });
const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
const args = [
  vitest,
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const result = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });

if (fs.existsSync(report)) {
  const totals = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  const skipped = totals.numPendingTests + totals.numTodoTests;
  console.log(
    `\nTests: ${totals.numPassedTests} passed, ${totals.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}
process.exit(result.status ?? 1);
