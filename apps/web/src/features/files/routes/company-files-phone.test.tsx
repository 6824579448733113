import type { TFileEntry } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { asPhone } from '../../../test/phone.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asStaff, callsTo, captureDownloads, fileEntry, filesPath } from '../../../test/files-test-support.ts';

const entries: TFileEntry[] = [fileEntry('march.pdf', 2048), fileEntry('april.pdf', 4096)];
const routes = { [`GET ${filesPath()}`]: () => json(200, { path: '', entries, next_cursor: null }) };
const address = `/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const EVERYTHING = ['view files', 'manage files', 'upload files', 'view sales tax', 'view payroll', 'view tenant user'];
const ACTIONS = [
  'Upload File',
  'Messages',
  'Sale Tax',
  'Payroll',
  'Users',
  'New folder',
  'Trash',
  'Download folder as zip',
];

describe('the folder on a phone', () => {
  it('keeps the search and the first files on screen: the eight actions and the filters wait in one menu', async () => {
    asPhone();
    asStaff(EVERYTHING, routes);
    renderApp(address);
    const files = await screen.findByRole('list', { name: 'Folder contents' }, { timeout: 5000 });
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    for (const name of ACTIONS) {
      expect(main.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(main.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox', { name: 'Uploaded by' })).not.toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Folder actions and filters' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...ACTIONS, 'Filters']);
    expect(menu.getByRole('menuitem', { name: 'Payroll' })).toHaveAttribute(
      'href',
      `/app/tenant/get/payroll/list?company_uuid=${acme.uuid}`,
    );

    // "Filters" opens the filters' row under the search.
    await ui.click(menu.getByRole('menuitem', { name: 'Filters' }));
    expect(await screen.findByRole('textbox', { name: 'Uploaded by' })).toBeVisible();
  });

  it('starts the zip from its menu entry, though the entry is gone once the menu closes', async () => {
    asPhone();
    const zip = `/api/v1/tenants/${acme.uuid}/files/zip-link`;
    const fetch = asStaff(EVERYTHING, {
      ...routes,
      [`POST ${zip}`]: () =>
        json(200, {
          url: '/api/v1/files/zip?token=t',
          expires_at: '2026-03-05T12:00:00.000Z',
          file_name: 'Acme.zip',
          files: 2,
          bytes: 6144,
        }),
    });
    const downloads = captureDownloads();
    renderApp(address);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Folder actions and filters' }, { timeout: 5000 }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Download folder as zip' }));
    expect(await screen.findByText('Your zip of 2 files (6.00 KB) is downloading.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, zip)).toHaveLength(1));
    expect(downloads).toEqual([{ href: `${location.origin}/api/v1/files/zip?token=t`, download: 'Acme.zip' }]);
  });

  it('offers in the menu only what the user may do', async () => {
    asPhone();
    asStaff(['view files', 'view payroll'], routes);
    renderApp(address);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Folder actions and filters' }, { timeout: 5000 }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Messages',
      'Payroll',
      'Download folder as zip',
      'Filters',
    ]);
  });
});
