import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 35): bytes to remove from storage, queued in the transaction that deletes their
// rows. The trash purge deletes a document's rows (checking legal holds under the company's lock) before its
// bytes go, so a hold can never be placed on a document whose bytes are being removed; a crash between the commit
// and the removal leaves the paths here, and the next purge removes them. Where to find the bytes is kept with
// each path (the company's row may be gone by then). A new table: the previous version never reads it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storage_removals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('root_directory', 'text', (c) => c.notNull())
    .addColumn('root_directory_type', 'text', (c) =>
      c.notNull().check(sql`root_directory_type in ('LOCAL_FOLDER', 'AWS_S3')`),
    )
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storage_removals').execute();
}
