import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 30, part 2: every ask reaches the client).
// - notifications: the FILE_NEEDS_ATTENTION kind (a document the firm marked Needs attention, told to the
//   company's users). The kinds check is rewritten from the one in force, not from a list written here: other
//   migrations of the same days add kinds of their own, and whichever order they run in, none drops another's.
// - documents_attention_idx: a company's documents marked Needs attention, oldest mark first (the client's "What
//   your firm needs from you" list reads them per company, a few at most, never the whole table).

const KIND = 'FILE_NEEDS_ATTENTION';

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

export async function up(db: Kysely<any>): Promise<void> {
  const kinds = await allowedKinds(db);
  if (!kinds.includes(KIND)) await replaceKindCheck(db, [...kinds, KIND]);
  await sql`CREATE INDEX documents_attention_idx ON documents (tenant_id, reviewed_at, id)
    WHERE review_status = 'NEEDS_ATTENTION' AND deleted_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX documents_attention_idx`.execute(db);
  await sql`delete from notifications where kind = ${KIND}`.execute(db);
  await replaceKindCheck(
    db,
    (await allowedKinds(db)).filter((kind) => kind !== KIND),
  );
}
