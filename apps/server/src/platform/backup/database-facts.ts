import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { keyIdsInUse } from '../secrets/secret-columns.ts';

/**
 * The tables whose row counts a backup records and a restore checks: the firm's people, clients, documents and
 * trail, plus the work in flight. A table an older database does not have yet is left out.
 */
const COUNTED_TABLES = [
  'users',
  'roles',
  'tenants',
  'tenant_memberships',
  'uploads',
  'audit_events',
  'sessions',
  'sales_tax_records',
  'payroll_submissions',
  'notifications',
  'outbox_messages',
  'sms_messages',
  'bulk_batches',
] as const;

export type DatabaseFacts = {
  latestMigration: string;
  rowCounts: Record<string, number>;
  /** Tenants whose files are in S3, not under STORAGE_ROOT. */
  s3Tenants: number;
  /** The data keys the encrypted secret columns need (platform/secrets/secret-columns.ts): a restore must have them. */
  dataKeyIds: string[];
};

/** What a backup says about its database, read from a snapshot (or inside the snapshot's transaction). */
export async function readDatabaseFacts(db: Db): Promise<DatabaseFacts> {
  const present = new Set(
    (
      await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db)
    ).rows.map((row) => row.name),
  );
  if (!present.has('kysely_migration')) {
    throw new Error('the database has no migrations table: it is not a Ledgerport database');
  }
  const latest = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  const rowCounts: Record<string, number> = {};
  for (const table of COUNTED_TABLES.filter((name) => present.has(name))) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    rowCounts[table] = rows[0]!.n;
  }
  const s3 = present.has('tenants')
    ? (
        await sql<{ n: number }>`select count(*)::int as n from tenants where root_directory_type = 'AWS_S3'`.execute(
          db,
        )
      ).rows[0]!.n
    : 0;
  const dataKeyIds = present.has('totp_secrets') ? await keyIdsInUse(db) : [];
  return { latestMigration: latest.rows[0]?.name ?? '', rowCounts, s3Tenants: s3, dataKeyIds };
}

/** "users 3 ≠ 4, uploads 1 ≠ 2": the tables whose counts differ, or '' when all agree. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string {
  return Object.entries(expected)
    .filter(([table, n]) => actual[table] !== n)
    .map(([table, n]) => `${table} ${actual[table] ?? 'missing'} ≠ ${n}`)
    .join(', ');
}

export const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
