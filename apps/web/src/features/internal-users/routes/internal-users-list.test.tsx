import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { someInternalUser } from '../internal-user-fixtures.ts';

const staff = Array.from({ length: 45 }, (_, i) =>
  someInternalUser(i + 1, {
    fin_state: i === 1 ? 'INVITED' : i === 2 ? 'DISABLED' : 'ACTIVE',
    roles: i === 0 ? [{ user_type: 'SuperAdmin' }] : [{ user_type: 'Processor' }],
  }),
);
const listing = ({ url }: { url: URL }) =>
  json(200, envelope(staff, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))));

describe('internal user list', () => {
  it('shows 20 people a page with their type and Active, Invited or In-active, and pages on', async () => {
    const fetch = signedInWith(['view internal user'], { 'GET /api/v1/internal-users': listing });
    renderApp('/internal/user/info');
    expect(await screen.findByRole('heading', { name: 'Internal User List' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getByText(/the same people as under Users/)).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/v1/internal-users')[0]?.searchParams.get('per_page')).toBe('20');
    expect(screen.getAllByRole('row')).toHaveLength(21);

    const first = within(screen.getByRole('row', { name: /Staff 1 staff1@/ }));
    expect(first.getByText('SuperAdmin')).toBeInTheDocument();
    expect(first.getByText('5550401')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Staff 2 staff2@/ })).getByText('Invited')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Staff 3 staff3@/ })).getByText('In-active')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^41 Staff 41/ })).toBeInTheDocument();
  });

  it('offers Add Internal User and re-sending only to holders of "create internal user"', async () => {
    signedInWith(['view internal user'], { 'GET /api/v1/internal-users': listing });
    const { unmount } = renderApp('/internal/user/info');
    await screen.findByText('staff1@firm.example', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Add Internal User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send invitation to Staff 2' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view internal user', 'create internal user'], { 'GET /api/v1/internal-users': listing });
    renderApp('/internal/user/info');
    expect(await screen.findByRole('link', { name: 'Add Internal User' })).toHaveAttribute(
      'href',
      '/app/create/internal/user',
    );
    // Only an invitation not yet taken up can be sent again.
    expect(await screen.findByRole('button', { name: 'Re-send invitation to Staff 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send invitation to Staff 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send invitation to Staff 3' })).not.toBeInTheDocument();
  });

  it('re-sends an invitation and names the address it went to', async () => {
    const invited = staff[1]!;
    let resent = 0;
    signedInWith(['view internal user', 'create internal user'], {
      'GET /api/v1/internal-users': listing,
      [`POST /api/v1/internal-users/${invited.uuid}/invitation`]: () => {
        resent += 1;
        return json(202, { email: invited.email, expires_at: '2026-11-27T10:00:00.000Z' });
      },
    });
    renderApp('/internal/user/info');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Re-send invitation to Staff 2' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('A new invitation was e-mailed to staff2@firm.example.')).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('says so when re-sending fails', async () => {
    const invited = staff[1]!;
    signedInWith(['view internal user', 'create internal user'], {
      'GET /api/v1/internal-users': listing,
      [`POST /api/v1/internal-users/${invited.uuid}/invitation`]: () => apiError(409, 'CONFLICT'),
    });
    renderApp('/internal/user/info');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Re-send invitation to Staff 2' }, { timeout: 5000 }),
    );
    expect(await screen.findByText(/conflicts with something that already exists/)).toBeInTheDocument();
  });

  it('lists Internal Users in the sidebar only for holders of "view internal user"', async () => {
    signedInWith(['view tenant'], { 'GET /api/v1/tenants': () => json(200, envelope([], 1, 50)) });
    const { unmount } = renderApp('/tenant/info');
    await screen.findByText('No data available', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Internal Users' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view internal user'], { 'GET /api/v1/internal-users': listing });
    renderApp('/internal/user/info');
    await screen.findByText('staff1@firm.example');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Internal Users' })[0]).toHaveAttribute(
        'href',
        '/app/internal/user/info',
      ),
    );
  });
});
