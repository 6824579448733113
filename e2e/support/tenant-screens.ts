import type { Page } from 'playwright-core';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };

/** Creates a tenant on the Add Tenant screen, as staff do, and waits for the tenant list. */
export async function createTenantOnScreen(page: Page, tenant: { name: string; root: string; contactEmail: string }) {
  await page.goto('/app/create/tenant/info');
  await page.getByRole('textbox', { name: en.tenants.fields.name, exact: true }).fill(tenant.name);
  await page.getByRole('textbox', { name: en.tenants.fields.rootDirectory, exact: true }).fill(tenant.root);
  await page.getByLabel(en.tenants.fields.contactEmail).fill(tenant.contactEmail);
  await page.getByRole('button', { name: en.tenants.form.save }).click();
  await page.waitForURL('**/app/tenant/info');
}

/** Adds a new person to a tenant from the Tenant User Setup modal on the tenant list; they are e-mailed an invitation. */
export async function addTenantUserOnScreen(
  page: Page,
  tenantName: string,
  person: { name: string; email: string; mobile: string; role: 'TenantOwner' | 'TenantManager' },
) {
  await page.getByPlaceholder(en.tenants.list.searchPlaceholder).fill(tenantName);
  await page.getByRole('button', { name: en.tenantUsers.list.addTo.replace('{{name}}', tenantName) }).click();
  const modal = page.getByRole('dialog', { name: en.pages.tenantUserCreate });
  await modal.getByRole('textbox', { name: en.tenantUsers.fields.name, exact: true }).fill(person.name);
  await modal.getByLabel(en.tenantUsers.fields.email).fill(person.email);
  await modal.getByLabel(en.tenantUsers.fields.mobile).fill(person.mobile);
  await modal.getByLabel(en.tenantUsers.fields.userType).click();
  await page.getByRole('option', { name: person.role }).click();
  await modal.getByRole('button', { name: en.tenantUsers.form.submitInvite }).click();
  await page.getByText(en.tenantUsers.form.added).waitFor();
}
