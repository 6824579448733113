/**
 * Messages at a firm's scale (issue 34): "A thread of 10,000 messages and 100,000 threads firm-wide: opening a
 * thread's newest page and the firm inbox's first page p50 under 20 ms on both databases and ≥ 0.5× the same SQL
 * through the same driver; posting a message ≥ 0.5× of the same INSERT through the driver."
 * The firm is seeded straight into the database (bench/support/messages-seed.ts); each row is the real server over
 * loopback, signed in as the admin (staff), beside the server's own repository code run through the same driver in
 * the bench's process (PGlite: on a copy of the server's data directory; PostgreSQL: the same database),
 * interleaved request by request, with the reference statements' plans. On PGlite always; with BENCH_DATABASE_URL
 * on a scratch PostgreSQL database too. A measurement, not a gate: exits 0 whether targets are met or not, 1 only
 * when it could not run. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { MESSAGE_LIMITS } from '@ledgerport/contract';
import {
  appendMessage,
  attachmentsOf,
  insertMessage,
  lockThread,
  tenantMessageRows,
  threadSummaries,
  type Viewer,
} from '../apps/server/src/features/messages/messages.repo.ts';
import { messagePlainText, renderMessageHtml } from '../apps/server/src/features/messages/message-format.ts';
import { paginate } from '../apps/server/src/platform/db/paginate.ts';
import { ADMIN } from '../e2e/support/server-process.ts';
import { createScratchDatabase, runAdminStatement } from '../scripts/lib/scratch-database.ts';
import { createCleanups } from './support/cleanups.ts';
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
import { seedMessages, seededCounts, threadIdSql, type MessagesSize } from './support/messages-seed.ts';
import { startSeededServer } from './support/seeded-server.ts';
import { adminApi } from './support/transfers.ts';

const SIZE: MessagesSize = {
  companies: Number(process.env.BENCH_COMPANIES ?? 2_000),
  threads: Number(process.env.BENCH_THREADS ?? 100_000),
  bigThread: Number(process.env.BENCH_BIG_THREAD ?? 10_000),
};
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = 20;
const INBOX_PER_PAGE = 20;
const TARGETS = { p50Ms: 20, ratio: 0.5 };
/** The notes' calm post: the pause before each, long enough for the news job of the one before to finish. */
const NEWS_PAUSE_MS = 250;
/** The server's environment: BENCH_SERVER_NODE_OPTIONS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof) profiles it. */
const SERVER_ENV = { FIRM_TIME_ZONE: 'UTC', NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '' };
/** A reply of a few lines with light formatting, as staff write them. */
const BODY =
  'Thanks, **we have the statements** now.\n\nStill missing:\n- the March payroll summary\n- the signed engagement letter\n\nCould you upload them this week?';
const cleanups = createCleanups();

type Ids = { tenantId: string; threadId: string; viewer: Viewer };
type TBody = { source: string; html: string; text: string };

/**
 * Row 1's reference: what the service's `messages` runs after the tenant check: the thread checked by its key
 * (message-threads.service `assertThread`), the page (scoped by the tenant too), its files, one after the other
 * (the service runs the check beside the page).
 */
async function openThread(reference: Reference, ids: Ids) {
  const head = await reference.db
    .selectFrom('message_threads')
    .select('id')
    .where('tenant_id', '=', ids.tenantId)
    .where('id', '=', ids.threadId)
    .executeTakeFirst();
  if (!head) throw new Error('the big thread is missing');
  const rows = await tenantMessageRows(reference.db, ids.viewer, ids.tenantId, ids.threadId)
    .orderBy('m.seq', 'desc')
    .limit(MESSAGE_LIMITS.pageSize + 1)
    .execute();
  const page = rows.slice(0, MESSAGE_LIMITS.pageSize).reverse();
  await attachmentsOf(
    reference.db,
    page.map((r) => r.id),
  );
  return page.length;
}

