import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditOf, filesApi, staffToken, tenantWithClients, useFilesTestApp } from '../files/files.test-support.ts';
import { payrollApi, payrollInfo, storedFor } from '../payroll/payroll.test-support.ts';
import { notificationsOf, salesTaxApi, staffMember, submission } from '../sales-tax/sales-tax.test-support.ts';
import { expectFeatureDisabled, superAdmin, switchFeature } from './feature-settings.test-support.ts';

// What clients send the firm, each under its own switch: refused while off, with nothing stored.
const ctx = useFilesTestApp();

/** Every file under a tenant's storage folder (none when the folder was never created). */
const filesOnDisk = (rootDirectory: string): string[] => {
  const dir = path.join(ctx.storageRoot, rootDirectory);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
};

describe('feature switches on what clients send', () => {
  it('CLIENT_FILE_UPLOAD: while off, a client upload is refused before storing, staff still upload', async () => {
    const { token: admin } = await superAdmin(ctx);
    const { tenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    const files = filesApi(ctx);
    expect((await files.upload(ownerToken, tenant.id, 'before.pdf', 'on')).statusCode).toBe(201);

    await switchFeature(ctx, admin, 'CLIENT_FILE_UPLOAD', false);
    const refused = await files.upload(ownerToken, tenant.id, 'while-off.pdf', 'refused bytes');
    expectFeatureDisabled(refused, 'CLIENT_FILE_UPLOAD');
    // The tenant boundary comes first: a stranger still learns nothing about the tenant.
    expect((await files.upload(outsiderToken, tenant.id, 'x.pdf', 'x')).statusCode).toBe(404);
    const staff = await files.upload(await staffToken(ctx), tenant.id, 'by-staff.pdf', 'staff', 'OTHERS');
    expect(staff.statusCode).toBe(201);

    expect(filesOnDisk(tenant.root_directory).sort()).toEqual(['before.pdf', 'by-staff.pdf']);
    const uploads = await ctx.database.db
      .selectFrom('uploads')
      .select('file_name')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(uploads.map((u) => u.file_name).sort()).toEqual(['before.pdf', 'by-staff.pdf']);
    const uploadEvents = (await auditOf(ctx, tenant.id)).filter((e) => e.action === 'FILE_UPLOAD');
    expect(uploadEvents.map((e) => [e.result, e.detail])).toEqual([
      ['OK', null],
      ['DENIED', 'FEATURE_DISABLED'],
      ['DENIED', 'NOT_FOUND'],
      ['OK', null],
    ]);

    await switchFeature(ctx, admin, 'CLIENT_FILE_UPLOAD', true);
    expect((await files.upload(ownerToken, tenant.id, 'after.pdf', 'on again')).statusCode).toBe(201);
  });

  it('SALES_TAX_SUBMISSION: while off, a submission stores nothing and tells nobody', async () => {
    const { token: admin } = await superAdmin(ctx);
    const { tenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    const viewer = await staffMember(ctx, 'Processor');
    const salesTax = salesTaxApi(ctx);
    expect((await salesTax.submit(ownerToken, tenant.id, submission())).statusCode).toBe(201);
    const heardBefore = (await notificationsOf(ctx, viewer.user.id)).length;

    await switchFeature(ctx, admin, 'SALES_TAX_SUBMISSION', false);
    const refused = await salesTax.submit(ownerToken, tenant.id, submission({ sale_month_date: '2026-04-01' }));
    expectFeatureDisabled(refused, 'SALES_TAX_SUBMISSION');
    expect((await salesTax.submit(outsiderToken, tenant.id, submission())).statusCode).toBe(404);

    const records = await ctx.database.db
      .selectFrom('sales_tax_records')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(records).toHaveLength(1);
    expect(await notificationsOf(ctx, viewer.user.id)).toHaveLength(heardBefore);
    // Reading stays possible: only sending is switched off.
    expect((await salesTax.listTenant(ownerToken, tenant.id)).statusCode).toBe(200);

    await switchFeature(ctx, admin, 'SALES_TAX_SUBMISSION', true);
    const again = await salesTax.submit(ownerToken, tenant.id, submission({ sale_month_date: '2026-04-01' }));
    expect(again.statusCode).toBe(201);
  });

  it('PAYROLL_SUBMISSION: while off, a submission is refused before its file is read', async () => {
    const { token: admin } = await superAdmin(ctx);
    const { tenant, ownerToken, outsiderToken } = await tenantWithClients(ctx);
    const payroll = payrollApi(ctx);
    const document = { name: 'payroll.pdf', content: '%PDF-1.4 payroll' };
    expect((await payroll.submit(ownerToken, tenant.id, payrollInfo(), document)).statusCode).toBe(201);

    await switchFeature(ctx, admin, 'PAYROLL_SUBMISSION', false);
    const refused = await payroll.submit(ownerToken, tenant.id, payrollInfo(), {
      name: 'while-off.pdf',
      content: 'refused',
    });
    expectFeatureDisabled(refused, 'PAYROLL_SUBMISSION');
    // Refused before the form is read: even a broken form gets the switch's answer, not a 400.
    expectFeatureDisabled(await payroll.submit(ownerToken, tenant.id, '{not json'), 'PAYROLL_SUBMISSION');
    expect((await payroll.submit(outsiderToken, tenant.id, payrollInfo())).statusCode).toBe(404);

    const stored = await storedFor(ctx, tenant.id);
    expect(stored.payroll).toHaveLength(1);
    expect(stored.uploads).toHaveLength(1);
    expect(filesOnDisk(tenant.root_directory)).toEqual(['payroll.pdf']);

    await switchFeature(ctx, admin, 'PAYROLL_SUBMISSION', true);
    const again = await payroll.submit(ownerToken, tenant.id, payrollInfo(), { name: 'later.pdf', content: 'ok' });
    expect(again.statusCode).toBe(201);
    expect((await storedFor(ctx, tenant.id)).payroll).toHaveLength(2);
  });
});
