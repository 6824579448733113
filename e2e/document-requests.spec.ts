import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyEngines } from './support/engines.ts';
import { afternoonOf, remindersTo, testClock, waitForReminders } from './support/request-journey.ts';
import { ADMIN, startServer, type RunningServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

/**
 * Issue 16's journey: a firm chases nothing by hand. Each database gets its own server started with the test
 * clock (TEST_CLOCK=true), so time moves without sleeping and without disturbing the suite's shared servers.
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const databases = journeyEngines('both');

async function startJourneyServer(dataDir: string, databaseUrl?: string, crashAt?: string) {
  const server = await startServer({
    dataDir,
    databaseUrl,
    // The server refuses TEST_CLOCK unless NODE_ENV is exactly `test`: said here rather than inherited from vitest.
    env: { TEST_CLOCK: 'true', NODE_ENV: 'test', ...(crashAt ? { LEDGERPORT_CRASH_AT: crashAt } : {}) },
  });
  cleanups.push(() => server.stop());
  return server;
}

async function tenantWithClient(api: Awaited<ReturnType<typeof staffApi>>, baseUrl: string, label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `${label} ${suffix}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name,
    root_directory: `${label.toLowerCase()}-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `books-${suffix}@figures.test`,
  });
  const email = uniqueEmail(label.toLowerCase());
  await createActiveClient(baseUrl, api, { tenantId: tenant.uuid, name: `${label} Owner`, email, password: PASSWORD });
  return { id: tenant.uuid, name, email };
}

/** Signs the client in through the API and sets the language their messages are written in. */
async function setLanguage(baseUrl: string, email: string, locale: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, rememberMe: false }),
  });
  const { token } = (await login.json()) as { token: string };
  const set = await fetch(`${baseUrl}/api/v1/auth/me/locale`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ locale }),
  });
  expect(set.status).toBeLessThan(300);
  return token;
}

/** Staff build "Monthly bookkeeping" on the Request templates screen and apply it to the two tenants. */
async function applyTemplate(staff: Page, tenants: { name: string }[]) {
  const t = en.requestTemplates;
  await staff.goto('/app/request-templates');
  await staff.getByRole('table', { name: en.pages.requestTemplates }).getByRole('row').nth(1).waitFor();
  await staff.getByRole('button', { name: t.list.create }).click();
  const form = staff.getByRole('dialog', { name: t.form.createTitle });
  await form.getByRole('textbox', { name: t.form.name, exact: true }).fill('Monthly bookkeeping');
  const items: [string, string][] = [
    ['Bank statement', t.kinds.BANK_STATEMENT],
    ['Sales tax', t.kinds.SALES_TAX],
    ['Payroll', t.kinds.PAYROLL],
  ];
  for (const [index, [title, kind]] of items.entries()) {
    if (index > 0) await form.getByRole('button', { name: t.form.addItem }).click();
    const item = form.getByRole('group', { name: t.form.item.replace('{{n}}', String(index + 1)) });
    await item.getByRole('textbox', { name: t.form.itemTitle, exact: true }).fill(title);
    await item.getByRole('combobox', { name: t.form.kind }).click();
    await staff.getByRole('option', { name: kind, exact: true }).click();
  }
  await form.getByRole('button', { name: t.form.save }).click();
  await form.waitFor({ state: 'hidden' });

  await staff.getByRole('button', { name: t.list.apply.replace('{{name}}', 'Monthly bookkeeping') }).click();
  const apply = staff.getByRole('dialog', { name: t.apply.title.replace('{{name}}', 'Monthly bookkeeping') });
  for (const tenant of tenants) {
    await apply.getByRole('combobox', { name: t.apply.tenants, exact: true }).fill(tenant.name);
    await staff.getByRole('option', { name: tenant.name }).click();
  }
  // The chosen clients' list stays open under the field until it is dismissed.
  await staff.keyboard.press('Escape');
  await apply.getByRole('button', { name: t.apply.start }).click();
  await apply.getByText(/^Done for 2 clients: 6 requests made, 6 of them recurring/).waitFor({ timeout: 60_000 });
  await apply.getByRole('button', { name: t.apply.close }).last().click();
}

