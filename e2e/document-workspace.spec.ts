import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyTargets } from './support/engines.ts';
import { onePagePdf } from './support/pdf.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

const browser = useBrowser();
const s3 = inject('s3');
const CLIENT_PASSWORD = 'Client-Pass-1!';
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

/** Every file of a zip as name → bytes, read with an independent zip reader. */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Upload Files: one type, the given files, Send; back on the folder view by itself. */
async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[], keepChoice?: string) {
  await page.getByRole('link', { name: en.files.uploadFile }).click();
  await page.waitForURL('**/app/upload/company/files?**');
  await page.getByRole('combobox', { name: en.uploads.fileType }).click();
  await page.getByRole('option', { name: en.uploads.types.BANK_STATEMENT }).click();
  await page.locator(`input[type="file"][aria-label="${en.uploads.chooseFiles}"]`).setInputFiles(files);
  if (keepChoice) {
    // The name is already there: the screen asks, with "New version" chosen until the user says otherwise.
    const question = fill(en.uploads.existing.question, { name: keepChoice, folder: en.folders.BANK_STATEMENT });
    const choice = page.getByRole('radiogroup', { name: question });
    expect(await choice.getByRole('radio', { name: en.uploads.existing.version }).isChecked()).toBe(true);
  }
  await page.getByRole('button', { name: en.uploads.send }).click();
  await page.getByText(en.uploads.sentToCpa).waitFor();
  await page.waitForURL('**/app/index/company?**');
}

const rowAction = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: fill(en.files.actions.menu, { name }) }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

/**
 * On PostgreSQL (support/engines.ts), once with the company's files in a local folder and once in the suite's
 * s3rver bucket.
 */
const journeys = journeyTargets('postgres').flatMap((target) =>
  (['LOCAL_FOLDER', 'AWS_S3'] as const).map((driver) => ({ ...target, driver })),
);

