import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TRecordClass } from '@ledgerport/contract';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { disposalDue } from './disposal-due.repo.ts';
import { recordsApi, recordsWorld } from './records.test-support.ts';

// Part 4 of issue 35: what is past its retention (no job yet): the firm's rules, a company's own, holds excluded.
const ctx = useFilesTestApp();
const { call, upload } = recordsApi(ctx);
const AS_OF = new Date('2026-06-30T12:00:00Z');

/** A document of the company, classed and dated as the test needs (uploaded `uploadedAt`). */
async function filed(
  token: string,
  tenantId: string,
  name: string,
  record: { record_class: TRecordClass; tax_year: number | null; uploadedAt?: Date },
) {
  const id = await upload(token, tenantId, name, 'OTHERS');
  const at = record.uploadedAt ?? new Date('2026-05-01T00:00:00Z');
  await ctx.database.db
    .updateTable('documents')
    .set({ record_class: record.record_class, tax_year: record.tax_year, uploaded_at: at })
    .where('id', '=', id)
    .execute();
  // created_at is never written by the app (hence not through Kysely's types).
  await sql`update documents set created_at = ${at} where id = ${id}`.execute(ctx.database.db);
  return id;
}

const dueIds = async (tenantId: string) =>
  (await disposalDue(ctx.database.db, AS_OF, 1000)).filter((d) => d.tenant_id === tenantId).map((d) => d.id);

describe('documents past their retention (issue 35)', () => {
  it('counts TAX_YEAR_END rules from Dec 31 of the tax year, or of the year filed when no tax year is known', async () => {
    const { tenant, ownerToken } = await recordsWorld(ctx);
    // TAX_RETURN: 4 years after the end of the tax year. In 2026, tax year 2021 is past (Jan 1 2026), 2022 is not.
    const old = await filed(ownerToken, tenant.id, 'Return 2021.pdf', { record_class: 'TAX_RETURN', tax_year: 2021 });
    await filed(ownerToken, tenant.id, 'Return 2022.pdf', { record_class: 'TAX_RETURN', tax_year: 2022 });
    // No tax year: the year it was filed stands in (2021 → due; 2022 → not yet).
    const undated = await filed(ownerToken, tenant.id, 'Old 8879.pdf', {
      record_class: 'FORM_8879',
      tax_year: null,
      uploadedAt: new Date('2021-03-01T00:00:00Z'),
    });
    await filed(ownerToken, tenant.id, 'Newer 8879.pdf', {
      record_class: 'FORM_8879',
      tax_year: null,
      uploadedAt: new Date('2022-03-01T00:00:00Z'),
    });
    // WORKPAPERS keep 7 years: 2021 is not due.
    await filed(ownerToken, tenant.id, 'WP 2021.xlsx', { record_class: 'WORKPAPERS', tax_year: 2021 });
    expect((await dueIds(tenant.id)).sort()).toEqual([old, undated].sort());
    const row = (await disposalDue(ctx.database.db, AS_OF, 1000)).find((d) => d.id === old)!;
    expect(row).toMatchObject({ record_class: 'TAX_RETURN', tax_year: 2021, basis: 'TAX_YEAR_END', years: 4 });
  });

  it("follows a company's own rule for a class instead of the firm's", async () => {
    const { tenant, ownerToken, superAdmin } = await recordsWorld(ctx);
    const id = await filed(ownerToken, tenant.id, 'Return 2021.pdf', { record_class: 'TAX_RETURN', tax_year: 2021 });
    expect(await dueIds(tenant.id)).toEqual([id]);
    const longer = await call(superAdmin, 'PUT', `/tenants/${tenant.id}/retention-overrides/TAX_RETURN`, {
      basis: 'TAX_YEAR_END',
      years: 10,
      reason: 'Fraud claim open',
    });
    expect(longer.statusCode).toBe(200);
    expect(await dueIds(tenant.id)).toEqual([]);
    // A shorter one brings a 2023 return due as well (2023 + 1 + 2 = 2026).
    const recent = await filed(ownerToken, tenant.id, 'Return 2023.pdf', {
      record_class: 'TAX_RETURN',
      tax_year: 2023,
    });
    await call(superAdmin, 'PUT', `/tenants/${tenant.id}/retention-overrides/TAX_RETURN`, {
      basis: 'TAX_YEAR_END',
      years: 2,
      reason: 'Client asked',
    });
    expect((await dueIds(tenant.id)).sort()).toEqual([id, recent].sort());
  });

  it("counts LAST_ACTIVITY rules from the company's newest upload: a quiet company's correspondence is due", async () => {
    const quiet = await recordsWorld(ctx);
    const letter = await filed(quiet.ownerToken, quiet.tenant.id, 'Letter.pdf', {
      record_class: 'CORRESPONDENCE',
      tax_year: null,
      uploadedAt: new Date('2023-01-10T00:00:00Z'),
    });
    // Source documents of the same company follow their own (tax year) rule: 2024 is not due.
    await filed(quiet.ownerToken, quiet.tenant.id, 'Statement.pdf', {
      record_class: 'SOURCE_DOCUMENTS',
      tax_year: 2024,
      uploadedAt: new Date('2024-02-01T00:00:00Z'),
    });
    // Last activity Feb 1 2024: in January 2026 under two years ago, in June past them.
    const january = (await disposalDue(ctx.database.db, new Date('2026-01-15T00:00:00Z'), 1000)).filter(
      (d) => d.tenant_id === quiet.tenant.id,
    );
    expect(january).toEqual([]);
    expect(await dueIds(quiet.tenant.id)).toEqual([letter]);

    // An active company (a file uploaded this year) keeps its old correspondence.
    const busy = await recordsWorld(ctx);
    await filed(busy.ownerToken, busy.tenant.id, 'Old letter.pdf', {
      record_class: 'CORRESPONDENCE',
      tax_year: null,
      uploadedAt: new Date('2020-01-10T00:00:00Z'),
    });
    await filed(busy.ownerToken, busy.tenant.id, 'New.pdf', { record_class: 'OTHER', tax_year: null });
    expect(await dueIds(busy.tenant.id)).toEqual([]);
  });

  it('leaves out a held document, every document of a held company, and the trash', async () => {
    const { tenant, ownerToken, superAdmin } = await recordsWorld(ctx);
    const kept = await filed(ownerToken, tenant.id, 'A 2019.pdf', { record_class: 'TAX_RETURN', tax_year: 2019 });
    const due = await filed(ownerToken, tenant.id, 'B 2019.pdf', { record_class: 'TAX_RETURN', tax_year: 2019 });
    const trashed = await filed(ownerToken, tenant.id, 'C 2019.pdf', { record_class: 'TAX_RETURN', tax_year: 2019 });
    await call(ownerToken, 'DELETE', `/tenants/${tenant.id}/documents/${trashed}`);
    await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, { document_uuid: kept, reason: 'Exam' });
    expect(await dueIds(tenant.id)).toEqual([due]);
    await call(superAdmin, 'POST', `/tenants/${tenant.id}/legal-holds`, { reason: 'Litigation' });
    expect(await dueIds(tenant.id)).toEqual([]);
  });
});
