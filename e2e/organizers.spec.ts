import { paths, type TOrganizer, type TOrganizerTemplate } from '@ledgerport/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner, journeyServer } from './support/journey-server.ts';
import { onePagePdf } from './support/pdf.ts';
import { PHONE } from './support/screen-checks.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn, signInLanding } from './support/sign-in.ts';
import { uniqueEmail, type staffApi } from './support/staff-api.ts';

/**
 * Issue 33, done when: staff copy the 1040 starter, add a conditional question, send it to two companies; a client
 * answers on a phone profile, loses the connection mid-way (nothing lost), uploads two W-2s from a question,
 * submits; staff return one question with a comment, the client fixes it, staff accept; the PDF is in the
 * company's folder; the matrix cell shows it; next year's organizer starts prefilled. On
 * PostgreSQL (support/engines.ts).
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const TEMPLATE = 'Individual tax organizer (Form 1040)';
const ADDED = "Your spouse's employer";
const MARRIED = 'Were you married on December 31?';
const ADDRESS = 'Home address (street, city, state, ZIP code)';
const o = en.organizers;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const databases = journeyEngines('postgres');
type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** A company with an owner who can sign in: its uuid, name and the owner's e-mail. */
async function company(api: StaffApi, baseUrl: string, label: string) {
  const email = uniqueEmail(label.toLowerCase());
  const uuid = await companyWithOwner(api, baseUrl, label, { name: `${label} Owner`, email, password: PASSWORD });
  return { uuid, email, name: (await api.get<{ name: string }>(`/tenants/${uuid}`)).name };
}

/** The company's organizers (requests of kind ORGANIZER), newest first. */
async function organizersOf(api: StaffApi, tenantUuid: string) {
  type TRow = { uuid: string; title: string; status: string };
  return (await api.get<{ data: TRow[] }>(`/tenants/${tenantUuid}/requests?kind=ORGANIZER&per_page=10`)).data;
}

const organizerOf = (api: StaffApi, tenantUuid: string, id: string) =>
  api.get<TOrganizer>(`/tenants/${tenantUuid}/organizers/${id}`);

/** The template's Send dialog, from its builder: to `companies`, for `taxYear`, due `dueOn`; answers its result. */
async function send(staff: Page, templateUuid: string, companies: string[], taxYear: number, dueOn: string) {
  await staff.goto(`/app${paths.organizerTemplate(templateUuid)}`);
  await staff.getByRole('button', { name: o.send.open, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: o.send.title.replace('{{name}}', TEMPLATE) });
  for (const name of companies) {
    await dialog.getByRole('combobox', { name: o.send.companies, exact: true }).fill(name);
    await staff.getByRole('option', { name }).click();
  }
  await staff.keyboard.press('Escape');
  await dialog.getByLabel(o.send.taxYear).fill(String(taxYear));
  await dialog.getByLabel(o.send.dueOn).fill(dueOn);
  await dialog.getByRole('button', { name: o.send.send }).click();
  await dialog.getByRole('status').waitFor();
  return dialog;
}

/** No page-wide sideways scrolling on the 375 px phone. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The yes or no of a yes/no question, by its label. */
const yesNo = (page: Page, question: string, answer: 'yes' | 'no') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: o.answer[answer], exact: true }).check();

