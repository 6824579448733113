import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 14). The upload journal: one row from the moment an upload's bytes are staged until
// its `uploads` row commits, naming the staged bytes, where they go and who sent them. A crash in between leaves
// the row behind, and recovery (features/files/upload-recovery.ts) either adopts the published file (its upload
// row and audit event written then) or removes the staged bytes. No foreign keys: recovery must still work
// after the user or tenant is gone (it then removes the file).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('staged_id', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('desired_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Recovery takes the oldest first.
  await db.schema.createIndex('pending_uploads_created_idx').on('pending_uploads').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_uploads').execute();
}
