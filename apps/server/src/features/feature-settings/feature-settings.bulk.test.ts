import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { bulkTenantsApi, tenantCsv, tenantLine } from '../bulk-tenants/bulk-tenants.test-support.ts';
import {
  HEADERS,
  batchCount,
  bulkApi,
  csvSheet,
  messagesOf,
  salesTaxRequest,
  sender,
  waitForDone,
} from '../bulk-notifications/bulk-notifications.test-support.ts';
import { expectFeatureDisabled, superAdmin, switchFeature } from './feature-settings.test-support.ts';

// What the firm sends out in bulk: the batches themselves (BULK_NOTIFICATIONS) and their texts (SMS_SENDING).
const ctx = useTestApp();
const api = bulkApi(ctx);

const salesSheet = (rows: string[][]) => ({ name: 'march.csv', content: csvSheet(HEADERS.SALES_TAX, rows) });
const pushSheet = { name: 'push.csv', content: csvSheet(HEADERS.PUSH, [['Kilo', 'kilo@kitchens.test', '']]) };
const push = { kind: 'PUSH', selected_rows: [2], email_subject: 'Office hours', email_body: 'Closed Friday' };

describe('feature switches on bulk sending', () => {
  it('BULK_NOTIFICATIONS: while off, no kind of batch is stored; bulk tenant import still works', async () => {
    const { token: admin } = await superAdmin(ctx);
    const { token } = await sender(ctx);
    const sheet = salesSheet([['Acme', 'acme@bulk-off.test', '', '10']]);
    expect((await api.submit(token, salesTaxRequest([2]), sheet)).statusCode).toBe(202);
    const before = await batchCount(ctx.database);

    await switchFeature(ctx, admin, 'BULK_NOTIFICATIONS', false);
    expectFeatureDisabled(await api.submit(token, salesTaxRequest([2]), sheet), 'BULK_NOTIFICATIONS');
    expectFeatureDisabled(
      await api.submit(token, { kind: 'PAYROLL_TAX', selected_rows: [2] }, sheet),
      'BULK_NOTIFICATIONS',
    );
    expectFeatureDisabled(await api.submit(token, push, pushSheet), 'BULK_NOTIFICATIONS');
    expect(await batchCount(ctx.database)).toBe(before);
    const imported = await bulkTenantsApi(ctx).upload(
      token,
      { selected_rows: [2] },
      { name: 'tenants.csv', content: tenantCsv([tenantLine('while-bulk-off')]) },
    );
    expect(imported.statusCode, imported.body).toBe(201);

    await switchFeature(ctx, admin, 'BULK_NOTIFICATIONS', true);
    expect((await api.submit(token, push, pushSheet)).statusCode).toBe(202);
    expect(await batchCount(ctx.database)).toBe(before + 1);
  });

  it('SMS_SENDING: while off, a batch sends its e-mails but no text, its rows reading text Skipped', async () => {
    const { token: admin } = await superAdmin(ctx);
    const { token } = await sender(ctx);
    const sheet = salesSheet([
      ['Alpha', 'alpha@sms-off.test', '(212) 555-0101', '10'],
      ['Bravo', 'bravo@sms-off.test', '(212) 555-0102', '20'],
      ['Charlie', '', '(212) 555-0103', '30'],
    ]);

    await switchFeature(ctx, admin, 'SMS_SENDING', false);
    const off = (await api.submit(token, salesTaxRequest([2, 3, 4]), sheet)).json();
    const doneOff = await waitForDone(async () => (await api.get(token, off.uuid)).json());

    expect(doneOff).toMatchObject({ email_sent: 2, text_sent: 0, failed: 0, pending: 0 });
    const rows = (await api.rows(token, off.uuid)).json().data;
    expect(rows.map((r: { email_state: string; text_state: string }) => [r.email_state, r.text_state])).toEqual([
      ['SENT', 'SKIPPED'],
      ['SENT', 'SKIPPED'],
      ['SKIPPED', 'SKIPPED'],
    ]);
    const sentOff = await messagesOf(ctx.database, off.uuid);
    expect(sentOff.emails).toHaveLength(2);
    expect(sentOff.texts).toEqual([]);

    await switchFeature(ctx, admin, 'SMS_SENDING', true);
    const on = (await api.submit(token, salesTaxRequest([2, 3, 4]), sheet)).json();
    const doneOn = await waitForDone(async () => (await api.get(token, on.uuid)).json());
    expect(doneOn).toMatchObject({ email_sent: 2, text_sent: 3, failed: 0, pending: 0 });
    expect((await messagesOf(ctx.database, on.uuid)).texts).toHaveLength(3);
  });
});
