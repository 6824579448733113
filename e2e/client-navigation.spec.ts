import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { signInLanding } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const target = inject('targets')[0]!;
type TApi = Awaited<ReturnType<typeof staffApi>>;

async function newTenant(api: TApi, label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `${label} ${suffix}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name,
    root_directory: `nav-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `books-${suffix}@nav.test`,
  });
  return { uuid: tenant.uuid, name };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: en.shell.mainNavigation });
const main = (page: Page) => page.locator('main');

/** The page shows only the refusal: its heading, and none of the refused screen's title or buttons. */
async function expectOnlyRefusal(page: Page, title: string, refusedTexts: string[]) {
  await main(page).getByRole('heading', { name: title, level: 1 }).waitFor();
  expect(await main(page).getByRole('heading', { level: 1 }).count()).toBe(1);
  for (const text of refusedTexts) expect(await main(page).getByText(text, { exact: true }).count(), text).toBe(0);
  expect(await page.title()).toBe(`${title} — Ledgerport`);
}

/**
 * A client's way around (issue 15, 7 and 8): one company lands on its documents, two are both in the sidebar
 * with their screens; staff screens, another company and a switched-off form show only their refusal.
 */
describe('client navigation and refusals', () => {
  it('a client with one company and nothing asked of them lands on its documents, titled by the company', async () => {
    const api = await staffApi(target.url);
    const acme = await newTenant(api, 'Acme Nav');
    const email = uniqueEmail('one-company');
    await createActiveClient(target.url, api, { tenantId: acme.uuid, name: 'Olga One', email, password: PASSWORD });
    const page = await browser.newPage(target.url);
    await signInLanding(page, email, PASSWORD);
    await page.waitForURL('**/app/index/company?**');
    expect(new URL(page.url()).searchParams.get('company_uuid')).toBe(acme.uuid);
    await expect.poll(() => page.title()).toBe(`${acme.name} — Documents — Ledgerport`);
    await page.context().close();
  });

  it('a client with two companies sees both in the sidebar, each with its screens', async () => {
    const api = await staffApi(target.url);
    const first = await newTenant(api, 'First Nav');
    const second = await newTenant(api, 'Second Nav');
    const email = uniqueEmail('two-companies');
    await createActiveClient(target.url, api, { tenantId: first.uuid, name: 'Tia Two', email, password: PASSWORD });
    await api.post(`/tenants/${second.uuid}/users/link`, { email, user_type: 'TenantManager' });
    const page = await browser.newPage(target.url);
    await signInLanding(page, email, PASSWORD);
    // Their first page is what the firm needs from them, across both (issue 30).
    await page.waitForURL('**/app/asks');
    const nav = mainNav(page);
    await nav.getByText(first.name).waitFor();
    await nav.getByText(second.name).waitFor();
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // The owner of the first sees its users too; the manager of the second its documents, requests, messages,
    // sales tax and payroll.
    expect(hrefs.filter((href) => href.includes(first.uuid))).toHaveLength(6);
    expect(hrefs.filter((href) => href.includes(second.uuid))).toHaveLength(5);
    expect(hrefs).toContain(`/app/requests?company_uuid=${second.uuid}`);
    await nav.locator(`a[href$="/tenant/get/sales/tax/list?company_uuid=${second.uuid}"]`).click();
    await page.waitForURL(`**/app/tenant/get/sales/tax/list?company_uuid=${second.uuid}`);
    await expect.poll(() => page.title()).toBe(`${second.name} — Sales Tax — Ledgerport`);
    await page.context().close();
  });

  it('staff screens, another company and a switched-off form show only their refusal', async () => {
    const api = await staffApi(target.url);
    const mine = await newTenant(api, 'Mine Nav');
    const theirs = await newTenant(api, 'Theirs Nav');
    const email = uniqueEmail('refused');
    await createActiveClient(target.url, api, { tenantId: mine.uuid, name: 'Rita Refused', email, password: PASSWORD });
    const page = await browser.newPage(target.url);
    await signInLanding(page, email, PASSWORD);

    await page.goto('/app/users');
    await expectOnlyRefusal(page, en.refusal.forbidden.title, [en.users.list.title, en.users.list.create]);
    await page.goto('/app/admin/get/sales/tax/list');
    await expectOnlyRefusal(page, en.refusal.forbidden.title, [en.pages.salesTaxList]);

    await page.goto(`/app/index/company?company_uuid=${theirs.uuid}`);
    await expectOnlyRefusal(page, en.refusal.notFound.title, [
      en.pages.companyFiles,
      en.files.uploadFile,
      en.files.saleTax,
      en.files.payroll,
    ]);
    await main(page).getByRole('link', { name: en.refusal.back }).click();
    await page.waitForURL(`**/app/index/company?company_uuid=${mine.uuid}**`);

    await api.patch('/feature-settings/SALES_TAX_SUBMISSION/status', { status: 0 });
    try {
      await page.goto(`/app/tenant/send/sale/tax/notification/to/cpa?company_uuid=${mine.uuid}`);
      await expectOnlyRefusal(page, en.refusal.switchedOff.title, [en.salesTax.form.submit]);
      // Gone from the sidebar too.
      expect(await mainNav(page).getByRole('link', { name: en.nav.company.salesTax }).count()).toBe(0);
    } finally {
      await api.patch('/feature-settings/SALES_TAX_SUBMISSION/status', { status: 1 });
    }
    await page.context().close();
  });
});
