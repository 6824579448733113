import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createRole, createUser, tokenFor } from '../../../test/factories.ts';
import { salesTaxApi, staffMember, submission, tenantWithOwner } from './sales-tax.test-support.ts';

const ctx = useTestApp();
const api = salesTaxApi(ctx);

type Row = { tenant_name: string; sale_month_date: string; sale_tax_status: string; sale_amount: string };
const month = (i: number) => `20${String(10 + Math.floor(i / 12))}-${String((i % 12) + 1).padStart(2, '0')}-01`;

describe('sales-tax lists', () => {
  it('pages a tenant 20 at a time, newest month first, with the spec envelope', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    // 23 months, sent oldest first, so insertion order is not what sorts them.
    for (let i = 0; i < 23; i++) await api.submit(ownerToken, tenant.id, submission({ sale_month_date: month(i) }));

    const first = await api.listTenant(ownerToken, tenant.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ current_page: 1, last_page: 2, total: 23, from: 1, to: 20 });
    expect(
      first
        .json()
        .data.slice(0, 2)
        .map((r: Row) => r.sale_month_date),
    ).toEqual([month(22), month(21)]);
    const second = await api.listTenant(ownerToken, tenant.id, { page: '2' });
    expect(second.json()).toMatchObject({ from: 21, to: 23 });
    expect(second.json().data.map((r: Row) => r.sale_month_date)).toEqual([month(2), month(1), month(0)]);
    expect((await api.listTenant(ownerToken, tenant.id, { per_page: '50' })).json().data).toHaveLength(23);
    expect((await api.listTenant(ownerToken, tenant.id, { per_page: '7' })).statusCode).toBe(400);
  });

  it("shows staff every tenant's records, searched by tenant name or month and narrowed by status", async () => {
    const alpha = await tenantWithOwner(ctx, { tenantName: 'Alpha Fisheries 50%' });
    const beta = await tenantWithOwner(ctx, { tenantName: 'Beta Bikes' });
    await api.submit(alpha.ownerToken, alpha.tenant.id, submission({ sale_month_date: '2031-05-01' }));
    await api.submit(alpha.ownerToken, alpha.tenant.id, submission({ sale_month_date: '2031-05-01' }));
    await api.submit(beta.ownerToken, beta.tenant.id, submission({ sale_month_date: '2031-06-01' }));
    const { token } = await staffMember(ctx, 'Processor');

    const names = async (query: Record<string, string>) =>
      (await api.listAll(token, query))
        .json()
        .data.map((r: Row) => [r.tenant_name, r.sale_month_date, r.sale_tax_status]);

    expect(await names({ search: '2031-0' })).toEqual([
      ['Beta Bikes', '2031-06-01', 'SUBMITTED'],
      ['Alpha Fisheries 50%', '2031-05-01', 'SUBMITTED'],
      ['Alpha Fisheries 50%', '2031-05-01', 'SUPERSEDED'],
    ]);
    expect(await names({ search: 'fisheries 50%' })).toHaveLength(2);
    expect(await names({ search: '50%', status: 'SUPERSEDED' })).toEqual([
      ['Alpha Fisheries 50%', '2031-05-01', 'SUPERSEDED'],
    ]);
    expect(await names({ search: '5_%' })).toEqual([]);
    expect((await api.listAll(token, { status: 'LOST' })).statusCode).toBe(400);
    // A tenant's own list ignores other tenants, and its search is by month only.
    const own = await api.listTenant(beta.ownerToken, beta.tenant.id, { search: 'Alpha' });
    expect(own.json().total).toBe(0);
    expect((await api.listTenant(beta.ownerToken, beta.tenant.id)).json().data.map((r: Row) => r.tenant_name)).toEqual([
      'Beta Bikes',
    ]);
  });

  it("refuses tenant users the firm-wide list (403) and another tenant's list (404)", async () => {
    const { tenant, otherTenant, ownerToken, outsiderToken } = await tenantWithOwner(ctx);

    expect((await api.listAll(ownerToken)).statusCode).toBe(403);
    expect((await api.listTenant(outsiderToken, tenant.id)).statusCode).toBe(404);
    expect((await api.listTenant(ownerToken, otherTenant.id)).statusCode).toBe(404);
    expect((await api.listTenant(ownerToken, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/sales-tax' })).statusCode).toBe(401);
  });

  it("refuses staff and members without 'view sales tax' (403)", async () => {
    const { tenant } = await tenantWithOwner(ctx);
    const staffRole = await createRole(ctx.database.db, { scope: 'firm', permissions: ['view tenant'] });
    const staff = await createUser(ctx.database.db, { staffRoles: [staffRole.name] });
    const memberRole = await createRole(ctx.database.db, { scope: 'tenant', permissions: ['view files'] });
    const member = await createUser(ctx.database.db, { tenantRoles: { [tenant.id]: memberRole.name } });
    const staffToken = await tokenFor(ctx.app, staff.email);

    expect((await api.listAll(staffToken)).statusCode).toBe(403);
    expect((await api.listTenant(staffToken, tenant.id)).statusCode).toBe(403);
    expect((await api.listTenant(await tokenFor(ctx.app, member.email), tenant.id)).statusCode).toBe(403);
  });
});
