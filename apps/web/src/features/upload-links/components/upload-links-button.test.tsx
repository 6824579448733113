import type { TUploadLink } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { acme, asClient, asStaff, fileEntry, filesPath } from '../../../test/files-test-support.ts';
import { renderApp } from '../../../test/render-app.tsx';

const linksPath = `/api/v1/tenants/${acme.uuid}/upload-links`;
const link = (n: number, overrides: Partial<TUploadLink> = {}): TUploadLink => ({
  uuid: `50000000-0000-4000-8000-00000000000${n}`,
  tenant_uuid: acme.uuid,
  label: `Link ${n}`,
  folder: 'Bank Statements',
  request: null,
  require_email_code: true,
  max_files: 20,
  max_total_bytes: 100,
  uploads_count: 2,
  bytes_received: 10,
  status: 'active',
  expires_at: '2099-05-01T00:00:00.000Z',
  created_at: '2026-03-01T00:00:00.000Z',
  created_by_name: 'Sam Staff',
  revoked_at: null,
  ...overrides,
});
const listing = {
  path: 'Bank Statements',
  entries: [fileEntry('Bank Statements/w2.pdf', 2048, { via_link: true, uploaded_by: 'ann@home.example' })],
  next_cursor: null,
};
const page = (data: TUploadLink[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  from: 1,
  to: data.length,
});
const address = `/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC&path=Bank+Statements`;

describe('upload links on the company files screen', () => {
  it('staff see files sent via link, list the links, make one for the open folder (copied once) and revoke one', async () => {
    let links = [link(1), link(2, { status: 'revoked', label: 'Old' })];
    const fetch = asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: () => json(200, listing),
      [`GET ${linksPath}`]: () => json(200, page(links)),
      [`POST ${linksPath}`]: () => {
        const made = link(3, { label: 'Year end', uploads_count: 0 });
        links = [made, ...links];
        return json(201, { ...made, url: 'https://portal.example/app/upload/link?token=abc' });
      },
      [`POST ${linksPath}/${link(1).uuid}/revoke`]: () => {
        links = links.map((l) => (l.uuid === link(1).uuid ? { ...l, status: 'revoked' as const } : l));
        return json(
          200,
          links.find((l) => l.uuid === link(1).uuid),
        );
      },
    });
    const ui = userEvent.setup();
    renderApp(address);
    expect(await screen.findByText('Via link by ann@home.example', {}, { timeout: 5000 })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Upload links' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload links' }));
    const list = within(await dialog.findByRole('list', { name: 'Upload links of this company' }));
    expect(list.getByText('Link 1')).toBeVisible();
    expect(list.getByText('Active')).toBeVisible();
    expect(list.getByText('Revoked')).toBeVisible();
    expect(list.getAllByText(/2 of 20 files received/)).toHaveLength(2);

    await ui.click(dialog.getByRole('button', { name: 'New upload link' }));
    expect(dialog.getByLabelText('Files go to')).toHaveValue('Bank Statements');
    await ui.type(dialog.getByLabelText(/^Label/), 'Year end');
    await ui.clear(dialog.getByLabelText(/^Valid for/));
    await ui.type(dialog.getByLabelText(/^Valid for/), '14');
    await ui.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(await dialog.findByDisplayValue('https://portal.example/app/upload/link?token=abc')).toBeVisible();
    expect(dialog.getByText(/it is not kept and cannot be shown again/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    const created = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/upload-links') && init?.method === 'POST',
    );
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({
      label: 'Year end',
      folder: 'Bank Statements',
      expires_in_days: 14,
      require_email_code: true,
      max_files: 20,
    });

    await ui.click(within(dialog.getByText('Link 1').closest('li')!).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(`${link(1).uuid}/revoke`))).toHaveLength(1),
    );
    await waitFor(() => expect(within(dialog.getByText('Link 1').closest('li')!).getByText('Revoked')).toBeVisible());
  });

  it('is not offered to a client, even one who manages the company’s files', async () => {
    asClient(['view files', 'manage files'], { [`GET ${filesPath()}`]: () => json(200, listing) });
    renderApp(address);
    expect(await screen.findByText('w2.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload links' })).toBeNull();
  });
});
