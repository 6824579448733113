import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { tenantWithOwner } from '../sales-tax/sales-tax.test-support.ts';
import { multipartForm, payrollInfo } from './payroll.test-support.ts';

const ctx = useTestApp();

const submit = (token: string, tenantId: string, file?: { name: string; content: string }) => {
  const form = multipartForm([
    { field: 'payroll_info', value: JSON.stringify(payrollInfo()) },
    ...(file ? [{ field: 'file', fileName: file.name, content: file.content }] : []),
  ]);
  return ctx.app.inject(
    asCaller(token, {
      method: 'POST',
      url: `/api/v1/tenants/${tenantId}/payroll`,
      headers: form.headers,
      payload: form.payload,
    }),
  );
};

describe('payroll on the audit trail', () => {
  it('records a submission with its amount, period and document', async () => {
    const { tenant, owner, ownerToken } = await tenantWithOwner(ctx);

    const submitted = await submit(ownerToken, tenant.id, { name: 'march.pdf', content: '%PDF-1.4 payroll' });
    expect(submitted.statusCode).toBe(201);

    expect(await latestEvent(ctx, 'PAYROLL_SUBMIT', `payroll:${submitted.json().uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: owner.id },
      tenant: { uuid: tenant.id },
      ...fromCaller,
      changes: {
        payroll_amount: { from: null, to: '5400.25' },
        payroll_period_type: { from: null, to: 'BI_WEEKLY' },
        payroll_period_date_from: { from: null, to: '2026-03-01' },
        payroll_period_date_to: { from: null, to: '2026-03-14' },
        file: { from: null, to: 'march.pdf' },
      },
    });
  });

  it('records a user of another tenant as DENIED under the tenant they tried', async () => {
    const { tenant, outsiderToken } = await tenantWithOwner(ctx);

    expect((await submit(outsiderToken, tenant.id)).statusCode).toBe(404);

    expect((await readTrail(ctx, { action: 'PAYROLL_SUBMIT', tenant_uuid: tenant.id }))[0]).toMatchObject({
      result: 'DENIED',
      detail: 'NOT_FOUND',
      target: 'payroll:new',
      ...fromCaller,
    });
  });
});
