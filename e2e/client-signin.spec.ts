import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { trailRow } from './support/audit-trail.ts';
import { useBrowser } from './support/browser.ts';
import { journeyEngines } from './support/engines.ts';
import { companyWithOwner } from './support/journey-server.ts';
import { ADMIN, startServer, type RunningServer } from './support/server-process.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

/**
 * Issue 32, part 1, done when: a client signs in by an e-mailed link opened in the same browser (the same link
 * opened in another browser is refused there, which may ask for a new one of its own); a client signs in with a
 * passkey alone (Chromium's virtual authenticator); with two-step sign-in required for clients, a client enrols
 * codes by e-mail and signs in with an e-mailed code. On PostgreSQL (support/engines.ts). The server is named by host (passkeys
 * refuse an IP address).
 */
const browser = useBrowser();
const PASSWORD = 'Client-Pass-2026!x';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const databases = journeyEngines('postgres');
type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** The newest e-mail of `template` to `to` whose text is not `previous`. */
async function newMail(api: StaffApi, to: string, template: string, previous?: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const text = await api.latestMail(to, template).catch(() => undefined);
    if (text && text !== previous) return text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new ${template} e-mail to ${to}`);
}
const linkIn = (text: string) => /(http\S+\/app\/sign-in\/link\?token=[\w%-]+)/.exec(text)![1]!;
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)![1]!;

async function askForLink(page: Page, email: string) {
  await page.goto('/app/login');
  await page.getByRole('button', { name: en.auth.login.withEmailLink }).click();
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.getByRole('button', { name: en.auth.emailLink.send }).click();
  await page.getByText(en.auth.emailLink.checkTitle).waitFor();
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/app/login');
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
}

async function signOut(page: Page) {
  await page.goto('/app/logout');
  await page.waitForURL('**/app/login');
}

const CLIENT_HOME = '**/app/index/company?**';

describe.each(databases)('clients sign in without a password on %s', (database) => {
  let server: RunningServer;
  let api: StaffApi;

  it('starts a server named by host', { timeout: 120_000 }, async () => {
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_client_signin');
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    server = await startServer({ databaseUrl, publicHost: 'localhost' });
    cleanups.push(() => server.stop());
    api = await staffApi(server.url);
  });

  it(
    'by an e-mailed link in the asking browser (refused in another, which may ask for its own), then by a passkey alone',
    { timeout: 180_000 },
    async () => {
      const email = uniqueEmail('link-client');
      await companyWithOwner(api, server.url, 'Linkside Bakery', { name: 'Lena Link', email, password: PASSWORD });

      const asking = await browser.newPage(server.url);
      await askForLink(asking, email);
      const link = linkIn(await newMail(api, email, 'email-sign-in'));

      // The same link in another browser: refused, with a way to get a link of its own there.
      const other = await browser.newPage(server.url);
      await other.goto(link);
      await other.getByText(en.errors.codes.SIGN_IN_LINK_OTHER_BROWSER).waitFor();
      expect(other.url()).toContain('/app/sign-in/link');

      // In the browser that asked: signed in, on the client's own start.
      await asking.goto(link);
      await asking.waitForURL(CLIENT_HOME);
      // Used once: the same link again is no longer valid.
      await signOut(asking);
      const again = await asking.context().newPage();
      await again.goto(link);
      await again.getByText(en.errors.codes.SIGN_IN_LINK_EXPIRED).waitFor();
      await again.close();

      // The other browser asks for its own link, and that one works there.
      const first = await api.latestMail(email, 'email-sign-in');
      await other.getByRole('button', { name: en.auth.emailLink.sendHere }).click();
      await other.getByText(en.auth.emailLink.checkTitle).waitFor();
      await other.goto(linkIn(await newMail(api, email, 'email-sign-in', first)));
      await other.waitForURL(CLIENT_HOME);
      await other.context().close();

      // A passkey from the client's profile (Chromium's virtual authenticator), then the passkey alone.
      const cdp = await asking.context().newCDPSession(asking);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await askForLink(asking, email);
      await asking.getByLabel(en.auth.emailLink.code).fill(codeIn(await newMail(api, email, 'email-sign-in', first)));
      await asking.getByRole('button', { name: en.auth.emailLink.signIn }).click();
      await asking.waitForURL(CLIENT_HOME);
      await asking.goto('/app/profile/two-step');
      await asking.getByRole('button', { name: en.mfa.passkeys.add }).click();
      await asking.getByLabel(en.mfa.passkeys.name).fill('Phone of Lena');
      await asking.getByRole('button', { name: en.mfa.passkeys.add }).last().click();
      await asking.getByText('Phone of Lena').waitFor();
      // A discoverable credential (resident key): what a sign-in that names no account needs.
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);
      await signOut(asking);

      await asking.getByRole('button', { name: en.auth.login.withPasskey }).click();
      await asking.waitForURL(CLIENT_HOME);

      // The admin sees each way in on the trail.
      const admin = await browser.newPage(server.url);
      await admin.goto('/app/login');
      await admin.getByLabel(en.auth.login.email).fill(ADMIN.email);
      await admin.getByLabel(en.auth.login.password, { exact: true }).fill(ADMIN.password);
      await admin.getByRole('button', { name: en.auth.login.submit }).click();
      await admin.waitForURL((url) => !url.pathname.endsWith('/login'));
      for (const action of ['SIGN_IN_LINK_REQUEST', 'SIGN_IN'] as const) await trailRow(admin, action, email);
      await admin.context().close();
      await asking.context().close();
    },
  );

  it(
    'with two-step required for clients, a client enrols codes by e-mail and signs in with one',
    {
      timeout: 180_000,
    },
    async () => {
      await api.put('/firm-settings/client-sign-in', {
        password: true,
        email_link: true,
        passkey: true,
        client_mfa_required: true,
      });
      const email = uniqueEmail('mfa-client');
      await companyWithOwner(api, server.url, 'Twostep Traders', { name: 'Theo Two', email, password: PASSWORD });
      const page = await browser.newPage(server.url, 'en-US', { viewport: { width: 375, height: 740 } });

      // First sign-in: led to enrolment; codes by e-mail are a client's choice.
      await passwordStep(page, email);
      await page.waitForURL('**/app/two-step/setup');
      await page.getByRole('button', { name: en.mfa.setup.useEmail }).click();
      await page.getByRole('button', { name: en.mfa.email.send }).click();
      const enrolment = await newMail(api, email, 'sign-in-code');
      await page.getByLabel(en.mfa.email.code).fill(codeIn(enrolment));
      await page.getByRole('button', { name: en.mfa.email.confirm }).click();
      await page.getByRole('button', { name: en.mfa.codes.saved }).click();
      await page.waitForURL((url) => !url.pathname.includes('/two-step'));
      await signOut(page);

      // The password, then a code by e-mail.
      await passwordStep(page, email);
      await page.getByRole('button', { name: en.auth.secondFactor.emailMe }).click();
      const code = codeIn(await newMail(api, email, 'sign-in-code', enrolment));
      await page.getByLabel(en.auth.secondFactor.code).fill(code);
      await page.getByRole('button', { name: en.auth.secondFactor.submit }).click();
      await page.waitForURL(CLIENT_HOME);
      await page.context().close();
    },
  );
});