describe.each(databases)('organizers on %s', (database) => {
  it(
    'a copied 1040 with a conditional question is answered on a phone through a lost connection, returned, fixed, accepted, filed, counted, and rolled forward',
    { timeout: 480_000 },
    async () => {
      const { server, api } = await journeyServer(database, 'organizers', cleanups);
      const first = await company(api, server.url, 'Organized');
      const second = await company(api, server.url, 'Scattered');
      const dueOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const title = `${TEMPLATE} 2025`;

      // Staff copy the 1040 starter from Organizer templates and open it in the builder.
      const staff = await browser.newPage(server.url);
      await signIn(staff, ADMIN.email, ADMIN.password);
      await staff.goto(`/app${paths.organizerTemplates}`);
      await staff.getByRole('button', { name: o.templates.copyStarter }).click();
      await staff.getByRole('button', { name: o.templates.copyNamed.replace('{{name}}', TEMPLATE) }).click();
      await staff.waitForURL(/\/organizer-templates\/[0-9a-f-]{36}$/);
      const templateUuid = staff.url().split('/').pop()!;

      // A required question at the end of the first section, shown only when the client was married.
      await staff.getByRole('button', { name: o.builder.addQuestion }).first().click();
      const card = staff
        .locator('.mantine-Paper-root')
        .filter({ has: staff.getByRole('button', { name: o.builder.drag.replace('{{name}}', o.builder.newQuestion) }) })
        .last();
      await card.getByLabel(o.builder.requiredQuestion).check();
      await card
        .getByRole('combobox', { name: o.builder.showIfOf.replace('{{question}}', o.builder.newQuestion) })
        .click();
      await staff.getByRole('option', { name: MARRIED, exact: true }).click();
      await card.getByRole('textbox', { name: o.builder.questionLabel, exact: true }).fill(ADDED);
      await staff.getByRole('button', { name: o.builder.save, exact: true }).click();
      await staff.getByText(o.builder.saved.replace('{{version}}', '2')).waitFor();
      const template = await api.get<TOrganizerTemplate>(`/organizer-templates/${templateUuid}`);
      const added = template.sections[0]!.questions.at(-1)!;
      expect(added).toMatchObject({
        label: ADDED,
        kind: 'short_text',
        required: true,
        show_if: { question: 'married', any_of: [true] },
      });

      // Sent to both companies for 2025 through the Send dialog.
      const sent = await send(staff, templateUuid, [first.name, second.name], 2025, dueOn);
      await sent.getByText(o.send.sentCount_other.replace('{{count}}', '2')).waitFor();
      expect((await organizersOf(api, second.uuid)).map((r) => r.title)).toEqual([title]);
      const organizerUuid = (await organizersOf(api, first.uuid))[0]!.uuid;

      // The client, on a phone, opens it from what the firm needs and answers the first section.
      const client = await browser.newPage(server.url, 'en-US', { viewport: PHONE, isMobile: true, hasTouch: true });
      await signInLanding(client, first.email, PASSWORD);
      await client.goto(`/app${paths.clientAsks}`);
      await client
        .getByRole('link', { name: en.clientAsks.actions.answerOrganizerFor.replace('{{name}}', title) })
        .click();
      await client.waitForURL((url) => url.pathname.endsWith(`/organizers/${organizerUuid}`));
      await client.getByLabel('Your full legal name').fill('Robin Organized');
      await client.getByLabel('Your date of birth').fill('1980-04-02');
      await client.getByLabel(ADDRESS).fill('12 Elm Street, Springfield, IL 62701');
      await client.getByRole('radio', { name: 'Married filing jointly' }).check();
      expect(await client.getByLabel(ADDED).count()).toBe(0);
      await yesNo(client, MARRIED, 'yes');
      // The added question shows once the client says they were married (and the server has that answer).
      await client.locator('[data-question="married"]').getByText(o.answer.saved, { exact: true }).waitFor();
      await client.getByLabel(ADDED).fill('Acme Tools Inc.');
      await fitsPhone(client);
      const answered = async () => Object.keys((await organizerOf(api, first.uuid, organizerUuid)).answers);
      await expect
        .poll(answered, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(['taxpayer_name', 'taxpayer_dob', 'home_address', 'married', added.key]));

      // The connection drops: one more answer waits in the browser, and the screen says so; back online, it is sent.
      await client.context().setOffline(true);
      await client.getByLabel('Your occupation').fill('Carpenter');
      const occupation = client.locator('[data-question="taxpayer_occupation"]');
      await occupation.getByText(o.answer.notSavedYet).waitFor();
      await client.getByText(o.answer.offline).waitFor();
      await fitsPhone(client);
      expect((await organizerOf(api, first.uuid, organizerUuid)).answers.taxpayer_occupation).toBeUndefined();
      await client.context().setOffline(false);
      await occupation.getByText(o.answer.saved, { exact: true }).waitFor();
      await expect
        .poll(async () => (await organizerOf(api, first.uuid, organizerUuid)).answers.taxpayer_occupation?.value)
        .toBe('Carpenter');

      // Dependents: none. Income: two W-2s uploaded at their question, and no digital assets. Then submit.
      await client.getByRole('button', { name: o.answer.next, exact: true }).click();
      await yesNo(client, 'Do you have children or other dependents?', 'no');
      await client.getByRole('button', { name: o.answer.next, exact: true }).click();
      await client.getByRole('heading', { name: 'Changes this year' }).waitFor();
      await client.getByRole('button', { name: o.answer.next, exact: true }).click();
      await client.getByRole('heading', { name: 'Income', exact: true }).waitFor();
      const w2 = client.locator('[data-question="w2_uploads"]');
      await w2.locator('input[type=file]').setInputFiles(
        ['w2-acme.pdf', 'w2-springfield-school.pdf'].map((name) => ({
          name,
          mimeType: 'application/pdf',
          buffer: onePagePdf(`Form W-2 ${name}`),
        })),
      );
      const given = w2.getByRole('list', { name: o.answer.files });
      await given.getByText('w2-acme.pdf').waitFor();
      await given.getByText('w2-springfield-school.pdf').waitFor();
      // Both stored at the question before submitting (Submit does not wait for an upload still on its way).
      const w2Names = async () =>
        ((await organizerOf(api, first.uuid, organizerUuid)).answers.w2_uploads?.files ?? []).map((f) => f.name).sort();
      await expect.poll(w2Names, { timeout: 20_000 }).toEqual(['w2-acme.pdf', 'w2-springfield-school.pdf']);
      await yesNo(client, 'digital assets', 'no');
      await fitsPhone(client);
      await client.getByRole('button', { name: o.answer.submit }).click();
      await client.getByText(/^Submitted to your firm .+\. They will come back/).waitFor();
      expect((await organizerOf(api, first.uuid, organizerUuid)).status).toBe('SUBMITTED');

      // Staff return the home address with a comment.
      const comment = 'Please add your apartment number.';
      await staff.goto(`/app${paths.organizerReview(first.uuid, organizerUuid)}`);
      await staff.getByLabel(o.review.commentLabel.replace('{{question}}', ADDRESS)).fill(comment);
      await staff.getByRole('button', { name: o.review.return }).click();
      await staff.getByText(o.review.returned).waitFor();

      // The client sees the comment at that question, fixes the answer and submits again.
      await client.reload();
      await client.getByText(o.answer.returned_one.replace('{{count}}', '1')).waitFor();
      const address = client.locator('[data-question="home_address"]');
      await address.getByText(comment).waitFor();
      await address.getByLabel(ADDRESS).fill('12 Elm Street, Apt 4B, Springfield, IL 62701');
      await address.getByText(o.answer.saved, { exact: true }).waitFor();
      await fitsPhone(client);
      await client.getByRole('button', { name: o.answer.submit }).click();
      await client.getByText(/^Submitted to your firm .+\. They will come back/).waitFor();

      // Staff accept: locked, and its PDF is filed in the company's folders.
      await staff.reload();
      await staff.getByText('12 Elm Street, Apt 4B, Springfield, IL 62701').waitFor();
      await staff.getByRole('button', { name: o.review.accept, exact: true }).click();
      await staff.getByRole('link', { name: o.review.pdfInFolders }).waitFor();
      const accepted = await organizerOf(api, first.uuid, organizerUuid);
      expect(accepted).toMatchObject({ status: 'DONE', locked: true });
      const others = await api.get<{ entries: { path: string }[] }>(`/tenants/${first.uuid}/files?path=Others`);
      expect(others.entries.map((entry) => entry.path)).toContain(`Others/${title} 2025.pdf`);

      // The completeness matrix counts it: the due month's cell of the first company is complete.
      const query = new URLSearchParams({ search: first.name, from: dueOn.slice(0, 7), to: dueOn.slice(0, 7) });
      await staff.goto(`/app${paths.completeness}?${query}`);
      const cell = staff.getByRole('gridcell', { name: new RegExp(`^${first.name}, `) });
      await expect
        .poll(async () => cell.getAttribute('aria-label'), { timeout: 20_000 })
        .toMatch(new RegExp(`: ${en.completeness.statuses.COMPLETE}, `));

      // Next year: sent again for 2026, it starts from this year's answers and asks whether they are still true.
      const nextTitle = `${TEMPLATE} 2026`;
      const again = await send(staff, templateUuid, [first.name], 2026, dueOn);
      await again.getByText(o.send.sentCount_one.replace('{{count}}', '1')).waitFor();
      await again.getByText(o.send.rolledForward).waitFor();
      await client.goto(`/app${paths.clientAsks}`);
      await client
        .getByRole('link', { name: en.clientAsks.actions.answerOrganizerFor.replace('{{name}}', nextTitle) })
        .click();
      await client.getByRole('heading', { name: nextTitle }).waitFor();
      await client.getByText(o.answer.stillTrue, { exact: true }).waitFor();
      expect(await client.getByLabel('Your full legal name').inputValue()).toBe('Robin Organized');
      expect(await client.getByLabel(ADDED).inputValue()).toBe('Acme Tools Inc.');
      await fitsPhone(client);
      await client.getByRole('button', { name: o.answer.confirmStillTrue }).click();
      await client.getByText(o.answer.confirmed).waitFor();
    },
  );
});
