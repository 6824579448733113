import path from 'node:path';
import type { FileChooser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { expectVisibleFocus, tabTo } from './support/keyboard.ts';
import { onePagePdf } from './support/pdf.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

/**
 * Sign-in, upload and the bulk preview with the keyboard alone: Tab, typing, Enter, Space and the arrows, never
 * a click. Keyboard use does not depend on the database, so this runs on the first target only.
 */
const target = inject('targets')[0]!;
const browser = useBrowser();
const CLIENT_PASSWORD = 'Client-Pass-1!';

/**
 * Chooses a file in the picker that pressing `key` on the focused button opens. The page must have called
 * interceptFileChoosers() first: a key press reaches the browser faster than a click, often before Playwright
 * has switched the interception on, and the picker would then open natively, unseen.
 */
async function pickWithKey(page: Page, key: string, file: Parameters<FileChooser['setFiles']>[0]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press(key)]);
  await chooser.setFiles(file);
}

/** Switches Playwright's file-chooser interception on for the page's whole life (see pickWithKey). */
function interceptFileChoosers(page: Page) {
  page.on('filechooser', () => undefined);
}

describe('keyboard only', () => {
  const client = { email: '', tenantUuid: '', tenantName: '' };

  beforeAll(async () => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const api = await staffApi(target.url);
    client.tenantName = `Keyboard Books ${suffix}`;
    const tenant = await api.post<{ uuid: string }>('/tenants', {
      name: client.tenantName,
      root_directory: `keyboard-${suffix}`,
      root_directory_type: 'LOCAL_FOLDER',
      primary_contact_email: `books-${suffix}@keyboard.test`,
    });
    client.tenantUuid = tenant.uuid;
    client.email = uniqueEmail('keyboard');
    await createActiveClient(target.url, api, {
      tenantId: tenant.uuid,
      name: 'Kim Keys',
      email: client.email,
      password: CLIENT_PASSWORD,
    });
  });

  it("signs in with Tab, typing and Enter, and reaches their company's documents", async () => {
    const page = await browser.newPage(target.url);
    await page.goto('/app/login');
    const email = page.getByLabel(en.auth.login.email);
    await email.waitFor();

    // The first stop is the language menu, with a visible focus ring.
    await page.keyboard.press('Tab');
    expect(await page.getByTestId('language-switcher').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisibleFocus(page, 'language menu on the login screen');

    await tabTo(page, email);
    await page.keyboard.type(client.email);
    await page.keyboard.press('Tab');
    expect(
      await page.getByLabel(en.auth.login.password, { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.type(CLIENT_PASSWORD);
    await page.keyboard.press('Enter');
    // A client of one company lands on its documents.
    await page.waitForURL('**/app/index/company?**');
    await page.locator('h1').first().waitFor();

    // On every signed-in screen the first Tab offers to skip the top bar and the menu.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: en.shell.skipToContent });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisibleFocus(page, 'Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });

  it('uploads a file: file type, picker and Send by keyboard', async () => {
    const page = await browser.newPage(target.url);
    interceptFileChoosers(page);
    await signIn(page, client.email, CLIENT_PASSWORD);
    await page.goto(`/app/upload/company/files?${new URLSearchParams({ company_uuid: client.tenantUuid })}`);

    // The file type: Tab to the select, open it with the arrow key, take the first type with Enter.
    const fileType = page.getByRole('combobox', { name: en.uploads.fileType });
    await tabTo(page, fileType);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: en.uploads.types.BANK_STATEMENT }).waitFor();
    await page.keyboard.press('Enter');
    // The select shows the choice once React has re-rendered: read it until it does (CI once read it before).
    await expect.poll(() => fileType.inputValue()).toBe(en.uploads.types.BANK_STATEMENT);

    // The picker opens from its button with Enter.
    const choose = page.getByRole('button', { name: en.uploads.chooseFiles });
    await tabTo(page, choose);
    await expectVisibleFocus(page, 'Choose files');
    const name = `keyboard-${Date.now()}.pdf`;
    await pickWithKey(page, 'Enter', { name, mimeType: 'application/pdf', buffer: onePagePdf('Keys') });
    await page.getByRole('list', { name: en.uploads.chosenFiles }).getByText(name).waitFor();

    const send = page.getByRole('button', { name: en.uploads.send });
    await tabTo(page, send);
    await expectVisibleFocus(page, 'Send Files');
    await page.keyboard.press('Enter');
    await page.getByText(en.uploads.sentToCpa).waitFor();
    await page.context().close();
  });

  it('bulk preview: loads a sheet, selects a row with Space, edits a cell, submits with Enter', async () => {
    const page = await browser.newPage(target.url);
    interceptFileChoosers(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/app/upload/send/bulk/sale/tax/notification');

    const choose = page.getByRole('button', { name: en.bulk.intake.chooseFile });
    await tabTo(page, choose);
    await expectVisibleFocus(page, 'Choose file');
    const sheet = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/spreadsheets/sales-tax.xlsx');
    await pickWithKey(page, 'Enter', sheet);
    await page.getByRole('table', { name: en.bulk.intake.previewLabel }).waitFor();

    // Row 2 (a clean row): Space ticks its box.
    const rowBox = page.getByRole('checkbox', { name: en.bulk.intake.selectRow.replace('{{row}}', '2') });
    await tabTo(page, rowBox);
    await page.keyboard.press('Space');
    expect(await rowBox.isChecked()).toBe(true);

    // Its client name, retyped: Tab into the cell, select what is there, type, Enter keeps it.
    const cellLabel = en.bulk.intake.cellLabel
      .replace('{{column}}', en.bulk.columns.client_name)
      .replace('{{row}}', '2');
    const cell = page.getByRole('textbox', { name: cellLabel });
    await tabTo(page, cell);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Acme Bakery by Keyboard');
    await page.keyboard.press('Enter');
    expect(await cell.inputValue()).toBe('Acme Bakery by Keyboard');

    const submit = page.getByRole('button', { name: en.bulk.submitSelected });
    await tabTo(page, submit, { max: 80 });
    await expectVisibleFocus(page, 'Submit Selected Data');
    await page.keyboard.press('Enter');
    await page.getByText(en.bulk.submitted).waitFor();
    await page.context().close();
  });
});
