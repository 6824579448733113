import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyTargets } from './support/engines.ts';
import { onePagePdf } from './support/pdf.ts';
import { signIn, signInLanding } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

/**
 * Issue 30, part 2: every ask reaches the client. A file marked Needs attention reaches her in the app and by
 * e-mail in her language; her first page lists what the firm needs across her companies; each company offers
 * what her role there allows; what the firm switched off is gone from the Requests page.
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
type TApi = Awaited<ReturnType<typeof staffApi>>;

/** The first day of the month `n` months before this one, 'YYYY-MM-DD' (UTC, as the server's default zone). */
const monthsBack = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
};

async function newTenant(api: TApi, label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `${label} ${suffix}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name,
    root_directory: `asks-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `books-${suffix}@asks.test`,
  });
  return { uuid: tenant.uuid, name };
}

/** The client's own API: sign in, then call as her. */
async function clientApi(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? {} : await response.json()) as Record<string, unknown>;
  };
  return {
    call,
    /** Uploads a one-page PDF as her; answers its document id. */
    async upload(tenantUuid: string, name: string) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(onePagePdf(name))], { type: 'application/pdf' }), name);
      return (await call('POST', `/tenants/${tenantUuid}/uploads?type=BANK_STATEMENT`, form)).document_id as string;
    },
  };
}

const markNeedsAttention = (api: TApi, tenantUuid: string, id: string, note: string) =>
  api.put(`/tenants/${tenantUuid}/documents/review`, { ids: [id], status: 'NEEDS_ATTENTION', note });

const main = (page: Page) => page.locator('main');
const headingsOfItems = (page: Page) =>
  main(page)
    .getByRole('article')
    .evaluateAll((items) => items.map((item) => item.querySelector('h2')?.textContent ?? ''));

