import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, noContent, type TRoutes } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { envelope } from '../../../test/users-and-roles.ts';
import { someSummary, TENANT_UUID } from '../message-fixtures.ts';

const INBOX = '/api/v1/message-threads';
const UNREAD = '/api/v1/message-threads/unread';
const PERSON = '0c000000-0000-4000-8000-000000000007';
const acme = someTenant(1, { name: 'Acme Bakery' });

function asStaff(more: TRoutes = {}) {
  return signedInAs(staffUser, ['view tenant', 'view files'], {
    [`GET ${INBOX}`]: () => json(200, envelope([someSummary({ assignee: { uuid: PERSON, name: 'Bea Boss' } })], 1, 20)),
    [`GET ${UNREAD}`]: () => json(200, { total: 3, by_tenant: [{ tenant_uuid: TENANT_UUID, count: 3 }] }),
    'GET /api/v1/tenants/responsible-staff': () =>
      json(200, { data: [{ uuid: PERSON, name: 'Bea Boss', email: 'bea@firm.example' }] }),
    'GET /api/v1/tenants': () => json(200, envelope([acme], 1, 50)),
    ...more,
  });
}

describe('the firm’s inbox', () => {
  it('lists threads waiting for the firm and builds the query from its filters', async () => {
    const fetch = asStaff();
    const ui = userEvent.setup();
    renderApp('/inbox');
    expect(await screen.findByRole('link', { name: 'Question about the 2026 return' })).toBeVisible();
    expect(screen.getByText('Acme Bakery LLC')).toBeVisible();
    expect(screen.getByText('Waiting for the firm')).toBeVisible();
    expect(screen.getByText('Responsible: Bea Boss')).toBeVisible();
    expect(callsTo(fetch, 'GET', INBOX)[0]?.searchParams.get('waiting')).toBe('true');

    await ui.click(screen.getByLabelText('Responsible', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Bea Boss' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await ui.click(screen.getByRole('switch', { name: 'Show all (also answered)' }));
    await ui.click(screen.getByLabelText('Company', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Acme Bakery' }));
    await waitFor(() => {
      const last = callsTo(fetch, 'GET', INBOX).at(-1)!.searchParams;
      expect(Object.fromEntries(last)).toEqual({
        page: '1',
        per_page: '20',
        tenant_uuid: acme.uuid,
        assignee: PERSON,
        unread: 'true',
        waiting: 'false',
      });
    });
  });

  it('shows the unread count beside Messages in the sidebar', async () => {
    asStaff();
    renderApp('/inbox');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByLabelText('3 conversations with unread messages')).toHaveTextContent('3');
  });

  it('says 99+ when the firm-wide count reached its cap', async () => {
    asStaff({ [`GET ${UNREAD}`]: () => json(200, { total: 100, by_tenant: [] }) });
    renderApp('/inbox');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByLabelText('More than 99 conversations with unread messages')).toHaveTextContent('99+');
  });

  it('hides Messages from the sidebar while the firm has it switched off', async () => {
    asStaff({
      'GET /api/v1/features': () =>
        json(200, {
          flags: {
            CLIENT_FILE_UPLOAD: true,
            SALES_TAX_SUBMISSION: true,
            PAYROLL_SUBMISSION: true,
            SMS_SENDING: true,
            FIRM_EMAIL_NOTIFICATIONS: true,
            BULK_NOTIFICATIONS: true,
            MESSAGES: false,
          },
        }),
    });
    renderApp('/profile');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await nav.findByRole('link', { name: /Tenants|Companies/ });
    await waitFor(() => expect(nav.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument());
  });

  it('manages the saved replies', async () => {
    let replies = [
      {
        uuid: '35000000-0000-4000-8000-000000000001',
        title: 'Thanks',
        body: 'Thank you, we got it.',
        updated_at: '2026-11-29T10:00:00.000Z',
      },
    ];
    let saved: unknown;
    asStaff({
      'GET /api/v1/saved-replies': () => json(200, { data: replies }),
      'POST /api/v1/saved-replies': ({ body }) => {
        saved = body;
        const reply = {
          ...(body as { title: string; body: string }),
          uuid: '35000000-0000-4000-8000-000000000002',
          updated_at: '2026-11-29T11:00:00.000Z',
        };
        replies = [...replies, reply];
        return json(201, reply);
      },
      [`DELETE /api/v1/saved-replies/${replies[0]!.uuid}`]: () => {
        replies = replies.slice(1);
        return noContent();
      },
    });
    const ui = userEvent.setup();
    renderApp('/inbox/saved-replies');
    expect(await screen.findByText('Thank you, we got it.')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Add saved reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add saved reply' }));
    await ui.type(dialog.getByRole('textbox', { name: /Title/ }), 'Missing page');
    await ui.type(dialog.getByRole('textbox', { name: /Text/ }), 'Page 2 is missing.');
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ title: 'Missing page', body: 'Page 2 is missing.' }));
    expect(await screen.findByText('Page 2 is missing.')).toBeVisible();

    const first = within(screen.getByRole('listitem', { name: 'Thanks' }));
    await ui.click(first.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete saved reply' }));
    await ui.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Thank you, we got it.')).not.toBeInTheDocument());
  });
});

describe('the client’s messages entry', () => {
  it('shows the company’s unread count in the sidebar and on the asks page', async () => {
    signedInAs(clientUser, ['view files'], {
      [`GET ${UNREAD}`]: () => json(200, { total: 2, by_tenant: [{ tenant_uuid: TENANT_UUID, count: 2 }] }),
      'GET /api/v1/asks': () => json(200, { data: [], truncated: false }),
    });
    renderApp('/asks');
    expect(await screen.findByText(/Acme Bakery LLC: 2 conversations with unread messages\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open messages' })).toHaveAttribute(
      'href',
      `/app/messages?company_uuid=${TENANT_UUID}`,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByLabelText('2 conversations with unread messages')).toHaveTextContent('2');
  });
});
