import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 15). The document catalog: what a tenant's folders hold is now recorded here, and
// the storage only keeps bytes (`storage_path`, never shown). Renaming, moving, trashing and restoring change
// rows in one transaction: nothing half-moved after a crash, and two people renaming at once meet the unique
// index or the revision check. Folders are rows of their own so an empty folder exists. Deleting puts rows in
// the trash (`deleted_at`); `trash_id` names the deletion a row went with (a folder's id for everything deleted
// with it) so one restore brings all of it back. Review status lives on the document (New until staff look).
const FILE_PERMISSIONS = ['manage files', 'review files'] as const;
const GRANTS: Record<string, readonly string[]> = {
  SuperAdmin: FILE_PERMISSIONS,
  Admin: FILE_PERMISSIONS,
  Processor: FILE_PERMISSIONS,
  TenantOwner: ['manage files'],
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db);

  await db.schema
    .createTable('folders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    // The whole path from the tenant root ("Bank Statements/2026"), its parent ('' at the root) and last segment.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('parent', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('trash_id', 'uuid')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX folders_live_path_key ON folders (tenant_id, path) WHERE deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX folders_live_parent_idx ON folders (tenant_id, parent, name) WHERE deleted_at IS NULL`.execute(
    db,
  );
  // "Everything under a folder" is a prefix match (LIKE 'a/b/%'): text_pattern_ops lets the index answer it.
  await sql`CREATE INDEX folders_live_prefix_idx ON folders (tenant_id, path text_pattern_ops) WHERE deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX folders_trash_idx ON folders (tenant_id, deleted_at DESC) WHERE deleted_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX folders_trash_group_idx ON folders (trash_id) WHERE trash_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX folders_name_trgm_idx ON folders USING gin (tenant_id, lower(name) gin_trgm_ops) WHERE deleted_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    // The current version, repeated from document_versions so a listing reads one row per file.
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('review_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('NEW')
        .check(sql`review_status IN ('NEW', 'REVIEWED', 'NEEDS_ATTENTION')`),
    )
    .addColumn('review_note', 'text')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('trash_id', 'uuid')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX documents_live_name_key ON documents (tenant_id, folder, name) WHERE deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX documents_live_prefix_idx ON documents (tenant_id, folder text_pattern_ops) WHERE deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX documents_trash_idx ON documents (tenant_id, deleted_at DESC) WHERE deleted_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX documents_trash_group_idx ON documents (trash_id) WHERE trash_id IS NOT NULL`.execute(db);
  // Search by name within one company (tenant_id, the btree_gin half) or across all of them (the trigram half).
  await sql`CREATE INDEX documents_name_trgm_idx ON documents USING gin (tenant_id, lower(name) gin_trgm_ops) WHERE deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX documents_recent_idx ON documents (tenant_id, uploaded_at DESC) WHERE deleted_at IS NULL`.execute(
    db,
  );
  // Searching across companies, newest first, and by uploader.
  await sql`CREATE INDEX documents_firm_recent_idx ON documents (uploaded_at DESC) WHERE deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX documents_uploader_idx ON documents (uploaded_by, uploaded_at DESC) WHERE deleted_at IS NULL`.execute(
    db,
  );
  // The staff dashboard's "New per client" reads only new documents.
  await sql`CREATE INDEX documents_new_idx ON documents (tenant_id) WHERE review_status = 'NEW' AND deleted_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('document_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('upload_id', 'uuid', (c) => c.references('uploads.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('document_versions_number_key', ['document_id', 'number'])
    .execute();
  await db.schema.createIndex('document_versions_tenant_idx').on('document_versions').column('tenant_id').execute();

  // Everything uploaded so far: one folder row per folder holding uploads (they are one level deep), one
  // document with one version per upload, named and placed as stored.
  await sql`
    INSERT INTO folders (tenant_id, path, parent, name, created_at)
    SELECT tenant_id, folder, '', folder, min(created_at)
    FROM (SELECT tenant_id, regexp_replace(path, '/[^/]*$', '') AS folder, created_at FROM uploads WHERE path LIKE '%/%') f
    GROUP BY tenant_id, folder`.execute(db);
  await sql`
    INSERT INTO documents (tenant_id, folder, name, type, storage_path, size, sha256, uploaded_by, uploaded_at, created_at)
    SELECT tenant_id, CASE WHEN path LIKE '%/%' THEN regexp_replace(path, '/[^/]*$', '') ELSE '' END,
           file_name, type, path, size, sha256, uploaded_by, created_at, created_at
    FROM uploads`.execute(db);
  await sql`
    INSERT INTO document_versions (document_id, tenant_id, number, storage_path, size, sha256, uploaded_by, upload_id, created_at)
    SELECT d.id, d.tenant_id, 1, u.path, u.size, u.sha256, u.uploaded_by, u.id, u.created_at
    FROM uploads u JOIN documents d ON d.tenant_id = u.tenant_id AND d.storage_path = u.path`.execute(db);

  // Whether a journaled upload becomes a new version of a same-named file or sits beside it, for recovery.
  await db.schema
    .alterTable('pending_uploads')
    .addColumn('as_version', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  for (const name of FILE_PERMISSIONS) {
    await db.insertInto('permissions').values({ name, group_name: 'files' }).execute();
  }
  for (const [role, names] of Object.entries(GRANTS)) {
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT r.id, p.id FROM roles r, permissions p
      WHERE r.name = ${role} AND r.is_built_in AND p.name IN (${sql.join(names)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_uploads').dropColumn('as_version').execute();
  await db
    .deleteFrom('permissions')
    .where('name', 'in', [...FILE_PERMISSIONS])
    .execute();
  await db.schema.dropTable('document_versions').execute();
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('folders').execute();
}
