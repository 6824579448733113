import type { Row } from './measure.ts';

/**
 * What stands behind each kind of row that may not pass: the profile measured when it was investigated and the
 * changes tried, with where the whole account is. Printed below the table for the rows of this run that miss, so
 * a reader of the table does not have to find it elsewhere (issue 36: "states for each row that does not pass
 * the measured profile and the change tried"). A missing row with no note here is said to have none: a new kind
 * of row that misses needs its profile written before it can be called understood.
 */
type MissNote = { rows: RegExp; title: string; profile: string; tried: string; more: string };

const NOTES: MissNote[] = [
  {
    rows: /GET \/tenants .*50 connections/,
    title: 'p99 at 50 connections',
    profile:
      'on 2 cores 50 clients queue and the p99 follows requests per second: the bare reference (the same list code ' +
      'and driver, nothing else) misses 100 ms itself in the same runs, as the row says; the ratio to it passes. CPU ' +
      "per request is in the row: the server adds the token, the caller's one read (a round trip the reference " +
      "does not make), the hooks, zod's validation and encoding, and compression; the issue's --cpu-prof on PostgreSQL had " +
      "38% of samples in the driver's writev and 20% in GC; on PGlite the database runs in the server's thread",
    tried:
      "one prepared statement for the caller's session, grants, second factor and switches; the token's signature " +
      'checked once per token; capped counts; index-backed order and filters (plan test)',
    more: 'bench/README.md (request path); docs/operations.md, "Where the table stands"',
  },
  {
    rows: /list p50, tenants: search/,
    title: 'tenant search, the planner walking the name index',
    profile:
      "the plan hung on ANALYZE's sample of the names: when it held one of a rare term's matches the planner expected " +
      'a thousand and walked the name index testing every name (2 ANALYZEs in 80 at 100,000 names on PostgreSQL: ' +
      '53 ms against under 1; PGlite in the run of 2026-12-01: 139 ms against 2.2 the run before)',
    tried:
      'since that run the search asks the data, not the guess (platform/db/paginate-search.ts): the first 1,000 names ' +
      'in order, then, for a rare term, its matches gathered by the trigram index in a MATERIALIZED CTE',
    more: 'apps/server/src/platform/db/paginate-search.ts; docs/operations.md, "The run of 2026-12-01"',
  },
  {
    rows: /Submit 10000 rows .*until 202/,
    title: 'the first 10,000-row submit after a start',
    profile:
      'a --cpu-prof of a 5,000-row submit on PGlite (1.1 s): the database ≈ 600 ms (the rows inserted with their ' +
      'trigram indexes), SheetJS 130 ms, libphonenumber-js 85 ms, GC 58 ms, zod 22 ms; server CPU 1.15–1.3 s at ' +
      '10,000 rows. It passed on the quiet run of 2026-11-30 (PostgreSQL 442–467 ms, PGlite 595–959) and missed on ' +
      '2026-12-01, when every same-run reference ran at about half that speed (this row has only a bound)',
    tried:
      "SheetJS's lean options (no change), libphonenumber-js's min metadata, e-mail cells tested with zod's regex " +
      "alone (20 → 2 ms); the batch rows' trigram indexes dropped (no measurable change, the row search 10× slower: " +
      'kept)',
    more: 'bench/README.md (bench:bulk, "Submit")',
  },
  {
    rows: /Lighthouse mobile performance, \/app\/login/,
    title: 'login page, Lighthouse, on a slow day',
    profile:
      'a simulated 4× slower CPU on top of the host: 97 / 99 / 100 on the quiet run of 2026-11-30, 79–86 on ' +
      '2026-12-01 when every same-run reference ran at about half that speed; the page is the signed-out chunk ' +
      "(the login download's row) and one render",
    tried: "the login download's changes (its row) and the compile hints on the first visit's files",
    more: 'docs/ARCHITECTURE.md, "Web delivery"',
  },
  {
    rows: /server CPU a request/,
    title: 'CPU of a signed-in request',
    profile:
      "the reference's one statement beside it in the row; the difference is the token check, the caller's read " +
      "(session, grants, second factor, switches, profile), the hooks and the answer's encoding",
    tried: 'as for the p99 rows: one prepared statement, the signature checked once per token',
    more: 'bench/README.md (request path)',
  },
  {
    rows: /idle RSS|peak RSS under 50 connections/,
    title: 'memory',
    profile:
      'the bare reference (Fastify and the same driver) is itself over the target in the same run (row baseline). ' +
      "The JavaScript heap is ≈ 60 MiB used at any firm size; what grows with the firm's data is native memory " +
      'outside it, not yet traced to its source. PGlite adds its WebAssembly PostgreSQL, whose memory never shrinks',
    tried:
      'libraries loaded at first use, 2 MiB semi-spaces, the compile cache (275 → 141–147 MiB idle on PostgreSQL ' +
      'with a small database); not taken: liftoff-only WebAssembly (aggregates 2–2.5× slower), glibc trim ' +
      'thresholds and MALLOC_ARENA_MAX (≈ 10 MiB, one run each), smaller shared_buffers',
    more: 'docs/operations.md, "Memory"',
  },
  {
    rows: /List \d+ entries/,
    title: 'folder listing against readdir + stat',
    profile:
      "the page's statement alone, each entry written as JSON by the database, takes ≈ 8 ms per 1,000 entries on " +
      "PGlite (2.5× the whole reference; on PostgreSQL ≈ 6 ms, 5 µs an entry's JSON); the server's CPU is 7–11 ms " +
      'a page of 1,000 on PostgreSQL; each request adds the caller, tenant and folder checks and its audit event',
    tried:
      'one JSON text per entry from the database (≈ 54 → 24 ms a page on PGlite); keyset cursors on the listing ' +
      "index; each kind's part of a page as one aggregated text (through the server, 10,000 entries: PGlite " +
      "≈ 45 → 28 ms a page, PostgreSQL the server's CPU 11–16 → 7–11 ms a page); compressing pages up to 1 MiB in " +
      'one call (no difference)',
    more: 'docs/operations.md, "Where the table stands"',
  },
  {
    rows: /Upload \d+ MiB/,
    title: 'upload, every run',
    profile:
      'a --cpu-prof of a 1 GiB upload: main thread busy ≈ 1.8 s, of which sha256 0.78 s, GC 0.26 s, busboy 0.16 s, ' +
      'writev 0.10 s; the disk itself varies (copyFile + fsync of the same gigabyte 0.8–1.9 s in one run)',
    tried:
      'a minor GC every 8 MiB streamed (no full collections during an upload); not taken: sha256 on a worker ' +
      'thread (+10% speed, +17 MiB RSS over the growth target)',
    more: 'bench/README.md (bench:files)',
  },
  {
    rows: /E-mail delivery/,
    title: 'e-mail delivery against nodemailer alone',
    profile:
      "PostgreSQL: server CPU 0.55–0.63 ms an e-mail against nodemailer's 0.44, so the gap is the latency of sends " +
      "in flight, each with its SENT mark, not CPU. PGlite: the database runs in the server's thread (its " +
      'WebAssembly 43% of the busy time), so one core does what nodemailer alone does without a database',
    tried:
      'the SMTP body written as one chunk; outbox pages half full, so a claim is a HOT update; the live counts ' +
      'read only rows not yet final; pollers fetching 100 jobs (PGlite CPU an e-mail 2.68 → 2.19 ms). Left: ' +
      "pg-boss's ≈ 0.6 ms an e-mail (each job row written three times)",
    more: 'bench/README.md (bench:bulk)',
  },
  {
    rows: /\/app\/login: JS\+CSS/,
    title: 'login download',
    profile: 'the line above says what holds it, per dependency',
    tried: 'the line above, and docs/ARCHITECTURE.md ("Web delivery")',
    more: 'docs/ARCHITECTURE.md, "Web delivery"',
  },
  {
    rows: /Lighthouse mobile performance, \/app\/dashboard/,
    title: 'signed-in dashboard, Lighthouse',
    profile:
      "FCP and LCP score 98–100; the points go to total blocking time. A trace's main-thread tasks: the entry's " +
      "evaluation (≈ 40 ms: React DOM, React Router, Mantine, i18next), the HTML parser's first task (35–50 ms), and " +
      "a synchronous render each time a query's answer arrives (15–40 ms each; TanStack Query's " +
      'useSyncExternalStore updates are never sliced by React)',
    tried:
      "signing and organizer chunks out of every signed-in page, zod schemas out of the signed-in chunk, Mantine's " +
      "state changes out of React's commit, the phone sidebar made on first open, Intl's set-up in a worker, V8 " +
      "compile hints on the first visit's files (main-thread compile 180–270 → 15–39 ms)",
    more: 'docs/operations.md, "Where the table stands"; docs/ARCHITECTURE.md',
  },
];

/** The lines below the table for the rows that miss, one block per kind of row. */
export function missNoteLines(rows: Row[]): string[] {
  const missed = rows.filter((row) => !row.pass);
  if (!missed.length) return [];
  const lines = ['- Rows that do not pass, with the profile behind them and what was tried:'];
  for (const note of NOTES) {
    const its = missed.filter((row) => note.rows.test(row.what));
    if (!its.length) continue;
    lines.push(
      `  - ${note.title} (${its.length} ${its.length === 1 ? 'row' : 'rows'}). Profile: ${note.profile}. ` +
        `Tried: ${note.tried}. More: ${note.more}.`,
    );
  }
  const unexplained = missed.filter((row) => !NOTES.some((note) => note.rows.test(row.what)));
  for (const row of unexplained) lines.push(`  - ${row.what}: no profile recorded for this row yet.`);
  return lines;
}
