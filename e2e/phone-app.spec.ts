import { paths } from '@ledgerport/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { encodePng } from '../apps/web/build/app-icons.ts';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.ts';
import { pageVideoFile } from './support/camera-frames.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner, journeyServer } from './support/journey-server.ts';
import { PHONE } from './support/screen-checks.ts';
import { signInLanding } from './support/sign-in.ts';
import { uniqueEmail, type staffApi } from './support/staff-api.ts';

type TStaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * Issue 32, phones: the portal installs as an app (Chromium's own installability check finds nothing missing)
 * and opens offline from its service worker; a client scans three pages (two from the camera, fed a printed
 * page by Chromium's fake camera, one added as a photo), turns and moves one, makes one PDF, and sends it
 * while the connection is down: it is kept, and sent when the connection is back. A file shared from another
 * app (the Web Share Target POST) arrives in the upload queue. The upload on PGlite (support/engines.ts), like
 * the browser-only checks.
 */
const PASSWORD = 'Client-Pass-1!';
const databases = journeyEngines('pglite');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${pageVideoFile()}`,
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const phonePage = async (baseURL: string) =>
  (await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' })).newPage();

/** A landscape photo, 800 × 600, solid blue: a page that must end up upright (600 × 800) after one turn. */
const landscapePhoto = () => {
  const rgba = Buffer.alloc(800 * 600 * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([30, 90, 200, 255], i);
  return { name: 'receipt.png', mimeType: 'image/png', buffer: encodePng(800, 600, rgba) };
};

/** The scan the client sent, as staff read it: its name in the folder and its bytes. */
async function storedScan(api: TStaffApi, baseUrl: string, tenantUuid: string, folder: string) {
  const listing = await api.get<{ entries: { path: string }[] }>(
    `/tenants/${tenantUuid}/files?path=${encodeURIComponent(folder)}`,
  );
  const scan = listing.entries.find((entry) => /^[^/]+\/Scan [^/]+\.pdf$/.test(entry.path));
  expect(scan, JSON.stringify(listing.entries)).toBeTruthy();
  const link = await api.post<{ url: string }>(`/tenants/${tenantUuid}/files/link`, { path: scan!.path });
  return Buffer.from(await (await fetch(new URL(link.url, baseUrl))).arrayBuffer());
}

describe('the installed app', () => {
  it(
    "passes Chromium's installability check and opens offline from its service worker",
    { timeout: 120_000 },
    async () => {
      const { server } = await journeyServer('pglite', 'phone-install', cleanups);
      // A profile of its own: Chromium offers no installing from an incognito context, which a new context is.
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-install-profile-'));
      cleanups.push(() => fs.rmSync(profile, { recursive: true, force: true }));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: inject('chromiumPath'),
        args: CHROMIUM_ARGS,
        baseURL: server.url,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
      });
      cleanups.push(() => context.close());
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/app/login');
      await page.getByLabel(en.auth.login.email).waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/app\/manifest\.webmanifest$/);

      // Offline: the shell and the sign-in screen come from the service worker's copies.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByLabel(en.auth.login.email).waitFor();
      await page.context().setOffline(false);
      await page.context().close();
    },
  );
});

describe.each(databases)('scanning on a phone on %s', (database) => {
  it(
    'three pages (two from the camera, one photo) become one PDF, kept while offline and sent when back',
    { timeout: 240_000 },
    async () => {
      const { server, api } = await journeyServer(database, 'phone-scan', cleanups);
      const email = uniqueEmail('scanner');
      const tenantUuid = await companyWithOwner(api, server.url, 'Scans', {
        name: 'Sam Scanner',
        email,
        password: PASSWORD,
      });
      const page = await phonePage(server.url);
      await signInLanding(page, email, PASSWORD);
      await page.goto(`/app${paths.uploadFiles(tenantUuid)}`);
      await page.getByRole('button', { name: en.uploads.scan.open }).click();
      const dialog = page.getByRole('dialog', { name: en.uploads.scan.title });

      await dialog.getByRole('button', { name: en.uploads.scan.useCamera }).click();
      const take = dialog.getByRole('button', { name: en.uploads.scan.capture });
      await take.click();
      await dialog.getByTestId('scan-page').nth(0).waitFor();
      await take.click();
      await dialog.getByTestId('scan-page').nth(1).waitFor();
      await dialog
        .locator(`input[type="file"][aria-label="${en.uploads.scan.addPhotos}"]`)
        .setInputFiles(landscapePhoto());
      await dialog.getByTestId('scan-page').nth(2).waitFor();
      // The photo: turned upright, then moved before the second camera page.
      await dialog.getByRole('button', { name: en.uploads.scan.rotate.replace('{{number}}', '3') }).click();
      await dialog.getByRole('button', { name: en.uploads.scan.earlier.replace('{{number}}', '3') }).click();
      await dialog.getByRole('button', { name: en.uploads.scan.make_other.replace('{{count}}', '3') }).click();
      await dialog.waitFor({ state: 'detached' });

      const chosen = page.getByRole('list', { name: en.uploads.chosenFiles });
      await chosen.getByText(/^Scan .*\.pdf$/).waitFor();
      await page.getByRole('combobox', { name: en.uploads.fileType }).click();
      await page.getByRole('option', { name: en.uploads.types.OTHERS }).click();

      // The connection drops as the client sends: the scan is kept on the phone, and sent when it is back.
      await page.context().setOffline(true);
      await page.getByRole('button', { name: en.uploads.send }).click();
      await chosen.getByText(en.uploads.state.kept).waitFor();
      await page.getByText(en.uploads.keptForLater_one.replace('{{count}}', '1')).waitFor();
      await page.context().setOffline(false);
      await page
        .getByTestId('pending-uploads')
        .getByText(/Sent now that you are back online/)
        .waitFor({ timeout: 30_000 });

      const stored = await storedScan(api, server.url, tenantUuid, 'Others');
      const pdf = await PDFDocument.load(stored);
      expect(pdf.getPageCount()).toBe(3);
      const sizes = pdf.getPages().map((p) => p.getSize());
      // Camera pages are 4:3 landscape; the photo, turned, is 3:4 portrait: the order the client chose.
      expect(sizes.map(({ width, height }) => (height > width ? 'portrait' : 'landscape'))).toEqual([
        'landscape',
        'portrait',
        'landscape',
      ]);
      // Of a sensible size: three pages well under a megabyte.
      expect(stored.length).toBeLessThan(1_000_000);
      await page.context().close();
    },
  );
});

describe('sharing into the app', () => {
  it(
    'a file shared from another app lands in the upload queue of the chosen company',
    { timeout: 120_000 },
    async () => {
      const { server, api } = await journeyServer('pglite', 'phone-share', cleanups);
      const email = uniqueEmail('sharer');
      await companyWithOwner(api, server.url, 'Shares', { name: 'Shay Sharer', email, password: PASSWORD });
      const page = await phonePage(server.url);
      await signInLanding(page, email, PASSWORD);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // What the platform does when the user shares into the installed app: a multipart POST to share_target.
      await page.evaluate(() => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'multipart/form-data';
        form.action = '/app/share-target';
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'files';
        input.id = 'shared-input';
        form.append(input);
        document.body.append(form);
      });
      await page
        .locator('#shared-input')
        .setInputFiles({ name: 'w2-2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await page.evaluate(() => (document.querySelector('#shared-input') as HTMLInputElement).form!.submit());
      await page.waitForURL('**/app/shared');
      await page.getByText('w2-2025.pdf').waitFor();
      await page.getByRole('button', { name: en.uploads.shared.continue }).click();
      await page.waitForURL('**/app/upload/company/files?**');
      await page.getByRole('list', { name: en.uploads.chosenFiles }).getByText('w2-2025.pdf').waitFor();
      await page.context().close();
    },
  );
});
