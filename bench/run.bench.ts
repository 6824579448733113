/**
 * `npm run bench`: the portal at a firm's scale (issue 17), as ONE table. Seeds its own large data (100,000
 * tenants, 1,000,000 documents and audit events: bench/support/firm-seed.ts; seeding is not measured) on
 * PGlite and, given BENCH_DATABASE_URL (an admin PostgreSQL URL; a scratch database is created and dropped),
 * on PostgreSQL too, then measures every row beside its same-run reference over BENCH_RUNS (≥ 3) interleaved
 * runs: ratios min / median / max and PASS / MISS against the issue's targets. Prints the table and writes it
 * to bench/results.md. A measurement, not a gate: exits 0 whether targets are met or not, 1 only when it could
 * not run. See bench/README.md ("npm run bench") for each row, its reference and how to read it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, runAdminStatement } from '../scripts/lib/scratch-database.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';
import { ADMIN } from '../e2e/support/server-process.ts';
import { createCleanups } from './support/cleanups.ts';
import { firmSize, listIds, seedFirm, DOCUMENTS_PER_COMPANY } from './support/firm-seed.ts';
import { listQueryPaths } from './support/list-queries.ts';
import { listRows } from './sections/lists.ts';
import { LISTING_SIZES, measureListing, seedListingFolders } from './support/folder-listing.ts';
import {
  fmt,
  memoryOf,
  MiB,
  printTable,
  runBench,
  sampleRss,
  writeResultsSection,
  type Row,
} from './support/measure.ts';
import { startSeededServer } from './support/seeded-server.ts';
import { adminApi } from './support/transfers.ts';
import { authenticatedCpuRow, requestPathRows, startBareListServer } from './sections/request-path.ts';
import { webRows } from './sections/web.ts';
import { childBenchRows } from './sections/child-benches.ts';
import { missNoteLines } from './support/miss-notes.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ROUNDS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const IDLE_SECONDS = 10;
/** BENCH_SECTIONS: a comma list to measure only some rows (e.g. `web,bulk` after a change to those); default all. */
const SECTIONS = ['request-path', 'lists', 'folders', 'web', 'files', 'bulk'] as const;
const chosen = (process.env.BENCH_SECTIONS ?? SECTIONS.join(',')).split(',').map((name) => name.trim());
const unknownSection = chosen.find((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknownSection) throw new Error(`BENCH_SECTIONS: no section "${unknownSection}" (${SECTIONS.join(', ')})`);
const measures = (section: (typeof SECTIONS)[number]) => chosen.includes(section);
const allCleanups = createCleanups();
/**
 * Memory targets (issue 36, item 3; issue 17 had set 1.3× for the peak): idle RSS by database, and the peak
 * under the bench's load as a multiple of idle.
 */
const IDLE_TARGET_MIB = { PGlite: 220, PostgreSQL: 120 };
const LOADED_TARGET = 2;

function memoryRows(kind: 'PGlite' | 'PostgreSQL', m: { idle: number; bareIdle: number; loadedPeak: number }): Row[] {
  const mib = (bytes: number) => `${fmt(bytes / MiB)} MiB`;
  return [
    {
      what: 'idle RSS (restarted, 10 s untouched)',
      measured: mib(m.idle),
      baseline: `${mib(m.bareIdle)} bare Fastify + same driver`,
      ratio: `${(m.idle / m.bareIdle).toFixed(2)}×`,
      target: `≤ ${IDLE_TARGET_MIB[kind]} MiB`,
      pass: m.idle <= IDLE_TARGET_MIB[kind] * MiB,
    },
    {
      what: 'peak RSS under 50 connections (> 60 s)',
      measured: mib(m.loadedPeak),
      baseline: `${mib(m.idle)} idle`,
      ratio: `${(m.loadedPeak / m.idle).toFixed(2)}×`,
      target: `≤ ${LOADED_TARGET}× idle`,
      pass: m.loadedPeak <= LOADED_TARGET * m.idle,
    },
  ];
}

/** Item 1 at 50 connections against the bare reference, and item 5: idle RSS before, the peak during it. */
async function requestPathAndMemoryRows(
  kind: 'PGlite' | 'PostgreSQL',
  {
    server,
    token,
    bare,
  }: {
    server: Awaited<ReturnType<typeof startSeededServer>>['server'];
    token: string;
    bare: Awaited<ReturnType<typeof startBareListServer>>;
  },
): Promise<Row[]> {
  // Idle memory: the restarted server (and the bare reference beside it) after 10 s untouched.
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const serverPid = server.process.pid!;
  const idle = memoryOf(serverPid).rss;
  const bareIdle = memoryOf(bare.pid).rss;
  console.log(`${kind}: the request path at 50 connections ...`);
  // Memory under load: the highest VmRSS while the request path rows keep 50 connections busy (over a minute).
  const underLoad = sampleRss(serverPid, 100);
  const rows = await requestPathRows({
    serverOrigin: new URL(server.url).origin,
    token,
    referenceOrigin: bare.origin,
    pids: { server: serverPid, reference: bare.pid },
    search: 'Harbor',
    rounds: ROUNDS,
    seconds: LOAD_SECONDS,
  });
  const loadedPeak = underLoad.stop();
  console.log(`${kind}: the CPU of one signed-in request ...`);
  const cpu = await authenticatedCpuRow({
    kind,
    serverOrigin: new URL(server.url).origin,
    token,
    referenceOrigin: bare.origin,
    pids: { server: serverPid, reference: bare.pid },
    rounds: ROUNDS,
    seconds: LOAD_SECONDS,
  });
  return [...rows, cpu, ...memoryRows(kind, { idle, bareIdle, loadedPeak })];
}

/** Everything measured against one database, seeded once. */
async function databaseRows(kind: 'PGlite' | 'PostgreSQL', work: string): Promise<Row[]> {
  // Undone when this database's rows are measured (its server must not share the machine with the next one's).
  const cleanups = createCleanups();
  allCleanups.push(cleanups.run);
  try {
    return await measureDatabase(kind, work, cleanups);
  } finally {
    await cleanups.run();
  }
}

async function measureDatabase(
  kind: 'PGlite' | 'PostgreSQL',
  work: string,
  cleanups: ReturnType<typeof createCleanups>,
) {
  let databaseUrl: string | undefined;
  if (kind === 'PostgreSQL') {
    const admin = process.env.BENCH_DATABASE_URL!;
    const scratch = await createScratchDatabase(admin, 'lp_bench');
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
    // As docs/operations.md advises for a PostgreSQL on SSD storage.
    await runAdminStatement(
      admin,
      `ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} SET random_page_cost = 1.1`,
    );
  }
  const size = firmSize(SCALE);
  let listingTenant = '';
  const dir = fs.mkdtempSync(path.join(work, `${kind}-`));
  const { server, copies, reference } = await startSeededServer({
    databaseUrl,
    // BENCH_SERVER_NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server alone.
    env: { FIRM_TIME_ZONE: 'UTC', NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' },
    work: dir,
    cleanups,
    what: `${size.tenants.toLocaleString('en')} tenants, ${(size.documentCompanies * DOCUMENTS_PER_COMPANY).toLocaleString('en')} documents, ${size.auditEvents.toLocaleString('en')} audit events on ${kind}`,
    seed: async (db) => {
      await seedFirm(db, size, ADMIN.email);
      listingTenant = await seedListingFolders(db);
    },
    copies: ['bare-list-db'],
  });
  const { token } = await adminApi(server.url);

  const rows: Row[] = [];
  if (measures('request-path')) {
    const bare = await startBareListServer(databaseUrl ? { databaseUrl } : { pgliteDir: copies[0]! }, cleanups);
    rows.push(...(await requestPathAndMemoryRows(kind, { server, token, bare })));
  }
  if (measures('lists')) {
    console.log(`${kind}: every list, one client ...`);
    const queries = listQueryPaths(await listIds(reference.db));
    rows.push(
      ...(await listRows({ origin: new URL(server.url).origin, token, queries, rounds: ROUNDS, db: reference.db })),
    );
  }
  if (measures('folders')) {
    console.log(`${kind}: folder listings of ${LISTING_SIZES.join(' / ')} entries ...`);
    const listing = await measureListing({
      baseUrl: server.url,
      token,
      tenantId: listingTenant,
      work: dir,
      runs: ROUNDS,
    });
    rows.push(...listing.rows);
    for (const note of listing.notes) console.log(`  ${note}`);
  }

  // The web app is the same whatever the database: measured once, against the PGlite server.
  const web =
    kind === 'PGlite' && measures('web') ? await webRows({ baseUrl: server.url, rounds: ROUNDS, cleanups, notes }) : [];

  // The transfer and bulk benches start their own servers: this database's server is stopped first.
  await cleanups.run();
  for (const script of ['files.bench.ts', 'bulk.bench.ts'] as const) {
    if (!measures(script === 'files.bench.ts' ? 'files' : 'bulk')) continue;
    console.log(`${kind}: bench/${script} ...`);
    rows.push(
      ...(await childBenchRows({
        script,
        databaseUrl: kind === 'PostgreSQL' ? process.env.BENCH_DATABASE_URL : undefined,
        work: dir,
      })),
    );
  }

  return [...rows.map((row) => ({ ...row, what: `${kind}: ${row.what}` })), ...web];
}

/** Lines a section adds below the table (e.g. what holds the login download over its budget). */
const notes: string[] = [];

async function main() {
  const began = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-firm-'));
  allCleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  const machine = `Node ${process.version}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM`;
  console.log(machine);
  ensureWebBuild();

  const rows: Row[] = [];
  rows.push(...(await databaseRows('PGlite', work)));
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await databaseRows('PostgreSQL', work)));

  console.log();
  const lines = printTable(rows);
  const missed = rows.filter((row) => !row.pass).length;
  const summary = [
    '',
    `- ${machine}; scale ${SCALE} (${firmSize(SCALE).tenants.toLocaleString('en')} tenants), ${ROUNDS} interleaved runs per row, ${LOAD_SECONDS} s per load run.`,
    `- ${rows.length - missed} of ${rows.length} rows PASS${missed ? `; ${missed} MISS` : ''}. The whole run took ${fmt((Date.now() - began) / 1000)} s.`,
  ];
  summary.push(...notes, ...missNoteLines(rows));
  for (const line of summary) console.log(line);
  // A run of some sections is a section of its own in results.md: it does not replace the whole table.
  const title = "npm run bench: the portal at a firm's scale";
  const partial = chosen.length < SECTIONS.length ? ` (only ${chosen.join(', ')}; scale ${SCALE})` : '';
  writeResultsSection(`${title}${partial}`, [...lines, ...summary]);
}

await runBench(main, allCleanups.run);
