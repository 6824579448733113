import type { TSendOrganizerRequest } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { someTenantUser, callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { envelope } from '../../../test/users-and-roles.ts';
import { someTemplate, TEMPLATE_UUID } from '../organizer-fixtures.ts';

const template = someTemplate({ name: 'Individual organizer', question_count: 4, sent_count: 2 });
const { sections: _sections, revision: _revision, ...summary } = template;
const [acme, bakery] = [someTenant(1, { name: 'Acme Bakery' }), someTenant(2, { name: 'Best Bikes' })];

function asStaff(more: Parameters<typeof signedInAs>[2] = {}) {
  return signedInAs(staffUser, ['manage requests', 'view files'], {
    'GET /api/v1/organizer-templates': () => json(200, envelope([summary], 1, 20)),
    'GET /api/v1/tenants': () => json(200, envelope([acme, bakery], 1, 50)),
    ...more,
  });
}

async function chooseCompany(ui: ReturnType<typeof userEvent.setup>, name: string) {
  await ui.click(screen.getByLabelText('Companies', { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name }));
}

afterEach(() => vi.restoreAllMocks());

describe('the organizer templates list', () => {
  it('copies a starter in the user’s language and opens the copy in the builder', async () => {
    const fetch = asStaff({
      'GET /api/v1/organizer-starters': () =>
        json(200, {
          data: [
            {
              key: 'individual_1040',
              name: 'Individual (1040)',
              description: 'A household’s year',
              question_count: 60,
            },
          ],
        }),
      'POST /api/v1/organizer-templates': () => json(201, template),
      [`GET /api/v1/organizer-templates/${TEMPLATE_UUID}`]: () => json(200, template),
    });
    const ui = userEvent.setup();
    const { router } = renderApp('/organizer-templates');
    expect(await screen.findByRole('cell', { name: 'Individual organizer' })).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Copy a starter' }));
    const starter = within(await screen.findByRole('article', { name: 'Individual (1040)' }));
    expect(starter.getByText('60 questions')).toBeVisible();
    await ui.click(starter.getByRole('button', { name: 'Copy “Individual (1040)”' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/organizer-templates/${TEMPLATE_UUID}`));
    expect(callsTo(fetch, 'GET', '/api/v1/organizer-starters')[0]?.searchParams.get('locale')).toBe('en');
    const created = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/organizer-templates'),
    );
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({ starter: 'individual_1040', locale: 'en' });
  });

  it('sends to one named user of one company and shows what was sent and skipped', async () => {
    let sent: TSendOrganizerRequest | undefined;
    const organizerUuid = '70000000-0000-4000-8000-000000000009';
    asStaff({
      [`GET /api/v1/tenants/${acme.uuid}/users`]: () =>
        json(200, envelope([someTenantUser(1, { name: 'Ann Owner', email: 'ann@acme.example' })], 1, 100)),
      [`POST /api/v1/organizer-templates/${TEMPLATE_UUID}/send`]: ({ body }) => {
        sent = body as TSendOrganizerRequest;
        return json(200, {
          sent: [{ tenant_uuid: acme.uuid, organizer_uuid: organizerUuid, rolled_forward: true }],
          skipped: [],
        });
      },
    });
    const ui = userEvent.setup();
    renderApp('/organizer-templates');
    await ui.click(await screen.findByRole('button', { name: 'Send “Individual organizer”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send “Individual organizer”' }));
    await ui.click(dialog.getByRole('button', { name: 'Send organizers' }));
    expect(dialog.getByText('Choose at least one company.')).toBeVisible();

    await chooseCompany(ui, 'Acme Bakery');
    await ui.click(await dialog.findByLabelText('Send to', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Ann Owner (ann@acme.example)' }));
    await ui.clear(dialog.getByLabelText(/Title the client sees/));
    await ui.type(dialog.getByLabelText(/Title the client sees/), 'Your 2026 organizer');
    await ui.clear(dialog.getByLabelText(/Tax year/));
    await ui.type(dialog.getByLabelText(/Tax year/), '2026');
    await ui.type(dialog.getByLabelText(/Due date/), '2027-03-01');
    await ui.click(dialog.getByRole('button', { name: 'Send organizers' }));

    expect(await dialog.findByText('1 organizer sent.')).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Acme Bakery' })).toHaveAttribute(
      'href',
      `/app/tenant/organizers/${organizerUuid}?company_uuid=${acme.uuid}`,
    );
    expect(dialog.getByText('Prefilled from last year')).toBeVisible();
    expect(sent).toEqual({
      tenant_uuids: [acme.uuid],
      recipient_user_uuid: someTenantUser(1).uuid,
      title: 'Your 2026 organizer',
      tax_year: 2026,
      due_on: '2027-03-01',
    });
  });

  it('lists the companies skipped and why', async () => {
    asStaff({
      [`POST /api/v1/organizer-templates/${TEMPLATE_UUID}/send`]: () =>
        json(200, {
          sent: [],
          skipped: [
            { tenant_uuid: acme.uuid, reason: 'ALREADY_SENT' },
            { tenant_uuid: bakery.uuid, reason: 'TENANT_INACTIVE' },
          ],
        }),
    });
    const ui = userEvent.setup();
    renderApp('/organizer-templates');
    await ui.click(await screen.findByRole('button', { name: 'Send “Individual organizer”' }));
    const dialog = within(await screen.findByRole('dialog'));
    await chooseCompany(ui, 'Acme Bakery');
    await chooseCompany(ui, 'Best Bikes');
    await ui.type(dialog.getByLabelText(/Due date/), '2027-03-01');
    await ui.click(dialog.getByRole('button', { name: 'Send organizers' }));
    expect(await dialog.findByText('2 companies skipped:')).toBeVisible();
    expect(dialog.getByText('Acme Bakery (it already has this organizer for the tax year)')).toBeVisible();
    expect(dialog.getByText('Best Bikes (the company is inactive)')).toBeVisible();
  });
});
