import type { TSessionUser } from '@ledgerport/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dailyOverviewRoute } from '../../test/dashboard-fixtures.ts';
import { fakeApi, json, noContent } from '../../test/fake-api.ts';
import { clientUser, seedSession, staffUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { LAYOUT_SETTINGS_KEY } from '../layout-settings/layout-settings-storage.ts';

function signedIn(user: TSessionUser, path = '/dashboard') {
  seedSession(user);
  const fetch = fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user, permissions: [], mfa_enrolment_required: false }),
    'PUT /api/v1/auth/me/locale': () => noContent(),
    ...dailyOverviewRoute,
  });
  return { fetch, ...renderApp(path) };
}

describe('shell', () => {
  it('reads CPA PORTAL for the firm staff', async () => {
    signedIn(staffUser);
    expect(await screen.findByTestId('portal-label')).toHaveTextContent('CPA PORTAL');
  });

  it('reads CLIENT PORTAL for a client company user', async () => {
    signedIn(clientUser);
    expect(await screen.findByTestId('portal-label')).toHaveTextContent('CLIENT PORTAL');
  });

  it('navigates with the sidebar and names the page in the title', async () => {
    signedIn(staffUser);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(document.title).toBe('Dashboard — Ledgerport'));

    await userEvent.click(within(nav).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile — Ledgerport'));
  });

  it('folds the desktop sidebar with a sidebar icon, never an X', async () => {
    signedIn(staffUser);
    const toggle = await screen.findByTestId('desktop-nav-toggle');
    const icon = () => toggle.querySelector('svg')?.getAttribute('class') ?? '';
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(icon()).toContain('tabler-icon-layout-sidebar-left-collapse');
    expect(toggle).not.toHaveAttribute('data-opened');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(icon()).toContain('tabler-icon-layout-sidebar-left-expand');
  });

  it('offers the profile and signing out in the user menu', async () => {
    signedIn(staffUser);
    await userEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/profile');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/app/logout');
  });

  it('switches the interface to German, remembers it and stores it for the user', async () => {
    const { fetch } = signedIn(staffUser);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { name: 'Übersicht', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('portal-label')).toHaveTextContent('KANZLEIPORTAL');
    expect(screen.getByTestId('language-switcher')).toHaveAccessibleName('Sprache: DE');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('locale')).toBe('de');
    await waitFor(() => expect(document.title).toBe('Übersicht — Ledgerport'));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/auth/me/locale',
        expect.objectContaining({ method: 'PUT', body: '{"locale":"de"}' }),
      ),
    );
  });

  it('moves the navigation into a dark top bar when the horizontal layout is chosen, and keeps the choice', async () => {
    signedIn(staffUser);
    const user = userEvent.setup();
    const header = (await screen.findByTestId('portal-label')).closest('header');
    expect(header).toHaveAttribute('data-theme', 'light');

    await user.click(screen.getByRole('button', { name: 'Open layout settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Layout settings' });
    const topBarColours = () =>
      within(within(drawer).getByRole('radiogroup', { name: 'Top bar color' })).queryAllByRole('radio');
    expect(topBarColours().map((radio) => radio.getAttribute('value'))).toEqual(['light', 'dark']);
    expect(within(drawer).getByRole('radiogroup', { name: 'Sidebar size' })).toBeInTheDocument();

    await user.click(
      within(within(drawer).getByRole('radiogroup', { name: 'Layout' })).getByRole('radio', { name: 'Horizontal' }),
    );

    expect(header).toHaveAttribute('data-theme', 'dark');
    expect(topBarColours().map((radio) => radio.getAttribute('value'))).toEqual(['light', 'dark', 'colored']);
    expect(within(drawer).queryByRole('radiogroup', { name: 'Sidebar size' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_KEY) ?? '{}')).toMatchObject({
      layout: 'horizontal',
      topbarTheme: 'dark',
    });
  });

  it('covers the page with the preloader for 2.5 seconds when it is switched on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify({ preloader: true }));
    signedIn(staffUser);
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    // Inside act, React renders what the timeout changed before the check (the shell's other work may keep its
    // scheduler busy past the end of the 2.5 s otherwise).
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
