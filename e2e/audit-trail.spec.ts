import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { trailRow } from './support/audit-trail.ts';
import { signIn } from './support/sign-in.ts';
import { uniqueEmail } from './support/staff-api.ts';
import { addTenantUserOnScreen, createTenantOnScreen } from './support/tenant-screens.ts';

const browser = useBrowser();
const SMS_SETTING = 'Text messages (SMS)';

/** Opens the row's details and answers the before → after table's rows as text. */
async function changesOf(page: Page, row: ReturnType<Page['getByRole']>, action: keyof typeof en.audit.actions) {
  await row.getByRole('button', { name: en.audit.actions[action] }).click();
  const dialog = page.getByRole('dialog', { name: en.audit.actions[action] });
  const changes = dialog.getByRole('table', { name: en.audit.detail.changes }).getByRole('row');
  // allInnerTexts does not wait: the dialog may show before the event's changes are in (CI read none once).
  await changes.first().waitFor();
  const rows = await changes.allInnerTexts();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return rows.map((text) => text.replaceAll(/\s+/g, ' ').trim());
}

describe.each(journeyTargets('postgres'))('the audit trail on $database', (target) => {
  it('shows a staff member’s changes of every kind under their action, with before → after', async () => {
    const suffix = `${Date.now()}`;
    const roleName = `Reviewer ${suffix}`;
    const userEmail = uniqueEmail('audited');
    const tenantName = `Audited Co ${suffix}`;
    const clientEmail = uniqueEmail('client');
    const staff = await browser.newPage(target.url);
    await signIn(staff, ADMIN.email, ADMIN.password);

    // People and access: a role, a firm user, a tenant and one of its people.
    await staff.goto('/app/create/role');
    await staff.getByRole('textbox', { name: en.roles.fields.name }).fill(roleName);
    await staff.getByRole('switch', { name: en.roles.permission['view files'], exact: true }).click({ force: true });
    await staff.getByRole('button', { name: en.roles.form.save }).click();
    await staff.getByText(en.roles.form.created).waitFor();

    await staff.goto('/app/users/create');
    await staff.getByRole('textbox', { name: en.users.fields.name, exact: true }).fill('Audrey Audited');
    await staff.getByRole('textbox', { name: en.users.fields.email, exact: true }).fill(userEmail);
    await staff.getByRole('textbox', { name: en.users.fields.mobile, exact: true }).fill('5550100');
    // No password: a new firm user is invited by e-mail unless the form is asked for one.
    await staff
      .locator('input')
      .and(staff.getByLabel(new RegExp(`^${en.users.fields.roles}`)))
      .click();
    await staff.getByRole('option', { name: 'Processor' }).click();
    await staff.keyboard.press('Escape'); // a multiple choice stays open for more
    await staff.getByRole('button', { name: en.users.form.save }).click();
    await staff.getByText(en.users.form.invitationSent.replace('{{email}}', userEmail)).waitFor();

    await createTenantOnScreen(staff, {
      name: tenantName,
      root: `audited-${suffix}`,
      contactEmail: `books-${suffix}@audited.test`,
    });
    await addTenantUserOnScreen(staff, tenantName, {
      name: 'Cora Client',
      email: clientEmail,
      mobile: '5550101',
      role: 'TenantManager',
    });

    // Settings: text messages off and on again.
    await staff.goto('/app/featureSettings');
    const sms = staff.getByRole('switch', { name: en.featureSettings.list.switchOf.replace('{{name}}', SMS_SETTING) });
    await sms.click({ force: true });
    await staff.getByText(en.featureSettings.list.switchedOff.replace('{{name}}', SMS_SETTING)).waitFor();
    await sms.click({ force: true });
    await staff.getByText(en.featureSettings.list.switchedOn.replace('{{name}}', SMS_SETTING)).waitFor();

    // What leaves the portal: the trail itself, as CSV.
    await staff.goto('/app/audit');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: en.audit.export }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-start-\d{4}-\d{2}-\d{2}\.csv$/);

    const role = await trailRow(staff, 'ROLE_CREATE', roleName);
    expect(await changesOf(staff, role, 'ROLE_CREATE')).toEqual(
      expect.arrayContaining([
        `${en.audit.fields.name} ${en.audit.detail.empty} ${roleName}`,
        `${en.audit.fields.permissions} ${en.audit.detail.empty} ${en.roles.permission['view files']}`,
      ]),
    );
    const user = await trailRow(staff, 'USER_CREATE', userEmail);
    expect(await changesOf(staff, user, 'USER_CREATE')).toContain(
      `${en.audit.fields.roles} ${en.audit.detail.empty} ${en.roleNames.Processor}`,
    );
    await trailRow(staff, 'INVITATION_SEND', userEmail);
    await trailRow(staff, 'TENANT_CREATE', tenantName);
    const member = await trailRow(staff, 'TENANT_USER_ADD', clientEmail);
    expect(await changesOf(staff, member, 'TENANT_USER_ADD')).toContain(
      `${en.audit.fields.role} ${en.audit.detail.empty} ${en.roleNames.TenantManager}`,
    );
    await trailRow(staff, 'INVITATION_SEND', clientEmail);
    // Found by the setting's key; shown by its name.
    const setting = await trailRow(
      staff,
      'FEATURE_SETTING_CHANGE',
      'SMS_SENDING',
      en.featureSettings.keys.SMS_SENDING.name,
    );
    expect(await changesOf(staff, setting, 'FEATURE_SETTING_CHANGE')).toContain(`${en.audit.fields.status} 0 1`);
    await trailRow(staff, 'AUDIT_EXPORT', 'audit-start-');

    await staff.context().close();
  }, 180_000);
});
