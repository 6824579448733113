/**
 * Bulk notification benchmark (issues 6 and 17): a 10,000-row sales-tax batch (an .xlsx; one e-mail and one text
 * per row) submitted to the real server right after a fresh start, which sends the e-mails to an SMTP server on
 * loopback and the texts to its SMS outbox; beside it, in the same run, nodemailer alone sending the same e-mails
 * to the same SMTP server. Measures the first submit's answer, the delivery rate against nodemailer's (3 runs,
 * min / median / max) and the server's RSS while a second batch sends (memory flat, not growing with the number
 * of messages). A measurement, not a gate: exits 0 whether targets are met or not, 1 only when it could not run.
 * See bench/README.md.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import { utils, write } from '@e965/xlsx';
import { bulkClient } from '../apps/server/test/bulk-client.ts';
import { startSmtpSink, tally, type SmtpSink } from '../apps/server/test/smtp-sink.ts';
import { ADMIN, startServer, type RunningServer } from '../e2e/support/server-process.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { createCleanups } from './support/cleanups.ts';
import {
  cpuMsOf,
  fmt,
  MiB,
  median,
  memoryOf,
  printTable,
  shareRows,
  runBench,
  spread,
  timed,
  writeResultsSection,
  type Row,
} from './support/measure.ts';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
/** The second batch may peak at most this much above the first: memory flat, not growing with the volume. */
const TARGETS = { submitMs: 1_000, deliveryRatio: 0.5, rssRise: 0.1 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RSS_EVERY_MS = 250;

const cleanups = createCleanups();
const run = promisify(execFile);

const mib = (bytes: number) => fmt(bytes / MiB);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The batch as a spreadsheet program would save it: header, then one client per row with e-mail and mobile. */
function salesTaxWorkbook(rows: number, domain: string): Buffer {
  const sheet = [['Client Name', 'Email', 'Phone Number', 'Sales Tax']];
  for (let n = 1; n <= rows; n++) {
    sheet.push([
      `Client ${n}`,
      `client-${n}@${domain}`,
      `+1 212 555 ${String(n % 10_000).padStart(4, '0')}`,
      `${n}.25`,
    ]);
  }
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(sheet), 'Sales Tax');
  return write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

type Run = {
  submitMs: number;
  /** The server's CPU time (user + system) from the submit's start to its answer. */
  submitCpuMs: number;
  /** The server's CPU time from the submit's answer until the sink had the last e-mail (fan-out, e-mails, texts). */
  deliveryCpuMs: number;
  firstMailMs: number;
  lastMailMs: number;
  doneMs: number;
  rssBefore: number;
  rss: number[];
  /** How long GET /bulk/notifications/{id} took while the batch was sending (the result screen polls it). */
  progressMs: number[];
  counts: string;
};

/** One batch: submit, then wait (sampling the server's RSS) until every e-mail arrived and the batch is DONE. */
async function runBatch(server: RunningServer, sink: SmtpSink, domain: string): Promise<Run> {
  const client = await bulkClient(server.url, ADMIN);
  const workbook = salesTaxWorkbook(ROWS, domain);
  const pid = server.process.pid!;
  const already = sink.accepted.length;
  const rssBefore = memoryOf(pid).rss;
  const rss: number[] = [];
  const selected = Array.from({ length: ROWS }, (_, i) => i + 2);
  const cpuBefore = cpuMsOf(pid);
  const submit = await timed(() =>
    client.submit({ kind: 'SALES_TAX', selected_rows: selected }, { name: `${domain}.xlsx`, content: workbook }),
  );
  const submittedAt = performance.now();
  const submitCpuMs = cpuMsOf(pid) - cpuBefore;
  const sampler = setInterval(() => {
    try {
      rss.push(memoryOf(pid).rss);
    } catch {
      // the server is gone; the wait below notices
    }
  }, RSS_EVERY_MS);
  const progressMs: number[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      progressMs.push((await timed(() => client.batch(submit.result.uuid))).ms);
      await sleep(1_000);
    }
  })();
  try {
    let firstMailMs = 0;
    const deadline = Date.now() + 15 * 60_000;
    while (sink.accepted.length < already + ROWS) {
      if (!firstMailMs && sink.accepted.length > already) firstMailMs = performance.now() - submittedAt;
      if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      if (Date.now() > deadline) throw new Error(`only ${sink.accepted.length - already} of ${ROWS} e-mails arrived`);
      await sleep(20);
    }
    const lastMailMs = performance.now() - submittedAt;
    const deliveryCpuMs = cpuMsOf(pid) - cpuBefore - submitCpuMs;
    polling = false;
    await poll;
    let batch = await client.batch(submit.result.uuid);
    while (batch.state !== 'DONE') {
      await sleep(250);
      batch = await client.batch(submit.result.uuid);
    }
    const { perRecipient } = tally(sink.accepted.slice(already));
    const twice = [...perRecipient.values()].filter((n) => n > 1).length;
    if (perRecipient.size !== ROWS || twice > 0) {
      throw new Error(`${perRecipient.size} recipients got mail, ${twice} more than once (expected ${ROWS} once)`);
    }
    const counts = `${batch.email_sent} e-mails and ${batch.text_sent} texts sent, ${batch.failed} failed`;
    const doneMs = performance.now() - submittedAt;
    return {
      submitMs: submit.ms,
      submitCpuMs,
      deliveryCpuMs,
      firstMailMs,
      lastMailMs,
      doneMs,
      rssBefore,
      rss,
      progressMs,
      counts,
    };
  } finally {
    polling = false;
    clearInterval(sampler);
  }
}

