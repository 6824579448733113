import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi } from './support/staff-api.ts';

const browser = useBrowser();

/** Sheets made by LibreOffice (apps/server/test/fixtures/spreadsheets/README.md), not by our own parser. */
const fixture = (name: string) => path.resolve(import.meta.dirname, '../apps/server/test/fixtures/spreadsheets', name);

/** Drops a sheet on the intake, waits for the preview, selects the rows without problems and submits them. */
async function submitCleanRows(page: Page, sheet: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator(`input[type="file"][aria-label="${en.bulk.intake.chooseFile}"]`).setInputFiles(sheet);
  await page.getByText(en.bulk.intake.processed).waitFor();
  await page.getByRole('table', { name: en.bulk.intake.previewLabel }).waitFor();
  await page.getByRole('button', { name: en.bulk.intake.selectClean }).click();
}

/** The result screen: waits until every row of the batch has settled. */
async function waitUntilSettled(page: Page) {
  await page.waitForURL(/[?&]batch=/, { timeout: 15_000 });
  await page.getByText(en.bulk.state.DONE).first().waitFor({ timeout: 60_000 });
}

describe.each(journeyTargets('pglite'))('bulk work from spreadsheets on $database', (target) => {
  it.each([
    {
      kind: 'sales tax',
      upload: '/app/upload/send/bulk/sale/tax/notification',
      sheet: 'sales-tax.xlsx',
      template: 'bulk-sales-tax',
      sent: { name: 'Acme Bakery', email: 'owner@acme-bakery.test' },
      refused: 'Gamma Garage',
    },
    {
      kind: 'payroll tax',
      upload: '/app/upload/send/bulk/payroll/tax/notification',
      sheet: 'payroll-tax.xlsx',
      template: 'bulk-payroll-tax',
      sent: { name: 'Foxtrot Farms', email: 'pay@foxtrot.test' },
      refused: 'India Imports',
    },
  ])(
    '$kind: an .xlsx sheet → preview → clean rows sent → every e-mail and text settles',
    async (flow) => {
      const api = await staffApi(target.url);
      const page = await browser.newPage(target.url);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto(flow.upload);

      // Nothing selected yet: the spec's message, and nothing sent.
      await page
        .locator(`input[type="file"][aria-label="${en.bulk.intake.chooseFile}"]`)
        .setInputFiles(fixture(flow.sheet));
      await page.getByText(en.bulk.intake.processed).waitFor();
      await page.getByRole('button', { name: en.bulk.submitSelected }).click();
      await page.getByText(en.errors.rules.noRowsSelected).waitFor();

      // The rows with problems (a bad e-mail, a bad phone) are shown as such and left out.
      await page.getByRole('button', { name: en.bulk.intake.selectClean }).click();
      await page.getByRole('button', { name: en.bulk.submitSelected }).click();
      await page.getByText(en.bulk.submitted).waitFor();
      await waitUntilSettled(page);
      const sent = page.getByRole('row').filter({ hasText: flow.sent.name });
      await sent.getByText(en.bulk.results.yes).first().waitFor();
      expect(await page.getByRole('row').filter({ hasText: flow.refused }).count()).toBe(0);

      // The e-mail really went out through the outbox.
      expect(await api.latestMail(flow.sent.email, flow.template)).toContain(flow.sent.name);
      await page.context().close();
    },
    120_000,
  );

  it('push notification: file type first, subject and body, then the list shows the message', async () => {
    const page = await browser.newPage(target.url);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/app/upload/send/bulk/push/notification');
    const subject = `Office closed ${Date.now()}`;

    await page.getByRole('combobox', { name: en.bulk.push.fileType }).click();
    await page.getByRole('option', { name: en.bulk.push.fileTypePush }).click();
    await submitCleanRows(page, fixture('push.xlsx'));
    await page.getByLabel(en.bulk.push.subject).fill(subject);
    await page.getByLabel(en.bulk.push.body).fill('x'.repeat(161));
    await page.getByRole('button', { name: en.bulk.submitSelected }).click();
    await page.getByText(en.errors.rules.pushBodyTooLong).waitFor();
    await page.getByLabel(en.bulk.push.body).fill('Our office is closed on Friday. <b>Deadlines</b> are unchanged.');
    await page.getByRole('button', { name: en.bulk.submitSelected }).click();

    await page.waitForURL('**/app/index/send/bulk/push/notification**');
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    // The body is shown as HTML: the bold word is an element, not the text "<b>".
    await row.locator('b', { hasText: 'Deadlines' }).waitFor();
    // (The mechanism, always "Push Notification", is the first column to fold away at 1280 px.)
    await page.context().close();
  }, 120_000);

  it('bulk tenants: a sheet of two companies becomes two tenants on the Tenant List', async () => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const csv = [
      'Name,Root Directory,Root Directory Type,Primary Contact Name,Primary Contact Email,Primary Contact Mobile,Address Line 1,Address Line 2,City,State,Country,Zip Code,Time Zone',
      `North Farm ${suffix},north-farm-${suffix},LOCAL_FOLDER,Nora North,nora-${suffix}@farm.test,,1 Field Road,,Dayton,OH,USA,45402,America/New_York`,
      `South Mill ${suffix},south-mill-${suffix},,Sam South,sam-${suffix}@mill.test,,2 River Lane,,Austin,TX,USA,73301,America/Chicago`,
    ].join('\n');
    const page = await browser.newPage(target.url);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/app/tenant/info');
    await page.getByRole('link', { name: en.tenants.list.bulkCreate }).click();
    await page.waitForURL('**/app/tenant/bulk/upload/create');

    await submitCleanRows(page, { name: `tenants-${suffix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: en.bulk.tenants.send }).click();
    await page.waitForURL('**/app/tenant/info', { timeout: 15_000 });
    await page.getByPlaceholder(en.tenants.list.searchPlaceholder).fill(suffix);
    await page
      .getByRole('row')
      .filter({ hasText: `North Farm ${suffix}` })
      .waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: `South Mill ${suffix}` })
      .waitFor();
    await page.context().close();
  }, 120_000);
});
