import { sql, type Kysely } from 'kysely';

// Frozen once landed. `uploads`: one row per file received (issue 4), the source of the dashboard's daily
// counts. `audit_events`: who touched which file or folder, when, from where, and with what result; kept
// even when the user or tenant is deleted later (no cascade: the trail must outlive what it describes).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('uploads_tenant_idx').on('uploads').columns(['tenant_id', 'created_at']).execute();
  await db.schema.createIndex('uploads_created_idx').on('uploads').column('created_at').execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'uuid')
    .addColumn('tenant_id', 'uuid')
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_at_idx').on('audit_events').columns(['at', 'seq']).execute();
  await db.schema.createIndex('audit_events_tenant_idx').on('audit_events').columns(['tenant_id', 'at']).execute();
  await db.schema.createIndex('audit_events_actor_idx').on('audit_events').columns(['actor_user_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('uploads').execute();
}
