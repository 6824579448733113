import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import de from '../apps/web/src/locales/de.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import ru from '../apps/web/src/locales/ru.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { tabTo } from './support/keyboard.ts';
import {
  checkScreen,
  DESKTOP,
  expectCollapsedSidebar,
  expectColumnsShown,
  expectFullNamesReachable,
  expectOnFirstScreen,
  expectTablesFit,
  openPhoneSidebar,
  PHONE,
  settle,
  SMALL_PHONE,
  trackRequests,
  waitForAnimations,
  type TViewport,
} from './support/screen-checks.ts';
import { seedScreenData, type TScreenData } from './support/screen-data.ts';
import { SCREENS, unvisitedPaths, type TScreen, type TWho } from './support/screens.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi } from './support/staff-api.ts';

/**
 * Every screen, at a desktop and a phone width: no serious or critical axe violation, and on a phone no sideways
 * page scroll and a folded sidebar (a full-page screenshot in test-results/screens/ when a check fails, of every
 * screen with E2E_SCREENSHOTS=true). Layout and
 * accessibility do not depend on the database, so this runs on the first target only, with one server, one
 * browser and one signed-in page per role.
 */
const target = inject('targets')[0]!;
const browser = useBrowser();
const WIDTHS: TViewport[] = [DESKTOP, PHONE];
// Without motion, menus and modals are drawn at once and the screenshots are steady.
const CONTEXT = { viewport: DESKTOP, reducedMotion: 'reduce' } as const;

/** The languages whose words are longest or least like English, for the checks that depend on words' widths. */
const MESSAGES = { en, de, ru } as const;
type TLanguage = keyof typeof MESSAGES;
/** A text of a language by its dotted key ('salesTax.columns.submittedDate'). */
const text = (language: TLanguage, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MESSAGES[language]) as string;

/** What a screen promises whatever the language: its named columns at 1280 px, its long names at 375 px. */
async function checkWords(page: Page, screen: TScreen, data: TScreenData, viewport: TViewport, language: TLanguage) {
  const where = `${screen.name} at ${viewport.width} px in ${language}`;
  if (viewport === DESKTOP && screen.namedColumns) {
    await expectColumnsShown(
      page,
      screen.namedColumns.map((key) => text(language, key)),
      where,
    );
  }
  if (viewport === PHONE && screen.fullNames) await expectFullNamesReachable(page, screen.fullNames(data), where);
}

