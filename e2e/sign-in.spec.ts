import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { staffApi } from './support/staff-api.ts';
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };

const browser = useBrowser();

describe.each(journeyTargets('pglite'))('sign-in journey on $database', (target) => {
  // The servers are shared with the journeys that follow, which sign the administrator in expecting English.
  afterAll(async () => {
    await (await staffApi(target.url)).put('/auth/me/locale', { locale: 'en' });
  });

  it('signs in, reaches the dashboard, switches to German, and signs out', async () => {
    const page = await browser.newPage(target.url);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    // Intl's one-time set-up runs in a worker the CSP must allow (lib/intl-cache.ts).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await page.goto('/');
    await page.waitForURL('**/app/login');
    await page.getByLabel(en.auth.login.email).fill(ADMIN.email);
    await page.getByLabel(en.auth.login.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: en.auth.login.submit }).click();

    await page.waitForURL('**/app/dashboard');
    await expect.poll(() => page.title()).toBe(`${en.pages.dashboard} — Ledgerport`);
    expect(await page.getByTestId('portal-label').innerText()).toBe(en.shell.portal.staff);

    await page.getByTestId('language-switcher').click();
    await page.getByText('Deutsch', { exact: true }).click();
    await expect.poll(() => page.title()).toBe(`${de.pages.dashboard} — Ledgerport`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByTestId('portal-label').innerText()).toBe(de.shell.portal.staff);

    // The choice survives a reload, and the deep link is served by the SPA.
    await page.reload();
    await expect.poll(() => page.title()).toBe(`${de.pages.dashboard} — Ledgerport`);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: de.shell.logOut }).click();
    await page.waitForURL('**/app/login');
    await page.goto('/app/dashboard');
    await page.waitForURL('**/app/login');
    expect(cspViolations).toEqual([]);
    expect(workers.filter((url) => url.includes('/intl-warm.worker-'))).not.toEqual([]);
    await page.context().close();
  });

  it('shows the red alert on a wrong password and stays on the login page', async () => {
    const page = await browser.newPage(target.url);

    await page.goto('/app/login');
    await page.getByLabel(en.auth.login.email).fill(ADMIN.email);
    await page.getByLabel(en.auth.login.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: en.auth.login.submit }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(en.errors.codes.INVALID_CREDENTIALS);
    expect(page.url()).toMatch(/\/app\/login$/);
    await page.context().close();
  });

  it('keeps two tabs of one remembered session where they are', async () => {
    const first = await browser.newPage(target.url);
    await first.goto('/app/login');
    await first.getByLabel(en.auth.login.email).fill(ADMIN.email);
    await first.getByLabel(en.auth.login.password, { exact: true }).fill(ADMIN.password);
    await first.getByLabel(en.auth.login.rememberMe).check();
    await first.getByRole('button', { name: en.auth.login.submit }).click();
    await first.waitForURL('**/app/dashboard');

    // A second tab of the same browser opens a signed-in screen: each tab confirms the session with the server
    // and stores the fresh details, which the other tab hears about.
    const second = await first.context().newPage();
    const visited: string[] = [];
    for (const tab of [first, second]) {
      tab.on('framenavigated', (frame) => {
        if (frame === tab.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
    }
    const sessionChecks: string[] = [];
    second.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/me')) sessionChecks.push(request.method());
    });
    await second.goto('/app/dashboard');
    // (In whichever language the first journey left the administrator.)
    await second.getByTestId('portal-label').waitFor();
    await second.waitForTimeout(2_000);
    await first.reload();
    await first.getByTestId('portal-label').waitFor();
    await first.waitForTimeout(2_000);

    // Before, each tab's refresh rewrote the token: the other read it as a sign-out for a moment, went to the
    // sign-in screen and back, and its own refresh did the same in return, for as long as both were open.
    expect(visited.filter((path) => path !== '/app/dashboard')).toEqual([]);
    // One check of the session per page load (the first render, a transition React may start over, made the
    // query client twice and asked twice).
    expect(sessionChecks).toEqual(['GET']);
    expect(first.url()).toMatch(/\/app\/dashboard$/);
    expect(second.url()).toMatch(/\/app\/dashboard$/);
    await first.context().close();
  });
});
