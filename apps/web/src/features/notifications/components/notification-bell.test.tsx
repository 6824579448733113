import { NOTIFICATIONS_POLL_MS, type TNotification } from '@ledgerport/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';
import { featureFlagsRoute } from '../../../test/feature-settings-fixtures.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import {
  filesUploaded,
  MARK_READ_PATH,
  notificationRoutes,
  NOTIFICATIONS_PATH,
  payrollSubmitted,
  pushMessage,
  salesTaxProcessed,
  salesTaxSubmitted,
} from '../../../test/notification-fixtures.ts';

const ui = userEvent.setup({ delay: null });

function signedInWith(notifications: TNotification[], user = staffUser) {
  const rows = { current: notifications };
  const fetch = signedInAs(user, [], {
    ...dailyOverviewRoute,
    ...featureFlagsRoute(),
    ...notificationRoutes(rows),
  });
  return { rows, fetch };
}

const bell = () => screen.getByTestId('notification-bell');
// The popover is made on the bell's first use and opens a frame later, as a person sees it.
const popover = async () => within(await screen.findByRole('dialog', { name: 'Notifications' }));
const posted = (fetch: ReturnType<typeof signedInAs>) =>
  fetch.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(MARK_READ_PATH))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  vi.useRealTimers();
});

describe('notification bell', () => {
  it('shows how many are unread, as a badge and in the button name', async () => {
    signedInWith([salesTaxSubmitted(1), payrollSubmitted(2), filesUploaded(3, 2), salesTaxProcessed(4, true)]);
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 })).toBe(bell());
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('lists the newest in a popover, one sentence per kind, and tells screen readers which are unread', async () => {
    const { fetch } = signedInWith([
      salesTaxSubmitted(1),
      salesTaxProcessed(2, true),
      payrollSubmitted(3, true),
      filesUploaded(4, 3, true),
      filesUploaded(5, 1, true),
      pushMessage(6, true),
    ]);
    renderApp('/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 }));
    expect(callsTo(fetch, 'GET', NOTIFICATIONS_PATH)[0]?.searchParams.get('per_page')).toBe('10');

    const list = await popover();
    // Each entry is a button whose name starts with "Unread:" while it is unread (the dot says nothing to a reader).
    expect(
      list.getByRole('button', {
        name: /^Unread: Acme Bakery LLC sent its sales tax information for March 2026\. 1 minute ago$/,
      }),
    ).toBeVisible();
    expect(list.getByRole('button', { name: /^Message from your firm/ })).toBeVisible();
    expect(
      list.getByText('Sales tax of Acme Bakery LLC for March 2026 processed on Apr 10, 2026: payable tax 1,234.50.'),
    ).toBeVisible();
    expect(
      list.getByText('Acme Bakery LLC sent payroll information (Monthly, Mar 1, 2026 – Mar 31, 2026).'),
    ).toBeVisible();
    expect(list.getByText('Acme Bakery LLC uploaded 3 files to Bank Statements (latest: march.pdf).')).toBeVisible();
    expect(list.getByText('Acme Bakery LLC uploaded march.pdf to Bank Statements.')).toBeVisible();
    expect(list.getByText('Message from your firm: Quarterly deadline')).toBeVisible();
    expect(list.getByText('1 minute ago')).toBeVisible();
    expect(list.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/app/notifications');
  });

  it("'Mark all as read' asks the server and the badge goes away at once", async () => {
    const { fetch } = signedInWith([salesTaxSubmitted(1), payrollSubmitted(2)]);
    renderApp('/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }));
    await ui.click((await popover()).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(posted(fetch)).toEqual([{}]);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(
      await (await popover()).findByText('Acme Bakery LLC sent its sales tax information for March 2026.'),
    ).toBeVisible();
  });

  it('marks an entry read when it is opened, and goes to what it is about', async () => {
    const uploaded = filesUploaded(1, 2);
    const { fetch } = signedInWith([uploaded, salesTaxSubmitted(2)]);
    const { router } = renderApp('/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }));
    await ui.click((await popover()).getByText(/uploaded 2 files/));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/index/company'));
    expect(router.state.location.search).toBe(`?company_uuid=${uploaded.tenant_uuid}&company_name=Acme+Bakery+LLC`);
    expect(posted(fetch)).toEqual([{ ids: [uploaded.uuid] }]);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it("takes a client to their company's sales tax list, and a message to the notifications page", async () => {
    const processed = salesTaxProcessed(1);
    signedInWith([processed, pushMessage(2)], clientUser);
    const { router } = renderApp('/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 }));
    await ui.click((await popover()).getByText(/processed on/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tenant/get/sales/tax/list'));
    expect(router.state.location.search).toBe(`?company_uuid=${processed.tenant_uuid}`);

    await ui.click(bell());
    await ui.click((await popover()).getByText(/Quarterly deadline/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/notifications'));
  });

  it('works from the keyboard: Escape closes the popover and gives focus back to the bell', async () => {
    signedInWith([salesTaxSubmitted(1)]);
    renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
    button.focus();
    await ui.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    // The bell the popover was made around (made-on-first-use.ts): the same button to the person, a new element.
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });

  it('says so when there is nothing yet, without a badge', async () => {
    signedInWith([]);
    renderApp('/dashboard');
    await ui.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 5000 }));
    expect(await (await popover()).findByText('No notifications yet.')).toBeVisible();
    expect((await popover()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('asks again every NOTIFICATIONS_POLL_MS, so news shows without a reload', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const { rows } = signedInWith([salesTaxSubmitted(2)]);
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 })).toBeVisible();

    rows.current = [payrollSubmitted(1), ...rows.current];
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it("names the count with each language's plural forms", async () => {
    await i18n.loadLanguages(['ru', 'de']);
    const label = (lng: string, count: number) => i18n.t('notifications.bell.labelUnread', { lng, count });
    expect(label('ru', 1)).toBe('Уведомления: 1 непрочитанное');
    expect(label('ru', 3)).toBe('Уведомления: 3 непрочитанных');
    expect(label('ru', 21)).toBe('Уведомления: 21 непрочитанное');
    expect(i18n.t('notifications.unreadCount', { lng: 'ru', count: 5 })).toBe('5 непрочитанных уведомлений');
    expect(i18n.t('notifications.unreadCount', { lng: 'ru', count: 2 })).toBe('2 непрочитанных уведомления');
    expect(i18n.t('notifications.unreadCount', { lng: 'de', count: 1 })).toBe('1 ungelesene Benachrichtigung');
  });
});
