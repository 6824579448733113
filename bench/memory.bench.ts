/**
 * The server's idle memory (issue 36, item 3): the real server started as `npm start` runs it
 * (SERVER_NODE_FLAGS), on PGlite in a temporary DATA_DIR and, with BENCH_DATABASE_URL (an admin PostgreSQL URL),
 * on a scratch database it creates and drops. Each run starts the server once (migrations, the admin), stops it,
 * starts it again on the same data, leaves it untouched for 10 s and reads VmRSS, as the request-path section
 * of `npm run bench` does (support/rss.ts), without the load: a quick figure after a change to what the server
 * loads. One more start per engine, with support/memory-report.js preloaded, says where the memory is: resident
 * pages by mapping (/proc/<pid>/smaps), the JavaScript heap, and the modules loaded, by package.
 * Options: BENCH_RUNS (3), BENCH_IDLE_SECONDS (10), BENCH_ENGINES (`pglite,postgres`), BENCH_BREAKDOWN=0 (idle
 * figures only), BENCH_SERVER_NODE_OPTIONS (added to the server's NODE_OPTIONS, to try a V8 flag). A
 * measurement, not a gate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../e2e/support/server-process.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { createCleanups } from './support/cleanups.ts';
import { memoryOf, MiB, runBench } from './support/measure.ts';
import { measureServerRss } from './support/rss.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 0);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const BREAKDOWN = process.env.BENCH_BREAKDOWN !== '0';
const SERVER_NODE_OPTIONS = [process.env.NODE_OPTIONS, process.env.BENCH_SERVER_NODE_OPTIONS].filter(Boolean).join(' ');
const REPORT_PRELOAD = path.join(import.meta.dirname, 'support/memory-report.js');

const mib = (bytes: number) => (bytes / MiB).toFixed(0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident KiB by kind of mapping: the node binary's pages, anonymous memory (heaps), other files. */
function residentByMapping(pid: number) {
  const totals: Record<string, number> = {};
  let kind = 'anonymous';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[1]!;
      kind = !name || name.startsWith('[') ? 'anonymous' : name.endsWith('/node') ? 'node binary' : 'other files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals[kind] = (totals[kind] ?? 0) + Number(rss[1]) * 1024;
  }
  return totals;
}

/** A restarted server on the same data (what an operator's restart runs), `IDLE_SECONDS` untouched. */
async function idleServer(databaseUrl: string | undefined, env: Record<string, string> = {}) {
  const first = await startServer({ databaseUrl, env });
  await first.stop();
  const server = await startServer({ databaseUrl, env, dataDir: first.dataDir });
  await sleep(IDLE_SECONDS * 1000);
  return {
    pid: server.process.pid!,
    stop: async () => {
      await server.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    },
  };
}

async function measureEngine(name: string, databaseUrl: string | undefined) {
  const idle: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const server = await idleServer(databaseUrl, { NODE_OPTIONS: SERVER_NODE_OPTIONS });
    try {
      idle.push(memoryOf(server.pid).rss);
    } finally {
      await server.stop();
    }
  }
  console.log(`${name}: idle VmRSS ${idle.map(mib).join(' / ')} MiB (${RUNS} runs, ${IDLE_SECONDS} s untouched)`);
  if (LOAD_SECONDS > 0) {
    const loaded = await measureServerRss({ databaseUrl, loadSeconds: LOAD_SECONDS });
    console.log(
      `  under load (50 connections, ${LOAD_SECONDS} s): idle ${mib(loaded.idle)} MiB, peak ${mib(loaded.loadedPeak)} ` +
        `MiB (${(loaded.loadedPeak / loaded.idle).toFixed(2)}x), ${loaded.requests} requests`,
    );
  }
  if (!BREAKDOWN) return;

  const reportFile = path.join(fs.mkdtempSync('/tmp/lp-memory-'), 'report.json');
  const server = await idleServer(databaseUrl, {
    NODE_OPTIONS: `${SERVER_NODE_OPTIONS} --import ${REPORT_PRELOAD}`.trim(),
    MEMORY_REPORT_FILE: reportFile,
  });
  try {
    process.kill(server.pid, 'SIGUSR2');
    while (!fs.existsSync(reportFile)) await sleep(50);
    await sleep(100);
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
      modules: number;
      byPackage: Record<string, number>;
      heapUsed: number;
      heapCommitted: number;
      external: number;
      arrayBuffers: number;
    };
    const mappings = Object.entries(residentByMapping(server.pid)).map(([kind, bytes]) => `${kind} ${mib(bytes)}`);
    console.log(`  breakdown run (with the module recorder): VmRSS ${mib(memoryOf(server.pid).rss)} MiB`);
    console.log(`  resident by mapping, MiB: ${mappings.join(', ')}`);
    console.log(
      `  JavaScript heap: ${mib(report.heapUsed)} MiB used, ${mib(report.heapCommitted)} MiB committed; ` +
        `external ${mib(report.external)} MiB (ArrayBuffers ${mib(report.arrayBuffers)} MiB)`,
    );
    const packages = Object.entries(report.byPackage).sort((a, b) => b[1] - a[1]);
    console.log(`  ${report.modules} modules loaded; by package: ${packages.map(([p, n]) => `${p} ${n}`).join(', ')}`);
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(reportFile), { recursive: true, force: true });
  }
}

const cleanups = createCleanups();
await runBench(async () => {
  if (ENGINES.includes('pglite')) await measureEngine('PGlite', undefined);
  if (process.env.BENCH_DATABASE_URL && ENGINES.includes('postgres')) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lp_bench');
    cleanups.push(() => scratch.drop());
    await measureEngine('PostgreSQL', scratch.url);
  }
}, cleanups.run);