describe(`every screen, ${DESKTOP.width} and ${PHONE.width} px wide`, () => {
  let data: TScreenData;
  const pages = {} as Record<TWho, Page>;

  beforeAll(async () => {
    data = await seedScreenData(target.url);
    for (const who of ['public', 'staff', 'client'] as const) {
      pages[who] = await browser.newPage(target.url, 'en-US', CONTEXT);
      trackRequests(pages[who]);
    }
    await signIn(pages.staff, ADMIN.email, ADMIN.password);
    await signIn(pages.client, data.client.email, data.client.password);
  });

  afterAll(async () => {
    for (const page of Object.values(pages)) await page?.context().close();
  });

  it('visits every screen of paths.ts', () => {
    expect(unvisitedPaths(), 'add each new screen to e2e/support/screens.ts').toEqual([]);
  });

  it.each(SCREENS)('$name ($who)', async (screen) => {
    const page = pages[screen.who];
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`/app${screen.path(data)}`);
      await settle(page, screen.ready?.(page, data));
      await checkScreen(page, screen.name, viewport);
      await expectTablesFit(page, `${screen.name} at ${viewport.width} px`);
      if (viewport === PHONE && screen.who !== 'public') await expectCollapsedSidebar(page, screen.name);
      await checkWords(page, screen, data, viewport, 'en');
    }
    if (screen.firstScreen) {
      await page.setViewportSize(SMALL_PHONE);
      await page.goto(`/app${screen.path(data)}`);
      await settle(page, screen.ready?.(page, data));
      await expectOnFirstScreen(page, screen.firstScreen(page, data), `${screen.name} at 375 × 667`);
    }
  });

  /**
   * Words are wider in German and Russian: the screens that promise named columns or whole names keep the promise
   * there too. Only those screens, and only these checks (tables that fit, columns, names): the layout and
   * accessibility of every screen are checked in English above.
   */
  it.each(['de', 'ru'] as const)('keeps the named columns and whole names in %s', async (language) => {
    const page = await browser.newPage(target.url, 'en-US', CONTEXT);
    trackRequests(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    // The language picked in this browser wins over the account's own (lib/i18n/locale-preference.ts).
    await page.evaluate((picked) => localStorage.setItem('locale', picked), language);
    for (const screen of SCREENS.filter((s) => s.who === 'staff' && (s.namedColumns || s.fullNames))) {
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(`/app${screen.path(data)}`);
        await settle(page, screen.ready?.(page, data));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await expectTablesFit(page, `${screen.name} at ${viewport.width} px in ${language}`);
        await checkWords(page, screen, data, viewport, language);
      }
    }
    await page.context().close();
  });

  describe('opened states', () => {
    /** Opens something on a screen at each width, then checks the page as it stands. */
    const eachWidth = async (page: Page, name: string, open: (viewport: TViewport) => Promise<void>) => {
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await open(viewport);
        await waitForAnimations(page);
        await checkScreen(page, name, viewport);
      }
    };

    it('the phone sidebar opens from the burger by keyboard and its links lead on', async () => {
      const page = pages.staff;
      await page.setViewportSize(PHONE);
      await page.goto('/app/dashboard');
      await settle(page);
      const nav = await openPhoneSidebar(page);
      await checkScreen(page, 'sidebar-open', PHONE);
      // Its links are in the Tab order now, and Enter follows one (and folds the sidebar away).
      await tabTo(page, nav.getByRole('link', { name: en.pages.tenants }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/app/tenant/info');
      await settle(page);
      await expectCollapsedSidebar(page, 'after choosing a link');
    });

    it.each([
      { look: 'horizontal-dark-topbar', settings: { layout: 'horizontal', topbarTheme: 'dark' } },
      { look: 'horizontal-colored-topbar', settings: { layout: 'horizontal', topbarTheme: 'colored' } },
      { look: 'dark-scheme', settings: { colorScheme: 'dark', sidebarTheme: 'colored' } },
    ])('the shell in its $look look', async ({ look, settings }) => {
      // The layout settings live in the browser (the settings drawer stores them); set before the app starts.
      const page = await browser.newPage(target.url, 'en-US', CONTEXT);
      await page.addInitScript((stored) => localStorage.setItem('layoutSettings', stored), JSON.stringify(settings));
      await signIn(page, ADMIN.email, ADMIN.password);
      await eachWidth(page, `look-${look}`, async () => {
        await page.goto(`/app/tenant/info?${new URLSearchParams({ search: data.tenant.name })}`);
        await settle(page, page.getByRole('row').filter({ hasText: data.tenant.name }));
      });
      await page.context().close();
    });

    it('the user menu and the language menu', async () => {
      const page = pages.staff;
      for (const [name, testId] of [
        ['user-menu', 'user-menu'],
        ['language-menu', 'language-switcher'],
      ] as const) {
        await eachWidth(page, name, async () => {
          await page.goto('/app/dashboard');
          await settle(page);
          await page.getByTestId(testId).click();
          await page.getByRole('menu').waitFor();
        });
      }
      // The menu's log-out entry (paths.logout) ends the session and shows the login screen. A session of its
      // own, so the client's page stays signed in.
      const leaving = await browser.newPage(target.url, 'en-US', CONTEXT);
      await signIn(leaving, data.client.email, data.client.password);
      await leaving.getByTestId('user-menu').click();
      await leaving.getByRole('menuitem', { name: en.shell.logOut }).click();
      await leaving.waitForURL('**/app/login');
      await leaving.context().close();
    });

    it('the notification bell', async () => {
      const page = pages.staff;
      await eachWidth(page, 'notification-bell', async () => {
        await page.goto('/app/dashboard');
        await settle(page);
        await page.getByTestId('notification-bell').click();
        await page.getByRole('dialog').waitFor();
      });
    });

    it('the feature setting modal', async () => {
      const page = pages.staff;
      await eachWidth(page, 'feature-setting-modal', async () => {
        await page.goto('/app/featureSettings');
        const first = page.getByRole('row').nth(1);
        await settle(page, first);
        await first.getByRole('button', { name: en.featureSettings.list.editOf.split('{{')[0]! }).click();
        await page.getByRole('dialog').waitFor();
      });
    });

    it('the settings drawer', async () => {
      const page = pages.staff;
      await eachWidth(page, 'settings-drawer', async () => {
        await page.goto('/app/dashboard');
        await settle(page);
        await page.getByRole('button', { name: en.settings.open }).click();
        await page.getByRole('dialog', { name: en.settings.title }).waitFor();
      });
    });

    it('the Tenant User Setup modal', async () => {
      const page = pages.staff;
      await eachWidth(page, 'tenant-user-setup-modal', async () => {
        await page.goto(`/app/tenant/info?${new URLSearchParams({ search: data.tenant.name })}`);
        await settle(page, page.getByRole('row').filter({ hasText: data.tenant.name }));
        await page
          .getByRole('button', { name: en.tenantUsers.list.addTo.replace('{{name}}', data.tenant.name) })
          .click();
        await page.getByRole('dialog', { name: en.pages.tenantUserCreate }).waitFor();
      });
    });

    it("the 'Send Update Info to Tenant' modal", async () => {
      const page = pages.staff;
      const editLabel = en.salesTax.list.editOf.replace('{{tenant}}', data.tenant.name).split('{{month}}')[0]!;
      await eachWidth(page, 'update-sales-tax-modal', async () => {
        await page.goto(`/app/admin/get/sales/tax/list?${new URLSearchParams({ search: data.tenant.name })}`);
        const record = page.getByRole('row').filter({ hasText: data.tenant.name });
        await settle(page, record);
        await record.getByRole('button', { name: editLabel }).click();
        await page.getByRole('dialog', { name: en.salesTax.update.title }).waitFor();
      });
    });

    it("the 'View File' modal", async () => {
      const page = pages.staff;
      await eachWidth(page, 'view-file-modal', async () => {
        await page.goto(
          `/app/index/company?${new URLSearchParams({ company_uuid: data.tenant.uuid, path: 'Bank Statements' })}`,
        );
        // A row at 1280 px, a card on a phone: the file's name is on both.
        await settle(page, page.getByText(data.pdfName).first());
        await page.getByRole('button', { name: en.files.preview.replace('{{name}}', data.pdfName) }).click();
        await page.getByRole('dialog', { name: en.files.viewFile }).locator('iframe').waitFor();
      });
    });

    it('an outbox message', async () => {
      const page = pages.staff;
      await eachWidth(page, 'outbox-message-modal', async () => {
        await page.goto(`/app/outbox?${new URLSearchParams({ search: data.client.email })}`);
        const message = page.getByRole('row').filter({ hasText: data.client.email }).first();
        await settle(page, message);
        await message.getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
      });
    });

    it('the template apply dialog: its buttons stay in reach with clients chosen and their list open', async () => {
      const page = pages.staff;
      const api = await staffApi(target.url);
      const suffix = Date.now();
      const name = `Year-end pack ${suffix}`;
      await api.post('/request-templates', {
        name,
        items: [
          { title: 'Signed engagement letter', kind: 'OTHERS', due_in_days: 14 },
          {
            title: 'Monthly bank statements',
            kind: 'BANK_STATEMENT',
            recurrence: { cadence: 'MONTHLY', due_days: 10 },
          },
        ],
      });
      // Clients to choose from: one chosen, the others still offered in the open list.
      const clients = [1, 2, 3, 4].map((n) => `Apply Client ${n} ${suffix}`);
      for (const [n, client] of clients.entries()) {
        await api.post('/tenants', {
          name: client,
          root_directory: `apply-${suffix}-${n}`,
          root_directory_type: 'LOCAL_FOLDER',
          primary_contact_name: 'Alex Apply',
          primary_contact_email: `apply-${suffix}-${n}@screens.test`,
          address_line_1: '1 Main Street',
          city: 'Springfield',
          state: 'IL',
          country: 'USA',
          zipcode: '62701',
          timezone: 'America/Chicago',
        });
      }
      const dialogName = en.requestTemplates.apply.title.replace('{{name}}', name);
      await eachWidth(page, 'apply-template-modal', async () => {
        await page.goto(`/app/request-templates?${new URLSearchParams({ search: name })}`);
        await settle(page, page.getByRole('row').filter({ hasText: name }));
        await page.getByRole('button', { name: en.requestTemplates.list.apply.replace('{{name}}', name) }).click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        await dialog.waitFor();
        // Choose a client, and leave the list of clients open, as a person still choosing does.
        const search = dialog
          .getByLabel(en.requestTemplates.apply.tenants, { exact: true })
          .and(dialog.locator('input'));
        await search.fill(`Apply Client 1 ${suffix}`);
        await page.getByRole('option', { name: clients[0] }).click();
        await search.fill(`${suffix}`);
        await page.getByRole('option', { name: clients[1] }).waitFor();
        // Nothing in the dialog's body runs past the edge its buttons end at (it was cut off on a phone).
        const start = (await dialog
          .getByRole('button', { name: en.requestTemplates.apply.start, exact: true })
          .boundingBox())!;
        for (const part of [dialog.getByRole('listbox'), dialog.getByRole('radiogroup')]) {
          const box = (await part.boundingBox())!;
          expect(box.x + box.width, 'inside the dialog').toBeLessThanOrEqual(start.x + start.width + 1);
        }
        // Each button is drawn inside the window and is what a click at its centre reaches.
        for (const label of [en.requestTemplates.apply.start, en.requestTemplates.form.cancel]) {
          const button = dialog.getByRole('button', { name: label, exact: true });
          const box = (await button.boundingBox())!;
          const viewport = page.viewportSize()!;
          expect(box.y + box.height, `${label} inside the window`).toBeLessThanOrEqual(viewport.height);
          const hit = await page.evaluate(
            ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
            { x: box.x + box.width / 2, y: box.y + box.height / 2 },
          );
          expect(hit, `what a click on ${label} reaches`).toBe(label);
        }
      });
    });

    it('a bulk preview with rows and problems', async () => {
      const page = pages.staff;
      const sheet = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/spreadsheets/sales-tax.xlsx');
      await eachWidth(page, 'bulk-preview', async () => {
        await page.goto('/app/upload/send/bulk/sale/tax/notification');
        await settle(page);
        await page.locator(`input[type="file"][aria-label="${en.bulk.intake.chooseFile}"]`).setInputFiles(sheet);
        await page.getByRole('table', { name: en.bulk.intake.previewLabel }).waitFor();
        // The toast saying the sheet was read fades on its own; the page is judged without it.
        await page.getByText(en.bulk.intake.processed).waitFor({ state: 'hidden', timeout: 10_000 });
      });
    });
  });
});
