import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, firmRoles, signedInWith } from '../../../test/users-and-roles.ts';

const rolesPage = () => json(200, envelope(firmRoles, 1, 15));
const custom = { id: 9, name: 'Senior Reviewer', guard_name: 'api', scope: 'firm' as const, is_built_in: false };

describe('role list', { timeout: 20_000 }, () => {
  it('links to create and edit only for holders of those permissions', async () => {
    signedInWith(['view ROLE'], { 'GET /api/v1/roles': rolesPage });
    const { unmount } = renderApp('/role');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Processor')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Admin' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view ROLE', 'create ROLE', 'update ROLE'], { 'GET /api/v1/roles': rolesPage });
    renderApp('/role');
    expect(await screen.findByRole('link', { name: 'Create Role' })).toHaveAttribute('href', '/app/create/role');
    expect(await screen.findByRole('link', { name: 'Edit Admin' })).toHaveAttribute('href', '/app/roles/2');
  });

  it("names the built-in roles in the reader's language, a firm's own role as the firm named it", async () => {
    await act(() => i18n.changeLanguage('de'));
    signedInWith(['view ROLE'], {
      'GET /api/v1/roles': () => json(200, envelope([...firmRoles, { ...custom, permissions_count: 3 }], 1, 15)),
    });
    renderApp('/role');
    const table = within(await screen.findByRole('table', {}, { timeout: 5000 }));
    expect(await table.findByText('Hauptadministrator')).toBeInTheDocument();
    expect(table.getByText('Sachbearbeiter')).toBeInTheDocument();
    expect(table.getByText('Senior Reviewer')).toBeInTheDocument();
    expect(table.queryByText('SuperAdmin')).not.toBeInTheDocument();
    // The search box says what it searches.
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Nach Rollennamen suchen');
  });
});
