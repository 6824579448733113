import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 32, part 2: upload links, no account needed).
// - upload_links: one company, a folder (or one request), an expiry, limits, a revocation; only the SHA-256 of
//   its random token is kept. (tenant_id, created_at, id) serves a company's list, newest first.
// - upload_link_codes: the e-mailed codes of links that ask for an e-mail check, as salted hashes, per address.
// - documents.via_link_id / via_link_email: a file sent through a link (its uploader is nobody's account; the
//   address the sender confirmed, if the link asked for one). pending_uploads carries both, so crash recovery
//   records such a file the same way.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('upload_type', 'text', (c) => c.notNull())
    .addColumn('request_id', 'uuid', (c) => c.references('document_requests.id').onDelete('set null'))
    .addColumn('require_email_code', 'boolean', (c) => c.notNull())
    .addColumn('max_files', 'integer', (c) => c.notNull())
    .addColumn('max_total_bytes', 'bigint', (c) => c.notNull())
    .addColumn('files_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'uuid', (c) => c.references('users.id'))
    .addCheckConstraint(
      'upload_links_type_check',
      sql`upload_type in ('BANK_STATEMENT', 'CORPORATION_DOCUMENT', 'PAYROLL_DOCUMENT', 'OTHERS')`,
    )
    .addCheckConstraint(
      'upload_links_limits_check',
      sql`files_received <= max_files AND bytes_received <= max_total_bytes`,
    )
    .execute();
  await sql`CREATE INDEX upload_links_tenant_idx ON upload_links (tenant_id, created_at DESC, id)`.execute(db);

  await db.schema
    .createTable('upload_link_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('link_id', 'uuid', (c) => c.notNull().references('upload_links.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX upload_link_codes_link_email_idx ON upload_link_codes (link_id, email, created_at DESC)`.execute(
    db,
  );

  for (const table of ['documents', 'pending_uploads']) {
    await db.schema
      .alterTable(table)
      .addColumn('via_link_id', 'uuid', (c) => c.references('upload_links.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable(table).addColumn('via_link_email', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['documents', 'pending_uploads']) {
    await db.schema.alterTable(table).dropColumn('via_link_email').dropColumn('via_link_id').execute();
  }
  await db.schema.dropTable('upload_link_codes').execute();
  await db.schema.dropTable('upload_links').execute();
}
