import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, firmRoles, signedInWith } from '../../../test/users-and-roles.ts';

const rolesPage = () => json(200, envelope(firmRoles, 1, 15));

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
});
