import { describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { journeyTargets } from './support/engines.ts';
import { ADMIN } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';

const browser = useBrowser();
const CLIENT_PASSWORD = 'Client-Pass-1!';

/** A tenant with an active client owner, and that client's API token. */
async function tenantWithClient(baseUrl: string, label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const api = await staffApi(baseUrl);
  const tenantName = `${label} ${suffix}`;
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name: tenantName,
    root_directory: `${label.toLowerCase().replace(/\W+/g, '-')}-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `owner-${suffix}@bell.test`,
  });
  const email = uniqueEmail('bell-client');
  await createActiveClient(baseUrl, api, {
    tenantId: tenant.uuid,
    name: 'Bea Client',
    email,
    password: CLIENT_PASSWORD,
  });
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: CLIENT_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const asClient = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  return { api, tenant, tenantName, email, asClient };
}

describe.each(journeyTargets('pglite'))('notifications and feature settings on $database', (target) => {
  it("the adviser's bell lights up without a reload when a client submits, and marks all read", async () => {
    const { api, tenantName, tenant, asClient } = await tenantWithClient(target.url, 'Bell Bakery');
    // Whatever earlier journeys left for the SuperAdmin is read first, so the badge starts empty.
    await api.post('/notifications/read', {});

    const staff = await browser.newPage(target.url);
    await signIn(staff, ADMIN.email, ADMIN.password);
    const bell = staff.getByTestId('notification-bell');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe(en.notifications.bell.label);

    const submitted = await asClient('POST', `/tenants/${tenant.uuid}/sales-tax`, {
      sale_amount: '1200.00',
      collected_tax_amount: '96.00',
      sale_month_date: '2026-03-01',
      submitted_date: '2026-04-02',
    });
    expect(submitted.status).toBe(201);

    // No reload: the bell polls, so the badge and the button's name change on their own.
    const badge = staff.getByTestId('notification-badge');
    await badge.filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
    expect(await bell.getAttribute('aria-label')).toBe(en.notifications.bell.labelUnread_one.replace('{{count}}', '1'));

    await bell.click();
    const sentence = en.notifications.kinds.SALES_TAX_SUBMITTED.replace('{{tenant}}', tenantName).replace(
      '{{month}}',
      'March 2026',
    );
    await staff.getByText(sentence).waitFor();
    await staff.getByRole('button', { name: en.notifications.markAllRead }).click();
    await badge.waitFor({ state: 'hidden' });
    expect(await bell.getAttribute('aria-label')).toBe(en.notifications.bell.label);
    await staff.context().close();
  }, 120_000);

  it('switching client uploads off hides the button and the server refuses; on again, both come back', async () => {
    const { tenant, email, asClient } = await tenantWithClient(target.url, 'Switch Supplies');
    // Shown in the reader's language while the setting keeps its seeded name.
    const settingName = en.featureSettings.keys.CLIENT_FILE_UPLOAD.name;

    const admin = await browser.newPage(target.url);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/app/featureSettings');
    const toggle = admin.getByRole('switch', {
      name: en.featureSettings.list.switchOf.replace('{{name}}', settingName),
    });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await admin.getByText(en.featureSettings.list.switchedOff.replace('{{name}}', settingName)).waitFor();

    try {
      const client = await browser.newPage(target.url);
      await signIn(client, email, CLIENT_PASSWORD);
      await client.goto(`/app/index/company?company_uuid=${tenant.uuid}`);
      await client.getByRole('link', { name: en.files.saleTax }).waitFor();
      // Shown while the flags load (hiding is a courtesy), gone once they say the feature is off.
      await client.getByRole('link', { name: en.files.uploadFile }).waitFor({ state: 'detached' });

      const form = new FormData();
      form.append('file', new Blob(['figures']), 'figures.csv');
      const refused = await asClient('POST', `/tenants/${tenant.uuid}/uploads?type=OTHERS`, form);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FEATURE_DISABLED');
      await client.context().close();
    } finally {
      await toggle.click({ force: true });
      await admin.getByText(en.featureSettings.list.switchedOn.replace('{{name}}', settingName)).waitFor();
    }
    expect(await toggle.isChecked()).toBe(true);
    await admin.context().close();
  }, 120_000);
});