/** Row 2's reference: the service's `inbox` with the contract's defaults (waiting on the firm, page 1 of 20). */
const inboxPage = (reference: Reference, viewer: Viewer) =>
  paginate(
    reference.db as never,
    threadSummaries(reference.db, viewer)
      .where('t.waiting_on_firm', '=', true)
      .orderBy('t.staff_last_at', 'desc')
      .orderBy('t.id', 'desc'),
    { page: 1, perPage: INBOX_PER_PAGE },
    { countInOrder: true },
  );

/**
 * Row 3's reference, what any post must do: in one transaction, the thread locked for its next number
 * (`lockThread`), the message inserted (`insertMessage`, its HTML and text rendered once beforehand), and the
 * thread's number and list columns set in one UPDATE (the new message is its last).
 */
const minimalPost = (reference: Reference, ids: Ids, body: TBody) =>
  reference.db.transaction().execute(async (trx) => {
    const thread = await lockThread(trx, ids.tenantId, ids.threadId);
    const seq = thread!.last_seq + 1;
    const message = await insertMessage(trx, {
      threadId: ids.threadId,
      tenantId: ids.tenantId,
      seq,
      authorId: ids.viewer.userId,
      side: ids.viewer.side,
      internal: false,
      ...body,
      viaEmail: null,
    });
    await trx
      .updateTable('message_threads')
      .set({
        last_seq: seq,
        staff_last_seq: seq,
        staff_last_at: message.created_at,
        staff_last_side: ids.viewer.side,
        staff_last_author_id: ids.viewer.userId,
        staff_last_preview: body.text.slice(0, 160),
        client_last_seq: seq,
        client_last_at: message.created_at,
        client_last_side: ids.viewer.side,
        client_last_author_id: ids.viewer.userId,
        client_last_preview: body.text.slice(0, 160),
        waiting_on_firm: false,
      })
      .where('id', '=', ids.threadId)
      .execute();
  });

/** For the notes: the service's own statement of a post (`appendMessage` as written), without audit or rendering. */
const servicePost = (reference: Reference, ids: Ids, body: TBody) =>
  reference.db.transaction().execute((trx) => servicePostIn(trx, ids, body));

async function servicePostIn(trx: Reference['db'], ids: Ids, body: TBody) {
  const written = await appendMessage(trx, {
    tenantId: ids.tenantId,
    threadId: ids.threadId,
    viewer: ids.viewer,
    internal: false,
    ...body,
    viaEmail: null,
  });
  if (!written) throw new Error('the big thread is missing');
}

async function call(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} → ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/**
 * `server` and `references` one after the other, REQUESTS times per round after a warm-up of 3, over ROUNDS rounds:
 * each side's p50 per round (the first reference is the row's; others go to the notes). `pauseMs`: a pause before
 * each server request, not timed (the notes' post with its news worked off before the next one).
 */
async function interleaved(server: () => Promise<unknown>, references: (() => Promise<unknown>)[], pauseMs = 0) {
  const pause = () => (pauseMs > 0 ? new Promise((resolve) => setTimeout(resolve, pauseMs)) : undefined);
  for (let i = 0; i < 3; i++) {
    await pause();
    await server();
    for (const reference of references) await reference();
  }
  const serverP50: number[] = [];
  const serverP95: number[] = [];
  const referenceP50 = references.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    const serverMs: number[] = [];
    const referenceMs = references.map(() => [] as number[]);
    for (let i = 0; i < REQUESTS; i++) {
      await pause();
      serverMs.push((await timed(server)).ms);
      for (const [k, reference] of references.entries()) referenceMs[k]!.push((await timed(reference)).ms);
    }
    serverP50.push(percentile(serverMs, 0.5));
    serverP95.push(percentile(serverMs, 0.95));
    referenceMs.forEach((ms, k) => referenceP50[k]!.push(percentile(ms, 0.5)));
  }
  return { serverP50, serverP95, referenceP50 };
}

