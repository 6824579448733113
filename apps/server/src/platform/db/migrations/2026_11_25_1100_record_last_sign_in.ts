import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 13). The access review shows each user's last sign-in and highlights those
// inactive for 90 days: kept on the user row (one write per sign-in), indexed for "inactive first" and the
// inactive filter, rather than searched for in sessions (pruned) or the audit trail (millions of rows).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'timestamptz').execute();
  await sql`create index users_last_sign_in_idx on users (last_sign_in_at nulls first, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_last_sign_in_idx').execute();
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
}
