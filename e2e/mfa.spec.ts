import type { TRecoveryCodes, TTotpSetup } from '@ledgerport/contract';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { trailRow } from './support/audit-trail.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyEngines } from './support/engines.ts';
import { ADMIN, startServer, type RunningServer } from './support/server-process.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

/**
 * Two-step sign-in as the firm meets it: a server started as `npm start` starts it (staff must enrol), named by
 * host (passkeys refuse an IP address). The test computes the authenticator's codes from the enrolled secret and
 * registers a passkey with Chromium's virtual authenticator.
 */
const browser = useBrowser();
const DATABASES = journeyEngines('pglite');

const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel(en.auth.login.email).fill(email);
  await page.getByLabel(en.auth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
}

async function signOut(page: Page) {
  await page.goto('/app/logout');
  await page.waitForURL('**/app/login');
}

describe.each(DATABASES)('two-step sign-in on %s', (database) => {
  let server: RunningServer;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_mfa');
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    }
    server = await startServer({ databaseUrl, publicHost: 'localhost', env: { STAFF_MFA_REQUIRED: 'true' } });
    cleanups.unshift(() => server.stop());
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(
    'the first administrator enrols, then signs in with a code, a recovery code once and a passkey; a client signs in without',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage(server.url);

      // First sign-in: led to enrolment, nothing else first.
      await passwordStep(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/app/two-step/setup');
      await page.goto('/app/dashboard');
      await page.waitForURL('**/app/two-step/setup');

      const setupAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/mfa/totp') && r.ok());
      await page.getByRole('button', { name: en.mfa.setup.useApp }).click();
      const { secret } = (await (await setupAnswer).json()) as TTotpSetup;
      await expect.poll(() => page.getByRole('img', { name: en.mfa.totp.qrAlt }).isVisible()).toBe(true);
      const confirmAnswer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/mfa/totp/confirm') && r.ok());
      await page.getByLabel(en.mfa.totp.code).fill(codeFor(secret));
      await page.getByRole('button', { name: en.mfa.totp.confirm }).click();
      const recoveryCodes = ((await (await confirmAnswer).json()) as TRecoveryCodes).recovery_codes!;
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes.slice(0, 2)) await page.getByText(code).waitFor();
      await page.getByRole('button', { name: en.mfa.codes.saved }).click();
      await page.waitForURL('**/app/dashboard');
      await signOut(page);

      // Password, then a code from the app (the next 30-second step: the enrolment's code is spent).
      await passwordStep(page, ADMIN.email, ADMIN.password);
      await page.getByLabel(en.auth.secondFactor.code).fill(codeFor(secret, 1));
      await page.getByRole('button', { name: en.auth.secondFactor.submit }).click();
      await page.waitForURL('**/app/dashboard');
      await signOut(page);

      // A recovery code works once.
      for (const attempt of ['first', 'second'] as const) {
        await passwordStep(page, ADMIN.email, ADMIN.password);
        await page.getByRole('button', { name: en.auth.secondFactor.useRecoveryCode }).click();
        await page.getByLabel(en.auth.secondFactor.recoveryCode).fill(recoveryCodes[0]!);
        await page.getByRole('button', { name: en.auth.secondFactor.submit }).click();
        if (attempt === 'first') {
          await page.waitForURL('**/app/dashboard');
          await signOut(page);
        } else {
          await page.getByText(en.errors.codes.INVALID_SECOND_FACTOR).waitFor();
          expect(page.url()).toContain('/app/login');
        }
      }

      // A passkey, registered on the Two-step sign-in page with Chromium's virtual authenticator.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.getByLabel(en.auth.secondFactor.recoveryCode).fill(recoveryCodes[1]!);
      await page.getByRole('button', { name: en.auth.secondFactor.submit }).click();
      await page.waitForURL('**/app/dashboard');
      await page.goto('/app/profile/two-step');
      await page.getByRole('button', { name: en.mfa.passkeys.add }).click();
      await page.getByLabel(en.mfa.passkeys.name).fill('Test laptop');
      // The section's button opens a small form whose own button asks the browser for the passkey.
      await page.getByRole('button', { name: en.mfa.passkeys.add }).last().click();
      await page.getByText('Test laptop').waitFor();
      await signOut(page);

      await page.getByRole('button', { name: en.auth.login.withPasskey }).click();
      await page.waitForURL('**/app/dashboard');

      // A client, with the clients' setting off, signs in with a password alone. Set up through the API as
      // the administrator (token from this browser's session).
      const token = await page.evaluate(
        () => localStorage.getItem('jwtToken') ?? sessionStorage.getItem('jwtToken') ?? undefined,
      );
      expect(token).toBeTruthy();
      const api = await staffApi(server.url, { token: token! });
      const tenant = await api.post<{ uuid: string }>('/tenants', {
        name: `MFA Client ${Date.now()}`,
        root_directory: `mfa-client-${Date.now()}`,
        primary_contact_email: 'owner@client.test',
      });
      const client = { email: uniqueEmail('mfa-client'), password: 'Client-Pass-2026!x' };
      await createActiveClient(server.url, api, { tenantId: tenant.uuid, name: 'Cleo Client', ...client });
      const clientPage = await browser.newPage(server.url);
      await passwordStep(clientPage, client.email, client.password);
      // No second step for a client; one company: its documents are the landing page.
      await clientPage.waitForURL('**/app/index/company?**');
      await clientPage.context().close();

      // The same client from another browser: the owner is told by e-mail, with "This wasn't me".
      const otherBrowser = await browser.newPage(server.url);
      await passwordStep(otherBrowser, client.email, client.password);
      await otherBrowser.waitForURL('**/app/index/company?**');
      const notice = await api.latestMail(client.email, 'new-device-sign-in');
      expect(notice).toMatch(/not-me\?token=/);
      await otherBrowser.context().close();

      // Each step is on the Audit Trail, under its own action.
      for (const action of ['MFA_ENROL', 'MFA_VERIFY', 'MFA_RECOVERY_CODE_USE', 'SIGN_IN'] as const) {
        await trailRow(page, action, ADMIN.email);
      }
      await page.context().close();
    },
  );
});
