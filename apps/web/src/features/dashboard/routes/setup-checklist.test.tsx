import type { TSessionUser, TSetupChecklist, TSetupItem } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, type TRoutes } from '../../../test/fake-api.ts';
import { seedSession, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { dailyOverviewRoute, SETUP_CHECKLIST_PATH } from '../../../test/dashboard-fixtures.ts';

const superAdmin: TSessionUser = { ...staffUser, staff_roles: ['SuperAdmin'] };
const ALL: TSetupItem[] = [
  'FIRM_BRANDING',
  'MAIL_DELIVERY',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'INVITE_STAFF',
  'FIRST_CLIENT',
  'BACKUP_SCHEDULE',
];
const checklist = (done: TSetupItem[], dismissed: TSetupItem[] = []): TSetupChecklist => ({
  items: ALL.map((item) => ({ item, done: done.includes(item), dismissed: dismissed.includes(item) })),
});

function openDashboard(user: TSessionUser, routes: TRoutes) {
  seedSession(user, []);
  const fetch = fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user, permissions: [], mfa_enrolment_required: false }),
    ...dailyOverviewRoute,
    ...routes,
  });
  return { fetch, ...renderApp('/dashboard') };
}

const card = async () => within(await screen.findByRole('region', { name: 'Set up your portal' }, { timeout: 5000 }));

describe("a new firm's setup checklist on the dashboard", () => {
  it('lists what is left with where to do it, ticks what is done, and leaves out what was dismissed', async () => {
    openDashboard(superAdmin, {
      [`GET ${SETUP_CHECKLIST_PATH}`]: () => json(200, checklist(['FIRST_CLIENT', 'MAIL_DELIVERY'], ['ADMIN_EMAIL'])),
    });
    const setup = await card();
    expect(setup.getByText('2 of 6 done')).toBeInTheDocument();
    const items = setup.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      "Your firm's name and logo",
      'E-mail delivery (done)',
      "The portal's address",
      'Invite a colleague',
      'Add your first client (done)',
      'Nightly backups',
    ]);
    expect(setup.getByRole('link', { name: 'Open Firm Settings' })).toHaveAttribute('href', '/app/settings/firm');
    expect(setup.getByRole('link', { name: 'Add Internal User' })).toHaveAttribute('href', '/app/create/internal/user');
    expect(setup.getByRole('link', { name: 'Backups on the Audit Trail' })).toHaveAttribute(
      'href',
      '/app/audit?action=BACKUP',
    );
    expect(setup.getByText(/No backup was taken in the last 7 days/)).toBeInTheDocument();
    // A setting of the server's environment only: said, with no page to open; done items offer nothing more.
    expect(within(items[2]!).getByText(/Set PUBLIC_URL in the server's settings/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(setup.queryByText('A real e-mail for the administrator')).not.toBeInTheDocument();
  });

  it('dismisses an item for the firm by keyboard, and the card follows the answer', async () => {
    const user = userEvent.setup();
    const { fetch } = openDashboard(superAdmin, {
      [`GET ${SETUP_CHECKLIST_PATH}`]: () => json(200, checklist([])),
      [`POST ${SETUP_CHECKLIST_PATH}/dismissals`]: () => json(200, checklist([], ['PUBLIC_URL'])),
    });
    const setup = await card();
    const dismiss = setup.getByRole('button', { name: "Dismiss: The portal's address" });
    dismiss.focus();
    await user.keyboard('{Enter}');
    await expect.poll(() => setup.queryByText("The portal's address")).toBeNull();
    expect(setup.getByText('0 of 6 done')).toBeInTheDocument();
    const posted = fetch.mock.calls.filter(([url]) => String(url).endsWith(`${SETUP_CHECKLIST_PATH}/dismissals`));
    expect(posted.map(([, init]) => [init?.method, JSON.parse(String(init?.body))])).toEqual([
      ['POST', { item: 'PUBLIC_URL' }],
    ]);
  });

  it('is gone once every item is done or dismissed', async () => {
    let answered = false;
    openDashboard(superAdmin, {
      [`GET ${SETUP_CHECKLIST_PATH}`]: () => {
        answered = true;
        return json(200, checklist(ALL.slice(0, 5), ALL.slice(5)));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Staff' }, { timeout: 5000 })).toBeVisible();
    await expect.poll(() => answered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Set up your portal' })).not.toBeInTheDocument();
  });

  it('is not asked for by staff who are not SuperAdmins', async () => {
    const { fetch } = openDashboard({ ...staffUser, staff_roles: ['Admin'] }, {});
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Staff' }, { timeout: 5000 })).toBeVisible();
    expect(callsTo(fetch, 'GET', SETUP_CHECKLIST_PATH)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Set up your portal' })).not.toBeInTheDocument();
  });
});
