import type { Page } from 'playwright-core';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };

/** Signs in through the login screen and waits for where the app sends the user first (homePath). */
export async function signInLanding(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * Signs in and waits for the dashboard. A client lands on what the firm needs from them, or with one company and
 * nothing asked on its documents (client-navigation.spec and client-asks.spec check that); the journeys that
 * start from the dashboard go on from there.
 */
export async function signIn(page: Page, email: string, password: string) {
  await signInLanding(page, email, password);
  if (!page.url().includes('/app/dashboard')) await page.goto('/app/dashboard');
  await page.waitForURL('**/app/dashboard');
}
