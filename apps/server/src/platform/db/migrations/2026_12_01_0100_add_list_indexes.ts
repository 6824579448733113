import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 17, item 2). Every list's default order and each of its filters read from an index,
// and every "contains" search (ILIKE '%term%') from a pg_trgm GIN index, so a page costs the same at a million
// rows as at a hundred. pg_trgm and btree_gin exist since 2026_11_28_1000_create_document_catalog. A GIN index
// that leads with a btree_gin column (batch_id, tenant_id) searches one batch's or one tenant's rows only.
// The audit trail's (tenant_id, at) and (actor_user_id, at) indexes are replaced by ones ending in seq, which
// is the list's tie-breaker: the filtered pages come in order from the index, with no sort. Plain CREATE INDEX
// (not CONCURRENTLY: migrations run in a transaction) blocks writes to a table while its index builds, which
// on a million-row audit trail takes some seconds: docs/operations.md says so.

const INDEXES: Array<[name: string, definition: string]> = [
  // Searches by name (tenants list, completeness matrix, sales tax / payroll "tenant name" arm, audit targets).
  ['tenants_name_trgm_idx', 'tenants USING gin (name gin_trgm_ops)'],
  // Users, internal users, access review, tenant users, audit actor search.
  ['users_created_idx', 'users (created_at DESC, id DESC)'],
  ['users_name_trgm_idx', 'users USING gin (name gin_trgm_ops)'],
  ['users_email_trgm_idx', 'users USING gin (email gin_trgm_ops)'],
  ['users_phone_mobile_trgm_idx', 'users USING gin (phone_mobile gin_trgm_ops)'],
  // Roles: the scope filter in the list's id order, and the name search.
  ['roles_scope_id_idx', 'roles (scope, id)'],
  ['roles_name_trgm_idx', 'roles USING gin (name gin_trgm_ops)'],
  // Sales tax: the status filter in the list's order.
  ['sales_tax_records_status_month_idx', 'sales_tax_records (status, sale_month_date DESC, created_at DESC, id)'],
  // Payroll: the search's file-name arm. (A term naming a period type matches a quarter of all submissions or
  // more, found at once walking the list's order index: no index for that arm.)
  ['payroll_submissions_file_name_trgm_idx', 'payroll_submissions USING gin (file_name gin_trgm_ops)'],
  // Bulk batches (push list included): the subject (push) and file name (sheets) searches.
  ['bulk_batches_email_subject_trgm_idx', 'bulk_batches USING gin (email_subject gin_trgm_ops)'],
  ['bulk_batches_file_name_trgm_idx', 'bulk_batches USING gin (file_name gin_trgm_ops)'],
  // A batch's rows: name / e-mail search within the one batch.
  ['bulk_batch_rows_client_name_trgm_idx', 'bulk_batch_rows USING gin (batch_id, client_name gin_trgm_ops)'],
  ['bulk_batch_rows_email_trgm_idx', 'bulk_batch_rows USING gin (batch_id, email gin_trgm_ops)'],
  // Outbox: the status filter in the list's order, and the address / subject search.
  ['outbox_messages_status_created_idx', 'outbox_messages (status, created_at DESC, seq DESC)'],
  ['outbox_messages_to_address_trgm_idx', 'outbox_messages USING gin (to_address gin_trgm_ops)'],
  ['outbox_messages_subject_trgm_idx', 'outbox_messages USING gin (subject gin_trgm_ops)'],
  // Audit trail: each filter in the list's (at DESC, seq DESC) order, and the text search's arms.
  ['audit_events_tenant_at_seq_idx', 'audit_events (tenant_id, at DESC, seq DESC)'],
  ['audit_events_actor_at_seq_idx', 'audit_events (actor_user_id, at DESC, seq DESC)'],
  ['audit_events_result_idx', 'audit_events (result, at DESC, seq DESC)'],
  // The search's "named target" arm is target = ANY(...): the trigram index could answer it too, but reads
  // every event sharing the target's trigrams (4.3 s at a million events, against 0.8 ms with this btree).
  ['audit_events_target_idx', 'audit_events (target)'],
  ['audit_events_target_trgm_idx', 'audit_events USING gin (target gin_trgm_ops)'],
  // Requests: the title search within one tenant.
  ['document_requests_title_trgm_idx', 'document_requests USING gin (tenant_id, title gin_trgm_ops)'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
  await sql`DROP INDEX audit_events_tenant_idx`.execute(db);
  await sql`DROP INDEX audit_events_actor_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX audit_events_actor_idx ON audit_events (actor_user_id, at)`.execute(db);
  await sql`CREATE INDEX audit_events_tenant_idx ON audit_events (tenant_id, at)`.execute(db);
  for (const [name] of [...INDEXES].reverse()) await sql.raw(`DROP INDEX ${name}`).execute(db);
}
