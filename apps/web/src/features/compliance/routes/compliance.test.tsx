import type { TComplianceSummary, TIncidentDetail, TPersonErasure } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, noContent } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { someUser } from '../../../test/users-and-roles.ts';

const ui = userEvent.setup({ delay: null });
const summary: TComplianceSummary = {
  as_of: '2026-11-30T09:00:00.000Z',
  mfa: { staff: { enrolled: 9, total: 10 }, clients: { enrolled: 30, total: 120 } },
  inactive_accounts: 7,
  last_access_review: null,
  last_backup: { at: '2026-11-29T02:00:00.000Z', actor_name: null, detail: 'nightly' },
  last_restore_drill: null,
  disposals: { done: 42, due: 3, due_capped: false },
  settings_changes: 5,
  open_incidents: 1,
};
const INCIDENT = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const COMPANY = '5b0c7a1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
const incident: TIncidentDetail = {
  uuid: INCIDENT,
  title: 'Stolen laptop',
  found_at: '2026-11-20T10:00:00.000Z',
  status: 'OPEN',
  notes: '',
  window_from: '2026-11-01T00:00:00.000Z',
  window_to: '2026-11-20T10:00:00.000Z',
  scope_user_uuid: null,
  scope_ip: '203.0.113.9',
  scope_tenant_uuids: [],
  ftc_notified_at: null,
  liaison_notified_at: null,
  closed_at: null,
  created_at: '2026-11-20T11:00:00.000Z',
  affected: { companies: [{ uuid: COMPANY, name: 'Acme Bakery LLC' }], people: 612, truncated: false },
  ftc_notice_due_at: '2026-12-20T10:00:00.000Z',
  ftc_notice_overdue: false,
  liaison_reminder: true,
};
const page = (data: unknown[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  from: 1,
  to: data.length,
});
const COMPLIANCE = ['view compliance', 'manage personal data', 'view user', 'update user'];

