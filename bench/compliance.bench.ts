/**
 * The compliance centre at a firm's scale (issue 35): "the compliance centre's figures p50 under 50 ms at 100,000
 * users", on both databases, with the plans asserted (no Seq Scan of a big table: users, tenant_memberships,
 * audit_events, documents; a factor table is read whole to count it, as its index would be). The firm is seeded straight into the database
 * (bench/support/compliance-seed.ts); GET /compliance/summary is timed through the real server over loopback,
 * signed in as the admin (the server keeps computed figures 30 s, so most requests are served from them), beside
 * the service's figures computed cold through the same driver in the bench's process (its own row).
 * On PGlite always; with BENCH_DATABASE_URL on a scratch PostgreSQL database too. Sizes: BENCH_USERS (100,000),
 * BENCH_EVENTS (500,000), BENCH_DOCUMENTS (100,000). A measurement, not a gate: exits 0 whether targets are met or
 * not, 1 only when it could not run. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import type { TComplianceSummary } from '@ledgerport/contract';
import { createComplianceService } from '../apps/server/src/features/compliance/compliance.service.ts';
import { createRetentionFacts } from '../apps/server/src/features/records/retention-facts.service.ts';
import { createScratchDatabase, runAdminStatement } from '../scripts/lib/scratch-database.ts';
import { createCleanups } from './support/cleanups.ts';
import { seedCompliance, type ComplianceSize } from './support/compliance-seed.ts';
import type { Reference } from './support/document-searches.ts';
import {
  fmt,
  median,
  ms1,
  percentile,
  printTable,
  runBench,
  spread,
  timed,
  writeResultsSection,
  type Row,
} from './support/measure.ts';
import { startSeededServer } from './support/seeded-server.ts';
import { adminApi } from './support/transfers.ts';

const SIZE: ComplianceSize = {
  users: Number(process.env.BENCH_USERS ?? 100_000),
  events: Number(process.env.BENCH_EVENTS ?? 500_000),
  documents: Number(process.env.BENCH_DOCUMENTS ?? 100_000),
};
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = 20;
const TARGET_P50_MS = 50;
const BIG_TABLES = /Seq Scan on (users|tenant_memberships|audit_events|documents)\b/g;
const cleanups = createCleanups();

/** The service's figures on the bench's own connection (no audit: reading the figures writes nothing). */
const referenceFigures = (reference: Reference) =>
  createComplianceService({
    db: reference.db,
    audited: (() => {
      throw new Error('the figures write nothing');
    }) as never,
    clock: { now: () => new Date() },
    retentionFacts: createRetentionFacts(reference.db),
  }).figures();

/** EXPLAIN ANALYZE of every statement the figures make; the indexes used; Seq Scans of the big tables. */
async function explain(reference: Reference) {
  reference.statements.length = 0;
  await referenceFigures(reference);
  const statements = [...reference.statements];
  const plans: string[] = [];
  for (const statement of statements) {
    const result = await reference.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.sql}`, [...statement.parameters]),
    );
    plans.push(`${statement.sql}\n${result.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  const text = plans.join('\n\n');
  const indexes = [
    ...new Set(
      [...text.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]!),
    ),
  ];
  const seqScans = [...new Set([...text.matchAll(BIG_TABLES)].map((m) => m[1]!))];
  return { text, indexes, seqScans };
}

