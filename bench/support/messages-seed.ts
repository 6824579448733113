import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';

/**
 * A firm's conversations at the size issue 34 names, written straight into the database with set-based SQL
 * (seeding is not measured): `companies` companies with one client user each, five staff members, `threads`
 * threads spread over the companies (a third assigned to staff, about half waiting on the firm, one in seven
 * ending with an internal note), one of them (in the first company) `bigThread` messages long with mixed sides
 * and an internal note in every fifty, the others 1–5 messages each. The threads' "last message" columns are
 * filled from their messages as the server keeps them; the admin has read three threads in four (the big one up
 * to ten messages from its end), each company's client half of theirs. Deterministic (thread ids are md5 of their
 * number, shaped as UUIDs), so every run reads the same data. Not part of any test.
 */
export type MessagesSize = { companies: number; threads: number; bigThread: number };

/** Thread number `no` (1 = the big one): its md5 with a version-4 UUID's version and variant digits (zod checks them). */
export const threadIdSql = (no: number | ReturnType<typeof sql>) =>
  sql<string>`overlay(overlay(md5('bench-msg-thread-' || ${no}) placing '4' from 13) placing '8' from 17)::uuid`;

const STAFF = 5;
/** Small threads' messages go in by slices of this many threads: progress to print, and PGlite's memory. */
const SLICE = 25_000;

const SENTENCES = sql`(ARRAY[
  'Could you send the signed engagement letter for this year when you have a moment?',
  'I have uploaded the bank statements for the quarter; the March one is still missing from the bank.',
  'Thanks, we received the payroll summary and will file the return by the end of the week.',
  'The sales tax figures look lower than last quarter: were there any returns or refunds?',
  'Please find attached the receipts for the equipment we bought in the spring.',
  'We need the 1099 forms for your contractors before the filing deadline.',
  'Our new office lease started in July, so the rent expense goes up from then on.',
  'Can we schedule a call next Tuesday to go over the estimated tax payments?'
])`;

async function seedCompaniesAndPeople(db: Db, size: MessagesSize) {
  await sql`
    INSERT INTO tenants (name, root_directory, root_directory_type, primary_contact_email)
    SELECT (ARRAY['Acme','Birch','Cedar','Delta','Elm','Fjord','Granite','Harbor','Iris','Juniper'])[1 + i % 10]
           || ' ' || (ARRAY['Bakery','Dental','Logistics','Builders','Studio','Farms','Legal','Motors'])[1 + (i / 10) % 8]
           || ' ' || i,
           'bench-msg-' || lpad(i::text, 6, '0'), 'LOCAL_FOLDER', 'owner' || i || '@bench-msg.test'
    FROM generate_series(1, ${size.companies}::int) i`.execute(db);
  await sql`
    INSERT INTO users (email, name, user_name)
    SELECT 'client' || i || '@bench-msg.test',
           (ARRAY['Ana','Ben','Chloe','Dev','Eva','Femi','Gus','Hana','Ivan','Jo'])[1 + i % 10] || ' '
           || (ARRAY['Moreno','Okafor','Schmidt','Rossi','Ivanova'])[1 + i % 5],
           'bench-msg-client-' || i
    FROM generate_series(1, ${size.companies}::int) i`.execute(db);
  await sql`
    INSERT INTO tenant_memberships (tenant_id, user_id, role_id)
    SELECT t.id, u.id, (SELECT id FROM roles WHERE name = 'TenantOwner')
    FROM tenants t
    JOIN users u ON u.email = 'client' || substring(t.root_directory from 11)::int || '@bench-msg.test'
    WHERE t.root_directory LIKE 'bench-msg-%'`.execute(db);
  await sql`
    INSERT INTO users (email, name, user_name)
    SELECT 'staff' || i || '@bench-msg.test', (ARRAY['Kim','Lee','Max','Nia','Oli'])[i] || ' Staff', 'bench-msg-staff-' || i
    FROM generate_series(1, ${STAFF}::int) i`.execute(db);
  await sql`
    INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, r.id FROM users u, roles r WHERE u.email LIKE 'staff%@bench-msg.test' AND r.name = 'Processor'`.execute(
    db,
  );
}

