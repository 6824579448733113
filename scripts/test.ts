// `npm test`: every suite (contract, web, server on PGlite, server on PostgreSQL when DATABASE_URL is set), then the
// Chromium journeys in two runs side by side (vitest.config.ts says which journeys go where and why), then one
// plain closing line with the totals.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { findChromium } from './lib/chromium.ts';
import { ensureWebBuild, repoRoot } from './lib/web-build.ts';

// Each server project has a `-fresh` twin for the files that need a process of their own (vitest.config.ts).
const unitProjects = ['contract', 'web', 'server', 'server-fresh'];
if (process.env.DATABASE_URL) unitProjects.push('server-postgres', 'server-postgres-fresh');
else console.log('PostgreSQL: DATABASE_URL is not set, so the server suite runs on PGlite only.');

const chromium = findChromium();
const journeys = chromium ? ['e2e', 'e2e-own'] : [];
if (chromium) {
  ensureWebBuild();
} else if (process.env.CI === 'true') {
  console.error('e2e: no Chromium found (set CHROMIUM_PATH or apt-get install chromium); under CI this is a failure.');
  process.exit(1);
} else {
  console.log(
    'e2e: no Chromium found (set CHROMIUM_PATH or apt-get install chromium), so the browser journeys did not run.',
  );
}

const reportsDir = path.join(repoRoot, 'test-results');
const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
type TTotals = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

/** One Vitest run of `projects`; its lines prefixed with `label` when another run writes beside it. */
function runVitest(name: string, projects: string[], label?: string): Promise<{ status: number; report: string }> {
  const report = path.join(reportsDir, `vitest-${name}.json`);
  fs.rmSync(report, { force: true });
  const args = [
    vitest,
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (label) {
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ status: code ?? 1, report })));
}

const runs = [await runVitest('unit', unitProjects)];
if (journeys.length) {
  console.log('\nThe browser journeys: two runs side by side, their lines marked [e2e] and [e2e-own].');
  runs.push(...(await Promise.all(journeys.map((project) => runVitest(project, [project], `[${project}]`)))));
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const run of runs) {
  if (!fs.existsSync(run.report)) continue;
  const report = JSON.parse(fs.readFileSync(run.report, 'utf8')) as TTotals;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
console.log(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(runs.some((run) => run.status !== 0) ? 1 : 0);
