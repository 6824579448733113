import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 15, item 1). firm_branding.trash_retention_days: how long deleted files and folders
// stay in the trash before the purge job removes them for good, set by the firm; null (the default) = the
// server's TRASH_RETENTION_DAYS.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('firm_branding')
    .addColumn('trash_retention_days', 'integer', (c) => c.check(sql`trash_retention_days between 1 and 3650`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('firm_branding').dropColumn('trash_retention_days').execute();
}
