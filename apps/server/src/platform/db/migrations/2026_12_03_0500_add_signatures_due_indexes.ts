import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 31: envelopes to sign reach the client; the completeness matrix counts signatures).
// - signing_signers_turn_idx: the signer places whose turn it is now (notified or viewed), by user: a client's
//   "What your firm needs from you" reads only the few it must act on, never their years of signed envelopes.
// - signing_envelopes_due_tenant_idx: the envelopes the matrix counts (sent or completed, with a due date) by
//   tenant and due day, with the status its counts read: one index-only range per page of tenants, in the order
//   it groups them. The statuses are written out in both predicates (no parameters) so the planner can match
//   the queries to them.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX signing_signers_turn_idx ON signing_signers (user_id, tenant_id)
    WHERE status IN ('notified', 'viewed') AND user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX signing_envelopes_due_tenant_idx ON signing_envelopes (tenant_id, due_date, status)
    WHERE status IN ('sent', 'completed') AND due_date IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS signing_signers_turn_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS signing_envelopes_due_tenant_idx`.execute(db);
}
