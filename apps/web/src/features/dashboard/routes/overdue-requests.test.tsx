import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { seedSession, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';

const TENANT = '10000000-0000-4000-8000-000000000001';
const REQUEST = '50000000-0000-4000-8000-000000000001';

function openDashboard(overdue: unknown) {
  const permissions = ['view files'];
  seedSession(staffUser, permissions);
  const fetch = fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user: staffUser, permissions, mfa_enrolment_required: false }),
    ...dailyOverviewRoute,
    'GET /api/v1/dashboard/overdue-requests': () => json(200, overdue),
  });
  renderApp('/dashboard');
  return fetch;
}

describe("the staff dashboard's overdue requests for my clients", () => {
  it('lists them by due date, each opening the request in its company', async () => {
    const fetch = openDashboard({
      total: 12,
      data: [
        {
          uuid: REQUEST,
          tenant_uuid: TENANT,
          tenant_name: 'Acme Bakery',
          title: 'Bank statement',
          kind: 'BANK_STATEMENT',
          due_on: '2026-11-10',
        },
      ],
    });
    const card = within(
      await screen.findByRole('region', { name: 'Overdue requests for my clients' }, { timeout: 5000 }),
    );
    expect(await card.findByRole('link', { name: 'Bank statement' })).toHaveAttribute(
      'href',
      `/app/tenant/requests?company_uuid=${TENANT}&request=${REQUEST}`,
    );
    expect(card.getByText('Acme Bakery: due Nov 10, 2026')).toBeInTheDocument();
    expect(card.getByText('12 overdue in all')).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('overdue-requests'));
    expect(asked).toContain('responsible=mine');
  });

  it('says so when none of my clients is late', async () => {
    openDashboard({ total: 0, data: [] });
    expect(
      await screen.findByText('None of your clients has an overdue request.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
