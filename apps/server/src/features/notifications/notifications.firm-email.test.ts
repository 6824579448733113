import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bearer } from '../../../test/factories.ts';
import {
  mailsTo,
  notificationsOf,
  salesTaxApi,
  staffMember,
  submission,
  tenantWithOwner,
} from '../sales-tax/sales-tax.test-support.ts';

const ctx = useTestApp();
const salesTax = salesTaxApi(ctx);

async function switchFirmEmails(status: 0 | 1) {
  const superAdmin = await staffMember(ctx, 'SuperAdmin');
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/feature-settings/FIRM_EMAIL_NOTIFICATIONS/status',
    headers: bearer(superAdmin.token),
    payload: { status },
  });
  expect(response.statusCode).toBe(200);
}

describe('the FIRM_EMAIL_NOTIFICATIONS feature setting', () => {
  it('while off, staff are told of a submission in the app only; on again, by e-mail too', async () => {
    const adviser = await staffMember(ctx, 'Processor');
    const client = await tenantWithOwner(ctx);

    await switchFirmEmails(0);
    const quiet = await salesTax.submit(
      client.ownerToken,
      client.tenant.id,
      submission({ sale_month_date: '2026-04-01' }),
    );
    expect(quiet.statusCode).toBe(201);
    expect(await mailsTo(ctx, adviser.user.email, 'sales-tax-submitted')).toEqual([]);
    expect(await notificationsOf(ctx, adviser.user.id)).toHaveLength(1);

    await switchFirmEmails(1);
    await salesTax.submit(client.ownerToken, client.tenant.id, submission({ sale_month_date: '2026-05-01' }));
    expect(await mailsTo(ctx, adviser.user.email, 'sales-tax-submitted')).toHaveLength(1);
    expect(await notificationsOf(ctx, adviser.user.id)).toHaveLength(2);
  });
});
