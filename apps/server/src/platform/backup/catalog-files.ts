import fs from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

/** Tables naming a stored file of a tenant, and the column that names it (relative to the tenant's root). */
const NAMING_TABLES = [
  ['document_versions', 'storage_path'],
  ['uploads', 'path'],
  ['payroll_submissions', 'file_path'],
] as const;

const TENANTS_PER_PAGE = 1_000;

/** One line of the list: a local tenant's root directory and one stored path under it. */
export type CatalogFile = [rootDirectory: string, storagePath: string];

/**
 * Writes every stored file the database names, as JSON lines of CatalogFile, into `listFile`: for each tenant
 * kept in a local folder, every version of every document (trashed ones included, until purged), every upload,
 * every payroll attachment and every attachment of an e-mail held in the quarantine. Read inside the backup's snapshot, so the list is exactly what the restored
 * database will show; written to a file, so a catalog of millions costs no memory and the snapshot's transaction
 * ends before the documents are copied. Answers the number of files listed.
 */
export async function listCatalogFiles(db: Db, listFile: string): Promise<number> {
  const present = new Set(
    (
      await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db)
    ).rows.map((row) => row.name),
  );
  const naming = NAMING_TABLES.filter(([table]) => present.has(table));
  const out = fs.openSync(listFile, 'wx', 0o600);
  let listed = 0;
  try {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows: tenants } = await sql<{ id: string; root_directory: string }>`
        select id, root_directory from tenants
         where root_directory_type = 'LOCAL_FOLDER' and id > ${after}
         order by id limit ${TENANTS_PER_PAGE}`.execute(db);
      for (const tenant of tenants) {
        if (naming.length === 0) break;
        const branches = naming.map(
          ([table, column]) =>
            sql`select ${sql.ref(column)} as path from ${sql.table(table)}
                 where tenant_id = ${tenant.id} and ${sql.ref(column)} is not null`,
        );
        // E-mail in (issue 32): the attachments of a message held in the quarantine wait outside the catalog,
        // until staff accept (then they are documents) or reject (then they are gone).
        if (present.has('inbound_held_files') && present.has('inbound_messages')) {
          branches.push(sql`select f.storage_path as path from inbound_held_files f
                 join inbound_messages m on m.id = f.message_id
                 where m.tenant_id = ${tenant.id} and m.outcome = 'HELD'`);
        }
        const { rows } = await sql<{ path: string }>`${sql.join(branches, sql` union `)} order by 1`.execute(db);
        const lines = rows.map((row) => `${JSON.stringify([tenant.root_directory, row.path])}\n`).join('');
        if (lines) fs.writeSync(out, lines);
        listed += rows.length;
      }
      if (tenants.length < TENANTS_PER_PAGE) break;
      after = tenants.at(-1)!.id;
    }
    fs.fsyncSync(out);
  } finally {
    fs.closeSync(out);
  }
  return listed;
}
