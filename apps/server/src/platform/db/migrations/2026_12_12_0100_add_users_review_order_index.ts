import { sql, type Kysely } from 'kysely';

// The access review's order and its "inactive" filter as one index (issue 36's bench found the filter at 33 ms on
// PGlite): never signed in first, then by how long each has been silent: since the last sign-in, or since the
// account was made when there was none. "Inactive" is then one range of the second column within each of the two
// groups, where users_last_sign_in_idx walked past every recent invitation (never signed in, not inactive) and
// dropped it. An index only, so the previous version runs unchanged beside it during a rolling upgrade.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_review_order_idx
    on users ((last_sign_in_at is not null), (coalesce(last_sign_in_at, created_at)), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_review_order_idx`.execute(db);
}
