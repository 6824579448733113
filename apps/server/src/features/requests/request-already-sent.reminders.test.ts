import { describe, expect, it } from 'vitest';
import { bearer, createTenant, createUser, tokenFor } from '../../../test/factories.ts';
import { reminderMails, runAt, useReminderTestApp } from './request-reminders.test-support.ts';
import { requestsApi } from './requests.test-support.ts';

const ctx = useReminderTestApp();

describe('a request fulfilled at creation is never in a reminder', () => {
  it("May's sales tax, sent before it was asked for, is left out of the due-day reminder; the bank statement is in it", async () => {
    const db = ctx.database.db;
    const tenant = await createTenant(db);
    const client = await createUser(db, { name: 'Client', tenantRoles: { [tenant.id]: 'TenantOwner' } });
    const admin = await createUser(db, { staffRoles: ['Admin'] });
    const adminToken = await tokenFor(ctx.app, admin.email);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenants/${tenant.id}/sales-tax`,
      headers: bearer(await tokenFor(ctx.app, client.email)),
      payload: {
        sale_amount: '100.00',
        collected_tax_amount: '8.00',
        sale_month_date: '2030-05-01',
        submitted_date: '2030-05-31',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Both due June 19 (the end of May + 19 days).
    const recurrence = { cadence: 'MONTHLY', due_days: 19, first_period: '2030-05-01', last_period: '2030-05-01' };
    for (const [title, kind] of [
      ['Sales tax for the month', 'SALES_TAX'],
      ['Bank statement for the month', 'BANK_STATEMENT'],
    ]) {
      const created = await requestsApi(ctx).create(adminToken, tenant.id, { title, kind, recurrence });
      expect(created.statusCode, created.body).toBe(201);
    }

    await runAt(ctx, '2030-06-19T12:00:00Z');
    const mails = (await reminderMails(ctx)).filter((m) => m.to_address === client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Bank statement for the month');
    expect(mails[0]!.text_body).not.toContain('Sales tax for the month');
  });
});
