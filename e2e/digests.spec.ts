import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner, journeyServer } from './support/journey-server.ts';
import { afternoonOf, testClock } from './support/request-journey.ts';
import { PHONE } from './support/screen-checks.ts';
import { signInLanding } from './support/sign-in.ts';
import { uniqueEmail, type staffApi } from './support/staff-api.ts';

/**
 * Issue 32, part 5, done when: a daily digest arrives instead of single e-mails for a user who chose it. A client
 * chooses "Daily digest" for requests on their profile, on a phone and with the keyboard; the firm asks them for
 * two things; no single e-mail goes; the test clock moves to the digest hour (07:00, the firm's zone: UTC here) and
 * runs the digest job; one e-mail with both arrives, and a second run sends nothing more. On PGlite
 * (support/engines.ts).
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-1!';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const databases = journeyEngines('pglite');
type StaffApi = Awaited<ReturnType<typeof staffApi>>;
type TMessage = { id: string; template: string; to_address: string; status: string };

const mailsTo = async (api: StaffApi, to: string) =>
  (await api.get<{ data: TMessage[] }>(`/outbox?per_page=100&search=${encodeURIComponent(to)}`)).data.filter(
    (m) => m.to_address === to,
  );

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 120; tries += 1) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen within 30 s`);
}

describe.each(databases)('daily digest on %s', (database) => {
  it(
    'a client who chose a daily digest gets one e-mail with both requests at the digest hour, and no single e-mails',
    { timeout: 240_000 },
    async () => {
      const { server, api } = await journeyServer(database, 'digests', cleanups);
      const clock = testClock(server.url);
      const email = uniqueEmail('digest-client');
      const tenantId = await companyWithOwner(api, server.url, 'Digest Bakery', {
        name: 'Dana Digest',
        email,
        password: PASSWORD,
      });
      const today = new Date().toISOString().slice(0, 10);
      // Tomorrow afternoon (UTC, the journey server's firm zone): the digest is then due the morning after.
      await clock.set(afternoonOf(today, 1));

      // On a phone, with the keyboard: Requests → Daily digest, then save.
      const client = await browser.newPage(server.url, 'en-US', { viewport: PHONE });
      await signInLanding(client, email, PASSWORD);
      await client.goto('/app/profile');
      const requests = client.getByRole('radiogroup', { name: en.notificationEmail.categories.requests });
      await requests.getByRole('radio', { name: en.notificationEmail.deliveries.instant }).focus();
      await client.keyboard.press('ArrowRight');
      expect(await requests.getByRole('radio', { name: en.notificationEmail.deliveries.daily }).isChecked()).toBe(true);
      const noSideways = await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noSideways).toBe(true);
      await client.getByRole('button', { name: en.notificationEmail.save }).click();
      await client.getByText(en.notificationEmail.saved).waitFor();

      // The firm asks for two things: the client sees both in the app, and no single e-mail goes.
      for (const title of ['Bank statement for March', 'Signed engagement letter']) {
        await api.post(`/tenants/${tenantId}/requests`, { title, kind: 'OTHERS', due_on: '2099-01-31' });
      }
      await client.goto('/app/notifications');
      await client.getByText(/Bank statement for March/).waitFor();
      await client.getByText(/Signed engagement letter/).waitFor();
      // (An e-mail is queued with the request it tells of: were there one, it would be in the outbox now.)
      expect((await mailsTo(api, email)).map((m) => m.template)).not.toContain('request-event');

      // 07:05 the morning after: the digest job runs, one e-mail with both.
      await clock.set(new Date(Date.parse(`${today}T07:05:00Z`) + 2 * 86_400_000).toISOString());
      await clock.runJob('notification-digests');
      const digest = await until('the digest e-mail', async () =>
        (await mailsTo(api, email)).find((m) => m.template === 'notification-digest'),
      );
      const text = (await api.get<{ text_body: string; subject: string }>(`/outbox/${digest.id}`)).text_body;
      expect(text).toContain('New request "Bank statement for March", due January 31, 2099');
      expect(text).toContain('New request "Signed engagement letter", due January 31, 2099');

      // A second run sends nothing more; no single e-mail was ever queued.
      await clock.runJob('notification-digests');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const sent = (await mailsTo(api, email)).map((m) => m.template);
      expect(sent.filter((template) => !['invitation', 'signup-code'].includes(template))).toEqual([
        'notification-digest',
      ]);
      await clock.set(null);
    },
  );
});
