import { afterAll, describe, expect, inject, it } from 'vitest';
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi } from './support/staff-api.ts';

const browser = useBrowser();
// Neither journey depends on the database; the first target is enough.
const target = inject('targets')[0]!;
const LEDGERPORT = { firm_name: 'Ledgerport', primary_color: '#1c7ed6', support_email: null, sender_name: null };

describe('the firm’s own name and a menu that fits', () => {
  // The servers are shared with the journeys that follow, which expect Ledgerport and English.
  afterAll(async () => {
    const api = await staffApi(target.url);
    await api.put('/firm-settings/branding', LEDGERPORT);
    await api.put('/auth/me/locale', { locale: 'en' });
  });

  it('a firm name set on the settings screen is what the login page and its title show', async () => {
    const page = await browser.newPage(target.url);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/app/settings/firm');
    const name = page.getByRole('textbox', { name: en.firmSettings.firmName });
    await name.fill('Dunn & Co CPA');
    await page.getByRole('button', { name: en.firmSettings.save, exact: true }).click();
    await page.getByText(en.firmSettings.saved).waitFor();
    await expect.poll(() => page.getByRole('banner').getByTestId('firm-name').innerText()).toBe('Dunn & Co CPA');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: en.shell.logOut }).click();
    await page.waitForURL('**/app/login');
    expect(await page.getByTestId('firm-name').innerText()).toBe('Dunn & Co CPA');
    await expect.poll(() => page.title()).toBe(`${en.pages.login} — Dunn & Co CPA`);
    expect(await page.getByText('Ledgerport').count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['Deutsch', de],
    ['Русский', ru],
  ])('in %s every sidebar entry of a SuperAdmin is one line, all visible 800 px high', async (language, texts) => {
    const page = await browser.newPage(target.url, 'en-US', { viewport: { width: 1280, height: 800 } });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByTestId('language-switcher').click();
    await page.getByText(language, { exact: true }).click();
    const nav = page.getByRole('navigation', { name: texts.shell.mainNavigation });
    await nav.getByRole('link', { name: texts.shell.nav.firmSettings }).waitFor();

    const links = await nav.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(17);
    for (const link of links) {
      const box = (await link.boundingBox())!;
      const label = await link.innerText();
      expect(box.y + box.height, label).toBeLessThanOrEqual(800 - 44);
      expect(box.height, `${label} wraps`).toBeLessThan(40);
    }
    await page.context().close();
  });
});
