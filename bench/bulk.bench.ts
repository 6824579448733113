/**
 * Bulk notification benchmark (issue 6): a 10,000-row sales-tax batch (an .xlsx; one e-mail and one text per
 * row) submitted to the real server, which sends the e-mails to an SMTP server on loopback and the texts to
 * its SMS outbox. Measures the time until the submit answers, the e-mail delivery rate and the server's RSS
 * while it sends; then sends a second, identical batch to show that memory stays flat (does not grow with the
 * number of messages). A measurement, not a gate: exits 0 whether targets are met or not, 1 only when it could
 * not run. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import { utils, write } from '@e965/xlsx';
import { bulkClient } from '../apps/server/test/bulk-client.ts';
import { startSmtpSink, tally, type SmtpSink } from '../apps/server/test/smtp-sink.ts';
import { ADMIN, startServer, type RunningServer } from '../e2e/support/server-process.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { createCleanups } from './support/cleanups.ts';
import { fmt, MiB, median, memoryOf, printTable, timed, type Row } from './support/measure.ts';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
/** The second batch may peak at most this much above the first: memory flat, not growing with the volume. */
const TARGETS = { submitMs: 1_000, messagesPerSecond: 300, rssRise: 0.1 };
const RSS_EVERY_MS = 250;

const cleanups = createCleanups();

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
  const submit = await timed(() =>
    client.submit({ kind: 'SALES_TAX', selected_rows: selected }, { name: `${domain}.xlsx`, content: workbook }),
  );
  const submittedAt = performance.now();
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
    return { submitMs: submit.ms, firstMailMs, lastMailMs, doneMs, rssBefore, rss, progressMs, counts };
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
    `  ${label}: submit answered after ${fmt(run.submitMs)} ms; first e-mail after ${fmt(run.firstMailMs)} ms,`,
  );
  console.log(
    `    all ${ROWS} after ${fmt(run.lastMailMs)} ms (${fmt(rate)} msg/s; ${fmt(sending)} msg/s from the first to the ` +
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
  console.log(
    `Starting the server (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, temp DATA_DIR, SMTP to a local sink) ...`,
  );
  const env = { SMTP_URL: sink.url, NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' };
  // Started once to create its database, then again on it: measured is a server as it normally runs.
  const firstStart = await startServer({ databaseUrl, env });
  await firstStart.stop();
  const server = await startServer({ databaseUrl, env, dataDir: firstStart.dataDir });
  cleanups.push(async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  // Warm-up: one small batch, so the measured request does not pay for loading modules on first use.
  const warmUp = await bulkClient(server.url, ADMIN);
  await warmUp.submit(
    { kind: 'SALES_TAX', selected_rows: [2] },
    { name: 'warm-up.xlsx', content: salesTaxWorkbook(1, 'warm.test') },
  );
  while (sink.accepted.length < 1) await sleep(50);
  await sleep(1_500);

  console.log(`Batch 1: ${ROWS} rows (.xlsx, e-mail and mobile on each) ...`);
  const first = await runBatch(server, sink, 'first.bench.test');
  console.log(`Batch 2: the same again, to see whether memory keeps growing ...`);
  const second = await runBatch(server, sink, 'second.bench.test');

  const rate = ROWS / (first.lastMailMs / 1000);
  const peak1 = Math.max(...first.rss);
  const peak2 = Math.max(...second.rss);
  const rows: Row[] = [
    {
      what: `Submit ${ROWS} rows (.xlsx) until 202`,
      measured: `${fmt(first.submitMs)} ms`,
      baseline: '-',
      ratio: '-',
      target: `< ${TARGETS.submitMs} ms`,
      pass: first.submitMs < TARGETS.submitMs,
    },
    {
      what: `E-mail delivery, submit to last of ${ROWS}`,
      measured: `${fmt(rate)} msg/s`,
      baseline: '-',
      ratio: '-',
      target: `>= ${TARGETS.messagesPerSecond} msg/s`,
      pass: rate >= TARGETS.messagesPerSecond,
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
  printTable(rows);
  console.log('');
  describeRun('batch 1', first);
  describeRun('batch 2', second);
}

process.on('SIGINT', () => {
  void cleanups.run().then(() => process.exit(130));
});
main()
  .then(cleanups.run)
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanups.run();
    process.exit(1);
  });
