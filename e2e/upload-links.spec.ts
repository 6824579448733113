import { paths } from '@ledgerport/contract';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner, journeyServer } from './support/journey-server.ts';
import { onePagePdf } from './support/pdf.ts';
import { PHONE } from './support/screen-checks.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { uniqueEmail } from './support/staff-api.ts';

/**
 * Issue 32, part 2, done when: staff make an upload link with an e-mail check in the browser; a person without
 * an account opens it in a fresh browser (a 375 px phone), gets the code by e-mail, sends a PDF, and staff see the
 * file in the company's folder marked "via link by" that address. On PGlite
 * (support/engines.ts).
 */
const browser = useBrowser();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const databases = journeyEngines('pglite');

describe.each(databases)('upload links on %s', (database) => {
  it(
    'a person without an account sends a PDF through a link after an e-mailed code; staff see it via link',
    { timeout: 300_000 },
    async () => {
      const { server, api } = await journeyServer(database, 'upload-links', cleanups);
      const tenantUuid = await companyWithOwner(api, server.url, 'Linked Books', {
        name: 'Lina Owner',
        email: uniqueEmail('owner'),
        password: 'Client-Pass-1!',
      });
      const sender = uniqueEmail('bookkeeper');

      // Staff make the link on the company's files screen: e-mail check on (the default), a label.
      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await staff.goto(`/app${paths.company(tenantUuid)}`);
      await staff.getByRole('button', { name: en.uploadLinks.button }).click();
      const dialog = staff.getByRole('dialog', { name: en.uploadLinks.title });
      await dialog.getByRole('button', { name: en.uploadLinks.new }).click();
      await dialog.getByLabel(en.uploadLinks.form.label, { exact: true }).fill('2025 bank statements');
      expect(await dialog.getByLabel(en.uploadLinks.form.emailCheck).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: en.uploadLinks.form.create }).click();
      const address = await dialog.getByLabel(en.uploadLinks.created.url).inputValue();
      expect(address).toMatch(/\/app\/upload\/link\?token=[\w-]{43}$/);
      await dialog.getByText('2025 bank statements').waitFor();

      // Someone without an account, on a phone, in a browser that never signed in.
      const phone = await browser.newPage(server.url, 'en-US', { viewport: PHONE, isMobile: true, hasTouch: true });
      const url = new URL(address);
      await phone.goto(`${url.pathname}${url.search}`);
      await phone.getByRole('heading', { name: /^Send files to / }).waitFor();
      await phone.getByLabel(en.uploadLinks.page.email).fill(sender);
      await phone.getByRole('button', { name: en.uploadLinks.page.sendCode }).click();
      const code = /\b(\d{6})\b/.exec(await api.latestMail(sender, 'upload-link-code'))?.[1];
      expect(code).toBeTruthy();
      await phone.getByLabel(en.uploadLinks.page.code).fill(code!);
      await phone.getByRole('button', { name: en.uploadLinks.page.confirm }).click();
      await phone.getByText(`Sending as ${sender}`).waitFor();
      await phone.locator('input[type=file]').setInputFiles({
        name: 'march-statement.pdf',
        mimeType: 'application/pdf',
        buffer: onePagePdf('March statement'),
      });
      await phone.getByText('march-statement.pdf').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await phone.getByRole('button', { name: en.uploadLinks.page.send }).click();
      await phone.getByText(/^Thank you: 1 file reached /).waitFor();
      // The holder never saw a listing: nothing on the page names another file, and no session was made.
      expect(await phone.evaluate(() => Object.keys(localStorage).filter((key) => /token|session/i.test(key)))).toEqual(
        [],
      );

      // Staff see it in the company's folder, New, marked via link by the confirmed address.
      await staff.goto(`/app${paths.company(tenantUuid)}`);
      const row = staff.getByRole('row', { name: /march-statement\.pdf/ });
      await row.getByText(`Via link by ${sender}`).waitFor();
      await row.getByText('New', { exact: true }).waitFor();
      const links = await api.get<{ data: { label: string; uploads_count: number; status: string }[] }>(
        `/tenants/${tenantUuid}/upload-links`,
      );
      expect(links.data).toEqual([
        expect.objectContaining({ label: '2025 bank statements', uploads_count: 1, status: 'active' }),
      ]);
    },
  );
});