async function onDatabase(databaseUrl: string | undefined, work: string) {
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  fs.mkdirSync(path.join(work, kind));
  const { server, reference, seedingMs } = await startSeededServer({
    databaseUrl,
    env: { FIRM_TIME_ZONE: 'UTC' },
    work: path.join(work, kind),
    cleanups,
    what: `${SIZE.users} users, ${SIZE.events} audit events, ${SIZE.documents} documents on ${kind}`,
    seed: (db) => seedCompliance(db, SIZE),
  });
  const { token } = await adminApi(server.url);
  const summary = async () => {
    const response = await fetch(`${server.url}/api/v1/compliance/summary`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /compliance/summary → ${response.status}: ${await response.text()}`);
    return (await response.json()) as TComplianceSummary;
  };
  const first = await summary();
  console.log(`${kind}: ${JSON.stringify(first)}`);
  for (let i = 0; i < 3; i++) {
    await summary();
    await referenceFigures(reference);
  }
  const serverP50: number[] = [];
  const serverP95: number[] = [];
  const referenceP50: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const serverMs: number[] = [];
    const referenceMs: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      serverMs.push((await timed(summary)).ms);
      referenceMs.push((await timed(() => referenceFigures(reference))).ms);
    }
    serverP50.push(percentile(serverMs, 0.5));
    serverP95.push(percentile(serverMs, 0.95));
    referenceP50.push(percentile(referenceMs, 0.5));
  }
  const plan = await explain(reference);
  await server.stop();
  await reference.close();
  console.log(`\n${kind}: query plans (EXPLAIN ANALYZE of the figures' statements)\n\n${plan.text}\n`);
  const planNote = `${plan.seqScans.map((t) => `SEQ SCAN on ${t}; `).join('')}${plan.indexes.join(', ') || 'no index'}`;
  const rows: Row[] = [
    {
      what: `${kind}: GET /compliance/summary at ${SIZE.users} users, as served (figures kept 30 s) [${planNote}]`,
      measured: `p50 ${spread(serverP50, ms1)} ms (p95 ${ms1(median(serverP95))})`,
      baseline: `p50 ${spread(referenceP50, ms1)} ms, the figures computed cold through the driver`,
      ratio: `${spread(
        serverP50.map((p50, i) => referenceP50[i]! / p50),
        (v) => fmt(v, 2),
      )}x`,
      target: `p50 < ${TARGET_P50_MS} ms, no Seq Scan of a big table`,
      pass: median(serverP50) < TARGET_P50_MS && plan.seqScans.length === 0,
    },
    {
      what: `${kind}: the figures computed cold (every statement, no cache) at ${SIZE.users} users`,
      measured: `p50 ${spread(referenceP50, ms1)} ms`,
      baseline: '-',
      ratio: '-',
      target: `p50 < ${TARGET_P50_MS} ms`,
      pass: median(referenceP50) < TARGET_P50_MS && plan.seqScans.length === 0,
    },
  ];
  const note =
    `${kind}${databaseUrl ? ' (random_page_cost = 1.1, as docs/operations.md advises)' : ''}: ${SIZE.users} client ` +
    `users over ${Math.floor(SIZE.users / 5)} companies, 50 staff, ${SIZE.events} audit events, ${SIZE.documents} ` +
    `documents, 100 incidents; figures: MFA staff ${first.mfa.staff.enrolled}/${first.mfa.staff.total}, clients ` +
    `${first.mfa.clients.enrolled}/${first.mfa.clients.total}, inactive ${first.inactive_accounts}, due ` +
    `${first.disposals.due}${first.disposals.due_capped ? '+' : ''}. Seeding took ${fmt(seedingMs / 1000)} s.`;
  return { rows, notes: [note] };
}

async function main() {
  const began = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-compliance-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM`);
  const results = [await onDatabase(undefined, work)];
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lp_bench');
    cleanups.push(() => scratch.drop());
    await runAdminStatement(
      process.env.BENCH_DATABASE_URL,
      `ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} SET random_page_cost = 1.1`,
    );
    results.push(await onDatabase(scratch.url, work));
  }
  console.log('');
  const table = printTable(results.flatMap((r) => r.rows));
  const notes = [
    ...results.flatMap((r) => r.notes),
    `Each row: single client over loopback, signed in as the admin, ${REQUESTS} requests per round after a warm-up ` +
      `of 3, ${ROUNDS} rounds, each request followed by the service's figures through the bench's own connection; ` +
      "min / median / max of the rounds' p50 (ratio = reference p50 / server p50). The figures include the " +
      'disposal review\'s "due" count, capped at 1000.',
    `Load average at the end: ${os
      .loadavg()
      .map((v) => fmt(v, 1))
      .join(
        ' / ',
      )} on ${os.cpus().length} CPUs (shared machine: figures are noisy). The whole run ${fmt((Date.now() - began) / 1000)} s.`,
  ];
  console.log('');
  for (const note of notes) console.log(note);
  writeResultsSection('npm run bench:compliance', [...table, '', ...notes.map((n) => `- ${n}`)]);
}

await runBench(main, cleanups.run);
