/**
 * Documents at a firm's scale (issue 15, items 3 and 4; conventions of issue 17): searches over 1,000,000
 * documents through the real server, each beside the same SQL run by the server's own repository code through
 * the same driver in the same run, with the plan of every statement; and the zip of a ~2 GiB folder, its
 * memory, speed (beside zip -0 and cat of the same files) and contents. Prints one table and writes it to
 * bench/results.md. A measurement, not a gate: exits 0 whether targets are met or not, 1 only when it could
 * not run. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { explain, searches, type Reference, type Search } from './support/document-searches.ts';
import { seedDocumentCatalog } from './support/documents-seed.ts';
import { createCleanups } from './support/cleanups.ts';
import {
  fmt,
  ms1,
  MB,
  MiB,
  median,
  memoryOf,
  percentile,
  printTable,
  runBench,
  sampleRss,
  spread,
  timed,
  writeResultsSection,
  type Row,
} from './support/measure.ts';
import { startSeededServer } from './support/seeded-server.ts';
import { adminApi } from './support/transfers.ts';
import { catFiles, checkZip, curlZip, uploadAll, writeSourceFiles, zipStored } from './support/zip-folder.ts';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 2_000);
const PER_TENANT = Number(process.env.BENCH_DOCUMENTS_PER_TENANT ?? 500);
const ZIP_BYTES = Number(process.env.BENCH_ZIP_BYTES ?? 2048 * MiB);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = 40;
const TARGETS = { p50Ms: 20, ratio: 0.5, zipGrowth: 50 * MiB, zipRatio: 0.5 };

const cleanups = createCleanups();

/** One search: warm-up, then ROUNDS rounds of REQUESTS server requests alternating with reference runs. */
async function measureSearch(baseUrl: string, token: string, reference: Reference, search: Search) {
  const request = async () => {
    const response = await fetch(`${baseUrl}/api/v1${search.path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${search.path} → ${response.status}: ${await response.text()}`);
    return response.arrayBuffer();
  };
  for (let i = 0; i < 5; i++) await Promise.all([request(), search.reference(reference.db)]);
  const server = { p50: [] as number[], p99: [] as number[] };
  const direct = { p50: [] as number[], p99: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const serverMs: number[] = [];
    const directMs: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      serverMs.push((await timed(request)).ms);
      directMs.push((await timed(() => search.reference(reference.db))).ms);
    }
    server.p50.push(percentile(serverMs, 0.5));
    server.p99.push(percentile(serverMs, 0.99));
    direct.p50.push(percentile(directMs, 0.5));
    direct.p99.push(percentile(directMs, 0.99));
  }
  const plan = await explain(reference, search);
  const ratios = server.p50.map((p50, i) => direct.p50[i]! / p50);
  const row: Row = {
    what: `${search.name} [${plan.seqScan ? 'SEQ SCAN on documents; ' : ''}${plan.indexes.join(', ') || 'no index'}]`,
    measured: `p50 ${spread(server.p50, ms1)} ms (p99 ${ms1(median(server.p99))})`,
    baseline: `p50 ${spread(direct.p50, ms1)} ms same SQL`,
    ratio: `${spread(ratios, (v) => fmt(v, 2))}x`,
    target: `p50 < ${TARGETS.p50Ms} ms, >= ${TARGETS.ratio}x, index`,
    pass: median(server.p50) < TARGETS.p50Ms && median(ratios) >= TARGETS.ratio && !plan.seqScan,
  };
  return { row, plan: plan.text };
}

