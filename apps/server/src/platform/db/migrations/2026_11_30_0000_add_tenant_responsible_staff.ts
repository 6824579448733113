import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 16, item 5). tenants.responsible_staff_id: the staff member who looks after the
// client (null: nobody yet). A staff member who is deleted leaves their clients unassigned rather than blocking
// the delete. The index serves "my clients" on every staff list in the tenant list's order (name, id).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('responsible_staff_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`CREATE INDEX tenants_responsible_staff_idx ON tenants (responsible_staff_id, name, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS tenants_responsible_staff_idx`.execute(db);
  await db.schema.alterTable('tenants').dropColumn('responsible_staff_id').execute();
}