/** Thread i lives in company 1 + (i - 1) % companies and began (threads - i) × 5 minutes + a week ago: newest last. */
async function seedThreads(db: Db, size: MessagesSize) {
  await sql`
    WITH t AS (
      SELECT id, substring(root_directory from 11)::int AS no FROM tenants WHERE root_directory LIKE 'bench-msg-%'
    ),
    st AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'staff%@bench-msg.test')
    INSERT INTO message_threads (id, tenant_id, subject, assignee_id, created_at)
    SELECT ${threadIdSql(sql`i`)}, t.id,
           (ARRAY['Bank statements','Payroll','Sales tax','Engagement letter','Estimated taxes','Contractors',
                  'Year-end close','Office lease'])[1 + i % 8] || ' — ' || to_char(date '2026-01-01' + (i % 300), 'Mon DD'),
           CASE WHEN i % 3 = 0 THEN st.ids[1 + i % ${STAFF}::int] END,
           now() - (${size.threads}::int - i) * interval '5 minutes' - interval '1 week'
    FROM generate_series(1, ${size.threads}::int) i
    JOIN t ON t.no = 1 + (i - 1) % ${size.companies}::int
    CROSS JOIN st`.execute(db);
}

/** Who wrote what, shared by the big thread's and the small threads' messages. */
const people = sql`
  c AS (
    SELECT t.id AS tenant_id, u.id AS client_id FROM tenants t
    JOIN users u ON u.email = 'client' || substring(t.root_directory from 11)::int || '@bench-msg.test'
    WHERE t.root_directory LIKE 'bench-msg-%'
  ),
  st AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'staff%@bench-msg.test')`;

const insertMessages = (rows: ReturnType<typeof sql>) => sql`
  INSERT INTO messages (thread_id, tenant_id, seq, author_id, side, internal, body_source, body_html, body_text, created_at)
  SELECT thread_id, tenant_id, seq, author_id, side, internal, body, '<p>' || body || '</p>', body, created_at
  FROM (${rows}) m`;

async function seedBigThread(db: Db, size: MessagesSize) {
  // Clients write every third message; every fiftieth is an internal note; one message every 30 minutes up to now.
  await sql`
    WITH ${people},
    g AS (SELECT s, s % 50 = 25 AS internal FROM generate_series(1, ${size.bigThread}::int) s)
    ${insertMessages(sql`
      SELECT th.id AS thread_id, th.tenant_id, g.s AS seq,
             CASE WHEN NOT g.internal AND g.s % 3 = 0 THEN c.client_id ELSE st.ids[1 + g.s % ${STAFF}::int] END AS author_id,
             CASE WHEN NOT g.internal AND g.s % 3 = 0 THEN 'CLIENT' ELSE 'FIRM' END AS side,
             g.internal,
             ${SENTENCES}[1 + g.s % 8] || ' ' || ${SENTENCES}[1 + (g.s * 7) % 8] AS body,
             now() - (${size.bigThread}::int - g.s) * interval '30 minutes' AS created_at
      FROM g, message_threads th JOIN c ON c.tenant_id = th.tenant_id, st
      WHERE th.id = ${threadIdSql(1)}`)}`.execute(db);
}

/** Threads from..to (never 1): 1 + i % 5 messages each, two hours apart, the last ten hours after the thread began. */
async function seedSmallThreads(db: Db, size: MessagesSize, from: number, to: number) {
  await sql`
    WITH ${people},
    g AS (
      SELECT i, k, 1 + i % 5 AS n, (k = 1 + i % 5 AND i % 5 > 0 AND i % 7 = 0) AS internal
      FROM generate_series(${from}::int, ${to}::int) i, generate_series(1, 5) k
      WHERE k <= 1 + i % 5
    )
    ${insertMessages(sql`
      SELECT th.id AS thread_id, th.tenant_id, g.k AS seq,
             CASE WHEN NOT g.internal AND (g.i + g.k) % 2 = 0 THEN c.client_id ELSE st.ids[1 + (g.i + g.k) % ${STAFF}::int] END AS author_id,
             CASE WHEN NOT g.internal AND (g.i + g.k) % 2 = 0 THEN 'CLIENT' ELSE 'FIRM' END AS side,
             g.internal,
             ${SENTENCES}[1 + (g.i + g.k) % 8] || ' ' || ${SENTENCES}[1 + (g.i * 3 + g.k) % 8] AS body,
             th.created_at + interval '10 hours' - (g.n - g.k) * interval '2 hours' AS created_at
      FROM g JOIN message_threads th ON th.id = ${threadIdSql(sql`g.i`)} JOIN c ON c.tenant_id = th.tenant_id, st`)}`.execute(
    db,
  );
}