/** The zip of a ~ZIP_BYTES folder uploaded through the API: memory, speed against zip -0 and cat, contents. */
async function measureZip(serverUrl: string, pid: number, api: Awaited<ReturnType<typeof adminApi>>, work: string) {
  const tenant = await api.json<{ uuid: string }>('POST', '/tenants', {
    name: `Zip bench ${Date.now()}`,
    root_directory: `bench-zip-${Date.now()}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: 'bench@bench.test',
  });
  console.log(`Zip: writing ${fmt(ZIP_BYTES / MiB)} MiB in 8 large + 1,000 small files, uploading them ...`);
  const source = await writeSourceFiles(path.join(work, 'zip-source'), ZIP_BYTES, 8, 1_000);
  const folder = await uploadAll(serverUrl, api.token, tenant.uuid, source);
  const zipUrl = async () => {
    const link = await api.json<{ url: string; bytes: number; files: number }>(
      'POST',
      `/tenants/${tenant.uuid}/files/zip-link`,
      { paths: [folder] },
    );
    if (link.files !== source.files.size) throw new Error(`the zip link counts ${link.files} files`);
    return `${serverUrl}${link.url}`;
  };
  const serverMs: number[] = [];
  const zipMs: number[] = [];
  const catMs: number[] = [];
  const growth: number[] = [];
  let contentLength: number | null = null;
  let zipBytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // idle: the previous run's buffers settle
    const url = await zipUrl();
    const idle = memoryOf(pid).rss;
    const sampler = sampleRss(pid, 10);
    const got = await curlZip(url, '/dev/null');
    growth.push(sampler.stop() - idle);
    serverMs.push(got.ms);
    contentLength = got.contentLength;
    zipBytes = got.bytes;
    zipMs.push(await zipStored(source));
    catMs.push(await catFiles(source));
  }
  console.log('Zip: one more download to disk, every entry checked against the source ...');
  const saved = path.join(work, 'download.zip');
  await curlZip(await zipUrl(), saved);
  const check = await checkZip(saved, source);
  fs.rmSync(saved);
  if (check.entries !== source.files.size || check.differing.length) {
    throw new Error(`the zip holds ${check.entries} files, ${check.differing.length} differing from the source`);
  }
  const rate = (ms: number) => source.bytes / MB / (ms / 1000);
  const ratios = serverMs.map((ms, i) => zipMs[i]! / ms);
  const rows: Row[] = [
    {
      what: `Zip ${fmt(source.bytes / MiB)} MiB folder, ${source.files.size} files (GET /files/zip)`,
      measured: `${spread(serverMs.map(rate), (v) => fmt(v))} MB/s`,
      baseline: `${spread(zipMs.map(rate), (v) => fmt(v))} MB/s zip -0`,
      ratio: `${spread(ratios, (v) => fmt(v, 2))}x`,
      target: `>= ${TARGETS.zipRatio}x`,
      pass: median(ratios) >= TARGETS.zipRatio,
    },
    {
      what: 'Server RSS growth during the zip',
      measured: `${spread(growth, (v) => fmt(v / MiB))} MiB`,
      baseline: `${fmt(memoryOf(pid).rss / MiB)} MiB idle`,
      ratio: '-',
      target: `<= ${TARGETS.zipGrowth / MiB} MiB`,
      pass: Math.max(...growth) <= TARGETS.zipGrowth,
    },
    {
      what: 'Zip contents and Content-Length',
      measured: `${check.entries} entries, sha256 equal; Content-Length ${contentLength ?? 'absent'}`,
      baseline: `${source.files.size} files; ${zipBytes} bytes read`,
      ratio: '-',
      target: 'identical, length sent',
      pass: contentLength === zipBytes,
    },
  ];
  const notes = [
    `zip runs (ms): ${serverMs.map((v) => fmt(v)).join(', ')}; zip -0: ${zipMs.map((v) => fmt(v)).join(', ')}; ` +
      `cat: ${catMs.map((v) => fmt(v)).join(', ')} (${spread(catMs.map(rate), (v) => fmt(v))} MB/s)`,
  ];
  return { rows, notes };
}

async function main() {
  const began = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-docs-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  const size = { tenants: TENANTS, perTenant: PER_TENANT };
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM`);

  let databaseUrl: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lp_bench');
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
  }
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const serverEnv = {
    UPLOAD_MAX_BYTES: String(ZIP_BYTES + 64 * MiB),
    NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
  };
  const { server, reference, seedingMs } = await startSeededServer({
    databaseUrl,
    env: serverEnv,
    work,
    cleanups,
    what: `${TENANTS} companies x ${PER_TENANT} documents on ${kind}`,
    seed: (db) => seedDocumentCatalog(db, size, (done) => process.stdout.write(`  ${done} documents\r`)),
  });
  const api = await adminApi(server.url);
  const { rows: counted } = await sql<{ documents: string }>`SELECT count(*) AS documents FROM documents`.execute(
    reference.db,
  );
  const company = await reference.db
    .selectFrom('tenants')
    .select('id')
    .where('root_directory', '=', `bench-docs-${String(Math.ceil(TENANTS / 2)).padStart(6, '0')}`)
    .executeTakeFirstOrThrow();

  const rows: Row[] = [];
  const plans: string[] = [];
  for (const search of searches(company.id)) {
    console.log(`Search: ${search.name} ...`);
    const measured = await measureSearch(server.url, api.token, reference, search);
    rows.push(measured.row);
    plans.push(`-- ${search.name}\n${measured.plan}`);
  }
  const zip = await measureZip(server.url, server.process.pid!, api, work);
  rows.push(...zip.rows);

  console.log('\nQuery plans (EXPLAIN ANALYZE of the reference run):\n');
  console.log(plans.join('\n\n'));
  console.log('');
  const table = printTable(rows);
  const notes = [
    `${kind}, ${counted[0]!.documents} documents in ${TENANTS} companies; Node ${process.version}, ${os.cpus().length} CPUs.`,
    `Searches: single client, ${REQUESTS} requests per round after a warm-up, ${ROUNDS} rounds, each request ` +
      'followed by a reference run; min / median / max of the rounds (ratio = reference p50 / server p50).',
    `Zip: ${ROUNDS} runs interleaved with zip -0 and cat of the same files; RSS sampled every 10 ms.`,
    ...zip.notes,
    `Seeding took ${fmt(seedingMs / 1000)} s; the whole run ${fmt((Date.now() - began) / 1000)} s.`,
  ];
  console.log('');
  for (const note of notes) console.log(note);
  writeResultsSection(`npm run bench:documents (${kind})`, [...table, '', ...notes.map((n) => `- ${n}`)]);
}

await runBench(main, cleanups.run);
