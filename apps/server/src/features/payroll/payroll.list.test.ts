import { describe, expect, it } from 'vitest';
import { createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { useFilesTestApp } from '../files/files.test-support.ts';
import { staffMember, tenantWithOwner } from '../sales-tax/sales-tax.test-support.ts';
import { payrollApi, payrollInfo } from './payroll.test-support.ts';

const ctx = useFilesTestApp();
const api = payrollApi(ctx);

type Row = { tenant_name: string; payroll_period_date_from: string; payroll_period_type: string; file: unknown };
const day = (i: number) =>
  `2030-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

describe('payroll lists', () => {
  it('pages a tenant 10 at a time, newest period first, with the spec envelope', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    for (let i = 0; i < 12; i++) {
      const info = payrollInfo({ payroll_period_date_from: day(i), payroll_period_date_to: day(i) });
      expect((await api.submit(ownerToken, tenant.id, info)).statusCode).toBe(201);
    }

    const first = await api.listTenant(ownerToken, tenant.id);
    expect(first.json()).toMatchObject({ current_page: 1, last_page: 2, total: 12, from: 1, to: 10 });
    expect(first.json().data[0].payroll_period_date_from).toBe(day(11));
    const second = await api.listTenant(ownerToken, tenant.id, { page: '2' });
    expect(second.json().data.map((r: Row) => r.payroll_period_date_from)).toEqual([day(1), day(0)]);
    expect((await api.listTenant(ownerToken, tenant.id, { per_page: '20' })).json().data).toHaveLength(12);
  });

  it("shows staff every tenant's submissions, searched by tenant name, period type or file name", async () => {
    const cedar = await tenantWithOwner(ctx, { tenantName: 'Cedar Clinic' });
    const dune = await tenantWithOwner(ctx, { tenantName: 'Dune Surf' });
    await api.submit(cedar.ownerToken, cedar.tenant.id, payrollInfo({ payroll_period_type: 'SEMI_MONTHLY' }), {
      name: 'cedar-w2_final.pdf',
      content: 'x',
    });
    await api.submit(dune.ownerToken, dune.tenant.id, payrollInfo({ payroll_period_type: 'WEEKLY' }));
    const { token } = await staffMember(ctx, 'Processor');
    const tenantsFound = async (search: string) =>
      (await api.listAll(token, { search, per_page: '100' })).json().data.map((r: Row) => r.tenant_name);

    expect(await tenantsFound('cedar clinic')).toEqual(['Cedar Clinic']);
    expect(await tenantsFound('semi_')).toEqual(['Cedar Clinic']);
    const weekly = await tenantsFound('weekly');
    expect(weekly).toContain('Dune Surf');
    expect(weekly).not.toContain('Cedar Clinic');
    expect(await tenantsFound('W2_FINAL')).toEqual(['Cedar Clinic']);
    expect(await tenantsFound('w2%')).toEqual([]);
    // The tenant's own list: only its rows, and no search by tenant name.
    expect((await api.listTenant(dune.ownerToken, dune.tenant.id, { search: 'Cedar' })).json().total).toBe(0);
    const own = (await api.listTenant(cedar.ownerToken, cedar.tenant.id)).json().data as Row[];
    expect(own.map((r) => [r.tenant_name, r.file])).toEqual([
      ['Cedar Clinic', { name: 'cedar-w2_final.pdf', path: 'Payroll Documents/cedar-w2_final.pdf' }],
    ]);
  });

  it("refuses tenant users the firm-wide list (403), another tenant's list (404), and anyone without 'view payroll'", async () => {
    const { tenant, otherTenant, ownerToken, outsiderToken } = await tenantWithOwner(ctx);
    const staffRole = await createRole(ctx.database.db, { scope: 'firm', permissions: ['view tenant'] });
    const staffToken = await tokenFor(
      ctx.app,
      (await createUser(ctx.database.db, { staffRoles: [staffRole.name] })).email,
    );
    const memberRole = await createRole(ctx.database.db, { scope: 'tenant', permissions: ['view files'] });
    const member = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: memberRole.name } });

    expect((await api.listAll(ownerToken)).statusCode).toBe(403);
    expect((await api.listTenant(outsiderToken, tenant.id)).statusCode).toBe(404);
    expect((await api.listTenant(ownerToken, otherTenant.id)).statusCode).toBe(404);
    expect((await api.listAll(staffToken)).statusCode).toBe(403);
    expect((await api.listTenant(staffToken, tenant.id)).statusCode).toBe(403);
    expect((await api.listTenant(await tokenFor(ctx.app, member.email), tenant.id)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/payroll' })).statusCode).toBe(401);
  });

  it('keeps the submissions of the caller\'s clients with responsible=mine ("my clients")', async () => {
    const me = await staffMember(ctx, 'Admin');
    const mine = await tenantWithOwner(ctx, { tenantName: 'Mine Payroll Co' });
    const other = await tenantWithOwner(ctx, { tenantName: 'Other Payroll Co' });
    const db = ctx.database.db;
    await db
      .updateTable('tenants')
      .set({ responsible_staff_id: me.user.id })
      .where('id', '=', mine.tenant.id)
      .execute();
    expect((await api.submit(mine.ownerToken, mine.tenant.id, payrollInfo())).statusCode).toBe(201);
    expect((await api.submit(other.ownerToken, other.tenant.id, payrollInfo())).statusCode).toBe(201);
    const found = await api.listAll(me.token, { responsible: 'mine', per_page: '100' });
    expect(found.json().data.map((r: Row) => r.tenant_name)).toEqual(['Mine Payroll Co']);
  });
});
