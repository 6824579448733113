import type { TNotification } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { featureFlagsRoute } from '../../../test/feature-settings-fixtures.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import {
  MARK_READ_PATH,
  notificationRoutes,
  NOTIFICATIONS_PATH,
  pushMessage,
  salesTaxProcessed,
} from '../../../test/notification-fixtures.ts';

const ui = userEvent.setup({ delay: null });

function signedInWith(notifications: TNotification[]) {
  const rows = { current: notifications };
  const fetch = signedInAs(clientUser, [], { ...featureFlagsRoute(), ...notificationRoutes(rows) });
  return { rows, fetch };
}
const posted = (fetch: ReturnType<typeof signedInAs>) =>
  fetch.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(MARK_READ_PATH))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const entries = () => within(screen.getByRole('main')).getAllByRole('listitem');

describe('notifications page', () => {
  it('lists every notification 20 a page, newest first, with a message in full', async () => {
    const older = Array.from({ length: 22 }, (_, i) => salesTaxProcessed(i + 2, true));
    const { fetch } = signedInWith([pushMessage(1), ...older]);
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 }, { timeout: 5000 })).toBeVisible();
    expect(await screen.findByText('Showing 1–20 of 23')).toBeVisible();
    expect(entries()).toHaveLength(20);
    const pageCalls = callsTo(fetch, 'GET', NOTIFICATIONS_PATH).filter(
      (url) => url.searchParams.get('per_page') === '20',
    );
    expect(pageCalls.length).toBeGreaterThan(0);

    const message = within(entries()[0]!);
    expect(message.getByText('Message from your firm: Quarterly deadline')).toBeVisible();
    expect(message.getByText('Quarterly deadline')).toBeVisible();
    expect(message.getByText(/Please send your Q1 statements\.\s+Thank you!/)).toBeVisible();
    const processed = within(entries()[1]!);
    expect(processed.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/app/tenant/get/sales/tax/list?company_uuid=${older[0]!.tenant_uuid}`,
    );
    // Only unread ones offer 'Mark as read'.
    expect(processed.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 21–23 of 23')).toBeVisible();
  });

  it("marks one read with its button, and all with 'Mark all as read'", async () => {
    const first = salesTaxProcessed(1);
    const second = pushMessage(2);
    const { fetch } = signedInWith([first, second]);
    renderApp('/notifications');
    expect(await screen.findByText('2 unread notifications', {}, { timeout: 5000 })).toBeVisible();

    await ui.click(within(entries()[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('1 unread notification')).toBeVisible();
    await waitFor(() => expect(within(entries()[0]!).queryByRole('button', { name: 'Mark as read' })).toBeNull());
    expect(posted(fetch)).toEqual([{ ids: [first.uuid] }]);
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread'),
    );

    await ui.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Everything is read.')).toBeVisible();
    expect(posted(fetch)).toEqual([{ ids: [first.uuid] }, {}]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    signedInWith([]);
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet.', {}, { timeout: 5000 })).toBeVisible();
  });

  it('is in the sidebar for every signed-in user', async () => {
    signedInWith([]);
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/app/notifications');
  });
});
