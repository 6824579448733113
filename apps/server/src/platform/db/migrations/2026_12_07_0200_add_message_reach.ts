import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 34: how messages reach people).
// - notifications: the MESSAGE_RECEIVED kind (the kinds check is rewritten from the one in force, as
//   2026_12_04_0300 does, so no other migration's kinds are dropped).
// - inbound_addresses.thread_id: a thread's own address (request_id null then). The address row carries its
//   tenant too, so a reply to it can only ever reach that company's thread. No foreign key: the threads table
//   belongs to the conversation (its own migration); a removed thread leaves an address whose replies bounce.
// - inbound_messages.thread_id / body_text: a message taken for a thread, and its text (quote cut off) for one
//   held in the quarantine, which staff may still accept into the thread. Outcome POSTED: posted as a message.

const KINDS = ['MESSAGE_RECEIVED'];
const OUTCOMES = ['FILED', 'FULFILLED', 'FILED_CLOSED_REQUEST', 'HELD', 'ACCEPTED', 'REJECTED', 'BOUNCED', 'IGNORED'];

async function allowedKinds(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'notifications_kind_check'`.execute(
    db,
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error('notifications_kind_check is missing');
  return [...definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]!);
}

async function replaceKindCheck(db: Kysely<any>, kinds: string[]) {
  const list = sql.join(kinds.map((kind) => sql.lit(kind)));
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`alter table notifications add constraint notifications_kind_check check (kind in (${list}))`.execute(db);
}

/** The outcome check of inbound_messages, rewritten under its own name (the column's was generated). */
async function replaceOutcomeCheck(db: Kysely<any>, outcomes: string[]) {
  const { rows } = await sql<{ conname: string }>`
    select conname from pg_constraint
    where conrelid = 'inbound_messages'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%outcome%'`.execute(
    db,
  );
  for (const row of rows) await sql`alter table inbound_messages drop constraint ${sql.id(row.conname)}`.execute(db);
  const list = sql.join(outcomes.map((outcome) => sql.lit(outcome)));
  await sql`alter table inbound_messages add constraint inbound_messages_outcome_check check (outcome in (${list}))`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  const kinds = await allowedKinds(db);
  const missing = KINDS.filter((kind) => !kinds.includes(kind));
  if (missing.length > 0) await replaceKindCheck(db, [...kinds, ...missing]);

  await db.schema.alterTable('inbound_addresses').addColumn('thread_id', 'uuid').execute();
  await sql`CREATE UNIQUE INDEX inbound_addresses_thread_key ON inbound_addresses (thread_id)`.execute(db);
  // The company's own address is the one with neither a request nor a thread.
  await sql`DROP INDEX inbound_addresses_company_key`.execute(db);
  await sql`CREATE UNIQUE INDEX inbound_addresses_company_key ON inbound_addresses (tenant_id)
    WHERE request_id IS NULL AND thread_id IS NULL`.execute(db);
  await sql`ALTER TABLE inbound_addresses ADD CONSTRAINT inbound_addresses_one_target_check
    CHECK (request_id IS NULL OR thread_id IS NULL)`.execute(db);

  await db.schema.alterTable('inbound_messages').addColumn('thread_id', 'uuid').execute();
  await db.schema.alterTable('inbound_messages').addColumn('body_text', 'text').execute();
  await replaceOutcomeCheck(db, [...OUTCOMES, 'POSTED']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from inbound_messages where outcome = 'POSTED'`.execute(db);
  await replaceOutcomeCheck(db, OUTCOMES);
  await db.schema.alterTable('inbound_messages').dropColumn('body_text').execute();
  await db.schema.alterTable('inbound_messages').dropColumn('thread_id').execute();
  await sql`delete from inbound_addresses where thread_id is not null`.execute(db);
  await sql`ALTER TABLE inbound_addresses DROP CONSTRAINT inbound_addresses_one_target_check`.execute(db);
  await sql`DROP INDEX inbound_addresses_company_key`.execute(db);
  await sql`CREATE UNIQUE INDEX inbound_addresses_company_key ON inbound_addresses (tenant_id) WHERE request_id IS NULL`.execute(
    db,
  );
  await sql`DROP INDEX inbound_addresses_thread_key`.execute(db);
  await db.schema.alterTable('inbound_addresses').dropColumn('thread_id').execute();
  await sql`delete from notifications where kind in (${sql.join(KINDS)})`.execute(db);
  await replaceKindCheck(
    db,
    (await allowedKinds(db)).filter((kind) => !KINDS.includes(kind)),
  );
}