/** The threads' list columns from their messages, as the server's refreshThreadLast keeps them after each post. */
async function fillThreadLasts(db: Db) {
  await sql`
    UPDATE message_threads t SET
      last_seq = a.seq,
      staff_last_seq = a.seq, staff_last_at = a.created_at, staff_last_side = a.side,
      staff_last_author_id = a.author_id, staff_last_preview = left(a.body_text, 160),
      client_last_seq = v.seq, client_last_at = v.created_at, client_last_side = v.side,
      client_last_author_id = v.author_id, client_last_preview = left(v.body_text, 160),
      waiting_on_firm = v.side = 'CLIENT',
      created_by = f.author_id
    FROM (SELECT DISTINCT ON (thread_id) * FROM messages ORDER BY thread_id, seq DESC) a,
         (SELECT DISTINCT ON (thread_id) * FROM messages WHERE NOT internal ORDER BY thread_id, seq DESC) v,
         (SELECT thread_id, author_id FROM messages WHERE seq = 1) f
    WHERE a.thread_id = t.id AND v.thread_id = t.id AND f.thread_id = t.id`.execute(db);
}

/** The admin has read three threads in four (the big one up to ten from its end); each client half of theirs. */
async function seedReadMarks(db: Db, adminEmail: string) {
  await sql`
    INSERT INTO message_reads (thread_id, user_id, side, last_read_seq, read_at)
    SELECT t.id, (SELECT id FROM users WHERE email = ${adminEmail}), 'FIRM',
           CASE WHEN t.id = ${threadIdSql(1)} THEN t.last_seq - 10 ELSE t.last_seq END, t.staff_last_at
    FROM message_threads t
    WHERE t.id = ${threadIdSql(1)} OR (hashtext(t.id::text) & 3) <> 0`.execute(db);
  await sql`
    INSERT INTO message_reads (thread_id, user_id, side, last_read_seq, read_at)
    SELECT t.id, m.user_id, 'CLIENT', t.client_last_seq, t.client_last_at
    FROM message_threads t JOIN tenant_memberships m ON m.tenant_id = t.tenant_id
    WHERE t.id = ${threadIdSql(1)} OR (hashtext(t.id::text) & 1) = 0`.execute(db);
}

export async function seedMessages(db: Db, size: MessagesSize, adminEmail: string) {
  await seedCompaniesAndPeople(db, size);
  await seedThreads(db, size);
  // Statistics before the statements that join the threads (PGlite has no autovacuum): without them a
  // 20,000-thread seed once ran for minutes on PGlite instead of seconds (the planner's guesses on an unanalysed table).
  await sql`ANALYZE message_threads`.execute(db);
  await seedBigThread(db, size);
  for (let from = 2; from <= size.threads; from += SLICE) {
    const to = Math.min(size.threads, from + SLICE - 1);
    await seedSmallThreads(db, size, from, to);
    process.stdout.write(`\r  threads with their messages: ${to.toLocaleString('en')}   `);
  }
  console.log();
  await sql`ANALYZE messages`.execute(db);
  await fillThreadLasts(db);
  await seedReadMarks(db, adminEmail);
  // As autovacuum would soon after such a load: statistics for the planner, the visibility map for index-only scans.
  for (const table of ['tenants', 'users', 'tenant_memberships', 'message_threads', 'messages', 'message_reads'])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}

/** What was seeded, for the notes. */
export async function seededCounts(db: Db) {
  const { rows } = await sql<{ threads: number; messages: number; waiting: number; assigned: number; reads: number }>`
    SELECT (SELECT count(*)::int FROM message_threads) AS threads, (SELECT count(*)::int FROM messages) AS messages,
           (SELECT count(*)::int FROM message_threads WHERE waiting_on_firm) AS waiting,
           (SELECT count(*)::int FROM message_threads WHERE assignee_id IS NOT NULL) AS assigned,
           (SELECT count(*)::int FROM message_reads) AS reads`.execute(db);
  return rows[0]!;
}
