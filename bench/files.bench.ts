/**
 * Client documents benchmark (issue 4; the listing per issue 17): upload and download of a 1 GiB file and the
 * listing of folders of 1k / 10k / 50k entries a page at a time through the real server over loopback, each beside
 * a baseline measured in the same run (a raw disk copy, nginx serving the same file, a bare readdir + stat).
 * Prints one table. A measurement, not a gate:
 * exits 0 whether targets are met or not, 1 only when it could not run. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { startServer } from '../e2e/support/server-process.ts';
import { createCleanups } from './support/cleanups.ts';
import {
  fmt,
  MB,
  MiB,
  median,
  memoryOf,
  printTable,
  shareRows,
  runBench,
  sampleRss,
  spread,
  timed,
  type Row,
} from './support/measure.ts';
import { startNginx } from './support/nginx.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { LISTING_SIZES, measureListing, seedListingFolders } from './support/folder-listing.ts';
import {
  adminApi,
  curlDownload,
  rawCopy,
  settleDisk,
  startReferenceUploadServer,
  uploadFile,
  writeSourceFile,
} from './support/transfers.ts';

const FILE_BYTES = Number(process.env.BENCH_FILE_BYTES ?? 1024 * MiB);
const FILE_NAME = 'bench-1GiB.bin';
const TRANSFER_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 5);

const TARGETS = { upload: 0.7, rssGrowthBytes: 40 * MiB, download: 0.8 };

const cleanups = createCleanups();

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

async function main() {
  const began = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM`);
  console.log(`Writing the ${fmt(FILE_BYTES / MiB)} MiB source file ...`);
  const source = path.join(work, FILE_NAME);
  const sourceSha = await writeSourceFile(source, FILE_BYTES);

  // PGlite by default, as `npm start` runs; BENCH_DATABASE_URL (an admin URL) puts the server on a scratch
  // PostgreSQL database instead, which shows how much of the server's memory is PGlite's.
  let databaseUrl: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lp_bench');
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
  }
  console.log(`Starting the server (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, temp DATA_DIR) ...`);
  // BENCH_SERVER_NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server alone.
  const serverEnv = {
    UPLOAD_MAX_BYTES: String(FILE_BYTES + MiB),
    NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
  };
  // Started once to create its database, then again on it: what is measured is a server as it normally runs,
  // not the very first start, which also runs PGlite's initdb in the process (its peak is printed apart).
  const firstStart = await startServer({ databaseUrl, env: serverEnv });
  const firstStartHwm = memoryOf(firstStart.process.pid!).hwm;
  await firstStart.stop();
  // The listing's folders go straight into the catalog while the server is down (PGlite: one process at a time).
  console.log(`Seeding folders of ${LISTING_SIZES.join(' / ')} entries ...`);
  const seeding = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(firstStart.dataDir, 'db') });
  const listingTenant = await seedListingFolders(seeding.db).finally(() => seeding.close());
  const server = await startServer({ databaseUrl, env: serverEnv, dataDir: firstStart.dataDir });
  cleanups.push(async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
  const serverPid = server.process.pid!;
  const api = await adminApi(server.url);
  const rootDirectory = `bench-${Date.now()}`;
  const tenant = await api.json<{ uuid: string }>('POST', '/tenants', {
    name: `Benchmark ${rootDirectory}`,
    root_directory: rootDirectory,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: 'bench@bench.test',
  });
  const tenantRoot = path.join(server.dataDir, 'files', rootDirectory);

  // (1) Upload vs a bare Node HTTP server taking the same curl upload to disk (busboy, fsync), runs interleaved;
  // a raw copy of the file (+ fsync) is printed beside them for scale.
  const reference = await startReferenceUploadServer(path.join(work, 'reference-uploads'));
  cleanups.push(() => reference.stop());
  console.log(`Upload: ${TRANSFER_RUNS} runs each of the server, the bare reference server and fs.copyFile ...`);
  const uploadMs: number[] = [];
  const referenceMs: number[] = [];
  const referencePeaks: number[] = [];
  const copyMs: number[] = [];
  const copyNoSyncMs: number[] = [];
  const rssBefore = memoryOf(serverPid).rss;
  let rssPeak = 0;
  let keptPath = '';
  const referenceRun = async () => {
    const referenceSampler = sampleRss(reference.pid);
    const bare = await timed(() => reference.upload(source));
    referencePeaks.push(referenceSampler.stop());
    if (bare.result.size !== FILE_BYTES) throw new Error(`the reference stored ${bare.result.size} bytes`);
    referenceMs.push(bare.ms);
    fs.rmSync(path.join(work, 'reference-uploads'), { recursive: true });
    fs.mkdirSync(path.join(work, 'reference-uploads'));
  };
  const serverRun = async (i: number) => {
    const sampler = sampleRss(serverPid);
    const upload = await timed(() => uploadFile(server.url, api.token, tenant.uuid, source));
    rssPeak = Math.max(rssPeak, sampler.stop());
    uploadMs.push(upload.ms);
    const record = upload.result;
    if (record.size !== FILE_BYTES || record.sha256 !== sourceSha) {
      throw new Error(`upload stored ${record.size} bytes with sha256 ${record.sha256}, expected ${sourceSha}`);
    }
    // Each run stores a new version of the same document (the default); all are removed with DATA_DIR at the end.
    if (i === 0) keptPath = record.path;
  };
  for (let i = 0; i < TRANSFER_RUNS; i++) {
    copyMs.push(await rawCopy(source, path.join(work, 'copy.bin'), true));
    copyNoSyncMs.push(await rawCopy(source, path.join(work, 'copy.bin'), false));
    // Which of the two goes first alternates: neither always comes after the other's gigabyte.
    const pair = i % 2 === 0 ? [referenceRun, () => serverRun(i)] : [() => serverRun(i), referenceRun];
    for (const upload of pair) {
      await settleDisk();
      await upload();
    }
  }
  const serverHwm = memoryOf(serverPid).hwm;

  // (2) Download through a signed link vs nginx serving the very same file; both read by curl into /dev/null.
  console.log('Starting nginx on the storage folder ...');
  const nginx = await startNginx(tenantRoot, path.join(work, 'nginx'));
  cleanups.push(() => nginx.stop());
  console.log(`Download: ${TRANSFER_RUNS} runs each of the server and of ${nginx.version} ...`);
  const downloadMs: number[] = [];
  const nginxMs: number[] = [];
  const nginxPath = keptPath.split('/').map(encodeURIComponent).join('/');
  for (let i = 0; i < TRANSFER_RUNS; i++) {
    const link = await api.json<{ url: string }>('POST', `/tenants/${tenant.uuid}/files/link`, {
      path: keptPath,
      disposition: 'attachment',
    });
    downloadMs.push(await curlDownload(`${server.url}${link.url}`, FILE_BYTES));
    nginxMs.push(await curlDownload(`${nginx.url}/${nginxPath}`, FILE_BYTES));
  }

  // (3) Listing folders of 1k / 10k / 50k entries a page at a time vs a bare readdir + stat of as many files.
  console.log(`Listing: ${LISTING_SIZES.join(' / ')} entries, ${LIST_RUNS} runs each ...`);
  const listing = await measureListing({
    baseUrl: server.url,
    token: api.token,
    tenantId: listingTenant,
    work,
    runs: LIST_RUNS,
  });

  const upload = mbps(FILE_BYTES, median(uploadMs));
  const bareUpload = mbps(FILE_BYTES, median(referenceMs));
  // Each run's ratio against the reference run right beside it: min / median / max.
  const uploadRatios = uploadMs.map((ms, i) => referenceMs[i]! / ms);
  const copy = mbps(FILE_BYTES, median(copyMs));
  const download = mbps(FILE_BYTES, median(downloadMs));
  const served = mbps(FILE_BYTES, median(nginxMs));
  const rows: Row[] = [
    {
      what: `Upload ${fmt(FILE_BYTES / MiB)} MiB (POST /uploads)`,
      measured: `${fmt(upload)} MB/s`,
      baseline: `${fmt(bareUpload)} MB/s bare Node+busboy+fsync`,
      ratio: spread(uploadRatios, (v) => `${fmt(v, 2)}x`),
      target: `>= ${TARGETS.upload}x`,
      pass: Math.min(...uploadRatios) >= TARGETS.upload,
    },
    {
      what: 'Server RSS growth during upload',
      measured: `${fmt(Math.max(0, rssPeak - rssBefore) / MiB)} MiB`,
      baseline: `${fmt(rssBefore / MiB)} MiB before`,
      ratio: '-',
      target: `< ${TARGETS.rssGrowthBytes / MiB} MiB`,
      pass: rssPeak - rssBefore < TARGETS.rssGrowthBytes,
    },
    {
      what: `Download ${fmt(FILE_BYTES / MiB)} MiB (signed link)`,
      measured: `${fmt(download)} MB/s`,
      baseline: `${fmt(served)} MB/s nginx`,
      ratio: `${fmt(download / served, 2)}x`,
      target: `>= ${TARGETS.download}x`,
      pass: download / served >= TARGETS.download,
    },
    ...listing.rows,
  ];

  console.log('');
  printTable(rows);
  shareRows(rows);
  console.log('');
  console.log(`Medians of ${TRANSFER_RUNS} transfer runs and ${LIST_RUNS} listing runs; MB = 10^6 bytes.`);
  for (const note of listing.notes) console.log(`  ${note}`);
  console.log(
    `  upload runs (ms): ${uploadMs.map((v) => fmt(v)).join(', ')}; bare reference: ${referenceMs.map((v) => fmt(v)).join(', ')}`,
  );
  console.log(
    `  copyFile+fsync: ${fmt(copy)} MB/s (${copyMs.map((v) => fmt(v)).join(', ')} ms); the reference server peaked at ` +
      `${fmt(Math.max(...referencePeaks) / MiB)} MiB RSS`,
  );
  console.log(`  copyFile without fsync: ${fmt(mbps(FILE_BYTES, median(copyNoSyncMs)))} MB/s (page cache only)`);
  console.log(
    `  server RSS: ${fmt(rssBefore / MiB)} MiB before the uploads, peak ${fmt(rssPeak / MiB)} MiB during them ` +
      `(growth ${fmt(Math.max(0, rssPeak - rssBefore) / MiB)} MiB); VmHWM over its whole life ${fmt(serverHwm / MiB)} MiB`,
  );
  console.log(`  the first start, which created the database, peaked at ${fmt(firstStartHwm / MiB)} MiB (VmHWM)`);
  console.log(
    `  download runs (ms): ${downloadMs.map((v) => fmt(v)).join(', ')}; nginx: ${nginxMs.map((v) => fmt(v)).join(', ')}`,
  );
  console.log(
    `  load average at the end (1, 5, 15 min): ${os
      .loadavg()
      .map((v) => fmt(v, 1))
      .join(', ')}`,
  );
  if (nginx.installedNow) console.log('  nginx was installed by this run (apt-get install -y nginx).');
  console.log(`Total time: ${fmt((Date.now() - began) / 1000)} s`);
}

await runBench(main, cleanups.run);
