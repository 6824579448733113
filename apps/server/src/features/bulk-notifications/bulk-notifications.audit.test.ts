import { describe, expect, it } from 'vitest';
import { asCaller, fromCaller, latestEvent, readTrail } from '../../../test/audit-trail.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { multipartForm } from '../payroll/payroll.test-support.ts';
import { csvSheet, HEADERS, salesTaxRequest, sender } from './bulk-notifications.test-support.ts';

const ctx = useTestApp();

const send = (token: string) => {
  const sheet = csvSheet(HEADERS.SALES_TAX, [
    ['Acme', 'acme@client.test', '(212) 555-0123', '120.00'],
    ['Beta', 'beta@client.test', '', '80.00'],
  ]);
  const form = multipartForm([
    { field: 'batch', value: JSON.stringify(salesTaxRequest([2, 3])) },
    { field: 'file', fileName: 'march-sales-tax.csv', content: sheet },
  ]);
  return ctx.app.inject(
    asCaller(token, {
      method: 'POST',
      url: '/api/v1/bulk/notifications',
      headers: form.headers,
      payload: form.payload,
    }),
  );
};

describe('bulk notifications on the audit trail', () => {
  it('records the batch sent: its kind, file and number of rows', async () => {
    const { user, token } = await sender(ctx);

    const response = await send(token);
    expect(response.statusCode, response.body).toBe(202);

    expect(await latestEvent(ctx, 'BULK_NOTIFICATION_SEND', `batch:${response.json().uuid}`)).toMatchObject({
      result: 'OK',
      actor: { uuid: user.id },
      ...fromCaller,
      changes: {
        kind: { from: null, to: 'SALES_TAX' },
        file_name: { from: null, to: 'march-sales-tax.csv' },
        rows: { from: null, to: 2 },
      },
    });
  });

  it('records a staff member without the permission as DENIED', async () => {
    const processor = await createUser(ctx.database.db, { staffRoles: ['Processor'] });

    expect((await send(await tokenFor(ctx.app, processor.email))).statusCode).toBe(403);

    expect((await readTrail(ctx, { action: 'BULK_NOTIFICATION_SEND', result: 'DENIED' }))[0]).toMatchObject({
      actor: { uuid: processor.id },
      target: 'batch:new',
      detail: 'FORBIDDEN',
    });
  });
});
