import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { salesTaxApi, staffMember, submission, tenantWithOwner } from './sales-tax.test-support.ts';

const ctx = useTestApp();
const salesTax = salesTaxApi(ctx);

describe('"my clients" on the firm-wide sales-tax list', () => {
  it("keeps the records of the caller's clients, or of nobody's", async () => {
    const me = await staffMember(ctx, 'Admin');
    const mine = await tenantWithOwner(ctx, { tenantName: 'Mine Sales Co' });
    const other = await tenantWithOwner(ctx, { tenantName: 'Other Sales Co' });
    await ctx.database.db
      .updateTable('tenants')
      .set({ responsible_staff_id: me.user.id })
      .where('id', '=', mine.tenant.id)
      .execute();
    expect((await salesTax.submit(mine.ownerToken, mine.tenant.id, submission())).statusCode).toBe(201);
    expect((await salesTax.submit(other.ownerToken, other.tenant.id, submission())).statusCode).toBe(201);

    const names = async (responsible: string) =>
      (await salesTax.listAll(me.token, { responsible, per_page: '100' }))
        .json()
        .data.map((r: { tenant_name: string }) => r.tenant_name);
    expect(await names('mine')).toEqual(['Mine Sales Co']);
    expect(await names('none')).toContain('Other Sales Co');
    expect(await names('none')).not.toContain('Mine Sales Co');
  });
});
