import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectIndexedFilter, expectNoSeqScan, planOf, useSeededDatabase } from '../../../test/query-plans.ts';
import { createTenant } from '../../../test/factories.ts';
import { disposalDue } from './disposal-due.repo.ts';

// Issue 35: the disposal review finds what is due at 1,000,000 documents from indexes: per class the retention
// index's ranges (tax year, or the filing time of undated ones), per company its newest upload; never a read of
// the whole documents table.
const seeded = useSeededDatabase();

beforeAll(async () => {
  const db = seeded().db;
  const tenant = await createTenant(db, { name: 'Plan Records Co' });
  // Three documents in each seeded company (about 2,000), of every class and tax year, some long quiet.
  await sql`insert into documents (tenant_id, folder, name, storage_path, size, sha256, uploaded_at, record_class, tax_year)
    select t.id, 'Plan', 'doc ' || g, 'p/' || t.n || '/' || g, 1, 'x', now() - (t.n % 2000) * interval '1 day',
      (array['TAX_RETURN','FORM_8879','WORKPAPERS','SOURCE_DOCUMENTS','CORRESPONDENCE','OTHER'])[1 + (t.n + g) % 6],
      case when (t.n + g) % 7 = 0 then null else 2010 + (t.n + g) % 16 end
    from (select id, row_number() over (order by id) as n from tenants) t, generate_series(1, 3) g`.execute(db);
  await sql`insert into retention_overrides (tenant_id, record_class, basis, years, reason)
    values (${tenant.id}, 'OTHER', 'TAX_YEAR_END', 3, 'plan')`.execute(db);
  await sql`insert into legal_holds (tenant_id, reason) values (${tenant.id}, 'plan')`.execute(db);
  await sql`analyze documents`.execute(db);
});

describe('disposal review query plan (issue 35)', () => {
  it('reads documents through the retention index and the per-company indexes, never the whole table', async () => {
    const plan = await planOf(seeded().db, (db) => disposalDue(db, new Date('2026-06-30T00:00:00Z'), 1000));
    expectNoSeqScan(plan, 'documents');
    expectIndexedFilter(plan, 'documents', 'record_class', { exact: true });
    // Per class: the tax-year range and the undated ones' filing-time range, both on the retention index.
    const retention = plan.filter((n) => n['Index Name'] === 'documents_retention_idx');
    expect(retention.some((n) => /tax_year <=/.test(n['Index Cond'] ?? ''))).toBe(true);
    expect(retention.some((n) => /tax_year IS NULL.*created_at </.test(n['Index Cond'] ?? ''))).toBe(true);
    // Per company: its newest upload (last activity) and its documents, from tenant-led indexes.
    expect(plan.some((n) => n['Index Name'] === 'documents_recent_idx')).toBe(true);
    expectIndexedFilter(plan, 'documents', 'tenant_id', { exact: true });
  });
});