/** The tenant's one cell for the month, as the completeness screen shows it. */
async function cellOf(staff: Page, tenantName: string, month: string) {
  const query = new URLSearchParams({ search: tenantName, from: month, to: month });
  await staff.goto(`/app/completeness?${query}`);
  const cell = staff.getByRole('gridcell', { name: new RegExp(`^${tenantName}, `) });
  await cell.waitFor();
  return cell;
}

const statusOf = (label: string | null) => /: ([^,]+),/.exec(label ?? '')?.[1];

describe.each(databases)('document requests on %s', (database) => {
  it(
    'a template chases two clients: reminders in their languages, upload and sales tax from the requests, the matrix partly then complete, an overdue cell nudged, and no duplicate after kill -9',
    { timeout: 480_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-requests-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (database === 'postgres') {
        const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_e2e');
        cleanups.push(scratch.drop);
        databaseUrl = scratch.url;
      }
      let server: RunningServer = await startJourneyServer(dataDir, databaseUrl);
      const api = await staffApi(server.url);
      const books = await tenantWithClient(api, server.url, 'Books');
      const late = await tenantWithClient(api, server.url, 'Late');
      const booksToken = await setLanguage(server.url, books.email, 'en');
      await setLanguage(server.url, late.email, 'de');

      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await applyTemplate(staff, [books, late]);

      // This month's three requests, due 10 days after the month ends.
      type TRequest = { uuid: string; title: string; due_on: string; period_start: string };
      const asked = (await api.get<{ data: TRequest[] }>(`/tenants/${books.id}/requests?per_page=10`)).data;
      expect(asked.map((r) => r.title).sort()).toEqual(['Bank statement', 'Payroll', 'Sales tax']);
      const dueOn = asked[0]!.due_on;
      const month = asked[0]!.period_start.slice(0, 7);

      // Three days before the due date the reminder run tells each client, in their language, of all three.
      const clock = testClock(server.url);
      await clock.set(afternoonOf(dueOn, -3));
      await clock.runJob('request-reminders');
      const english = await waitForReminders(api, books.email, 1);
      expect(english).toContain('A reminder:');
      for (const title of ['Bank statement', 'Sales tax', 'Payroll']) expect(english).toContain(title);
      const german = await waitForReminders(api, late.email, 1);
      expect(german).toContain('Zur Erinnerung:');
      expect(german).toContain('Diese 3 Anforderungen sind noch offen');

      // The client opens Requests, uploads the bank statement from its request, and sends sales tax from the other.
      const client = await browser.newPage(server.url);
      await signIn(client, books.email, PASSWORD);
      await client.goto(`/app/requests?company_uuid=${books.id}`);
      const statement = client.getByRole('article', { name: 'Bank statement' });
      await statement
        .getByRole('button', { name: en.requests.client.uploadFor.replace('{{title}}', 'Bank statement') })
        .click();
      await statement.locator(`input[type="file"][aria-label="${en.uploads.chooseFiles}"]`).setInputFiles({
        name: 'bank-statement.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% a bank statement\n%%EOF\n'),
      });
      await statement.getByRole('button', { name: en.requests.client.send }).click();
      // Sent: it leaves the Open tab for Submitted, with its file.
      await statement.waitFor({ state: 'detached' });
      await client.getByRole('tab', { name: en.requests.client.tabs.SUBMITTED }).click();
      await client.getByRole('article', { name: 'Bank statement' }).getByText('bank-statement.pdf').waitFor();
      await client.getByRole('tab', { name: en.requests.client.tabs.OPEN }).click();

      await client
        .getByRole('link', { name: en.requests.client.sendSalesTaxFor.replace('{{title}}', 'Sales tax') })
        .click();
      await client.waitForURL('**/app/tenant/send/sale/tax/notification/to/cpa?**');
      await client.getByLabel(en.salesTax.fields.saleAmount).fill('1200.00');
      await client.getByLabel(en.salesTax.fields.collectedTaxAmount).fill('96.00');
      await client.getByLabel(en.salesTax.fields.saleMonth).fill(month);
      await client.getByLabel(en.salesTax.fields.submittedDate).fill(dueOn.slice(0, 8) + '01');
      await client.getByRole('button', { name: en.salesTax.form.submit }).click();
      await client.waitForURL('**/app/tenant/get/sales/tax/list?**');

      // Two of three sent: the month is partly received.
      expect(statusOf(await (await cellOf(staff, books.name, month)).getAttribute('aria-label'))).toBe(
        en.completeness.statuses.PARTLY,
      );

      // Payroll too (its own journey covers the form), then staff accept all three: the month is complete.
      const payroll = new FormData();
      payroll.append(
        'payroll_info',
        JSON.stringify({
          payroll_amount: '5400.25',
          payroll_period_type: 'MONTHLY',
          payroll_period_date_from: `${month}-01`,
          payroll_period_date_to: `${month}-28`,
        }),
      );
      const sent = await fetch(`${server.url}/api/v1/tenants/${books.id}/payroll`, {
        method: 'POST',
        headers: { authorization: `Bearer ${booksToken}` },
        body: payroll,
      });
      expect(sent.status).toBe(201);
      await staff.goto(`/app/tenant/requests?company_uuid=${books.id}`);
      for (const title of ['Bank statement', 'Sales tax', 'Payroll']) {
        const accept = staff.getByRole('button', { name: en.requests.staff.acceptNamed.replace('{{title}}', title) });
        await accept.click();
        // Gone once the list is read again with the request DONE. The first acceptance's toast is no sign for the
        // next: with each click made while the list was being redrawn, one of the three stayed unaccepted and the
        // month "Partly received" (CI, 2026-12-01).
        await accept.waitFor({ state: 'detached' });
      }
      await staff.getByText(en.requests.staff.accepted).first().waitFor();
      // Each look loads the matrix page anew (a whole page load, over a second on a busy machine).
      await expect
        .poll(async () => statusOf(await (await cellOf(staff, books.name, month)).getAttribute('aria-label')), {
          timeout: 20_000,
        })
        .toBe(en.completeness.statuses.COMPLETE);

      // A day after the due date the other tenant's month is overdue; staff nudge it from the cell.
      await clock.set(afternoonOf(dueOn, 1));
      const overdue = await cellOf(staff, late.name, month);
      expect(statusOf(await overdue.getAttribute('aria-label'))).toBe(en.completeness.statuses.OVERDUE);
      await overdue.click();
      await staff.getByRole('button', { name: /^Nudge about 3 open items$/ }).click();
      await staff.getByText(/^Reminder sent to 1 person about 3 open items\.$/).waitFor();
      const nudge = await waitForReminders(api, late.email, 2);
      expect(nudge).toContain('erinnert Sie:');
      expect(nudge).toContain('überfällig seit');

      // kill -9 in the middle of the reminder run (the day claimed and the e-mail queued, not committed), then
      // a clean start and the run again: the overdue client is reminded exactly once that day, the other not at all.
      const before = {
        books: (await remindersTo(api, books.email)).length,
        late: (await remindersTo(api, late.email)).length,
      };
      await server.stop();
      server = await startJourneyServer(dataDir, databaseUrl, 'reminder-queued');
      const died = new Promise((resolve) => server.process.on('exit', resolve));
      await testClock(server.url).set(afternoonOf(dueOn, 3));
      // The job may reach its crash point before the 202 has left: the answer is then lost with the process
      // (ECONNRESET, seen once in CI). The process's death is what this step waits for either way.
      await testClock(server.url)
        .runJob('request-reminders')
        .catch((error: unknown) => {
          if (!(error instanceof TypeError && /fetch failed/.test(error.message))) throw error;
        });
      await died;
      server = await startJourneyServer(dataDir, databaseUrl);
      const recovered = await staffApi(server.url);
      await testClock(server.url).set(afternoonOf(dueOn, 3));
      await testClock(server.url).runJob('request-reminders');
      await waitForReminders(recovered, late.email, before.late + 1);
      // A second run that day (the killed run's job retried, or the next hour's) sends nothing more.
      await testClock(server.url).runJob('request-reminders');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await remindersTo(recovered, late.email)).length).toBe(before.late + 1);
      expect((await remindersTo(recovered, books.email)).length).toBe(before.books);
    },
  );
});
