/**
 * Memory soak (issue 30, part 5): the real server on a scratch PostgreSQL database, 200 people signed in and
 * browsing for 10 minutes (folder lists, requests, the bell polled every 10 s, downloads, sign-out and in again),
 * the server's RSS (/proc) and heap (its inspector) read every 10 s, heap snapshots at the start, the middle and the end of the load and
 * after 30 s of rest, compared by constructor. Reports; never fails on a figure. See bench/README.md.
 *
 * Settings (environment): BENCH_DATABASE_URL (an admin URL of the PostgreSQL server; default the local one),
 * SOAK_MINUTES (10), SOAK_USERS (200), SOAK_TENANTS (20), SOAK_KEEP_SNAPSHOTS=1 keeps the .heapsnapshot files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { startServer } from '../e2e/support/server-process.ts';
import { createCleanups } from './support/cleanups.ts';
import { connectInspector } from './support/inspector.ts';
import { heapGrowth, heapTotal, summariseHeapSnapshot, takeHeapSnapshot } from './support/heap-snapshots.ts';
import { MiB, runBench, writeResultsSection } from './support/measure.ts';
import { newStats, soakClient } from './support/soak-api.ts';
import { buildSoakFirm } from './support/soak-firm.ts';
import { browseAs } from './support/soak-user.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = env('SOAK_MINUTES', 10);
const USERS = env('SOAK_USERS', 200);
const TENANTS = env('SOAK_TENANTS', 20);
const SAMPLE_MS = 10_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups = createCleanups();
const mib = (bytes: number) => Math.round(bytes / MiB);
/** The kB fields of /proc/<pid>/status (VmRSS, RssAnon, RssFile…) in bytes, and its thread count. */
const processStatus = (pid: number) =>
  Object.fromEntries(
    [...fs.readFileSync(`/proc/${pid}/status`, 'utf8').matchAll(/^(\w+):\s+(\d+)( kB)?$/gm)].map((m) => [
      m[1]!,
      Number(m[2]) * (m[3] ? 1024 : 1),
    ]),
  );
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-soak-'));
  cleanups.push(() => {
    if (!process.env.SOAK_KEEP_SNAPSHOTS) fs.rmSync(work, { recursive: true, force: true });
  });
  if (process.env.SOAK_KEEP_SNAPSHOTS) console.log(`Heap snapshots go to ${work} (kept).`);
  const scratch = await createScratchDatabase(adminUrl, 'lp_soak');
  cleanups.push(() => scratch.drop());
  const server = await startServer({
    databaseUrl: scratch.url,
    env: {
      NODE_OPTIONS: `--inspect=127.0.0.1:0 --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${work}`,
      LOG_LEVEL: 'warn',
    },
  });
  cleanups.push(() => server.stop());
  cleanups.push(() => fs.rmSync(server.dataDir, { recursive: true, force: true }));
  const pid = server.process.pid!;
  const stats = newStats();
  const api = soakClient(server.url, stats);

  console.log(`Building a firm of ${USERS} people in ${TENANTS} companies ...`);
  const people = await buildSoakFirm({
    api,
    databaseUrl: scratch.url,
    users: USERS,
    tenants: TENANTS,
    documentsPerTenant: 6,
  });
  const inspector = await connectInspector(server.output);
  cleanups.push(() => inspector.close());
  const startedAt = Date.now();
  const until = startedAt + MINUTES * 60_000;
  const samples: string[] = [
    '| time | RSS MiB | anonymous MiB | heap used MiB | heap committed MiB | threads | load |',
    '|---|---|---|---|---|---|---|',
  ];
  const sample = async (note = '') => {
    const heap = await inspector.heapUsage();
    const status = processStatus(pid);
    const row = [
      `${Math.round((Date.now() - startedAt) / 1000)} s${note}`,
      mib(status.VmRSS!),
      mib(status.RssAnon!),
      mib(heap.usedSize),
      mib(heap.totalSize),
      status.Threads!,
      loadAverage(),
    ];
    samples.push(`| ${row.join(' | ')} |`);
    console.log(
      `  ${row[0]}: RSS ${row[1]} MiB (anonymous ${row[2]}), heap ${row[3]} of ${row[4]} MiB, load ${row[6]}`,
    );
  };
  await sample();
  console.log(`Soaking: ${people.length} people for ${MINUTES} minutes ...`);
  const sampler = setInterval(() => void sample(), SAMPLE_MS);
  // Each person arrives within the first 30 s, as a morning's sign-ins would spread.
  const browsing = people.map(async (person, i) => {
    await sleep((i / people.length) * 30_000);
    await browseAs(api, person, until);
  });

  // A heap snapshot costs the process memory of its own (the serialised graph: a few hundred MiB that malloc then
  // keeps), so RSS after the first one is not the server's alone: the first is taken two minutes in, with the
  // samples before and after each snapshot in the table, marked "before" and "after".
  const snapshots: { label: string; file: string }[] = [];
  const snapshotAt = async (label: string, at: number) => {
    await sleep(Math.max(0, at - Date.now()));
    await sample(` (before "${label}")`);
    snapshots.push({ label, file: await takeHeapSnapshot(pid, work, server.url) });
    await sample(` (after "${label}")`);
  };
  const length = until - startedAt;
  await snapshotAt('start', startedAt + Math.min(120_000, length / 5));
  await snapshotAt('middle', startedAt + length * 0.6);
  await snapshotAt('end', until - 5_000);
  await Promise.all(browsing);
  clearInterval(sampler);
  await sample();
  await sleep(30_000);
  await snapshotAt('rested 30 s', Date.now());

  const summaries = snapshots.map(({ file }) => summariseHeapSnapshot(file));
  const totals = summaries.map((summary, i) => {
    const total = heapTotal(summary);
    return `- ${snapshots[i]!.label}: ${total.count} objects, ${mib(total.bytes)} MiB`;
  });
  const answers = [...stats.answers.entries()].sort((a, b) => b[1] - a[1]).map(([key, n]) => `- ${key}: ${n}`);
  const lines = [
    `${people.length} people (${people.filter((p) => p.side === 'staff').length} staff) in ${TENANTS} companies, ` +
      `${MINUTES} minutes, PostgreSQL; ${new Date().toISOString()}; failures (5xx or no answer): ${stats.failures}.`,
    '',
    ...samples,
    '',
    'Heap snapshots (live objects after the full collection a snapshot makes):',
    '',
    ...totals,
    '',
    ...heapGrowth(
      snapshots.map((s) => s.label),
      summaries,
    ),
    '',
    'Answers:',
    '',
    ...answers,
  ];
  console.log(lines.join('\n'));
  writeResultsSection('Soak (PostgreSQL)', lines);
}

await runBench(main, cleanups.run);
