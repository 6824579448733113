import { AUDIT_ACTIONS, type TAuditEvent } from '@ledgerport/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';

const ROLE_CHANGED: TAuditEvent = {
  id: '60000000-0000-4000-8000-000000000001',
  at: '2026-05-04T14:30:00.000Z',
  action: 'ROLE_UPDATE',
  result: 'OK',
  actor: { uuid: '4f1e2d3c-6b5a-4978-8c6d-2e1f0a9b8c7d', name: 'Sue Super', email: 'sue@firm.example' },
  tenant: null,
  target: 'role:7',
  target_name: 'Senior Reviewer',
  ip: '198.51.100.23',
  user_agent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
  detail: null,
  changes: {
    name: { from: 'Reviewer', to: 'Senior Reviewer' },
    permissions: { from: ['view files'], to: ['view audit trail', 'view files'] },
    remarks: { from: null, to: 'Reads the trail' },
  },
};

const routes = {
  'GET /api/v1/audit': ({ url }: { url: URL }) =>
    json(200, envelope([ROLE_CHANGED], Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page')))),
};

describe('audit trail: every action, and each event in detail', () => {
  it('says the trail covers every security-relevant event, not only files', async () => {
    signedInWith(['view audit trail'], routes);
    renderApp('/audit');
    expect(
      await screen.findByText(/sign-ins, people, roles and client companies/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Target, name or e-mail')).toBeInTheDocument();
  });

  it('offers every action, grouped as the catalogue groups them, and a result filter', async () => {
    const ui = userEvent.setup();
    const fetch = signedInWith(['view audit trail'], routes);
    const { router } = renderApp('/audit');
    await screen.findByRole('row', { name: /Senior Reviewer/ }, { timeout: 5000 });

    await ui.click(screen.getByLabelText('Action', { selector: 'input' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(AUDIT_ACTIONS.length);
    for (const group of ['Client files', 'Signing in and account security', 'People and access']) {
      expect(within(listbox).getByText(group)).toBeInTheDocument();
    }
    await ui.click(within(listbox).getByRole('option', { name: 'Role or permissions changed' }));

    await ui.click(screen.getByLabelText('Result', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Denied' }));

    await waitFor(() => {
      const last = callsTo(fetch, 'GET', '/api/v1/audit').at(-1)!;
      expect(last.searchParams.get('action')).toBe('ROLE_UPDATE');
      expect(last.searchParams.get('result')).toBe('DENIED');
    });
    expect(new URLSearchParams(router.state.location.search).get('result')).toBe('DENIED');
  });

  it('opens an event from the keyboard: who, from where, the browser, and each change before → after', async () => {
    const ui = userEvent.setup();
    signedInWith(['view audit trail'], routes);
    renderApp('/audit');
    const row = within(await screen.findByRole('row', { name: /Senior Reviewer/ }, { timeout: 5000 }));
    // What it was about, in words; the role's id only in the details.
    expect(row.getByText('Role')).toBeInTheDocument();
    expect(row.queryByText('role:7')).not.toBeInTheDocument();

    const open = row.getByRole('button', { name: 'Role or permissions changed' });
    open.focus();
    await ui.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Role or permissions changed' });
    const inDialog = within(dialog);
    expect(inDialog.getByText('Mozilla/5.0 (Macintosh) Safari/605.1.15')).toBeInTheDocument();
    expect(inDialog.getByText('Sue Super (sue@firm.example)')).toBeInTheDocument();
    expect(inDialog.getByText('198.51.100.23')).toBeInTheDocument();
    expect(inDialog.getByText('7')).toBeInTheDocument();
    const changes = within(inDialog.getByRole('table', { name: 'What changed' }));
    expect(changes.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'FieldBeforeAfter',
      'NameReviewerSenior Reviewer',
      'PermissionsView filesView the audit trail, View files',
      'Remarks(empty)Reads the trail',
    ]);

    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("reads in the reader's language: what it was about, why it was refused and what changed, no code left", async () => {
    const member: TAuditEvent = {
      ...ROLE_CHANGED,
      action: 'TENANT_USER_ADD',
      result: 'DENIED',
      target: 'user:0b6c0d3e-5b7a-4c55-9d7f-1c2b3a4d5e6f',
      target_name: 'Mia Member',
      detail: 'FORBIDDEN',
      changes: {
        role: { from: null, to: 'TenantManager' },
        status: { from: 'INVITED', to: 'ACTIVE' },
        password: { from: '•••', to: 'changed' },
      },
    };
    await act(() => i18n.changeLanguage('de'));
    signedInWith(['view audit trail'], { 'GET /api/v1/audit': () => json(200, envelope([member], 1, 20)) });
    renderApp('/audit');
    const row = within(await screen.findByRole('row', { name: /Mia Member/ }, { timeout: 5000 }));
    expect(row.getByText('Benutzer')).toBeInTheDocument();
    expect(row.getByText('Dazu fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
    expect(row.queryByText(/FORBIDDEN|user:/)).not.toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: 'Mandantenbenutzer hinzugefügt' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The id stays readable, as the data it is, under its own label.
    expect(dialog.getByText('0b6c0d3e-5b7a-4c55-9d7f-1c2b3a4d5e6f')).toBeInTheDocument();
    const changes = within(dialog.getByRole('table', { name: 'Was sich geändert hat' }));
    expect(changes.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'FeldVorherNachher',
      'Rolle(leer)Mandantenverwalter',
      'StatusEingeladenAktiv',
      'Passwort•••geändert',
    ]);
  });
});
