import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { salesTaxApi, staffMember, submission, tenantWithOwner } from './sales-tax.test-support.ts';

const ctx = useTestApp();
const api = salesTaxApi(ctx);

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

/**
 * Money is numeric(15,2) and travels as decimal strings; the API always answers two decimals ("0.30").
 * These hold on both drivers (node-postgres and PGlite), whatever the process's time zone.
 */
describe('sales-tax money and days', () => {
  it('sums 0.1 and 0.2 in SQL to exactly "0.30"', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    for (const [month, amount] of [
      ['2026-01-01', '0.1'],
      ['2026-02-01', '0.2'],
    ]) {
      const response = await api.submit(
        ownerToken,
        tenant.id,
        submission({ sale_month_date: month, sale_amount: amount }),
      );
      expect(response.json().sale_amount).toBe(amount === '0.1' ? '0.10' : '0.20');
    }

    const { rows } = await sql<{ total: string }>`select sum(sale_amount)::text as total
      from sales_tax_records where tenant_id = ${tenant.id}`.execute(ctx.database.db);

    expect(rows[0]?.total).toBe('0.30');
  });

  it.each([
    ['12345678901.23', '12345678901.23'],
    ['9999999999999.99', '9999999999999.99'],
    ['0', '0.00'],
    ['7', '7.00'],
    ['0.5', '0.50'],
    ['000123.4', '123.40'],
  ])('keeps %s exactly (answered as %s) through submit, list and update', async (sent, answered) => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const { token: adminToken } = await staffMember(ctx, 'Admin');

    const created = await api.submit(
      ownerToken,
      tenant.id,
      submission({ sale_amount: sent, collected_tax_amount: sent }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ sale_amount: answered, collected_tax_amount: answered });
    const updated = await api.update(adminToken, created.json().uuid, {
      payable_tax_amount: sent,
      process_date: '2026-04-30',
    });
    expect(updated.json().payable_tax_amount).toBe(answered);
    const [listed] = (await api.listTenant(ownerToken, tenant.id)).json().data;
    expect(listed).toMatchObject({
      sale_amount: answered,
      collected_tax_amount: answered,
      payable_tax_amount: answered,
    });
  });

  it.each([
    ['10000000000000', 'sale_amount'],
    ['99999999999999.99', 'collected_tax_amount'],
  ])('refuses %s (more than 13 whole digits) with 400 naming %s', async (amount, field) => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);

    const response = await api.submit(ownerToken, tenant.id, submission({ [field]: amount }));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ field, message: VALIDATION_MESSAGES.amountFormat }]);
  });

  it('answers days as written, even with the server running in a zone far west or east of UTC', async () => {
    const { tenant, ownerToken } = await tenantWithOwner(ctx);
    const { token: adminToken } = await staffMember(ctx, 'Admin');
    const created = await api.submit(
      ownerToken,
      tenant.id,
      submission({ sale_month_date: '2026-01-01', submitted_date: '2026-01-31' }),
    );

    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      const updated = await api.update(adminToken, created.json().uuid, {
        payable_tax_amount: '1.00',
        process_date: '2026-03-01',
      });
      expect(updated.json(), zone).toMatchObject({
        sale_month_date: '2026-01-01',
        submitted_date: '2026-01-31',
        process_date: '2026-03-01',
      });
      const [listed] = (await api.listTenant(ownerToken, tenant.id)).json().data;
      expect(listed.sale_month_date, zone).toBe('2026-01-01');
    }
  });
});
