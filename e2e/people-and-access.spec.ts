import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';
import { addTenantUserOnScreen, createTenantOnScreen } from './support/tenant-screens.ts';

const browser = useBrowser();
const CLIENT_PASSWORD = 'Client-Pass-1!';

describe.each(journeyTargets('postgres'))('people and access on $database', (target) => {
  it('staff create a tenant and invite its owner, who registers with the e-mailed code and sees the company', async () => {
    const suffix = `${Date.now()}`;
    const tenantName = `Acme Bakery ${suffix}`;
    const clientEmail = uniqueEmail('owner');

    // Staff: create the tenant, then add its owner from the Tenant User Setup modal on the tenant list.
    const staff = await browser.newPage(target.url);
    await signIn(staff, ADMIN.email, ADMIN.password);
    await createTenantOnScreen(staff, {
      name: tenantName,
      root: `acme-${suffix}`,
      contactEmail: `books-${suffix}@acme.test`,
    });
    await addTenantUserOnScreen(staff, tenantName, {
      name: 'Olivia Owner',
      email: clientEmail,
      mobile: '5550100',
      role: 'TenantOwner',
    });

    // Staff: the invitation waits in the outbox, where its link can be copied (no SMTP server here).
    await staff.goto('/app/outbox');
    await staff.getByPlaceholder(en.outbox.searchPlaceholder).fill(clientEmail);
    await staff.getByRole('row').filter({ hasText: clientEmail }).first().click();
    const invitationLink = await staff.getByLabel(en.outbox.detail.linkLabel.replace('{{n}}', '1')).inputValue();
    expect(invitationLink).toContain('/app/register?user_verification_uuid=');

    // Client: register from the link (e-mail read-only), then confirm the e-mailed 6-digit code.
    const client = await browser.newPage(target.url);
    await client.goto(invitationLink);
    const email = client.getByLabel(en.registration.email);
    await email.waitFor();
    expect(await email.inputValue()).toBe(clientEmail);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await client.getByLabel(en.registration.password).fill('weak');
    await client.getByRole('button', { name: en.registration.submit }).click();
    await client.getByText(en.users.form.passwordRule).first().waitFor();
    await client.getByLabel(en.registration.password).fill(CLIENT_PASSWORD);
    await client.getByRole('button', { name: en.registration.submit }).click();
    await client.waitForURL('**/app/otp/validation**');

    const codeMail = await (await staffApi(target.url)).latestMail(clientEmail, 'signup-code');
    const code = /\b(\d{6})\b/.exec(codeMail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await client.getByLabel(en.registration.otp.code).fill(code!);
    await client.getByRole('button', { name: en.registration.otp.submit }).click();
    await client.waitForURL('**/app/login?validated=1');
    await client.getByText(en.auth.login.validated).waitFor();

    // Client: signs in and finds the company on the dashboard's Access Documents list.
    await signIn(client, clientEmail, CLIENT_PASSWORD);
    expect(await client.getByTestId('portal-label').innerText()).toBe(en.shell.portal.client);
    const companies = client.getByRole('list', { name: en.dashboard.accessDocuments });
    const company = companies.getByRole('link', { name: tenantName });
    await company.waitFor();
    expect(await company.getAttribute('href')).toContain('/index/company?company_uuid=');

    await staff.context().close();
    await client.context().close();
  });

  it('a forgotten password is reset from the e-mailed link, which works only once', async () => {
    const api = await staffApi(target.url);
    const email = uniqueEmail('forgetful');
    await api.post('/users', {
      name: 'Frances Forgetful',
      email,
      mobile: '5550101',
      roles: [await api.roleId('Processor')],
      password: 'Old-Password-1!',
      password_confirmation: 'Old-Password-1!',
      status: 'ACTIVE',
    });

    const page = await browser.newPage(target.url);
    await page.goto('/app/login');
    await page.getByRole('link', { name: en.auth.login.forgotPassword }).click();
    await page.waitForURL('**/app/forgot-password');
    // The screen is its own chunk: wait for it, or the login form's Email field would still be the one found.
    await page.getByRole('heading', { name: en.passwordReset.forgotTitle }).waitFor();
    await page.getByLabel(en.passwordReset.email).fill(email);
    await page.getByRole('button', { name: en.passwordReset.submit }).click();
    await page.getByText(en.passwordReset.linkSent).waitFor();

    const resetLink = /https?:\/\/\S+\/app\/reset-password\?token=[\w-]+/.exec(
      await api.latestMail(email, 'password-reset'),
    )?.[0];
    expect(resetLink).toBeDefined();
    await page.goto(resetLink!);
    await page.getByRole('textbox', { name: en.passwordReset.newPassword, exact: true }).fill('New-Password-2@');
    await page.getByLabel(en.passwordReset.confirmPassword).fill('New-Password-2@');
    await page.getByRole('button', { name: en.passwordReset.save }).click();
    await page.waitForURL('**/app/login?reset=1');
    await page.getByText(en.auth.login.passwordChanged).waitFor();

    await signIn(page, email, 'New-Password-2@');
    // The link is spent: opening it again says so and offers a new one.
    await page.goto(resetLink!);
    await page.getByText(en.errors.codes.LINK_EXPIRED).waitFor();
    await page.context().close();
  });

  it('a user who may view users but not create them sees the list without a Create button', async () => {
    const api = await staffApi(target.url);
    const groups = await api.get<{ permissions: { id: number; name: string }[] }[]>('/permission-groups');
    const viewUser = groups.flatMap((g) => g.permissions).find((p) => p.name === 'view user')!;
    const role = await api.post<{ id: number }>('/roles', { name: `Reader ${Date.now()}`, permissions: [viewUser.id] });
    const email = uniqueEmail('reader');
    await api.post('/users', {
      name: 'Rita Reader',
      email,
      mobile: '5550102',
      roles: [role.id],
      password: 'Reader-Pass-1!',
      password_confirmation: 'Reader-Pass-1!',
      status: 'ACTIVE',
    });

    // The SuperAdmin sees the button, so its absence below is the permission at work, not a broken page.
    const admin = await browser.newPage(target.url);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/app/users');
    await admin.getByRole('link', { name: en.users.list.create }).waitFor();
    await admin.context().close();

    const reader = await browser.newPage(target.url);
    await signIn(reader, email, 'Reader-Pass-1!');
    await reader.goto('/app/users');
    await reader.getByPlaceholder(en.users.list.searchPlaceholder).fill(email);
    await reader.getByRole('row').filter({ hasText: email }).waitFor();
    expect(await reader.getByRole('link', { name: en.users.list.create }).count()).toBe(0);
    expect(await reader.getByRole('button', { name: en.users.list.create }).count()).toBe(0);
    await reader.context().close();
  });
});
