import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, noContent } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FIREFOX_ON_LINUX, onProfile, someSession } from './profile-test-support.ts';

const ui = userEvent.setup({ delay: null });

describe('active sessions', { timeout: 20_000 }, () => {
  it('lists each device by browser and system, marks this one, and signs another one out after confirming', async () => {
    const here = someSession(1, { current: true });
    let sessions = [here, someSession(2, { user_agent: FIREFOX_ON_LINUX, ip: '198.51.100.2' })];
    const deleted: string[] = [];
    onProfile({
      'GET /api/v1/auth/sessions': () => json(200, { data: sessions }),
      'DELETE /api/v1/auth/sessions/00000000-0000-4000-9000-000000000002': ({ url }) => {
        deleted.push(url.pathname);
        sessions = sessions.filter((s) => s.current);
        return noContent();
      },
    });
    renderApp('/profile');

    const thisCard = await screen.findByRole('listitem', { name: 'Chrome on Windows' }, { timeout: 5000 });
    expect(within(thisCard).getByText('This device')).toBeInTheDocument();
    expect(within(thisCard).getByText('203.0.113.1')).toBeInTheDocument();
    expect(within(thisCard).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(thisCard).queryByRole('button', { name: 'Sign out this device' })).toBeNull();

    const otherCard = screen.getByRole('listitem', { name: 'Firefox on Linux' });
    expect(within(otherCard).queryByText('This device')).toBeNull();
    await ui.click(within(otherCard).getByRole('button', { name: 'Sign out this device' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(within(dialog).getByText(/Firefox on Linux will be signed out at once/)).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Firefox on Linux' })).toBeNull());
    expect(deleted).toEqual(['/api/v1/auth/sessions/00000000-0000-4000-9000-000000000002']);
    expect(screen.getByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();
  });

  it('cancelling the confirmation signs nothing out', async () => {
    const fetch = onProfile({
      'GET /api/v1/auth/sessions': () =>
        json(200, { data: [someSession(1, { current: true }), someSession(2, { user_agent: null })] }),
    });
    renderApp('/profile');

    const unknown = await screen.findByRole('listitem', { name: 'Unknown device' }, { timeout: 5000 });
    await ui.click(within(unknown).getByRole('button', { name: 'Sign out this device' }));
    await ui.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('listitem', { name: 'Unknown device' })).toBeInTheDocument();
  });
});