const quarters = (values: number[]) => {
  const size = Math.max(1, Math.ceil(values.length / 4));
  return [0, 1, 2, 3].map((q) => values.slice(q * size, (q + 1) * size)).filter((part) => part.length > 0);
};

function describeRun(label: string, run: Run) {
  const rate = ROWS / (run.lastMailMs / 1000);
  const sending = ROWS / ((run.lastMailMs - run.firstMailMs) / 1000);
  console.log(
    `  ${label}: submit answered after ${fmt(run.submitMs)} ms (server CPU ${fmt(run.submitCpuMs)} ms); first e-mail after ${fmt(run.firstMailMs)} ms,`,
  );
  console.log(
    `    all ${ROWS} after ${fmt(run.lastMailMs)} ms (server CPU ${fmt(run.deliveryCpuMs)} ms) (${fmt(rate)} msg/s; ${fmt(sending)} msg/s from the first to the ` +
      `last); DONE after ${fmt(run.doneMs)} ms: ${run.counts}`,
  );
  console.log(
    `    progress reads (GET the batch once a second while sending): median ${fmt(median(run.progressMs))} ms, ` +
      `slowest ${fmt(Math.max(...run.progressMs))} ms`,
  );
  console.log(
    `    server RSS (MiB): ${mib(run.rssBefore)} before; medians of each quarter of the sending: ` +
      `${quarters(run.rss)
        .map((part) => mib(median(part)))
        .join(', ')}; peak ${mib(Math.max(...run.rss))}`,
  );
}

