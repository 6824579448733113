import type { TSessionUser } from '@ledgerport/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json, type TRoutes } from '../../../test/fake-api.ts';
import { clientUser, seedSession, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { DAILY_OVERVIEW_PATH, dailyOverviewRoute } from '../../../test/dashboard-fixtures.ts';

function openDashboard(user: TSessionUser, permissions: string[] = [], routes: TRoutes = {}) {
  seedSession(user, permissions);
  const fetch = fakeApi({
    'GET /api/v1/auth/me': () => json(200, { user, permissions, mfa_enrolment_required: false }),
    ...dailyOverviewRoute,
    ...routes,
  });
  return { fetch, ...renderApp('/dashboard') };
}

/** The count beside a category's name (a description list: name, then figure). */
const category = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('staff dashboard', () => {
  it("shows today's uploads from the server: the total, each category, the day and the zone", async () => {
    openDashboard(staffUser, ['view tenant', 'view files']);
    // The first test of the file also loads the shell's code: allow it the time the other screens' tests do.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Staff' }, { timeout: 5000 })).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Daily Overview' }));

    expect(await section.findByText('17')).toBeInTheDocument();
    expect(section.getByLabelText('Files Uploaded Today')).toHaveTextContent('17');
    expect(category('Bank Statements')).toHaveTextContent('5');
    expect(category('Payroll')).toHaveTextContent('4');
    expect(category('Sales Tax')).toHaveTextContent('3');
    expect(category('Corporation Docs')).toHaveTextContent('2');
    expect(category('Others')).toHaveTextContent('6');
    expect(section.getByText('Counted for Sunday, November 22, 2026 (America/New_York)')).toBeInTheDocument();
    // Only real figures: none of the spec's static-zero cards.
    expect(section.queryByText(/Emails Received|Scheduled Meetings|Tasks Due Today/)).not.toBeInTheDocument();
  });

  it('opens the tenant list from Access Client Files', async () => {
    openDashboard(staffUser, ['view tenant']);
    expect(await screen.findByRole('link', { name: 'Access Client Files' })).toHaveAttribute(
      'href',
      '/app/tenant/info',
    );
  });

  it('offers each shortcut only to someone allowed on its page', async () => {
    openDashboard(staffUser, ['view tenant', 'create tenant', 'view internal user']);
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }));
    expect(shortcuts.getByRole('link', { name: 'Add Tenant' })).toHaveAttribute('href', '/app/create/tenant/info');
    expect(shortcuts.getByRole('link', { name: 'Internal Users' })).toHaveAttribute('href', '/app/internal/user/info');
  });

  it('offers the bulk shortcuts to those who may create tenants and send bulk notifications', async () => {
    openDashboard(staffUser, ['view tenant', 'create tenant', 'send bulk notifications']);
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }));
    expect(shortcuts.getByRole('link', { name: 'Add Bulk Tenant' })).toHaveAttribute(
      'href',
      '/app/tenant/bulk/upload/create',
    );
    expect(shortcuts.getByRole('link', { name: 'Bulk Sale Tax' })).toHaveAttribute(
      'href',
      '/app/index/send/bulk/sale/tax/notification',
    );
    expect(shortcuts.getByRole('link', { name: 'Bulk Payroll' })).toHaveAttribute(
      'href',
      '/app/index/send/bulk/payroll/tax/notification',
    );
    expect(shortcuts.getByRole('link', { name: 'Push Notifications' })).toHaveAttribute(
      'href',
      '/app/index/send/bulk/push/notification',
    );
  });

  it('leaves out the shortcuts and Access Client Files for a Processor-like user without those rights', async () => {
    openDashboard(staffUser, ['view files']);
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Access Client Files' })).not.toBeInTheDocument();
  });

  it("asks for no figures from staff who may not view every client's files", async () => {
    const { fetch } = openDashboard(staffUser, ['view tenant']);
    expect(await screen.findByRole('link', { name: 'Access Client Files' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Files Uploaded Today')).not.toBeInTheDocument();
    expect(fetch.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringContaining(DAILY_OVERVIEW_PATH),
    );
  });

  it('shows a translated error when the figures cannot be loaded', async () => {
    openDashboard(staffUser, ['view files'], {
      [`GET ${DAILY_OVERVIEW_PATH}`]: () => apiError(503, 'DATABASE_UNAVAILABLE'),
    });
    const section = within(await screen.findByRole('region', { name: 'Daily Overview' }));
    expect(
      await section.findByText('The service is briefly unavailable. Please try again in a few seconds.'),
    ).toBeInTheDocument();
    expect(section.queryByText('17')).not.toBeInTheDocument();
  });
});

describe('client dashboard', () => {
  it("lists a client's companies, each opening its documents, and asks for no daily figures", async () => {
    const { fetch } = openDashboard({
      ...clientUser,
      tenants: [
        ...clientUser.tenants,
        {
          tenant_uuid: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
          tenant_name: 'Baker Brothers',
          user_type: 'TenantManager',
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Access Documents' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Acme Bakery LLC', 'Baker Brothers']);
    expect(links[0]).toHaveAttribute('href', '/app/index/company?company_uuid=7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(screen.queryByRole('region', { name: 'Daily Overview' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', DAILY_OVERVIEW_PATH)).toHaveLength(0);
  });

  it('tells a client without companies who can add them', async () => {
    openDashboard({ ...clientUser, tenants: [] });
    expect(await screen.findByText(/not linked to any company yet/)).toBeInTheDocument();
  });
});

describe('files to review (staff who review)', () => {
  const REVIEW_QUEUE = '/api/v1/dashboard/review-queue';
  const queue = (data: { tenant_uuid: string; tenant_name: string; new_files: number }[]) => ({
    [`GET ${REVIEW_QUEUE}`]: () => json(200, { data }),
  });

  it('lists each company with its New files, most first, each opening that company filtered to New', async () => {
    openDashboard(
      staffUser,
      ['view files', 'review files'],
      queue([
        { tenant_uuid: '7a000000-0000-4000-8000-000000000002', tenant_name: 'Harbour Freight LLC', new_files: 12 },
        { tenant_uuid: '7a000000-0000-4000-8000-000000000001', tenant_name: 'Acme Bakery LLC', new_files: 1 },
      ]),
    );
    const section = within(await screen.findByRole('region', { name: 'Files to review' }, { timeout: 5000 }));
    const links = await section.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Harbour Freight LLC: 12 new files to review',
      'Acme Bakery LLC: 1 new file to review',
    ]);
    const target = new URL(links[0]!.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/app/index/company');
    expect(target.searchParams.get('company_uuid')).toBe('7a000000-0000-4000-8000-000000000002');
    expect(target.searchParams.get('review_status')).toBe('NEW');
    expect(section.getByText('12 new')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    openDashboard(staffUser, ['view files', 'review files'], queue([]));
    const section = within(await screen.findByRole('region', { name: 'Files to review' }, { timeout: 5000 }));
    expect(await section.findByText('Everything reviewed')).toBeInTheDocument();
  });

  it('is not shown, nor asked for, without the review permission', async () => {
    const { fetch } = openDashboard(staffUser, ['view files']);
    expect(await screen.findByRole('region', { name: 'Daily Overview' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Files to review' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', REVIEW_QUEUE)).toHaveLength(0);
  });
});
