import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner, journeyServer } from './support/journey-server.ts';
import { afternoonOf, remindersTo, testClock, waitForReminders } from './support/request-journey.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { uniqueEmail } from './support/staff-api.ts';

/**
 * Issue 30, part 1: a request a client can trust. Asked for a month whose sales tax and payroll she already sent,
 * it is Done at once and never in a reminder; staff mark a document received outside the portal and she reads
 * their note. Seeded through the API; the reminder run is started through the test clock (TEST_CLOCK=true).
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const databases = journeyEngines('pglite');

const today = new Date().toISOString().slice(0, 10);
const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 10);
const monthEnd = `${lastMonth.slice(0, 7)}-28`;
const dueOn = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);

async function signedInToken(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, rememberMe: false }),
  });
  return ((await login.json()) as { token: string }).token;
}

describe.each(databases)('request status on %s', (database) => {
  it(
    "requests for last month's sent sales tax and payroll are Done at once and never reminded; a statement received outside the portal shows the firm's note",
    { timeout: 300_000 },
    async () => {
      const { server, api } = await journeyServer(database, 'request-status', cleanups);
      const email = uniqueEmail('status');
      const tenant = {
        uuid: await companyWithOwner(api, server.url, 'Status', { name: 'Status Owner', email, password: PASSWORD }),
      };
      const token = await signedInToken(server.url, email);

      // The client sends last month's sales tax and a payroll run ending in it before the firm asks for them.
      const salesTax = await fetch(`${server.url}/api/v1/tenants/${tenant.uuid}/sales-tax`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          sale_amount: '1200.00',
          collected_tax_amount: '96.00',
          sale_month_date: lastMonth,
          submitted_date: today,
        }),
      });
      expect(salesTax.status).toBe(201);
      const payroll = new FormData();
      payroll.append(
        'payroll_info',
        JSON.stringify({
          payroll_amount: '5400.25',
          payroll_period_type: 'MONTHLY',
          payroll_period_date_from: lastMonth,
          payroll_period_date_to: monthEnd,
        }),
      );
      const sent = await fetch(`${server.url}/api/v1/tenants/${tenant.uuid}/payroll`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: payroll,
      });
      expect(sent.status).toBe(201);

      // Then the firm asks for them, and for the month's bank statement.
      const period = { period_start: lastMonth, period_end: monthEnd, due_on: dueOn };
      const ask = async (title: string, kind: string) =>
        (await api.post<{ data: { status: string }[] }>(`/tenants/${tenant.uuid}/requests`, { title, kind, ...period }))
          .data[0]!.status;
      expect(await ask('Sales tax for last month', 'SALES_TAX')).toBe('DONE');
      expect(await ask('Payroll for last month', 'PAYROLL')).toBe('DONE');
      expect(await ask('Bank statement for last month', 'BANK_STATEMENT')).toBe('OPEN');

      // The client sees both Done at once.
      const client = await browser.newPage(server.url);
      await signIn(client, email, PASSWORD);
      await client.goto(`/app/requests?company_uuid=${tenant.uuid}`);
      await client.getByRole('article', { name: 'Bank statement for last month' }).waitFor();
      await client.getByRole('tab', { name: en.requests.client.tabs.DONE }).click();
      await client
        .getByRole('article', { name: 'Sales tax for last month' })
        .getByText(en.requests.alreadySentSalesTax)
        .waitFor();
      await client
        .getByRole('article', { name: 'Payroll for last month' })
        .getByText(en.requests.alreadySentPayroll)
        .waitFor();

      // On the due day the reminder run asks for the bank statement only.
      const clock = testClock(server.url);
      cleanups.push(() => clock.set(null).catch(() => {}));
      await clock.set(afternoonOf(dueOn, 0));
      await clock.runJob('request-reminders');
      const reminder = await waitForReminders(api, email, 1);
      expect(reminder).toContain('Bank statement for last month');
      expect(reminder).not.toContain('Sales tax for last month');
      expect(reminder).not.toContain('Payroll for last month');

      // Staff got the statement by post: they mark it received outside the portal, with a note.
      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await staff.goto(`/app/tenant/requests?company_uuid=${tenant.uuid}`);
      // Side by side while the row has room, else in the row's menu.
      const title = 'Bank statement for last month';
      const row = staff.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      const direct = row.getByRole('button', { name: en.requests.staff.receiveNamed.replace('{{title}}', title) });
      if ((await direct.count()) > 0) await direct.click();
      else {
        await row.getByRole('button', { name: en.common.rowActionsOf.replace('{{name}}', title) }).click();
        await staff.getByRole('menuitem', { name: en.requests.staff.receive }).click();
      }
      const dialog = staff.getByRole('dialog', { name: en.requests.receive.title });
      await dialog.getByText(en.requests.receive.noFiles).waitFor();
      await dialog.getByRole('textbox', { name: en.requests.fields.receivedNote }).fill('Came by post on Monday');
      await dialog.getByRole('button', { name: en.requests.receive.submit }).click();
      await staff.getByText(en.requests.receive.done).waitFor();
      await staff
        .getByRole('row', { name: /Bank statement for last month/ })
        .getByText(en.requests.status.DONE)
        .waitFor();

      // The client reads the firm's note on the request, now Done, and is not reminded of it again.
      await client.reload();
      await client.getByRole('tab', { name: en.requests.client.tabs.DONE }).click();
      await client
        .getByRole('article', { name: 'Bank statement for last month' })
        .getByText(/Came by post on Monday/)
        .waitFor();
      const before = (await remindersTo(api, email)).length;
      await clock.set(afternoonOf(dueOn, 3));
      await clock.runJob('request-reminders');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await remindersTo(api, email)).length).toBe(before);
    },
  );
});
