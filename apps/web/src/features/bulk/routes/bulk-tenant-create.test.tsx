import { TENANT_SHEET_HEADERS } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { asStaffWith, dropFiles, jsonPart, nextRequest, rowProblems, sheetFile } from '../bulk-test-support.ts';

const ui = userEvent.setup({ delay: null });
const header = Object.values(TENANT_SHEET_HEADERS);
const tenantRow = (name: string, root: string, email: string) => {
  const cells: Record<string, string> = {
    Name: name,
    'Root Directory': root,
    'Root Directory Type': 'LOCAL_FOLDER',
    'Primary Contact Name': `${name} Owner`,
    'Primary Contact Email': email,
    'Time Zone': 'America/New_York',
  };
  return header.map((column) => cells[column] ?? '');
};
const tenantsSheet = () =>
  sheetFile('tenants.xlsx', [
    header,
    tenantRow('Acme Bakery LLC', 'acme-bakery', 'owner@acme.example'),
    tenantRow('Blue Harbor', 'acme-bakery', 'not-an-email'),
  ]);

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

async function openImport(permissions = ['create tenant', 'view tenant']) {
  asStaffWith(permissions, { 'GET /api/v1/tenants': () => json(200, envelope([], 1, 50)) });
  const view = renderApp('/tenant/bulk/upload/create/');
  expect(await screen.findByRole('heading', { name: 'Bulk Tenant Create' }, { timeout: 5000 })).toBeVisible();
  return view;
}

describe('Bulk Tenant Create', () => {
  it('previews the tenant columns with each row’s problems, duplicates in the sheet included', async () => {
    await openImport();
    expect(screen.getByRole('link', { name: 'Download sample CSV' })).toHaveAttribute(
      'href',
      '/app/samples/bulk-tenants-sample.csv',
    );
    dropFiles([await tenantsSheet()]);
    expect(await screen.findByRole('columnheader', { name: 'Primary Contact Email' })).toBeVisible();
    expect(rowProblems(2)).toHaveTextContent('Root Directory: This value appears more than once in the sheet');
    expect(rowProblems(3)).toHaveTextContent('Primary Contact Email: Primary contact email is required');
  });

  it('sends the selected rows, the edits and the invitation choice, then returns to the tenant list', async () => {
    const sent = installFakeXhr();
    const { router } = await openImport();
    dropFiles([await tenantsSheet()]);
    const root = await screen.findByRole('textbox', { name: 'Root Directory, row 3' });
    await ui.clear(root);
    await ui.type(root, 'blue-harbor');
    const email = screen.getByRole('textbox', { name: 'Primary Contact Email, row 3' });
    await ui.clear(email);
    await ui.type(email, 'ben@blueharbor.example{Enter}');
    await waitFor(() => expect(rowProblems(2)).toBeNull());
    await ui.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await ui.click(screen.getByRole('checkbox', { name: /^Invite each primary contact/ }));
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));

    const request = await nextRequest(sent, 1);
    expect(request.url).toBe('/api/v1/bulk/tenants');
    expect([...request.body!.keys()]).toEqual(['import', 'file']);
    expect(jsonPart(request, 'import')).toEqual({
      selected_rows: [2, 3],
      edits: [
        { row_number: 3, field: 'root_directory', value: 'blue-harbor' },
        { row_number: 3, field: 'primary_contact_email', value: 'ben@blueharbor.example' },
      ],
      invite_owners: true,
      owner_locale: 'en',
    });
    request.respond(201, { created: 2, invited: 2 });
    expect(await screen.findByText('Tenants created: 2. Owners invited: 2.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/info'), { timeout: 4000 });
  });

  it("invites the owners in the language chosen, offered once inviting is ticked, the firm's first", async () => {
    const sent = installFakeXhr();
    await openImport();
    dropFiles([
      await sheetFile('one.xlsx', [header, tenantRow('Acme Bakery LLC', 'acme-bakery', 'owner@acme.example')]),
    ]);
    await ui.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.queryByLabelText(/^Owners' language/, { selector: 'input' })).toBeNull();
    await ui.click(screen.getByRole('checkbox', { name: /^Invite each primary contact/ }));
    const language = screen.getByLabelText(/^Owners' language/, { selector: 'input' });
    expect(language).toHaveValue('English');
    await ui.click(language);
    await ui.click(await screen.findByRole('option', { name: 'Russian' }));
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));

    const request = await nextRequest(sent, 1);
    expect(jsonPart(request, 'import')).toMatchObject({ invite_owners: true, owner_locale: 'ru' });
  });

  it("shows the server's row problems beside their rows", async () => {
    const sent = installFakeXhr();
    await openImport();
    dropFiles([await tenantsSheet()]);
    await ui.click(await screen.findByRole('checkbox', { name: 'Select row 2' }));
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    // Row 2 has a problem in the browser too (a duplicate root directory): it is not sent.
    expect(screen.getByText(/^Selected rows with problems: 1\./)).toBeVisible();
    expect(sent).toHaveLength(0);

    await ui.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    const root = screen.getByRole('textbox', { name: 'Root Directory, row 3' });
    await ui.clear(root);
    await ui.type(root, 'blue-harbor{Enter}');
    await waitFor(() => expect(rowProblems(2)).toBeNull());
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    (await nextRequest(sent, 1)).respond(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid rows',
        details: [{ field: 'rows.2.root_directory', message: 'Another tenant already uses this root directory' }],
      },
    });
    expect(await screen.findByText(/The server found problems in the marked rows/)).toBeVisible();
    // A text this build does not know stays as the server wrote it (in English).
    expect(rowProblems(2)).toHaveTextContent('Root Directory: Another tenant already uses this root directory');
    expect(screen.queryByText('Something Wrong Please check your excel file!')).not.toBeInTheDocument();
  });

  it("says 'Something Wrong Please check your excel file!' for a failure without row details", async () => {
    const sent = installFakeXhr();
    await openImport();
    dropFiles([await tenantsSheet()]);
    const root = await screen.findByRole('textbox', { name: 'Root Directory, row 3' });
    await ui.clear(root);
    await ui.type(root, 'blue-harbor{Enter}');
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    (await nextRequest(sent, 1)).respond(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error' } });
    expect(await screen.findByText('Something Wrong Please check your excel file!')).toBeVisible();
  });

  it("refuses those without 'create tenant'", async () => {
    asStaffWith(['view tenant'], { 'GET /api/v1/tenants': () => json(200, envelope([], 1, 50)) });
    renderApp('/tenant/bulk/upload/create/');
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Files' })).not.toBeInTheDocument();
  });
});
