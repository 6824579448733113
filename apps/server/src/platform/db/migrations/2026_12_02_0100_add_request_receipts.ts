import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 30, part 1). A request made DONE at its creation because its period's submission was
// already there names that submission (`fulfilled_by`: 'sales-tax:<uuid>' | 'payroll:<uuid>'); one staff marked
// received outside the portal keeps their note, who and when (`received_*`, shown to staff and client). A
// template run keeps the first period staff chose and what they chose to skip. The partial index serves the
// apply dialog's repeat warning: the live series of one kind and cadence, for any number of tenants.

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
}

export async function down(db: Kysely<any>): Promise<void> {
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
