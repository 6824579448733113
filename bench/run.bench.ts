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
import { firmSize, seedFirm } from './support/firm-seed.ts';
import { fmt, printTable, runBench, writeResultsSection, type Row } from './support/measure.ts';
import { startSeededServer } from './support/seeded-server.ts';
import { adminApi } from './support/transfers.ts';
import { requestPathRows, startBareListServer } from './sections/request-path.ts';
import { webRows } from './sections/web.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ROUNDS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const allCleanups = createCleanups();

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
  const dir = fs.mkdtempSync(path.join(work, `${kind}-`));
  const { server, copies } = await startSeededServer({
    databaseUrl,
    // BENCH_SERVER_NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server alone.
    env: { FIRM_TIME_ZONE: 'UTC', NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' },
    work: dir,
    cleanups,
    what: `${size.tenants.toLocaleString('en')} tenants, ${(size.tenants * size.documentsPerTenant).toLocaleString('en')} documents, ${size.auditEvents.toLocaleString('en')} audit events on ${kind}`,
    seed: (db) => seedFirm(db, size, ADMIN.email),
    copies: ['bare-list-db'],
  });
  const { token } = await adminApi(server.url);
  const bare = await startBareListServer(databaseUrl ? { databaseUrl } : { pgliteDir: copies[0]! }, cleanups);

  const rows: Row[] = [];
  console.log(`${kind}: the request path at 50 connections ...`);
  rows.push(
    ...(await requestPathRows({
      serverOrigin: new URL(server.url).origin,
      token,
      referenceOrigin: bare.origin,
      pids: { server: server.process.pid!, reference: bare.pid },
      search: 'Harbor Legal',
      rounds: ROUNDS,
      seconds: LOAD_SECONDS,
    })),
  );
  const labelled = rows.map((row) => ({ ...row, what: `${kind}: ${row.what}` }));
  // The web app is the same whatever the database: measured once, against the PGlite server.
  if (kind === 'PGlite') {
    console.log('The web app: bytes and Lighthouse ...');
    labelled.push(...(await webRows({ baseUrl: server.url, rounds: ROUNDS, cleanups })));
  }
  return labelled;
}

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
  for (const line of summary) console.log(line);
  writeResultsSection("npm run bench: the portal at a firm's scale", [...lines, ...summary]);
}

await runBench(main, allCleanups.run);