describe('compliance centre (issue 35)', { timeout: 20_000 }, () => {
  it('shows the figures as cards and records an access review with what was changed', async () => {
    const notes: unknown[] = [];
    let current = summary;
    signedInAs(staffUser, COMPLIANCE, {
      'GET /api/v1/compliance/summary': () => json(200, current),
      'POST /api/v1/compliance/access-reviews': ({ body }) => {
        notes.push(body);
        current = {
          ...summary,
          last_access_review: {
            at: '2026-11-30T09:30:00.000Z',
            actor_name: 'Ada Staff',
            detail: 'Disabled 2 accounts',
          },
        };
        return noContent();
      },
    });
    renderApp('/compliance');
    const staffMfa = await screen.findByRole('region', { name: 'Second factor: staff' }, { timeout: 5000 });
    expect(within(staffMfa).getByText('90%')).toBeVisible();
    expect(within(staffMfa).getByText('9 of 10 enrolled')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Second factor: clients' })).getByText('25%')).toBeVisible();
    const inactive = screen.getByRole('region', { name: 'No sign-in for 90 days' });
    expect(within(inactive).getByText('7')).toBeVisible();
    expect(within(inactive).getByRole('link', { name: 'Review these accounts' })).toHaveAttribute(
      'href',
      '/app/access-review?inactive=1',
    );
    const disposals = screen.getByRole('region', { name: 'Disposals done' });
    expect(within(disposals).getByText('42')).toBeVisible();
    expect(within(disposals).getByText('3 documents due for disposal')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Open incidents' })).getByText('1')).toBeVisible();
    expect(screen.getByText(/^Figures as of/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Compliance/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Annual report (PDF)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'WISP (PDF)' })).toBeVisible();

    const review = screen.getByRole('region', { name: 'Last access review' });
    expect(within(review).getByText('Never')).toBeVisible();
    await ui.click(within(review).getByRole('button', { name: 'Record review done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access review done' });
    await ui.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Say what was done')).toBeVisible();
    expect(notes).toEqual([]);
    await ui.type(within(dialog).getByRole('textbox', { name: /What was changed/ }), 'Disabled 2 accounts');
    await ui.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notes).toEqual([{ note: 'Disabled 2 accounts' }]);
    expect(await within(review).findByText('By Ada Staff')).toBeVisible();
    expect(within(review).getByText('Disabled 2 accounts')).toBeVisible();
  });

  it('records an incident and shows what it reached with the FTC deadline and the liaison reminder', async () => {
    const created: unknown[] = [];
    signedInAs(staffUser, COMPLIANCE, {
      'GET /api/v1/compliance/incidents': () => json(200, page([])),
      'POST /api/v1/compliance/incidents': ({ body }) => {
        created.push(body);
        return json(201, incident);
      },
      [`GET /api/v1/compliance/incidents/${INCIDENT}`]: () => json(200, incident),
    });
    renderApp('/compliance/incidents');
    await ui.click(await screen.findByRole('button', { name: 'Record an incident' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an incident' });
    await ui.click(within(dialog).getByRole('button', { name: 'Record incident' }));
    expect(await within(dialog).findByText('Say what happened')).toBeVisible();
    expect(created).toEqual([]);
    await ui.type(within(dialog).getByRole('textbox', { name: /What happened/ }), 'Stolen laptop');
    const from = within(dialog).getByLabelText(/Window from/);
    await ui.type(from, '2026-11-01T00:00');
    await ui.type(within(dialog).getByRole('textbox', { name: /IP address in scope/ }), '203.0.113.9');
    await ui.click(within(dialog).getByRole('button', { name: 'Record incident' }));

    expect(await screen.findByRole('heading', { name: 'Stolen laptop' })).toBeVisible();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Stolen laptop', scope_ip: '203.0.113.9' });
    expect(screen.getByText('1 company · 612 people')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Affected companies' })).getByText('Acme Bakery LLC'),
    ).toBeVisible();
    expect(screen.getByText(/500 or more consumers are affected: notify the FTC within 30 days/)).toBeVisible();
    expect(screen.getByText(/IRS Stakeholder Liaison\./)).toBeVisible();
  });

  it('erases a person once her e-mail is typed and shows what was kept, why and until when', async () => {
    const user = someUser(4, { name: 'Olivia Owner', email: 'olivia@client.example' });
    const erasure: TPersonErasure = {
      uuid: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
      user_uuid: user.id,
      erased_at: '2026-11-30T09:40:00.000Z',
      erased_by_uuid: staffUser.uuid,
      removed: { documents: 3 },
      kept: [
        {
          document_uuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          tenant_uuid: COMPANY,
          name: '8879 2025.pdf',
          record_class: 'FORM_8879',
          reason: 'RETENTION',
          rule: "FORM_8879: 4 years after the tax year's end",
          until: '2029-12-31',
        },
      ],
    };
    let refuse = true;
    const erased: string[] = [];
    signedInAs(staffUser, COMPLIANCE, {
      'GET /api/v1/roles': () => json(200, page([])),
      [`GET /api/v1/users/${user.id}`]: () => json(200, user),
      [`GET /api/v1/users/${user.id}/erasure`]: () => (refuse ? apiError(404, 'NOT_FOUND') : json(200, erasure)),
      [`POST /api/v1/users/${user.id}/erasure`]: () => {
        erased.push(user.id);
        return refuse ? apiError(409, 'LAST_OWNER') : json(201, erasure);
      },
    });
    renderApp(`/users/${user.id}`);
    await ui.click(await screen.findByRole('button', { name: 'Erase personal data…' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Export personal data (zip)' })).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: 'Erase the data of Olivia Owner' });
    const email = within(dialog).getByRole('textbox', { name: 'Type olivia@client.example to confirm' });
    await ui.type(email, 'someone@else.example');
    await ui.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText("This is not the person's e-mail address")).toBeVisible();
    expect(erased).toEqual([]);

    await ui.clear(email);
    await ui.type(email, 'olivia@client.example');
    await ui.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(
      await within(dialog).findByText(
        'This person is the last owner of a company: give the company another owner first.',
      ),
    ).toBeVisible();

    refuse = false;
    await ui.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText('The data of Olivia Owner is erased.')).toBeVisible();
    const kept = within(within(dialog).getByRole('table', { name: 'Documents kept' }));
    const row = within(kept.getByText('8879 2025.pdf').closest('tr')!);
    expect(row.getByText("Retention: FORM_8879: 4 years after the tax year's end")).toBeVisible();
    expect(row.getByText('Dec 31, 2029')).toBeVisible();
    expect(within(dialog).getByText('Removed: documents: 3')).toBeVisible();

    // Closed, the user screen keeps the stored record and offers no second erasure.
    await ui.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('region', { name: 'Personal data' });
    expect(await within(card).findByText('8879 2025.pdf')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Erase personal data…' })).toBeNull();
  });

  it('gives a user without the permissions no Compliance entry and no personal-data actions', async () => {
    const user = someUser(4);
    signedInAs({ ...staffUser, staff_roles: ['Processor'] }, ['view user'], {
      'GET /api/v1/roles': () => json(200, page([])),
      [`GET /api/v1/users/${user.id}`]: () => json(200, user),
    });
    renderApp(`/users/${user.id}`);
    expect(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 })).toBeInTheDocument();
    // The sidebar is drawn (its Users entry), without the Compliance one.
    expect(screen.getAllByRole('link', { name: /Users/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /Compliance/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase personal data…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export personal data (zip)' })).toBeNull();
  });
});
