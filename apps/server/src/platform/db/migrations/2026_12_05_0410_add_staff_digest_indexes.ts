import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 32, part 5). The staff morning digest counts, for each client a staff member looks
// after, what arrived in a window of about a day: these indexes make each count a range read of that client's
// rows in the window, however long the firm's history. (Uploads already have documents_recent_idx, (tenant_id,
// uploaded_at) of live documents; overdue requests document_requests_tenant_status_due_idx.)
const INDEXES: [string, string][] = [
  ['sales_tax_records_tenant_created_idx', 'sales_tax_records (tenant_id, created_at)'],
  ['payroll_submissions_tenant_created_idx', 'payroll_submissions (tenant_id, created_at)'],
  [
    'document_requests_tenant_submitted_idx',
    'document_requests (tenant_id, submitted_at) WHERE submitted_at IS NOT NULL',
  ],
  ['signing_signers_tenant_signed_idx', 'signing_signers (tenant_id, signed_at) WHERE signed_at IS NOT NULL'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(name)} ON ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
}