/**
 * Each Seq Scan of a big table in `plans`, with the rows it read ((rows + removed by its filter) × loops): under a
 * LIMIT the planner may read a few pages of a table rather than an index (e.g. a count when many threads match).
 */
function bigTableSeqScans(plans: string) {
  const lines = plans.split('\n');
  const scans: { table: string; read: number }[] = [];
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (messages|message_threads|message_reads) .*rows=([\d.]+) loops=(\d+)/.exec(line);
    if (!scan) return;
    let removed = 0;
    for (const next of lines.slice(i + 1, i + 5)) {
      if (next.includes('->')) break;
      const m = /Rows Removed by Filter: (\d+)/.exec(next);
      if (m) removed = Number(m[1]);
    }
    scans.push({ table: scan[1]!, read: Math.round((Number(scan[2]) + removed) * Number(scan[3])) });
  });
  return scans;
}

/**
 * EXPLAIN ANALYZE of the statements `run` makes on the reference; which indexes they use; a Seq Scan on one of
 * the big tables (messages, message_threads, message_reads) flagged. `run` goes first in a transaction that is
 * rolled back (its statements are recorded), then each statement is explained in another, also rolled back, so
 * a write is planned and run on the data as it was, and nothing stays.
 */
async function explain(reference: Reference, run: (reference: Reference) => Promise<unknown>) {
  reference.statements.length = 0;
  const rolledBack = new Error('rolled back');
  await reference.db
    .transaction()
    .execute(async (trx) => {
      await run({ ...reference, db: trx });
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  const statements = reference.statements.filter((s) => /^\s*(with|select|insert|update)\b/i.test(s.sql));
  const plans: string[] = [];
  await reference.db
    .transaction()
    .execute(async (trx) => {
      for (const statement of statements) {
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, [...statement.parameters]),
        );
        plans.push(`${statement.sql}\n${result.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  const text = plans.join('\n\n');
  const indexes = new Set(
    [...text.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]!),
  );
  const seqScans = bigTableSeqScans(text);
  return { text, indexes: [...indexes], seqScans };
}

const planNote = (plan: { indexes: string[]; seqScans: { table: string; read: number }[] }) =>
  `${plan.seqScans.map((scan) => `SEQ SCAN on ${scan.table} (${scan.read} rows read); `).join('')}${plan.indexes.join(', ') || 'no index'}`;

async function onDatabase(databaseUrl: string | undefined, work: string) {
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  fs.mkdirSync(path.join(work, kind));
  const { server, reference, seedingMs } = await startSeededServer({
    databaseUrl,
    env: SERVER_ENV,
    work: path.join(work, kind),
    cleanups,
    what: `${SIZE.threads} threads over ${SIZE.companies} companies, one of ${SIZE.bigThread} messages, on ${kind}`,
    seed: (db) => seedMessages(db, SIZE, ADMIN.email),
  });
  const counts = await seededCounts(reference.db);
  const { rows: found } = await sql<{ admin: string; tenant: string; thread: string }>`
    SELECT (SELECT id FROM users WHERE email = ${ADMIN.email}) AS admin, t.tenant_id AS tenant, t.id AS thread
    FROM message_threads t WHERE t.id = ${threadIdSql(1)}`.execute(reference.db);
  const ids: Ids = {
    tenantId: found[0]!.tenant,
    threadId: found[0]!.thread,
    viewer: { userId: found[0]!.admin, side: 'FIRM' },
  };
  const { token } = await adminApi(server.url);
  const body = { source: BODY, html: await renderMessageHtml(BODY), text: messagePlainText(BODY) };

  console.log(`${kind}: the big thread's newest page ...`);
  const threadPath = `/tenants/${ids.tenantId}/threads/${ids.threadId}/messages`;
  const opened = (await call(server.url, token, 'GET', threadPath)) as { data: unknown[]; has_older: boolean };
  if (opened.data.length !== MESSAGE_LIMITS.pageSize || !opened.has_older) throw new Error('unexpected thread page');
  const open = await interleaved(() => call(server.url, token, 'GET', threadPath), [() => openThread(reference, ids)]);
  const openPlan = await explain(reference, (r) => openThread(r, ids));

  console.log(`${kind}: the firm inbox's first page ...`);
  const inbox = (await call(server.url, token, 'GET', '/message-threads')) as { data: unknown[]; total: number };
  if (inbox.data.length !== INBOX_PER_PAGE) throw new Error(`the inbox shows ${inbox.data.length} threads`);
  const inboxed = await interleaved(
    () => call(server.url, token, 'GET', '/message-threads'),
    [() => inboxPage(reference, ids.viewer)],
  );
  const inboxPlan = await explain(reference, (r) => inboxPage(r, ids.viewer));

  console.log(`${kind}: posting into the big thread ...`);
  // First (no news is pending yet), the post row with the news of each post worked off before the next (a pause
  // of NEWS_PAUSE_MS, not timed): what a post costs without the previous one's news sharing the server's database
  // connection and CPU.
  const calmPosts = await interleaved(
    () => call(server.url, token, 'POST', threadPath, { body: BODY }),
    [() => minimalPost(reference, ids, body)],
    NEWS_PAUSE_MS,
  );
  const posted = await interleaved(
    () => call(server.url, token, 'POST', threadPath, { body: BODY }),
    [() => minimalPost(reference, ids, body), () => servicePost(reference, ids, body)],
  );
  const postPlan = await explain(reference, (r) => servicePostIn(r.db, ids, body));
  await server.stop();
  await reference.close();

  console.log(`\n${kind}: query plans (EXPLAIN ANALYZE of the reference statements)\n`);
  for (const [what, plan] of [
    ['Thread page', openPlan],
    ['Inbox', inboxPlan],
    ['Post (the service statements)', postPlan],
  ] as const)
    console.log(`-- ${what}\n${plan.text}\n`);

  const readRow = (what: string, m: Awaited<ReturnType<typeof interleaved>>, plan: typeof openPlan): Row => {
    const ratios = m.serverP50.map((p50, i) => m.referenceP50[0]![i]! / p50);
    return {
      what: `${kind}: ${what} [${planNote(plan)}]`,
      measured: `p50 ${spread(m.serverP50, ms1)} ms (p95 ${ms1(median(m.serverP95))})`,
      baseline: `p50 ${spread(m.referenceP50[0]!, ms1)} ms, the repository's SQL`,
      ratio: `${spread(ratios, (v) => fmt(v, 2))}x`,
      target: `p50 < ${TARGETS.p50Ms} ms, >= ${TARGETS.ratio}x`,
      pass: median(m.serverP50) < TARGETS.p50Ms && median(ratios) >= TARGETS.ratio && plan.seqScans.length === 0,
    };
  };
  const postRatios = posted.serverP50.map((p50, i) => posted.referenceP50[0]![i]! / p50);
  const rows: Row[] = [
    readRow(`GET a ${SIZE.bigThread}-message thread's newest page (staff)`, open, openPlan),
    readRow(`GET /message-threads, the inbox's first page`, inboxed, inboxPlan),
    {
      what: `${kind}: POST a message (JSON) to that thread`,
      measured: `p50 ${spread(posted.serverP50, ms1)} ms (p95 ${ms1(median(posted.serverP95))})`,
      baseline: `p50 ${spread(posted.referenceP50[0]!, ms1)} ms, lock + INSERT + UPDATE`,
      ratio: `${spread(postRatios, (v) => fmt(v, 2))}x`,
      target: `>= ${TARGETS.ratio}x`,
      pass: median(postRatios) >= TARGETS.ratio,
    },
  ];
  const notes = [
    `${kind}${databaseUrl ? ' (random_page_cost = 1.1, as docs/operations.md advises on SSD storage)' : ''}: ` +
      `${counts.threads} threads (${counts.waiting} waiting on the firm, ${counts.assigned} assigned), ` +
      `${counts.messages} messages (the big thread ${SIZE.bigThread}), ${counts.reads} read marks; the inbox ` +
      `answered total ${inbox.total}. Seeding took ${fmt(seedingMs / 1000)} s.`,
    `${kind}: the service's own statement of a post (appendMessage: the thread's UPDATE that numbers and locks, ` +
      `the INSERT and the author's read mark as one statement), in a transaction through the same driver: p50 ` +
      `${spread(posted.referenceP50[1]!, ms1)} ms.`,
    `${kind}: the post row again with a pause of ${NEWS_PAUSE_MS} ms (not timed) before each post, so the news job ` +
      `of the one before (message-news.job.ts: its notification, e-mail and job rows, then the e-mail's delivery) ` +
      `is done: p50 ${spread(calmPosts.serverP50, ms1)} ms against ${spread(calmPosts.referenceP50[0]!, ms1)} ms, ` +
      `ratio ${spread(
        calmPosts.serverP50.map((p50, i) => calmPosts.referenceP50[0]![i]! / p50),
        (v) => fmt(v, 2),
      )}x.`,
  ];
  return { rows, notes };
}

async function main() {
  const began = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-messages-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM`);
  const results = [await onDatabase(undefined, work)];
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'lp_bench');
    cleanups.push(() => scratch.drop());
    // What docs/operations.md asks of a PostgreSQL on SSD storage.
    await runAdminStatement(
      process.env.BENCH_DATABASE_URL,
      `ALTER DATABASE ${new URL(scratch.url).pathname.slice(1)} SET random_page_cost = 1.1`,
    );
    results.push(await onDatabase(scratch.url, work));
  }
  console.log('');
  const table = printTable(results.flatMap((r) => r.rows));
  const load = os.loadavg().map((v) => fmt(v, 1));
  const notes = [
    ...results.flatMap((r) => r.notes),
    `Each row: single client over loopback, signed in as the admin (staff), ${REQUESTS} requests per round after ` +
      `a warm-up of 3, ${ROUNDS} rounds, each request followed by its reference through the bench's own connection ` +
      "(PGlite: a copy of the server's data directory; PostgreSQL: the same database); min / median / max of the " +
      "rounds' p50 (ratio = reference p50 / server p50).",
    "References: the thread page = the service's repository calls after the tenant check (the thread by its key " +
      'row with its unread count, the newest 51 messages, their attachments); the inbox = `paginate` of the same ' +
      'summaries, waiting on the firm, 20 per page (the page and its capped count); the post = lock the thread, ' +
      'the INSERT, one UPDATE of its number and list columns, in a transaction (HTML rendered beforehand). Not in ' +
      "any reference: the token and caller's read (with the MESSAGES switch), the tenant boundary (from the " +
      "session's grants: the thread's own row proves the tenant, requireTenantAccess), the audit event, the news " +
      "job's INSERT, and JSON (compressed: brotli, inline up to 64 KiB). The thread page runs its thread check " +
      'beside the page; the post writes with one statement (appendMessage). The news itself (who is told, in the ' +
      'app and by e-mail) is worked after the answer by the same server process (message-news.job.ts), between ' +
      'the requests of a row.',
    `Load average at the end: ${load.join(' / ')} on ${os.cpus().length} CPUs (shared machine: figures are noisy). ` +
      `The whole run ${fmt((Date.now() - began) / 1000)} s.`,
  ];
  console.log('');
  for (const note of notes) console.log(note);
  writeResultsSection('npm run bench:messages', [...table, '', ...notes.map((n) => `- ${n}`)]);
}

await runBench(main, cleanups.run);
