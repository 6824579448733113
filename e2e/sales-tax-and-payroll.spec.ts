import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

const browser = useBrowser();
const CLIENT_PASSWORD = 'Client-Pass-1!';

/** A tenant in a local folder with an active client who owns it, signed in on its folder view. */
async function clientOnFolderView(baseUrl: string, label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const tenantName = `${label} ${suffix}`;
  const api = await staffApi(baseUrl);
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name: tenantName,
    root_directory: `${label.toLowerCase().replace(/\W+/g, '-')}-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `books-${suffix}@figures.test`,
  });
  const email = uniqueEmail(label.toLowerCase().replace(/\W+/g, '-'));
  await createActiveClient(baseUrl, api, {
    tenantId: tenant.uuid,
    name: 'Tom Tenant',
    email,
    password: CLIENT_PASSWORD,
  });

  const client = await browser.newPage(baseUrl);
  await signIn(client, email, CLIENT_PASSWORD);
  await client
    .getByRole('list', { name: en.dashboard.accessDocuments })
    .getByRole('link', { name: tenantName })
    .click();
  await client.waitForURL('**/app/index/company?**');
  return { api, tenant, tenantName, email, client };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe.each(journeyTargets('pglite'))('sales tax and payroll on $database', (target) => {
  it('the tenant submits sales tax, the adviser processes it, the tenant sees PROCESSED and is e-mailed', async () => {
    const { api, tenantName, email, client } = await clientOnFolderView(target.url, 'Sales Figures');

    // Tenant: folder view → Sale Tax → Send Sale Tax Info → the form, first sent empty (spec §5 messages).
    await client.getByRole('link', { name: en.files.saleTax }).click();
    await client.waitForURL('**/app/tenant/get/sales/tax/list?**');
    await client.getByRole('link', { name: en.salesTax.list.send }).click();
    await client.waitForURL('**/app/tenant/send/sale/tax/notification/to/cpa?**');
    await client.getByRole('button', { name: en.salesTax.form.submit }).click();
    await client.getByText(en.errors.rules.amountRequired).waitFor();
    await client.getByText(en.errors.rules.collectedRequired).waitFor();

    await client.getByLabel(en.salesTax.fields.saleAmount).fill('12345678901.23');
    await client.getByLabel(en.salesTax.fields.collectedTaxAmount).fill('0.30');
    await client.getByLabel(en.salesTax.fields.saleMonth).fill('2026-03');
    await client.getByLabel(en.salesTax.fields.submittedDate).fill('2026-04-02');
    await client.getByRole('button', { name: en.salesTax.form.submit }).click();
    await client.waitForURL('**/app/tenant/get/sales/tax/list?**');
    const submitted = rowOf(client, '12,345,678,901.23');
    await submitted.getByText(en.salesTax.status.SUBMITTED).waitFor();

    // The firm is told: the adviser's e-mail is in the outbox.
    await api.latestMail(ADMIN.email, 'sales-tax-submitted');

    // Adviser: the all-tenants list, found by the tenant's name, Edit → Send Update Info to Tenant.
    const staff = await browser.newPage(target.url);
    await signIn(staff, ADMIN.email, ADMIN.password);
    await staff.goto('/app/admin/get/sales/tax/list');
    await staff.getByPlaceholder(en.salesTax.list.adminSearchPlaceholder).fill(tenantName);
    const record = rowOf(staff, tenantName);
    await record.getByText('12,345,678,901.23').waitFor();
    const editLabel = en.salesTax.list.editOf.replace('{{tenant}}', tenantName).split('{{month}}')[0]!;
    await record.getByRole('button', { name: editLabel }).click();
    const modal = staff.getByRole('dialog', { name: en.salesTax.update.title });
    await modal.getByLabel(en.salesTax.fields.payableTaxAmount).fill('1050.75');
    await modal.getByLabel(en.salesTax.fields.processDate).fill('2026-04-15');
    await modal.getByRole('button', { name: en.salesTax.update.submit }).click();
    await staff.getByText(en.salesTax.update.sent).waitFor();
    await record.getByText(en.salesTax.status.PROCESSED).waitFor();
    await staff.context().close();

    // Tenant: the record is PROCESSED with the payable amount, and the e-mail about it waits in the outbox.
    await client.reload();
    const processed = rowOf(client, '12,345,678,901.23');
    await processed.getByText(en.salesTax.status.PROCESSED).waitFor();
    expect(await processed.innerText()).toContain('1,050.75');
    const mail = await api.latestMail(email, 'sales-tax-processed');
    expect(mail).toContain('1,050.75');
    await client.context().close();
  }, 120_000);

  it('the tenant submits payroll with a file, which then shows in the folder browser', async () => {
    const { tenant, client } = await clientOnFolderView(target.url, 'Payroll Figures');
    const file = {
      name: `payroll-march-${Date.now()}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from('employee,gross\nAda,4200.00\nGrace,3900.50\n'),
    };

    // The page's own button (the sidebar has a Payroll entry too).
    await client.locator('main').getByRole('link', { name: en.files.payroll, exact: true }).click();
    await client.waitForURL('**/app/tenant/get/payroll/list?**');
    await client.getByRole('link', { name: en.payroll.list.add }).click();
    await client.waitForURL('**/app/tenant/submit/payroll/list?**');

    await client.getByLabel(en.payroll.fields.amount).fill('8100.50');
    await client.getByRole('combobox', { name: en.payroll.fields.periodType }).click();
    await client.getByRole('option', { name: en.payroll.periodTypes.MONTHLY, exact: true }).click();
    await client.getByLabel(en.payroll.fields.dateFrom).fill('2026-03-01');
    await client.getByLabel(en.payroll.fields.dateTo).fill('2026-03-31');
    await client.locator(`input[type="file"][aria-label="${en.payroll.form.chooseFile}"]`).setInputFiles(file);
    await client.getByRole('button', { name: en.payroll.form.submit }).click();
    await client.getByText(en.payroll.form.sent).waitFor();

    // After 2 seconds, the list, with the period and the file.
    await client.waitForURL('**/app/tenant/get/payroll/list?**');
    const download = client.getByRole('button', { name: en.files.downloadNamed.replace('{{name}}', file.name) });
    const row = client.getByRole('row').filter({ has: download });
    await row.waitFor();
    expect(await row.innerText()).toContain('8,100.50');
    expect(await row.innerText()).toContain(en.payroll.periodTypes.MONTHLY);

    // The folder browser: the file sits in Payroll Documents.
    await client.goto(`/app/index/company?company_uuid=${tenant.uuid}`);
    await client
      .getByRole('link', { name: en.files.openFolder.replace('{{name}}', en.uploads.types.PAYROLL_DOCUMENT) })
      .click();
    await rowOf(client, file.name).waitFor();
    await client.context().close();
  }, 120_000);
});
