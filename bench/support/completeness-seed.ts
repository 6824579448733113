import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';

/**
 * A firm's year of document chasing, written straight into the database with set-based SQL: `tenants` active
 * companies, each with `kinds` recurring requests per month for the 12 months up to `lastMonth` (a bank
 * statement, sales tax, payroll, other documents). Older months are mostly accepted, recent ones mostly still
 * owed; a few in every month are cancelled (the matrix must not count them). One tenant in four is the
 * admin's ("my clients"). Deterministic, so every run reads the same data. Not part of any test.
 */
export const KINDS = ['BANK_STATEMENT', 'SALES_TAX', 'PAYROLL', 'OTHERS'] as const;

export async function seedCompleteness(db: Db, opts: { tenants: number; lastMonth: string; adminEmail: string }) {
  await sql`
    INSERT INTO tenants (name, root_directory, root_directory_type, primary_contact_email, responsible_staff_id)
    SELECT (ARRAY['Acme','Birch','Cedar','Delta','Elm','Fjord','Granite','Harbor','Iris','Juniper'])[1 + i % 10]
           || ' ' || (ARRAY['Bakery','Dental','Logistics','Builders','Studio','Farms','Legal','Motors'])[1 + (i / 10) % 8]
           || ' ' || i,
           'bench-matrix-' || lpad(i::text, 6, '0'), 'LOCAL_FOLDER', 'owner' || i || '@bench.test',
           CASE WHEN i % 4 = 0 THEN (SELECT id FROM users WHERE email = ${opts.adminEmail}) END
    FROM generate_series(1, ${opts.tenants}) i`.execute(db);
  const last = `${opts.lastMonth}-01`;
  await sql`
    WITH t AS (
      SELECT id, substring(root_directory from 14)::int AS no FROM tenants WHERE root_directory LIKE 'bench-matrix-%'
    ),
    m AS (
      SELECT (${last}::date - make_interval(months => a))::date AS period, a AS age FROM generate_series(0, 11) a
    ),
    k AS (SELECT kind, ordinality::int AS k FROM unnest(${sql.val([...KINDS])}::text[]) WITH ORDINALITY AS u(kind)),
    g AS (SELECT t.id, m.period, m.age, k.kind, (t.no * 37 + m.age * 11 + k.k * 53) % 100 AS h FROM t, m, k)
    INSERT INTO document_requests (tenant_id, title, kind, period_start, period_end, due_on, status)
    SELECT id, kind || ' for ' || to_char(period, 'YYYY-MM'), kind, period,
           (period + interval '1 month' - interval '1 day')::date, (period + interval '1 month' + interval '19 days')::date,
           CASE
             WHEN h >= 96 THEN 'CANCELLED'
             WHEN age >= 2 THEN CASE WHEN h < 82 THEN 'DONE' WHEN h < 90 THEN 'SUBMITTED' ELSE 'OPEN' END
             ELSE CASE WHEN h < 25 THEN 'DONE' WHEN h < 45 THEN 'SUBMITTED' ELSE 'OPEN' END
           END
    FROM g`.execute(db);
  // As autovacuum would soon after such a load: statistics for the planner, and the visibility map that lets
  // the matrix's index-only scan skip the table.
  await sql`VACUUM ANALYZE document_requests`.execute(db);
  await sql`VACUUM ANALYZE tenants`.execute(db);
}
