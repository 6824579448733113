import { sql, type Kysely } from 'kysely';

// Issue 36: a resumable upload's last answer names the document its file became (a request's "upload and submit"
// links it), also when another completion or crash recovery kept it: found from the upload row through the
// version that upload made. Partial: versions made by an upload only. An index only, so the previous version
// runs unchanged beside it during a rolling upgrade.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index document_versions_upload_idx on document_versions (upload_id)
    where upload_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index document_versions_upload_idx`.execute(db);
}
