import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';

/**
 * The document catalog of a large firm, written straight into the database with set-based SQL (the API would
 * take hours): `tenants` companies with `perTenant` documents each, spread over folders three deep, with the
 * names a firm's clients upload. Deterministic, so every run searches the same data. Not part of any test.
 */

/** Matches about one document in 10,000 ("escrow"): the rare-match search. */
export const RARE_WORD = 'escrow';
/** Matches one document in 15 (a third of the bank statements): the common search. */
export const COMMON_WORD = 'chase';
const RARE_EVERY = 9_973;
const UPLOADERS = 50;
/** Uploads spread over three years (minutes), the newest now. */
const SPREAD_MINUTES = 3 * 365 * 24 * 60;

export type SeedSize = { tenants: number; perTenant: number };

const tenantNumber = sql<number>`substring(t.root_directory from 12)::int`;

async function seedTenantsAndUploaders(db: Db, size: SeedSize) {
  await sql`
    INSERT INTO tenants (name, root_directory, root_directory_type, primary_contact_email)
    SELECT (ARRAY['Acme','Birch','Cedar','Delta','Elm','Fjord','Granite','Harbor','Iris','Juniper'])[1 + i % 10]
           || ' ' || (ARRAY['Bakery','Dental','Logistics','Builders','Studio','Farms','Legal','Motors'])[1 + (i / 10) % 8]
           || ' ' || i,
           'bench-docs-' || lpad(i::text, 6, '0'), 'LOCAL_FOLDER', 'owner' || i || '@bench.test'
    FROM generate_series(1, ${size.tenants}) i`.execute(db);
  await sql`
    INSERT INTO users (email, name, user_name)
    SELECT 'uploader' || i || '@bench.test',
           (ARRAY['Ana','Ben','Chloe','Dev','Eva','Femi','Gus','Hana','Ivan','Jo'])[1 + i % 10] || ' '
           || (ARRAY['Moreno','Okafor','Schmidt','Rossi','Ivanova'])[1 + i % 5],
           'bench-uploader-' || i
    FROM generate_series(1, ${UPLOADERS}) i`.execute(db);
}

/** One batch of tenants' documents (numbers from..to), their folders and first versions. */
async function seedDocuments(db: Db, size: SeedSize, from: number, to: number) {
  await sql`
    WITH up AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'uploader%@bench.test'),
    t AS (SELECT id, ${tenantNumber} AS no FROM tenants t WHERE root_directory LIKE 'bench-docs-%'),
    g AS (
      SELECT t.id AS tenant_id, t.no, n, n % 5 AS k, n / 5 AS m,
             ((t.no * 7919 + n * 104729) % ${SPREAD_MINUTES}) AS age
      FROM t, generate_series(0, ${size.perTenant - 1}) n
      WHERE t.no BETWEEN ${from} AND ${to}
    ),
    named AS (
      SELECT g.*, 2023 + m / 36 AS year, 1 + (m / 3) % 12 AS month,
             (ARRAY['Chase','BofA','Wells-Fargo'])[1 + m % 3] AS bank
      FROM g
    ),
    placed AS (
      SELECT tenant_id, no, n, age, CASE k
          WHEN 0 THEN 'Bank Statements/' || year || '/' || bank
          WHEN 1 THEN 'Payroll/' || (2023 + m % 3) || '/Q' || (1 + (m / 3) % 4)
          WHEN 2 THEN 'Corporate/Records/' || (ARRAY['Formation','Governance'])[1 + m % 2]
          WHEN 3 THEN 'Invoices/' || year || '/' || to_char(make_date(2000, month, 1), 'FMMonth')
          ELSE 'Receipts/' || year || '/Q' || (1 + (m / 3) % 4) END AS folder,
        CASE WHEN (no * 500 + n) % ${RARE_EVERY} = 0 THEN 'Escrow-Agreement-' || n || '.pdf' ELSE CASE k
          WHEN 0 THEN bank || '-Statement-' || year || '-' || lpad(month::text, 2, '0') || '.pdf'
          WHEN 1 THEN 'W2-' || (m + 1) || '.pdf'
          WHEN 2 THEN (ARRAY['Articles-of-Incorporation','Operating-Agreement','EIN-Letter','Board-Minutes'])[1 + m % 4]
                      || '-' || (m + 1) || '.pdf'
          WHEN 3 THEN 'Invoice-' || lpad((no * 100 + m)::text, 7, '0') || '.pdf'
          ELSE 'Receipt-' || lpad((no * 100 + m)::text, 7, '0') || '.jpg' END END AS name,
        (ARRAY['BANK_STATEMENT','PAYROLL_DOCUMENT','CORPORATION_DOCUMENT','OTHERS','OTHERS'])[1 + k] AS type
      FROM named
    )
    INSERT INTO documents (tenant_id, folder, name, type, storage_path, size, sha256, uploaded_by, uploaded_at,
                           created_at, review_status)
    SELECT tenant_id, folder, name, type, folder || '/' || name, 20000 + (n * 7919) % 2000000,
           md5(tenant_id::text || n) || md5(n || tenant_id::text), (SELECT ids FROM up)[1 + (no + n) % ${UPLOADERS}],
           now() - age * interval '1 minute', now() - age * interval '1 minute',
           CASE WHEN age < 30 * 24 * 60 THEN 'NEW' WHEN n % 50 = 0 THEN 'NEEDS_ATTENTION' ELSE 'REVIEWED' END
    FROM placed`.execute(db);
  await sql`
    INSERT INTO document_versions (document_id, tenant_id, number, storage_path, size, sha256, uploaded_by, created_at)
    SELECT d.id, d.tenant_id, 1, d.storage_path, d.size, d.sha256, d.uploaded_by, d.uploaded_at
    FROM documents d JOIN tenants t ON t.id = d.tenant_id
    WHERE t.root_directory LIKE 'bench-docs-%' AND ${tenantNumber} BETWEEN ${from} AND ${to}`.execute(db);
  // Every folder on the way down, once: "Bank Statements", "Bank Statements/2025", "Bank Statements/2025/Chase".
  await sql`
    INSERT INTO folders (tenant_id, path, parent, name)
    SELECT DISTINCT f.tenant_id, array_to_string(f.parts[1:i], '/'), array_to_string(f.parts[1:i - 1], '/'), f.parts[i]
    FROM (SELECT DISTINCT d.tenant_id, string_to_array(d.folder, '/') AS parts
          FROM documents d JOIN tenants t ON t.id = d.tenant_id
          WHERE t.root_directory LIKE 'bench-docs-%' AND ${tenantNumber} BETWEEN ${from} AND ${to}) f,
         generate_subscripts(f.parts, 1) i`.execute(db);
}

/**
 * Seeds in batches of tenants (one statement per table per batch) and then gathers statistics, as a live
 * database would have them: PostgreSQL's autovacuum after a large insert, PGlite's daily upkeep (VACUUM ANALYZE).
 */
export async function seedDocumentCatalog(db: Db, size: SeedSize, progress: (done: number) => void) {
  await sql`SET maintenance_work_mem = '128MB'`.execute(db);
  await seedTenantsAndUploaders(db, size);
  const perBatch = Math.max(1, Math.floor(100_000 / size.perTenant));
  for (let from = 1; from <= size.tenants; from += perBatch) {
    await seedDocuments(db, size, from, Math.min(size.tenants, from + perBatch - 1));
    progress(Math.min(size.tenants, from + perBatch - 1) * size.perTenant);
  }
  await sql`VACUUM ANALYZE`.execute(db);
  await sql`RESET maintenance_work_mem`.execute(db);
}
