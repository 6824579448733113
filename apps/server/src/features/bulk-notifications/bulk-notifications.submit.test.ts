import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { createTenant, createUser } from '../../../test/factories.ts';
import {
  HEADERS,
  batchCount,
  bulkApi,
  csvSheet,
  salesTaxRequest,
  sender,
  waitForDone,
} from './bulk-notifications.test-support.ts';

const ctx = useTestApp();
const api = bulkApi(ctx);
const fixture = (name: string) => ({
  name,
  content: fs.readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets', name)),
});

const salesSheet = (rows: string[][]) => ({ name: 'march.csv', content: csvSheet(HEADERS.SALES_TAX, rows) });

describe('POST /api/v1/bulk/notifications', () => {
  it('stores the selected rows as a batch, matched to tenants by e-mail, and answers 202 at once', async () => {
    const { user, token } = await sender(ctx, { name: 'Nora Adviser' });
    const acme = await createTenant(ctx.database.db, { name: 'Acme Bakery LLC' });
    await ctx.database.db
      .updateTable('tenants')
      .set({ primary_contact_email: 'Owner@Acme-Bakery.test' })
      .where('id', '=', acme.id)
      .execute();
    const books = await createTenant(ctx.database.db, { name: 'Beta Books Inc' });
    await createUser(ctx.database.db, {
      email: 'beta@books.test',
      locale: 'de',
      tenantRoles: { [books.id]: 'TenantOwner' },
    });

    const response = await api.submit(
      token,
      salesTaxRequest([2, 3, 5]),
      salesSheet([
        ['Acme Bakery', 'owner@acme-bakery.test', '(212) 555-0123', '1250.5'],
        ['Beta Books', 'beta@books.test', '', ''],
        ['Not Selected', 'not-an-email', '', '1'],
        ['', '', '+44 20 7946 0958', '75'],
      ]),
    );

    expect(response.statusCode).toBe(202);
    const batch = response.json();
    expect(batch).toEqual({
      uuid: expect.any(String),
      kind: 'SALES_TAX',
      state: 'QUEUED',
      initiator_name: 'Nora Adviser',
      initiator_email: user.email,
      file_name: 'march.csv',
      email_subject: null,
      email_body: null,
      mechanism: null,
      total_rows: 3,
      email_sent: 0,
      text_sent: 0,
      failed: 0,
      pending: 3,
      created_at: expect.any(String),
      finished_at: null,
    });
    const stored = await ctx.database.db
      .selectFrom('bulk_batch_rows')
      .select(['row_number', 'client_name', 'email', 'phone_number', 'amount', 'tenant_id', 'locale'])
      .where('batch_id', '=', batch.uuid)
      .orderBy('row_number')
      .execute();
    expect(stored).toEqual([
      {
        row_number: 2,
        client_name: 'Acme Bakery',
        email: 'owner@acme-bakery.test',
        phone_number: '+12125550123',
        amount: '1250.5',
        tenant_id: acme.id,
        locale: 'en',
      },
      {
        row_number: 3,
        client_name: 'Beta Books',
        email: 'beta@books.test',
        phone_number: null,
        amount: 'N/A',
        tenant_id: books.id,
        locale: 'de',
      },
      {
        row_number: 5,
        client_name: 'N/A',
        email: null,
        phone_number: '+442079460958',
        amount: '75',
        tenant_id: null,
        locale: 'en',
      },
    ]);

    const done = await waitForDone(async () => (await api.get(token, batch.uuid)).json());
    expect(done).toMatchObject({ state: 'DONE', email_sent: 2, text_sent: 2, failed: 0, pending: 0 });
    const rows = (await api.rows(token, batch.uuid)).json();
    expect(rows).toMatchObject({ total: 3, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(rows.data).toEqual([
      expect.objectContaining({
        row_number: 2,
        tenant_name: 'Acme Bakery LLC',
        email_state: 'SENT',
        text_state: 'SENT',
      }),
      expect.objectContaining({
        row_number: 3,
        tenant_name: 'Beta Books Inc',
        email_state: 'SENT',
        text_state: 'SKIPPED',
      }),
      expect.objectContaining({ row_number: 5, tenant_name: null, email_state: 'SKIPPED', text_state: 'SENT' }),
    ]);
  });

  it('reads a real .xlsx and applies the edits made in the preview before validating', async () => {
    const { token } = await sender(ctx);

    // Row 5 has a bad e-mail in the sheet; the user corrected it in the preview.
    const response = await api.submit(
      token,
      salesTaxRequest([2, 5, 8], { edits: [{ row_number: 5, field: 'email', value: 'gamma@garage.test' }] }),
      fixture('sales-tax.xlsx'),
    );

    expect(response.statusCode).toBe(202);
    const rows = (await api.rows(token, response.json().uuid)).json().data;
    expect(rows.map((r: { row_number: number; email: string | null }) => [r.row_number, r.email])).toEqual([
      [2, 'owner@acme-bakery.test'],
      [5, 'gamma@garage.test'],
      [8, null],
    ]);
  });

  it('refuses the whole batch when a selected row has a problem, naming each row, and stores nothing', async () => {
    const { token } = await sender(ctx);
    const before = await batchCount(ctx.database);

    const response = await api.submit(token, salesTaxRequest([2, 3, 4, 9]), fixture('sales-tax.csv'));

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      details: [
        { field: 'rows.4.row', message: VALIDATION_MESSAGES.rowNotInSheet },
        { field: 'rows.9.row', message: VALIDATION_MESSAGES.rowNotInSheet },
      ],
    });
    const bad = await api.submit(token, salesTaxRequest([2, 5, 6]), fixture('sales-tax.csv'));
    expect(bad.json().error.details).toEqual([
      { field: 'rows.5.email', message: VALIDATION_MESSAGES.emailInvalid },
      { field: 'rows.6.phone_number', message: VALIDATION_MESSAGES.phoneInvalid },
    ]);
    expect(await batchCount(ctx.database)).toBe(before);
  });

  it('refuses a batch with no rows selected, and a sheet that is not a spreadsheet', async () => {
    const { token } = await sender(ctx);

    const none = await api.submit(token, salesTaxRequest([]), salesSheet([['A', 'a@a.test', '', '1']]));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toEqual([
      { field: 'selected_rows', message: VALIDATION_MESSAGES.noRowsSelected },
    ]);

    const text = await api.submit(token, salesTaxRequest([2]), { name: 'notes.txt', content: 'hello' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.details).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.spreadsheetType }]);

    const noFile = await api.submit(token, salesTaxRequest([2]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.details).toEqual([{ field: 'file', message: VALIDATION_MESSAGES.selectFileToUpload }]);
  });

  it('refuses a push without subject or body, or with a body over 160 characters', async () => {
    const { token } = await sender(ctx);
    const sheet = { name: 'push.csv', content: csvSheet(HEADERS.PUSH, [['Kilo', 'kilo@kitchens.test', '']]) };

    const empty = await api.submit(
      token,
      { kind: 'PUSH', selected_rows: [2], email_subject: ' ', email_body: '' },
      sheet,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([
      { field: 'email_subject', message: VALIDATION_MESSAGES.pushSubjectRequired },
      { field: 'email_body', message: VALIDATION_MESSAGES.pushBodyRequired },
    ]);

    const long = await api.submit(
      token,
      { kind: 'PUSH', selected_rows: [2], email_subject: 'Closed', email_body: 'x'.repeat(161) },
      sheet,
    );
    expect(long.json().error.details).toEqual([{ field: 'email_body', message: VALIDATION_MESSAGES.pushBodyTooLong }]);

    const onlyScript = await api.submit(
      token,
      { kind: 'PUSH', selected_rows: [2], email_subject: 'Closed', email_body: '<script>alert(1)</script>' },
      sheet,
    );
    expect(onlyScript.json().error.details).toEqual([
      { field: 'email_body', message: VALIDATION_MESSAGES.pushBodyRequired },
    ]);
  });

  it('stores a push body sanitised, with the PushNotification mechanism, and lists it by subject', async () => {
    const { token } = await sender(ctx);
    const sheet = { name: 'push.csv', content: csvSheet(HEADERS.PUSH, [['Kilo', 'kilo@kitchens.test', '2125550175']]) };
    const body =
      '<b>Closed</b> on <i onclick="x()">Friday</i><script>alert(1)</script> <a href="https://evil.test">see</a>';

    const response = await api.submit(
      token,
      { kind: 'PUSH', selected_rows: [2], email_subject: 'Office hours', email_body: body },
      sheet,
    );

    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      kind: 'PUSH',
      email_subject: 'Office hours',
      email_body: '<b>Closed</b> on <i>Friday</i> see',
      mechanism: 'PushNotification',
    });
    const listed = (await api.list(token, { kind: 'PUSH', search: 'office' })).json();
    expect(listed.data.map((b: { uuid: string }) => b.uuid)).toEqual([response.json().uuid]);
    expect((await api.list(token, { kind: 'PUSH', search: 'nothing like it' })).json().total).toBe(0);
  });
});
