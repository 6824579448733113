import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 31: notifications around envelopes).
// - notifications: the SIGNING_REQUESTED, SIGNING_COMPLETED and ENVELOPE_COMPLETED kinds (a portal user's turn to
//   sign, the sealed copy ready for a signer, and for the staff member who sent the envelope). The kinds check is
//   rewritten from the one in force, not from a list written here: other migrations of the same days add kinds
//   of their own, and whichever order they run in, none drops another's.

const KINDS = ['SIGNING_REQUESTED', 'SIGNING_COMPLETED', 'ENVELOPE_COMPLETED'];

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
  const missing = KINDS.filter((kind) => !kinds.includes(kind));
  if (missing.length > 0) await replaceKindCheck(db, [...kinds, ...missing]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from notifications where kind in (${sql.join(KINDS)})`.execute(db);
  await replaceKindCheck(
    db,
    (await allowedKinds(db)).filter((kind) => !KINDS.includes(kind)),
  );
}
