import fs from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { onePagePdf } from './support/pdf.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

const browser = useBrowser();
const s3 = inject('s3');
const CLIENT_PASSWORD = 'Client-Pass-1!';

/**
 * On PGlite (support/engines.ts), once with a tenant in a local folder and once with a tenant in the suite's s3rver
 * bucket.
 */
const journeys = journeyTargets('pglite').flatMap((target) =>
  (['LOCAL_FOLDER', 'AWS_S3'] as const).map((driver) => ({ ...target, driver })),
);

/** A CSV past 1 KiB, so its size shows in KB. */
function ledgerCsv(): Buffer {
  const rows = ['date,description,amount'];
  for (let day = 1; day <= 60; day++)
    rows.push(`2026-03-${String((day % 28) + 1).padStart(2, '0')},Deposit ${day},${day}.50`);
  return Buffer.from(`${rows.join('\n')}\n`);
}

/** The folder view's size (spec §3: base 1024, two decimals from KB up, bytes whole), for the two sizes used here. */
const shownSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(2)} KB`);

/** The staff dashboard's "Files Uploaded Today" figure, read from a fresh load of the page. */
async function filesUploadedToday(page: Page): Promise<number> {
  await page.goto('/app/dashboard');
  const card = page.getByRole('group', { name: en.dashboard.overview.filesUploadedToday });
  await expect.poll(async () => /\d/.test(await card.innerText()), { timeout: 15_000 }).toBe(true);
  const text = (await card.innerText()).replace(en.dashboard.overview.filesUploadedToday, '');
  return Number(text.replace(/\D/g, ''));
}

describe.each(journeys)('client documents on $database, tenant storage $driver', (target) => {
  it('a client uploads two files; staff see them, preview the PDF, download one byte for byte, and the day count rises', async () => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const tenantName = `Ledger Docs ${target.driver} ${suffix}`;
    const rootDirectory = target.driver === 'AWS_S3' ? `${s3.bucket}/clients/docs-${suffix}` : `docs-${suffix}`;
    const pdf = { name: `march-statement-${suffix}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf('March') };
    const csv = { name: `march-ledger-${suffix}.csv`, mimeType: 'text/csv', buffer: ledgerCsv() };

    // Set-up through the API: the tenant and an active client who owns it.
    const api = await staffApi(target.url);
    const tenant = await api.post<{ uuid: string }>('/tenants', {
      name: tenantName,
      root_directory: rootDirectory,
      root_directory_type: target.driver,
      primary_contact_email: `books-${suffix}@docs.test`,
    });
    const clientEmail = uniqueEmail('uploader');
    await createActiveClient(target.url, api, {
      tenantId: tenant.uuid,
      name: 'Uma Uploader',
      email: clientEmail,
      password: CLIENT_PASSWORD,
    });

    // Staff: today's count before the uploads.
    const staff = await browser.newPage(target.url);
    const blockedByCsp: string[] = [];
    staff.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blockedByCsp.push(message.text());
    });
    await signIn(staff, ADMIN.email, ADMIN.password);
    const countBefore = await filesUploadedToday(staff);

    // Client: from the dashboard to the company's folder, then Upload Files with both files as Bank Statements.
    const client = await browser.newPage(target.url);
    await signIn(client, clientEmail, CLIENT_PASSWORD);
    await client
      .getByRole('list', { name: en.dashboard.accessDocuments })
      .getByRole('link', { name: tenantName })
      .click();
    await client.waitForURL('**/app/index/company?**');
    await client.getByRole('link', { name: en.files.uploadFile }).click();
    await client.waitForURL('**/app/upload/company/files?**');
    await client.getByRole('combobox', { name: en.uploads.fileType }).click();
    await client.getByRole('option', { name: en.uploads.types.BANK_STATEMENT }).click();
    await client.locator(`input[type="file"][aria-label="${en.uploads.chooseFiles}"]`).setInputFiles([pdf, csv]);
    const chosen = client.getByRole('list', { name: en.uploads.chosenFiles });
    await chosen.getByText(pdf.name).waitFor();
    await chosen.getByText(csv.name).waitFor();
    await client.getByRole('button', { name: en.uploads.send }).click();
    await client.getByText(en.uploads.sentToCpa).waitFor();
    // Back on the folder view by itself, where the type's folder now exists.
    await client.waitForURL('**/app/index/company?**');
    await client
      .getByRole('link', { name: en.files.openFolder.replace('{{name}}', en.uploads.types.BANK_STATEMENT) })
      .waitFor();
    await client.context().close();

    // Staff: Tenant List → the company's files → its Bank Statements folder, with both files and their sizes.
    await staff.goto('/app/tenant/info');
    // Clicked within the search's 300 ms pause on purpose: the late search must not rewrite the next page's URL.
    await staff.getByPlaceholder(en.tenants.list.searchPlaceholder).fill(tenantName);
    await staff.getByRole('link', { name: en.tenants.list.openFiles.replace('{{name}}', tenantName) }).click();
    await staff.waitForURL('**/app/index/company?**');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new URL(staff.url()).searchParams.get('company_uuid')).toBeTruthy();
    await staff
      .getByRole('link', { name: en.files.openFolder.replace('{{name}}', en.uploads.types.BANK_STATEMENT) })
      .click();
    for (const file of [pdf, csv]) {
      const row = staff.getByRole('row').filter({ hasText: file.name });
      await row.waitFor();
      expect(await row.innerText()).toContain(shownSize(file.buffer.length));
    }

    // Preview: the View File modal frames the PDF, which the frame receives as a PDF to show inline.
    const framed = staff.waitForResponse(
      (response) => response.request().resourceType() === 'document' && response.frame() !== staff.mainFrame(),
    );
    await staff.getByRole('button', { name: en.files.preview.replace('{{name}}', pdf.name) }).click();
    const modal = staff.getByRole('dialog', { name: en.files.viewFile });
    const frame = modal.locator(`iframe[title="${pdf.name}"]`);
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src'))!, staff.url()).href;
    const preview: Response = await framed;
    expect(preview.url()).toBe(src);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toMatch(/^application\/pdf\b/);
    expect(preview.headers()['content-disposition']).toMatch(/^inline;/);
    // The frame's own body is Chromium's PDF viewer by now; the link itself still serves exactly the upload.
    const again = await staff.context().request.get(src);
    expect(again.status()).toBe(200);
    expect((await again.body()).equals(pdf.buffer)).toBe(true);
    // Local files come from our signed download route; S3 files straight from the bucket by a presigned URL.
    expect(new URL(src).origin).toBe(target.driver === 'AWS_S3' ? new URL(s3.endpoint).origin : target.url);
    // The footer's Close button (the × in the title bar carries the same name).
    await modal.getByRole('button', { name: en.common.close }).last().click();
    await modal.waitFor({ state: 'hidden' });

    // Download: the saved bytes are exactly the uploaded ones.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: en.files.downloadNamed.replace('{{name}}', csv.name) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(csv.name);
    expect(new URL(download.url()).origin).toBe(new URL(src).origin);
    expect(fs.readFileSync((await download.path())!).equals(csv.buffer)).toBe(true);

    // The Daily Overview counts both uploads.
    expect(await filesUploadedToday(staff)).toBe(countBefore + 2);
    expect(blockedByCsp).toEqual([]);
    await staff.context().close();
  }, 120_000);
});
