import { FEATURE_KEYS, type TFeatureSetting } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { notificationRoutes } from '../../../test/notification-fixtures.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { FEATURE_SETTINGS_PATH, featureFlagsRoute, someSetting } from '../../../test/feature-settings-fixtures.ts';

const ui = userEvent.setup({ delay: null });
const MAY_MANAGE = ['manage feature settings'];
const ADDRESS = '/featureSettings';

/** The list as the server keeps it; the switch and the modal change it like the server would. */
function serverWith(settings: TFeatureSetting[], extra = {}) {
  let rows = settings;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const change =
    (path: string, method: string) =>
    ({ body }: { body: unknown }) => {
      requests.push({ method, path, body });
      const key = path.split('/')[4];
      rows = rows.map((row) => (row.key === key ? { ...row, ...(body as object) } : row));
      return json(
        200,
        rows.find((row) => row.key === key),
      );
    };
  const routes = {
    ...featureFlagsRoute(),
    ...notificationRoutes({ current: [] }),
    [`GET ${FEATURE_SETTINGS_PATH}`]: () => json(200, { data: rows }),
    ...Object.fromEntries(
      FEATURE_KEYS.flatMap((key) => [
        [`PATCH ${FEATURE_SETTINGS_PATH}/${key}/status`, change(`${FEATURE_SETTINGS_PATH}/${key}/status`, 'PATCH')],
        [`PUT ${FEATURE_SETTINGS_PATH}/${key}`, change(`${FEATURE_SETTINGS_PATH}/${key}`, 'PUT')],
      ]),
    ),
    ...extra,
  };
  return { routes, requests };
}

const all = () => FEATURE_KEYS.map((key) => someSetting(key));
const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Edit Feature Setting' }));

describe('feature settings', () => {
  it('lists each setting with what it controls, its status and its switch', async () => {
    const { routes } = serverWith([...all().slice(0, 5), someSetting('BULK_NOTIFICATIONS', { status: 0 })]);
    signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    expect(await screen.findByRole('heading', { name: 'Feature Settings' }, { timeout: 5000 })).toBeVisible();
    await screen.findByText('Client File Upload');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Settings Name', 'Status', 'On / Off', 'Action']);

    const upload = rowOf('Client File Upload');
    expect(upload.getByText('1')).toBeVisible();
    expect(upload.getByText(/Client users upload files to their company's folders/)).toBeVisible();
    expect(upload.getByText('Active')).toBeVisible();
    expect(upload.getByRole('switch', { name: 'Enable Client File Upload' })).toBeChecked();
    const bulk = rowOf('Bulk Notifications');
    expect(bulk.getByText('In-active')).toBeVisible();
    expect(bulk.getByRole('switch', { name: 'Enable Bulk Notifications' })).not.toBeChecked();
    expect(bulk.getByRole('button', { name: 'Edit Bulk Notifications' })).toBeVisible();
  });

  it('switches a feature off, then fetches the list again and says so', async () => {
    const { routes, requests } = serverWith(all());
    const fetch = signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    const toggle = await screen.findByRole('switch', { name: 'Enable SMS Sending' }, { timeout: 5000 });
    const listCalls = callsTo(fetch, 'GET', FEATURE_SETTINGS_PATH).length;
    await ui.click(toggle);

    expect(await screen.findByText('SMS Sending is now In-active.')).toBeVisible();
    expect(requests).toEqual([
      { method: 'PATCH', path: `${FEATURE_SETTINGS_PATH}/SMS_SENDING/status`, body: { status: 0 } },
    ]);
    expect(callsTo(fetch, 'GET', FEATURE_SETTINGS_PATH).length).toBeGreaterThan(listCalls);
    await waitFor(() => expect(rowOf('SMS Sending').getByRole('switch')).not.toBeChecked());
    expect(rowOf('SMS Sending').getByText('In-active')).toBeVisible();
  });

  it('says in red when the switch was refused, and shows what the server holds', async () => {
    const { routes } = serverWith(all(), {
      [`PATCH ${FEATURE_SETTINGS_PATH}/SMS_SENDING/status`]: () => apiError(403, 'FORBIDDEN'),
    });
    signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    await ui.click(await screen.findByRole('switch', { name: 'Enable SMS Sending' }, { timeout: 5000 }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeVisible();
    await waitFor(() => expect(rowOf('SMS Sending').getByRole('switch')).toBeChecked());
  });

  it('refuses empty fields in the edit modal with the rule texts, and sends nothing', async () => {
    const { routes, requests } = serverWith(all());
    signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    await ui.click(await screen.findByRole('button', { name: 'Edit SMS Sending' }, { timeout: 5000 }));
    expect(dialog().getByRole('textbox', { name: /^Settings Name/ })).toHaveValue('SMS Sending');
    await ui.clear(dialog().getByRole('textbox', { name: /^Settings Name/ }));
    await ui.clear(dialog().getByRole('textbox', { name: /^Priority/ }));
    await ui.clear(dialog().getByRole('textbox', { name: /^Remarks/ }));
    await ui.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await dialog().findByText('Settings name is required')).toBeVisible();
    expect(dialog().getByText('Priority is a whole number from 0 to 9999')).toBeVisible();
    expect(dialog().getByText('Remarks are required')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('saves the modal, then closes it and shows the new name', async () => {
    const { routes, requests } = serverWith(all());
    signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    await ui.click(await screen.findByRole('button', { name: 'Edit SMS Sending' }, { timeout: 5000 }));
    const name = dialog().getByRole('textbox', { name: /^Settings Name/ });
    await ui.clear(name);
    await ui.type(name, 'Text messages');
    const priority = dialog().getByRole('textbox', { name: /^Priority/ });
    await ui.clear(priority);
    await ui.type(priority, '7');
    await ui.click(dialog().getByRole('combobox', { name: /^Status/ }));
    await ui.click(await screen.findByRole('option', { name: 'In-active' }));
    await ui.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Feature setting saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `${FEATURE_SETTINGS_PATH}/SMS_SENDING`,
        body: { settings_name: 'Text messages', priority: 7, remarks: 'Seeded SMS_SENDING', status: 0 },
      },
    ]);
    expect(await screen.findByRole('switch', { name: 'Enable Text messages' })).not.toBeChecked();
  });

  it("puts the server's field errors beside their fields", async () => {
    const { routes } = serverWith(all(), {
      [`PUT ${FEATURE_SETTINGS_PATH}/SMS_SENDING`]: () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            details: [{ field: 'remarks', message: 'Remarks are required' }],
          },
        }),
    });
    signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    await ui.click(await screen.findByRole('button', { name: 'Edit SMS Sending' }, { timeout: 5000 }));
    await ui.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('Remarks are required')).toBeVisible();
    expect(dialog().getByText('Some details are not valid. Please check the marked fields.')).toBeVisible();
  });

  it("is in the sidebar and shown only to holders of 'manage feature settings'", async () => {
    const { routes } = serverWith(all());
    signedInAs(staffUser, [], routes);
    const { unmount } = renderApp(ADDRESS);
    expect(await screen.findByText('You do not have permission to do this.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Feature Settings' })).not.toBeInTheDocument();
    unmount();

    signedInAs(staffUser, MAY_MANAGE, routes);
    renderApp(ADDRESS);
    await screen.findByText('Client File Upload', {}, { timeout: 5000 });
    expect(screen.getAllByRole('link', { name: 'Feature Settings' })[0]).toHaveAttribute(
      'href',
      '/app/featureSettings',
    );
  });
});
