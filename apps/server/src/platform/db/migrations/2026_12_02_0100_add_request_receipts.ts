import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 30, part 1). A request made DONE at its creation because its period's submission was
// already there names that submission (`fulfilled_by`: 'sales-tax:<uuid>' | 'payroll:<uuid>'); one staff marked
// received outside the portal keeps their note, who and when (`received_*`, shown to staff and client). A
// template run keeps the first period staff chose and what they chose to skip. The partial index serves the
// apply dialog's repeat warning: the live series of one kind and cadence, for any number of tenants. The client
// is told of a receipt outside the portal (REQUEST_RECEIVED): the notification kinds allowed grow by it. The
// kinds are read from the constraint as it stands and one is added (or, going down, taken out), so another
// migration of the same days that adds a kind of its own keeps it, whichever of the two runs first.

const KIND = 'REQUEST_RECEIVED';

async function notificationKinds(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'notifications_kind_check'`.execute(
    db,
  );
  return [...(rows[0]?.definition ?? '').matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!);
}

async function allowKinds(db: Kysely<any>, kinds: string[]) {
  const list = sql.join(kinds.map((kind) => sql.lit(kind)));
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${list}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document_requests')
    .addColumn('fulfilled_by', 'text')
    .addColumn('received_note', 'text')
    .addColumn('received_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('received_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('request_template_runs')
    .addColumn('first_period', 'date')
    .addColumn('skip', 'jsonb')
    .addColumn('skip_repeats', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`CREATE INDEX request_series_live_kind_idx ON request_series (kind, cadence, tenant_id)
    WHERE cancelled_at IS NULL`.execute(db);
  const kinds = await notificationKinds(db);
  if (!kinds.includes(KIND)) await allowKinds(db, [...kinds, KIND]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = ${KIND}`.execute(db);
  await allowKinds(
    db,
    (await notificationKinds(db)).filter((kind) => kind !== KIND),
  );
  await sql`DROP INDEX IF EXISTS request_series_live_kind_idx`.execute(db);
  await db.schema
    .alterTable('request_template_runs')
    .dropColumn('first_period')
    .dropColumn('skip')
    .dropColumn('skip_repeats')
    .execute();
  await db.schema
    .alterTable('document_requests')
    .dropColumn('fulfilled_by')
    .dropColumn('received_note')
    .dropColumn('received_by')
    .dropColumn('received_at')
    .execute();
}