describe.each(journeyTargets('postgres'))('what the firm asks reaches the client on $database', (target) => {
  it('a file marked Needs attention reaches her in the app and in her e-mail, in German, with the note and a link to it', async () => {
    const api = await staffApi(target.url);
    const tenant = await newTenant(api, 'Kanzlei Kunde');
    const email = uniqueEmail('greta');
    await createActiveClient(target.url, api, { tenantId: tenant.uuid, name: 'Greta', email, password: PASSWORD });
    const greta = await clientApi(target.url, email);
    await greta.call('PUT', '/auth/me/locale', { locale: 'de' });
    const fileName = `kontoauszug-${Date.now()}.pdf`;
    const id = await greta.upload(tenant.uuid, fileName);
    await markNeedsAttention(api, tenant.uuid, id, 'Seite 2 fehlt');

    // Her e-mail: German, the note, and the link that opens the file's folder at it.
    const mail = await api.latestMail(email, 'file-needs-attention');
    expect(mail).toContain('Hallo Greta,');
    expect(mail).toContain(`Ihre Kanzlei hat „${fileName}“ (${tenant.name}) geprüft`);
    expect(mail).toContain('Seite 2 fehlt');
    const link = /https?:\/\/\S+\/app(\/index\/company\?\S+)/.exec(mail)?.[1];
    expect(new URLSearchParams(link!.split('?')[1]).get('file')).toBe(`Bank Statements/${fileName}`);

    // In the app: she lands on what the firm needs from her, and the bell says it, both in German.
    const page = await browser.newPage(target.url);
    await signInLanding(page, email, PASSWORD);
    await page.waitForURL(/\/app\/asks\?arrival=1$/);
    const item = main(page).getByRole('article', { name: fileName });
    await item.getByText('Seite 2 fehlt').waitFor();
    await item.getByText(de.clientAsks.urgency.NEEDS_ATTENTION).waitFor();
    await page.getByTestId('notification-bell').click();
    await page
      .getByText(
        de.notifications.kinds.FILE_NEEDS_ATTENTION_one.replace('{{tenant}}', tenant.name)
          .replace('{{file}}', fileName)
          .replace('{{note}}', 'Seite 2 fehlt'),
      )
      .waitFor();
    await page.keyboard.press('Escape');

    // The e-mail's link: the folder, with the file and its note.
    await page.goto(`/app${link}`);
    await main(page).getByText(fileName, { exact: true }).first().waitFor();
    await main(page).getByText(de.files.review.status.NEEDS_ATTENTION).first().waitFor();
    await page.context().close();
  }, 120_000);

  it('her first page lists what both her companies owe, most urgent first; in the one she manages she is offered only what a manager may do', async () => {
    const api = await staffApi(target.url);
    const owned = await newTenant(api, 'Owned Books');
    const managed = await newTenant(api, 'Managed Garage');
    const email = uniqueEmail('two-hats');
    await createActiveClient(target.url, api, { tenantId: owned.uuid, name: 'Hana Hats', email, password: PASSWORD });
    await api.post(`/tenants/${managed.uuid}/users/link`, { email, user_type: 'TenantManager' });
    const hana = await clientApi(target.url, email);

    // Owned: a monthly request from three months back (due the periods' last days: three overdue, this month
    // open) and a one-off the firm returned. Managed: a file marked Needs attention and a one-off due later.
    await api.post(`/tenants/${owned.uuid}/requests`, {
      title: 'Monthly receipts',
      kind: 'OTHERS',
      recurrence: { cadence: 'MONTHLY', first_period: monthsBack(3), due_days: 0 },
    });
    const returned = await api.post<{ data: { uuid: string }[] }>(`/tenants/${owned.uuid}/requests`, {
      title: 'Signed engagement letter',
      kind: 'CORPORATION_DOCUMENT',
      due_on: '2098-06-30',
    });
    const returnedId = returned.data[0]!.uuid;
    await hana.call('POST', `/tenants/${owned.uuid}/requests/${returnedId}/submit`, {});
    await api.post(`/tenants/${owned.uuid}/requests/${returnedId}/return`, { note: 'Not signed yet' });
    await api.post(`/tenants/${managed.uuid}/requests`, {
      title: 'Garage bank statements',
      kind: 'BANK_STATEMENT',
      due_on: '2099-01-31',
    });
    const marked = `garage-${Date.now()}.pdf`;
    await markNeedsAttention(api, managed.uuid, await hana.upload(managed.uuid, marked), 'Wrong account');
    await hana.upload(owned.uuid, 'owned-ledger.pdf');

    const page = await browser.newPage(target.url, 'en-US', { viewport: { width: 1280, height: 900 } });
    await signInLanding(page, email, PASSWORD);
    await page.waitForURL('**/app/asks');
    await main(page).getByRole('article', { name: marked }).waitFor();
    expect(await headingsOfItems(page)).toEqual([
      'Monthly receipts',
      'Monthly receipts',
      'Monthly receipts',
      'Signed engagement letter',
      marked,
      'Monthly receipts',
      'Garage bank statements',
    ]);
    const item = (name: string) => main(page).getByRole('article', { name }).first();
    await item('Signed engagement letter').getByText('Not signed yet').waitFor();
    await item(marked).getByText(managed.name).waitFor();
    await item(marked)
      .getByRole('link', { name: `${en.clientAsks.actions.openFile} ${marked}` })
      .click();
    await page.waitForURL(`**/app/index/company?company_uuid=${managed.uuid}**`);

    // The folder opens at the file: its row is highlighted (the list of asks is gone).
    await main(page).locator('[aria-current="true"]').filter({ hasText: marked }).waitFor();
    // In the company she manages: no New folder, Trash or Users, and a row menu of what a manager may do.
    await main(page).getByRole('link', { name: en.files.uploadFile, exact: true }).waitFor();
    for (const name of [en.files.newFolder.button, en.files.trash.button]) {
      expect(await main(page).getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await main(page).getByRole('link', { name: en.files.users }).count()).toBe(0);
    await main(page)
      .getByRole('button', { name: en.files.actions.menu.replace('{{name}}', marked) })
      .click();
    // The menu opens in a portal after its transition: read its items once the first is there.
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([en.files.actions.versions]);
    await page.keyboard.press('Escape');

    // In the company she owns: all of it.
    await page.goto(`/app/index/company?company_uuid=${owned.uuid}&path=Bank%20Statements`);
    await main(page).getByText('owned-ledger.pdf', { exact: true }).first().waitFor();
    await main(page).getByRole('button', { name: en.files.newFolder.button }).waitFor();
    await main(page).getByRole('button', { name: en.files.trash.button }).waitFor();
    await main(page).getByRole('link', { name: en.files.users }).waitFor();
    await main(page)
      .getByRole('button', { name: en.files.actions.menu.replace('{{name}}', 'owned-ledger.pdf') })
      .click();
    // The menu opens in a portal after its transition: read its items once the first is there.
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      en.files.actions.rename,
      en.files.actions.move,
      en.files.actions.versions,
      en.files.actions.delete,
    ]);
    await page.context().close();
  }, 120_000);

  it('what the firm switched off is gone from the Requests page', async () => {
    const api = await staffApi(target.url);
    const tenant = await newTenant(api, 'Switched Shop');
    const email = uniqueEmail('switched');
    await createActiveClient(target.url, api, { tenantId: tenant.uuid, name: 'Sol Switch', email, password: PASSWORD });
    await api.post(`/tenants/${tenant.uuid}/requests`, { title: 'Receipts', kind: 'OTHERS', due_on: '2099-01-31' });
    await api.post(`/tenants/${tenant.uuid}/requests`, { title: 'Sales tax', kind: 'SALES_TAX', due_on: '2099-01-31' });

    const page = await browser.newPage(target.url);
    await signIn(page, email, PASSWORD);
    const off = ['CLIENT_FILE_UPLOAD', 'SALES_TAX_SUBMISSION'];
    for (const key of off) await api.patch(`/feature-settings/${key}/status`, { status: 0 });
    try {
      await page.goto(`/app/requests?company_uuid=${tenant.uuid}`);
      const card = (title: string) => main(page).getByRole('article', { name: title });
      await card('Receipts').getByText(en.requests.client.switchedOff).waitFor();
      await card('Sales tax').getByText(en.requests.client.switchedOff).waitFor();
      expect(await card('Receipts').getByRole('button', { name: en.requests.client.upload }).count()).toBe(0);
      expect(
        await card('Sales tax')
          .getByRole('link', { name: /Send sales tax/ })
          .count(),
      ).toBe(0);
    } finally {
      for (const key of off) await api.patch(`/feature-settings/${key}/status`, { status: 1 });
    }
    // On again: the ways back.
    await page.reload();
    await main(page)
      .getByRole('button', { name: en.requests.client.uploadFor.replace('{{title}}', 'Receipts') })
      .waitFor();
    await page.context().close();
  }, 120_000);
});