describe.each(journeys)('document workspace on $database, tenant storage $driver', (target) => {
  it('versions, a review note the client reads, a folder to move into, trash and restore, its zip, deep search', async () => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const tenantName = `Workspace Books ${suffix}`;
    const statement = { name: `statement-${suffix}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf('March v1') };
    const statement2 = { ...statement, buffer: onePagePdf('March v2, corrected') };
    const ledger = {
      name: `ledger-${suffix}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from('date,amount\n2026-03-01,10.50\n'),
    };
    const deepName = `receipt-deep-${suffix}.pdf`;
    const yearEnd = `Year end ${suffix}`;

    // Set-up through the API: the tenant, its owner, and a receipt three folders down (Others/2025/Q1).
    const api = await staffApi(target.url);
    const tenant = await api.post<{ uuid: string }>('/tenants', {
      name: tenantName,
      root_directory: target.driver === 'AWS_S3' ? `${s3.bucket}/clients/workspace-${suffix}` : `workspace-${suffix}`,
      root_directory_type: target.driver,
      primary_contact_email: `books-${suffix}@workspace.test`,
    });
    const clientEmail = uniqueEmail('workspace');
    await createActiveClient(target.url, api, {
      tenantId: tenant.uuid,
      name: 'Wanda Workspace',
      email: clientEmail,
      password: CLIENT_PASSWORD,
    });
    const authed = (path: string, init?: RequestInit) => api.fetch(`/tenants/${tenant.uuid}${path}`, init);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(onePagePdf('Receipt'))], { type: 'application/pdf' }), deepName);
    expect((await authed('/uploads?type=OTHERS', { method: 'POST', body: form })).status).toBe(201);
    // One level at a time: a new folder goes into a folder that exists.
    for (const [parent, name] of [
      ['Others', '2025'],
      ['Others/2025', 'Q1'],
    ]) {
      const made = await authed('/folders', { method: 'POST', body: JSON.stringify({ parent, name }) });
      expect(made.status).toBe(201);
    }
    const others = (await (await authed('/files?path=Others')).json()) as {
      entries: { file: string; id: string; revision: number }[];
    };
    const deep = others.entries.find((entry) => entry.file === deepName)!;
    const moved = await authed(`/documents/${deep.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ folder: 'Others/2025/Q1', revision: deep.revision }),
    });
    expect(moved.status).toBe(200);
    const companyAddress = `/app/index/company?company_uuid=${tenant.uuid}&company_name=${encodeURIComponent(tenantName)}`;
    const bankStatements = `${companyAddress}&path=${encodeURIComponent('Bank Statements')}`;

    // Client: uploads the statement and a ledger, then the statement again: one file, two versions.
    const client = await browser.newPage(target.url);
    await signIn(client, clientEmail, CLIENT_PASSWORD);
    await client.goto(companyAddress);
    await upload(client, [statement, ledger]);
    await upload(client, [statement2], statement.name);
    await client.goto(bankStatements);
    await client.getByRole('row').filter({ hasText: statement.name }).waitFor();
    expect(await client.getByRole('row').filter({ hasText: 'statement-' }).count()).toBe(1);
    await rowAction(client, statement.name, en.files.actions.versions);
    const versions = client.getByRole('dialog', { name: fill(en.files.versions.title, { name: statement.name }) });
    const current = versions.getByRole('row').filter({ hasText: fill(en.files.versions.label, { number: 2 }) });
    await current.getByText(en.files.versions.current).waitFor();
    await versions
      .getByRole('row')
      .filter({ hasText: fill(en.files.versions.label, { number: 1 }) })
      .waitFor();
    await client.keyboard.press('Escape');

    // Staff: the statement needs attention, with a note for the client.
    const staff = await browser.newPage(target.url);
    await signIn(staff, ADMIN.email, ADMIN.password);
    await staff.goto(bankStatements);
    await staff.getByRole('row').filter({ hasText: statement.name }).waitFor();
    await rowAction(staff, statement.name, en.files.actions.review);
    const review = staff.getByRole('dialog', { name: fill(en.files.review.titleOne, { name: statement.name }) });
    await review.getByRole('radio', { name: en.files.review.status.NEEDS_ATTENTION }).check();
    const note = 'Page 2 of the March statement is missing';
    await review.getByRole('textbox', { name: en.files.review.note }).fill(note);
    await review.getByRole('button', { name: en.files.review.save }).click();
    await review.waitFor({ state: 'hidden' });

    // Client: the status and the note, on the file's row.
    await client.reload();
    const clientRow = client.getByRole('row').filter({ hasText: statement.name });
    await clientRow.getByText(note).waitFor();
    await clientRow.getByText(en.files.review.status.NEEDS_ATTENTION).waitFor();
    await client.context().close();

    // Staff: a new folder at the root, then both bank files moved into it at once.
    await staff.goto(companyAddress);
    await staff.getByRole('button', { name: en.files.newFolder.button }).click();
    const create = staff.getByRole('dialog', { name: en.files.newFolder.title });
    await create.getByRole('textbox', { name: en.files.name }).fill(yearEnd);
    await create.getByRole('button', { name: en.files.newFolder.create }).click();
    await staff.getByRole('link', { name: fill(en.files.openFolder, { name: yearEnd }) }).waitFor();
    await staff.goto(bankStatements);
    for (const file of [statement, ledger]) {
      await staff.getByRole('checkbox', { name: fill(en.files.selection.one, { name: file.name }) }).check();
    }
    const bar = staff.getByRole('region', { name: en.files.selection.bar });
    await bar.getByRole('button', { name: en.files.selection.move }).click();
    const move = staff.getByRole('dialog', { name: fill(en.files.move.titleMany, { count: 2 }) });
    await move.getByRole('button', { name: tenantName }).click();
    await move.getByRole('button', { name: yearEnd }).click();
    await move.getByRole('button', { name: en.files.move.here }).click();
    await move.waitFor({ state: 'hidden' });
    await staff.getByText(en.users.list.empty).waitFor();

    // In the new folder: delete the ledger (to the trash), then restore it from the trash.
    await staff.goto(`${companyAddress}&path=${encodeURIComponent(yearEnd)}`);
    await staff.getByRole('row').filter({ hasText: ledger.name }).waitFor();
    await rowAction(staff, ledger.name, en.files.actions.delete);
    const confirm = staff.getByRole('dialog', { name: en.files.delete.title });
    // A first deletion: the trash is empty, so the dialog cannot yet say for how long; the notice after it does.
    await confirm.getByText(fill(en.files.delete.one, { name: ledger.name }), { exact: false }).waitFor();
    await confirm.getByRole('button', { name: en.files.delete.confirm }).click();
    await staff.getByRole('row').filter({ hasText: ledger.name }).waitFor({ state: 'detached' });
    const purgeDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.now() + 30 * 24 * 3600 * 1000);
    await staff.getByText(fill(en.files.delete.doneUntil_one, { count: 1, date: purgeDay })).waitFor();
    await staff.getByRole('button', { name: en.files.trash.button }).click();
    const trash = staff.getByRole('dialog', { name: en.files.trash.title });
    await trash.getByRole('button', { name: fill(en.files.trash.restoreNamed, { name: ledger.name }) }).click();
    await trash.getByText(en.files.trash.empty).waitFor();
    await staff.keyboard.press('Escape');
    await staff.getByRole('row').filter({ hasText: ledger.name }).waitFor();

    // The folder as one zip: its name at the top, both files, the statement's newest bytes.
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: en.files.downloadZip }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${yearEnd}.zip`);
    const zipped = await unzip((await download.path())!);
    expect([...zipped.keys()].sort()).toEqual([`${yearEnd}/${ledger.name}`, `${yearEnd}/${statement.name}`].sort());
    expect(zipped.get(`${yearEnd}/${ledger.name}`)!.equals(ledger.buffer)).toBe(true);
    expect(zipped.get(`${yearEnd}/${statement.name}`)!.equals(statement2.buffer)).toBe(true);
    expect(fs.statSync((await download.path())!).size).toBeGreaterThan(0);

    // Search from the company root finds the receipt three folders down, and says where it is.
    await staff.goto(companyAddress);
    await staff.getByRole('searchbox', { name: en.files.search }).fill('receipt-deep');
    const hit = staff.getByRole('row').filter({ hasText: deepName });
    await hit.waitFor();
    expect(await hit.innerText()).toContain(`${en.folders.OTHERS} / 2025 / Q1`);
    await staff.context().close();
  }, 180_000);

  it('a folder chosen with Upload folder keeps its structure: subfolders made as on the disk, each file in its own', async () => {
    const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const tenantName = `Folder Drop ${suffix}`;
    const api = await staffApi(target.url);
    const tenant = await api.post<{ uuid: string }>('/tenants', {
      name: tenantName,
      root_directory: target.driver === 'AWS_S3' ? `${s3.bucket}/clients/drop-${suffix}` : `drop-${suffix}`,
      root_directory_type: target.driver,
      primary_contact_email: `drop-${suffix}@workspace.test`,
    });
    const clientEmail = uniqueEmail('folder-drop');
    await createActiveClient(target.url, api, {
      tenantId: tenant.uuid,
      name: 'Dora Drop',
      email: clientEmail,
      password: CLIENT_PASSWORD,
    });
    // On the client's disk: Taxes/ with a file, Taxes/2025/Q1/ with two, and the junk a Mac leaves behind.
    const disk = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-folder-drop-'));
    const taxes = path.join(disk, `Taxes ${suffix}`);
    fs.mkdirSync(path.join(taxes, '2025', 'Q1'), { recursive: true });
    fs.writeFileSync(path.join(taxes, 'summary.pdf'), onePagePdf('Summary'));
    fs.writeFileSync(path.join(taxes, '2025', 'Q1', 'w2.pdf'), onePagePdf('W-2'));
    fs.writeFileSync(path.join(taxes, '2025', 'Q1', 'receipts.csv'), 'date,amount\n2025-01-02,9.99\n');
    fs.writeFileSync(path.join(taxes, '2025', '.DS_Store'), 'junk');

    const companyAddress = `/app/index/company?company_uuid=${tenant.uuid}&company_name=${encodeURIComponent(tenantName)}`;
    const client = await browser.newPage(target.url);
    await signIn(client, clientEmail, CLIENT_PASSWORD);
    // Into the company's root, the folder open.
    await client.goto(companyAddress);
    await client.getByRole('button', { name: en.files.folderUpload.button }).waitFor();
    await client.getByTestId('folder-upload-input').setInputFiles(taxes);
    await client.getByText(fill(en.files.folderUpload.done_other, { count: 3 })).waitFor({ timeout: 30_000 });

    // Each folder lists what the disk's held: its subfolder and its files (the junk stayed behind).
    const expectListed = async (folder: string, names: string[]) => {
      await client.goto(`${companyAddress}&path=${encodeURIComponent(folder)}`);
      for (const name of names) await client.getByRole('row').filter({ hasText: name }).first().waitFor();
      expect(await client.getByRole('row').count()).toBe(names.length + 1);
    };
    const top = `Taxes ${suffix}`;
    await expectListed('', [top]);
    await expectListed(top, ['2025', 'summary.pdf']);
    await expectListed(`${top}/2025`, ['Q1']);
    await expectListed(`${top}/2025/Q1`, ['receipts.csv', 'w2.pdf']);
    // The bytes are those on the disk, whichever way each file went.
    const link = await api.fetch(`/tenants/${tenant.uuid}/files/link`, {
      method: 'POST',
      body: JSON.stringify({ path: `${top}/2025/Q1/receipts.csv` }),
    });
    const served = await fetch(new URL(((await link.json()) as { url: string }).url, target.url));
    expect(await served.text()).toBe('date,amount\n2025-01-02,9.99\n');
    await client.context().close();
    fs.rmSync(disk, { recursive: true, force: true });
  }, 120_000);
});
