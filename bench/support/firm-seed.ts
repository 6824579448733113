import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';
import { seedAtScale } from '../../apps/server/test/scale-seed.ts';
import { seedDocumentCatalog } from './documents-seed.ts';
import { RARE_FILE, type ListQueryIds } from './list-queries.ts';

/**
 * A large firm for `npm run bench` (issue 17), written straight into the database with set-based SQL: every
 * listed table at the issue's sizes through the plan tests' own seed (`seedAtScale`: 100,000 tenants, people,
 * sales-tax months, payroll runs, bulk batches and rows, outbox messages, requests, and 1,000,000 audit events),
 * 1,000,000 documents in their folders (1,000 more companies of 1,000 documents each: bench/support/
 * documents-seed.ts), and 100,000 notifications for the admin the bench signs in as. `scale` (0..1) shrinks it
 * for a quick try. Deterministic, so every run reads the same data. Not part of any test.
 */
export type FirmSize = { tenants: number; auditEvents: number; documentCompanies: number; notifications: number };

export const firmSize = (scale: number): FirmSize => ({
  tenants: Math.max(1_000, Math.round(100_000 * scale)),
  auditEvents: Math.max(10_000, Math.round(1_000_000 * scale)),
  documentCompanies: Math.max(10, Math.round(1_000 * scale)),
  notifications: Math.max(1_000, Math.round(100_000 * scale)),
});
export const DOCUMENTS_PER_COMPANY = 1_000;

async function seedAdminNotifications(db: Db, adminEmail: string, count: number) {
  await sql`
    INSERT INTO notifications (user_id, kind, params, created_at, read_at)
    SELECT (SELECT id FROM users WHERE email = ${adminEmail}), 'PUSH_MESSAGE',
           jsonb_build_object('subject', 'Quarter ' || (1 + i % 4) || ' reminder', 'body_text', 'Please send your figures.'),
           now() - (${count}::int - i) * interval '5 minutes', CASE WHEN i < ${count}::int - 50 THEN now() END
    FROM generate_series(1, ${count}::int) i`.execute(db);
}

/**
 * Downloads and uploads name files: 40 % of the trail's events target a file path (issue 36's searches), 111 of
 * them one rare file (RARE_FILE), spread over the whole time range; every other a "Statement" (a common word).
 */
async function seedFileEvents(db: Db, count: number) {
  await sql`
    INSERT INTO audit_events (at, action, result, target)
    SELECT now() - i * interval '2 seconds', 'FILE_DOWNLOAD', 'OK',
      CASE WHEN i % (${count}::int / 111) = 7 THEN 'Tax Docs/K-1 ' || ${RARE_FILE}::text || ' ' || (i % 3) || '.pdf'
           ELSE 'Folder ' || (i % 50) || '/Statement ' || i || '.pdf' END
    FROM generate_series(1, ${count}::int) i`.execute(db);
  await sql`VACUUM ANALYZE audit_events`.execute(db);
}

export async function seedFirm(db: Db, size: FirmSize, adminEmail: string) {
  const fileEvents = Math.round(size.auditEvents * 0.4);
  // One connection throughout: the seed keeps temporary tables between its statements.
  await db.connection().execute((connection) => seedAtScale(connection, size.tenants, size.auditEvents - fileEvents));
  await seedFileEvents(db, fileEvents);
  console.log(
    `  ${size.tenants.toLocaleString('en')} tenants and ${size.auditEvents.toLocaleString('en')} audit events`,
  );
  await seedDocumentCatalog(db, { tenants: size.documentCompanies, perTenant: DOCUMENTS_PER_COMPANY }, (done) =>
    process.stdout.write(`\r  documents: ${done.toLocaleString('en')}   `),
  );
  console.log();
  await seedAdminNotifications(db, adminEmail, size.notifications);
  await sql`VACUUM ANALYZE notifications`.execute(db);
}

/** The rows the list queries single out: the busiest tenant, the person with the most audit events, a full batch. */
export async function listIds(db: Db): Promise<ListQueryIds> {
  const one = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(db)).rows[0]!.id;
  return {
    tenantId: await one(sql`SELECT id FROM tenants WHERE root_directory = 'seed-1'`),
    userId: await one(sql`SELECT id FROM users WHERE email = 'person1@seed.example'`),
    batchId: await one(sql`SELECT id FROM bulk_batches ORDER BY seq LIMIT 1`),
  };
}