/** nodemailer alone (support/reference-mailer.ts, its own process) sending the same e-mails to the same sink. */
async function referenceDelivery(sink: SmtpSink, domain: string): Promise<{ ms: number; cpuMs: number }> {
  const already = sink.accepted.length;
  const script = new URL('./support/reference-mailer.ts', import.meta.url).pathname;
  const { stdout } = await run(process.execPath, [script, sink.url, String(ROWS), domain], { maxBuffer: 1024 * 1024 });
  if (sink.accepted.length - already !== ROWS)
    throw new Error(`the reference delivered ${sink.accepted.length - already}`);
  return JSON.parse(stdout) as { ms: number; cpuMs: number };
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM`);
  const sink = await startSmtpSink();
  cleanups.push(() => sink.close());

  let databaseUrl: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lp_bench');
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
  }
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`Starting the server (${kind}, temp DATA_DIR, SMTP to a local sink) ...`);
  const env = { SMTP_URL: sink.url, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' };
  // Started once to create its database; each run then starts it again on it: measured is a server as it
  // normally runs, whose first large submit comes right after its start (no warm-up).
  const firstStart = await startServer({ databaseUrl, env });
  await firstStart.stop();
  cleanups.push(() => fs.rmSync(firstStart.dataDir, { recursive: true, force: true }));

  const runs: Run[] = [];
  const referenceMs: number[] = [];
  const referenceCpuMs: number[] = [];
  let second: Run | undefined;
  for (let i = 1; i <= RUNS; i++) {
    console.log(`Run ${i} of ${RUNS}: a fresh start, then ${ROWS} rows (.xlsx, e-mail and mobile on each) ...`);
    const server = await startServer({ databaseUrl, env, dataDir: firstStart.dataDir });
    const stop = async () => void (await server.stop());
    cleanups.push(stop);
    runs.push(await runBatch(server, sink, `run-${i}.bench.test`));
    if (i === RUNS) {
      console.log(`  the same again on this server, to see whether memory keeps growing ...`);
      second = await runBatch(server, sink, `run-${i}-again.bench.test`);
    }
    await stop();
    console.log(`  nodemailer alone, the same ${ROWS} e-mails to the same sink ...`);
    const reference = await referenceDelivery(sink, `reference-${i}.bench.test`);
    referenceMs.push(reference.ms);
    referenceCpuMs.push(reference.cpuMs);
  }

  const rate = (ms: number) => ROWS / (ms / 1000);
  const submits = runs.map((r) => r.submitMs);
  const submitCpus = runs.map((r) => r.submitCpuMs);
  const ratios = runs.map((r, i) => rate(r.lastMailMs) / rate(referenceMs[i]!));
  const last = runs[runs.length - 1]!;
  const peak1 = Math.max(...last.rss);
  const peak2 = Math.max(...second!.rss);
  const rows: Row[] = [
    {
      what: `Submit ${ROWS} rows (.xlsx), first after a start, until 202`,
      measured: `${spread(submits, (v) => fmt(v))} ms`,
      baseline: '-',
      ratio: '-',
      target: `< ${TARGETS.submitMs} ms`,
      pass: Math.max(...submits) < TARGETS.submitMs,
    },
    {
      what: `E-mail delivery, 202 to last of ${ROWS}`,
      measured: `${fmt(median(runs.map((r) => rate(r.lastMailMs))))} msg/s`,
      baseline: `${fmt(median(referenceMs.map(rate)))} msg/s nodemailer alone`,
      ratio: spread(ratios, (v) => `${fmt(v, 2)}x`),
      target: `>= ${TARGETS.deliveryRatio}x`,
      pass: Math.min(...ratios) >= TARGETS.deliveryRatio,
    },
    {
      what: 'Server peak RSS, batch 2 vs batch 1',
      measured: `${mib(peak2)} MiB`,
      baseline: `${mib(peak1)} MiB`,
      ratio: `${fmt(peak2 / peak1, 2)}x`,
      target: `<= ${fmt(1 + TARGETS.rssRise, 2)}x`,
      pass: peak2 <= peak1 * (1 + TARGETS.rssRise),
    },
  ];
  console.log('');
  const table = printTable(rows);
  shareRows(rows);
  console.log('');
  const notes = [
    `${kind}; min / median / max over ${RUNS} runs, each a fresh start of the server, then nodemailer alone.`,
    `server CPU time of the submit (user + system, ms): ${submitCpus.map((v) => fmt(v)).join(', ')}`,
    // On a busy machine each process's share of the CPU moves the rates; CPU time per e-mail does not.
    `CPU per e-mail (ms; server from the 202 to the last e-mail, fan-out and texts included / nodemailer alone): ${runs
      .map((r, i) => `${fmt(r.deliveryCpuMs / ROWS, 2)} / ${fmt(referenceCpuMs[i]! / ROWS, 2)}`)
      .join(', ')}`,
    `nodemailer alone (ms): ${referenceMs.map((v) => fmt(v)).join(', ')}`,
    // Other processes on the machine move every figure; the ratios only cancel what stays steady across a run.
    `load average at the end (1, 5, 15 min): ${os
      .loadavg()
      .map((v) => fmt(v, 1))
      .join(', ')} on ${os.cpus().length} CPUs`,
  ];
  for (const note of notes) console.log(note);
  runs.forEach((run, i) => describeRun(`run ${i + 1}`, run));
  describeRun(`run ${RUNS}, second batch`, second!);
  writeResultsSection(`npm run bench:bulk (${kind})`, [...table, '', ...notes.map((n) => `- ${n}`)]);
}

await runBench(main, cleanups.run);
