import type { Page } from 'playwright-core';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await page.waitForURL('**/app/dashboard');
}
