import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 36): one row per resumable (tus) upload while its bytes are staged under
// DATA_DIR/resumable, so a HEAD after a restart answers the right offset; `upload_id` is set in the transaction
// that catalogs the finished file (completion is then never done twice). `pending_uploads.resumable_upload_id`
// lets crash recovery set it too when it adopts such a file. A new table and a nullable column: expand-only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resumable_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('as_version', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('length', 'bigint', (c) => c.notNull())
    .addColumn('offset', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('upload_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('resumable_uploads_updated_idx').on('resumable_uploads').column('updated_at').execute();
  await db.schema.alterTable('pending_uploads').addColumn('resumable_upload_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_uploads').dropColumn('resumable_upload_id').execute();
  await db.schema.dropTable('resumable_uploads').execute();
}
