import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { errorText } from '../error-text.ts';
import { i18n } from '../i18n/i18n.ts';
import { json } from '../../test/fake-api.ts';
import { clientUser, staffUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { envelope } from '../../test/users-and-roles.ts';
import { dailyOverviewRoute } from '../../test/dashboard-fixtures.ts';
import { acme, fileEntry, filesPath } from '../../test/files-test-support.ts';
import { notificationRoutes } from '../../test/notification-fixtures.ts';
import { signedInAs } from '../../test/tenant-user-fixtures.ts';
import { featureFlagsRoute } from '../../test/feature-settings-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const background = (off: Parameters<typeof featureFlagsRoute>[0] = []) => ({
  ...featureFlagsRoute(off),
  ...notificationRoutes({ current: [] }),
});
const folderRoute = {
  [`GET ${filesPath()}`]: () => json(200, { path: '', entries: [fileEntry('notes.txt', 10)], next_cursor: null }),
};
const folderAddress = `/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const emptyPage = () => json(200, envelope([], 1, 20));
const featureDisabled = (key: string) =>
  json(403, {
    error: { code: 'FEATURE_DISABLED', message: 'Switched off', details: [{ field: 'feature', message: key }] },
  });

describe('switched-off features', () => {
  it('hides Upload File from a client while client uploads are off, and keeps it for staff', async () => {
    signedInAs(clientUser, ['view files', 'upload files'], { ...background(['CLIENT_FILE_UPLOAD']), ...folderRoute });
    const { unmount } = renderApp(folderAddress);
    await screen.findByText('notes.txt', {}, { timeout: 5000 });
    // Shown until the flags arrive (the server refuses anyway), then left out.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Upload File' })).not.toBeInTheDocument());
    unmount();

    signedInAs(staffUser, ['view files', 'upload files'], { ...background(['CLIENT_FILE_UPLOAD']), ...folderRoute });
    renderApp(folderAddress);
    expect(await screen.findByRole('link', { name: 'Upload File' }, { timeout: 5000 })).toBeVisible();
  });

  it('shows Upload File to a client while client uploads are on', async () => {
    signedInAs(clientUser, ['view files', 'upload files'], { ...background(), ...folderRoute });
    renderApp(folderAddress);
    expect(await screen.findByRole('link', { name: 'Upload File' }, { timeout: 5000 })).toBeVisible();
  });

  it("hides 'Send Sale Tax Info' and 'Add PayRoll Info' while those submissions are off", async () => {
    const routes = {
      ...background(['SALES_TAX_SUBMISSION', 'PAYROLL_SUBMISSION']),
      [`GET /api/v1/tenants/${acme.uuid}/sales-tax`]: emptyPage,
      [`GET /api/v1/tenants/${acme.uuid}/payroll`]: emptyPage,
    };
    const may = ['view sales tax', 'submit sales tax', 'view payroll', 'submit payroll'];
    signedInAs(clientUser, may, routes);
    const { unmount } = renderApp(`/tenant/get/sales/tax/list?company_uuid=${acme.uuid}`);
    await screen.findByText('No data available', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Send Sale Tax Info' })).not.toBeInTheDocument());
    unmount();

    signedInAs(clientUser, may, routes);
    renderApp(`/tenant/get/payroll/list?company_uuid=${acme.uuid}`);
    await screen.findByText('No data available', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add PayRoll Info' })).not.toBeInTheDocument());
  });

  it("leaves the dashboard's bulk notification shortcuts and the bulk upload button out while bulk notifications are off", async () => {
    const may = ['create tenant', 'send bulk notifications'];
    const routes = {
      ...background(['BULK_NOTIFICATIONS']),
      ...dailyOverviewRoute,
      'GET /api/v1/bulk/notifications': () => json(200, envelope([], 1, 10)),
    };
    signedInAs(staffUser, may, routes);
    const { unmount } = renderApp('/dashboard');
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }, { timeout: 5000 }));
    await waitFor(() => expect(shortcuts.queryByRole('link', { name: 'Bulk Sale Tax' })).not.toBeInTheDocument());
    expect(shortcuts.getByRole('link', { name: 'Add Tenant' })).toBeVisible();
    expect(shortcuts.queryByRole('link', { name: 'Bulk Payroll' })).not.toBeInTheDocument();
    expect(shortcuts.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    unmount();

    signedInAs(staffUser, may, routes);
    renderApp('/index/send/bulk/sale/tax/notification');
    expect(await screen.findByRole('heading', { name: 'Tenant Sales Tax List' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Upload File' })).not.toBeInTheDocument());
  });

  it('names the switched-off feature when the server refuses it', async () => {
    signedInAs(clientUser, ['view sales tax', 'submit sales tax'], {
      ...background(),
      [`POST /api/v1/tenants/${acme.uuid}/sales-tax`]: () => featureDisabled('SALES_TAX_SUBMISSION'),
    });
    renderApp(`/tenant/send/sale/tax/notification/to/cpa?company_uuid=${acme.uuid}`);
    await screen.findByRole('heading', { name: 'Add Sale Tax Information' }, { timeout: 5000 });
    await ui.type(screen.getByRole('textbox', { name: /^Sale Tax Amount/ }), '1');
    await ui.type(screen.getByRole('textbox', { name: /^Collected Tax Amount/ }), '1');
    fireEvent.change(screen.getByLabelText(/^Sale Month/), { target: { value: '2026-03' } });
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This feature is switched off by your firm: Sales tax submissions.')).toBeVisible();
  });

  it("names it in the user's language, and stays general for a key this build does not know", async () => {
    const t = i18n.t.bind(i18n);
    const exists = (key: string) => i18n.exists(key);
    const refusal = (key: string) =>
      new ApiError({
        status: 403,
        code: 'FEATURE_DISABLED',
        message: 'Switched off',
        details: [{ field: 'feature', message: key }],
      });
    await i18n.changeLanguage('de');
    expect(errorText(t, refusal('CLIENT_FILE_UPLOAD'), exists)).toBe(
      'Diese Funktion wurde von Ihrer Kanzlei abgeschaltet: Datei-Uploads der Mandanten.',
    );
    await i18n.changeLanguage('ru');
    expect(errorText(t, refusal('PAYROLL_SUBMISSION'), exists)).toBe(
      'Эта функция отключена вашей фирмой: Отправка сведений о зарплате.',
    );
    expect(errorText(t, refusal('SOMETHING_NEWER'), exists)).toBe('Эта функция отключена вашей фирмой.');
  });
});
