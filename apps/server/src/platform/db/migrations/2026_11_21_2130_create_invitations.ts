import { sql, type Kysely } from 'kysely';

// Frozen once landed. Internal users carry an office phone and a fax (spec §3 internal user form);
// an invitation is a single-use link whose token is stored only as a SHA-256 hash.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_office', 'text').addColumn('fax', 'text').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invitations_user_idx').on('invitations').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.alterTable('users').dropColumn('phone_office').dropColumn('fax').execute();
}
