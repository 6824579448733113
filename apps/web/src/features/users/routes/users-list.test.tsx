import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith, someUser } from '../../../test/users-and-roles.ts';

const users = Array.from({ length: 200 }, (_, i) => someUser(i + 1));
const listing = ({ url }: { url: URL }) => {
  const page = Number(url.searchParams.get('page'));
  const perPage = Number(url.searchParams.get('per_page'));
  const search = url.searchParams.get('search') ?? '';
  return json(
    200,
    envelope(
      users.filter((u) => u.name.includes(search)),
      page,
      perPage,
    ),
  );
};

describe('user list', () => {
  it('says how it differs from Internal Users, and reads states as that list does', async () => {
    const people = [someUser(1), someUser(2, { status: 'INVITED' }), someUser(3, { status: 'DISABLED' })];
    signedInWith(['view user'], { 'GET /api/v1/users': () => json(200, envelope(people, 1, 15)) });
    renderApp('/users');

    expect(await screen.findByText(/Internal Users lists the same people/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(await screen.findByRole('row', { name: /User 1 / })).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /User 2 / })).getByText('Invited')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /User 3 / })).getByText('In-active')).toBeInTheDocument();
  });

  it('shows Create User only to holders of "create user"', async () => {
    signedInWith(['view user'], { 'GET /api/v1/users': listing });
    const { unmount } = renderApp('/users');
    // The first screen of the file also loads the route's code: give it longer than the default second.
    expect(await screen.findByRole('heading', { name: 'User List' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('user1@firm.example')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create User' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view user', 'create user'], { 'GET /api/v1/users': listing });
    renderApp('/users');
    expect(await screen.findByRole('link', { name: 'Create User' })).toHaveAttribute('href', '/app/users/create');
  });

  it('shows the action column and edit links only to holders of "update user"', async () => {
    signedInWith(['view user'], { 'GET /api/v1/users': listing });
    const { unmount } = renderApp('/users');
    await screen.findByText('user1@firm.example');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit User 1' })).not.toBeInTheDocument();
    unmount();

    signedInWith(['view user', 'update user'], { 'GET /api/v1/users': listing });
    renderApp('/users');
    expect(await screen.findByRole('link', { name: 'Edit User 1' })).toHaveAttribute(
      'href',
      `/app/users/${users[0]!.id}`,
    );
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  });

  it('pages 15 at a time with a window of about 7 page buttons and the shown range', async () => {
    const fetch = signedInWith(['view user'], { 'GET /api/v1/users': listing });
    renderApp('/users');

    expect(await screen.findByText('Showing 1–15 of 200')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    const numbers = pages.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '14']);
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('row')).toHaveLength(16);

    await userEvent.click(pages.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 61–75 of 200')).toBeInTheDocument();
    expect(pages.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '4',
      '5',
      '6',
      '14',
    ]);
    expect(screen.getByRole('cell', { name: '61' })).toBeInTheDocument();
    const lastUrl = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(lastUrl.searchParams.get('page')).toBe('5');
    expect(lastUrl.searchParams.get('per_page')).toBe('15');
  });

  it('asks again on every keystroke of a search, from page 1', async () => {
    const fetch = signedInWith(['view user'], { 'GET /api/v1/users': listing });
    renderApp('/users?page=3');
    expect(await screen.findByText('Showing 31–45 of 200')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'User 200');

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    const searched = fetch.mock.calls
      .map((call) => new URL(String(call[0]), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/users' && url.searchParams.has('search'));
    expect(searched.length).toBeGreaterThanOrEqual(5);
    expect(searched.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('says when there is nothing to show, and when the list could not be loaded', async () => {
    signedInWith(['view user'], { 'GET /api/v1/users': () => json(200, envelope([], 1, 15)) });
    const { unmount } = renderApp('/users');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    unmount();

    signedInWith(['view user'], { 'GET /api/v1/users': () => apiError(403, 'FORBIDDEN') });
    renderApp('/users');
    await waitFor(() => expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument());
  });
});
