import { AUDIT_ACTIONS } from '@ledgerport/contract';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';
import { seedDocumentCatalog } from './documents-seed.ts';

/**
 * A large firm for `npm run bench` (issue 17), written straight into the database with set-based SQL: the
 * issue's sizes (100,000 tenants, 1,000,000 uploaded documents, 1,000,000 audit events) and, for the other
 * lists, a tax season's worth (a sales-tax return per tenant, 100,000 notifications for the admin). Scaled
 * down by `scale` (0..1) for a quick try. Deterministic, so every run reads the same data. Not part of any test.
 */
export type FirmSize = { tenants: number; documentsPerTenant: number; auditEvents: number; notifications: number };

export const firmSize = (scale: number): FirmSize => ({
  tenants: Math.max(100, Math.round(100_000 * scale)),
  documentsPerTenant: 10,
  auditEvents: Math.max(1_000, Math.round(1_000_000 * scale)),
  notifications: Math.max(1_000, Math.round(100_000 * scale)),
});

/** A word found in about one audit event target in 10,000: the trail's rare text search. */
export const RARE_AUDIT_WORD = 'quitclaim';
/** An action about one event in a thousand has: the trail's rare action filter. */
export const RARE_AUDIT_ACTION = 'MFA_RESET';

const BATCH = 200_000;

async function seedAuditEvents(db: Db, events: number, progress: (done: number) => void) {
  const common = AUDIT_ACTIONS.filter((a) => a !== RARE_AUDIT_ACTION);
  for (let from = 1; from <= events; from += BATCH) {
    const to = Math.min(events, from + BATCH - 1);
    await sql`
      WITH up AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'uploader%@bench.test'),
      t AS (SELECT array_agg(id ORDER BY root_directory) AS ids FROM tenants WHERE root_directory LIKE 'bench-docs-%')
      INSERT INTO audit_events (at, action, result, actor_user_id, tenant_id, target, ip, detail)
      SELECT now() - ((${events}::int - i) * interval '90 seconds'),
             CASE WHEN i % 1000 = 7 THEN ${RARE_AUDIT_ACTION}
                  ELSE (${sql.val(common)}::text[])[1 + i % ${common.length}::int] END,
             CASE WHEN i % 50 = 0 THEN 'DENIED' ELSE 'OK' END,
             (SELECT ids FROM up)[1 + i % array_length((SELECT ids FROM up), 1)],
             (SELECT ids FROM t)[1 + (i * 7919) % array_length((SELECT ids FROM t), 1)],
             CASE WHEN i % 9973 = 0 THEN 'Deeds/' || ${RARE_AUDIT_WORD} || '-' || i || '.pdf'
                  ELSE (ARRAY['Bank Statements/2025/Chase/Statement-','Payroll/2025/Q2/W2-','Invoices/2025/May/Invoice-'])[1 + i % 3]
                       || i || '.pdf' END,
             '10.0.' || (i % 250) || '.' || (i % 200), NULL
      FROM generate_series(${from}::int, ${to}::int) i`.execute(db);
    progress(to);
  }
}

async function seedSalesTax(db: Db) {
  await sql`
    WITH up AS (SELECT min(id::text)::uuid AS id FROM users WHERE email LIKE 'uploader%@bench.test')
    INSERT INTO sales_tax_records (id, tenant_id, sale_amount, collected_tax_amount, sale_month_date, submitted_date,
                                   status, submitted_by, payable_tax_amount, process_date, processed_by)
    SELECT gen_random_uuid(), t.id, 10000 + (n * 37) % 90000, 800 + (n * 11) % 7000,
           date_trunc('month', now() - (n % 12) * interval '1 month')::date,
           (date_trunc('month', now() - (n % 12) * interval '1 month') + interval '20 days')::date,
           CASE WHEN n % 3 = 0 THEN 'PROCESSED' ELSE 'SUBMITTED' END, (SELECT id FROM up),
           CASE WHEN n % 3 = 0 THEN 800 + (n * 11) % 7000 END,
           CASE WHEN n % 3 = 0 THEN (date_trunc('month', now() - (n % 12) * interval '1 month') + interval '25 days')::date END,
           CASE WHEN n % 3 = 0 THEN (SELECT id FROM up) END
    FROM (SELECT id, row_number() OVER (ORDER BY root_directory) AS n FROM tenants
          WHERE root_directory LIKE 'bench-docs-%') t`.execute(db);
}

async function seedNotifications(db: Db, adminEmail: string, count: number) {
  await sql`
    WITH a AS (SELECT id FROM users WHERE email = ${adminEmail}),
    t AS (SELECT array_agg(id ORDER BY root_directory) AS ids FROM tenants WHERE root_directory LIKE 'bench-docs-%')
    INSERT INTO notifications (user_id, kind, tenant_id, params, created_at, read_at)
    SELECT (SELECT id FROM a), 'FILES_UPLOADED', (SELECT ids FROM t)[1 + i % array_length((SELECT ids FROM t), 1)],
           jsonb_build_object('tenant_name', 'Bench tenant', 'file_type', 'BANK_STATEMENT',
                              'file_name', 'Statement-' || i || '.pdf', 'count', 1 + i % 5),
           now() - ((${count}::int - i) * interval '5 minutes'),
           CASE WHEN i < ${count}::int - 50 THEN now() END
    FROM generate_series(1, ${count}::int) i`.execute(db);
}

export async function seedFirm(db: Db, size: FirmSize, adminEmail: string) {
  const say = (what: string) => (done: number) => process.stdout.write(`\r  ${what}: ${done.toLocaleString('en')}   `);
  await seedDocumentCatalog(db, { tenants: size.tenants, perTenant: size.documentsPerTenant }, say('documents'));
  console.log();
  await seedAuditEvents(db, size.auditEvents, say('audit events'));
  console.log();
  await seedSalesTax(db);
  await seedNotifications(db, adminEmail, size.notifications);
  await sql`VACUUM ANALYZE`.execute(db);
}
