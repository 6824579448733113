import type { TRequestTemplate, TTemplateRun } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope, signedInWith } from '../../../test/users-and-roles.ts';
import { someTenant } from '../../../test/tenant-fixtures.ts';
import { formatMonth } from '../../../lib/calendar-day.ts';
import { monthStart } from '../components/first-period-select.tsx';

const ui = userEvent.setup({ delay: null });
const monthsBack = (n: number) => monthStart(new Date().toISOString().slice(0, 10), n);
const thisMonth = () => monthsBack(0);
const monthName = (day: string) => formatMonth(day, 'en');
const TEMPLATE_UUID = '30000000-0000-4000-8000-000000000001';
const RUN_UUID = '40000000-0000-4000-8000-000000000001';

const template: TRequestTemplate = {
  uuid: TEMPLATE_UUID,
  name: 'Monthly bookkeeping',
  description: '',
  items: [
    {
      uuid: '30000000-0000-4000-8000-000000000002',
      title: 'Bank statement',
      description: '',
      kind: 'BANK_STATEMENT',
      due_in_days: null,
      recurrence: { cadence: 'MONTHLY', due_days: 10 },
    },
  ],
  revision: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};
const { items: _items, ...summary } = template;
const listing = () => json(200, envelope([{ ...summary, item_count: 1 }], 1, 20));
const run = (overrides: Partial<TTemplateRun>): TTemplateRun => ({
  uuid: RUN_UUID,
  template_uuid: TEMPLATE_UUID,
  template_name: template.name,
  state: 'QUEUED',
  total: 2,
  done: 0,
  created_requests: 0,
  created_series: 0,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

async function open(routes: Parameters<typeof signedInWith>[1] = {}, permissions = ['manage requests']) {
  const fetch = signedInWith(permissions, { 'GET /api/v1/request-templates': listing, ...routes });
  renderApp('/request-templates');
  await screen.findByRole('heading', { name: 'Request templates' }, { timeout: 5000 });
  return fetch;
}

describe('request templates', { timeout: 20_000 }, () => {
  it('lists the templates, with the entry in the sidebar for holders of "manage requests"', async () => {
    await open();
    const row = await screen.findByRole('row', { name: /Monthly bookkeeping/ });
    expect(within(row).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/app/request-templates');
    // The reminder settings are one click away here rather than another sidebar entry.
    expect(screen.getByRole('link', { name: 'Reminders' })).toHaveAttribute('href', '/app/settings/reminders');
  });

  it('creates a template with its requests and sends exactly what was typed', async () => {
    let sent: unknown;
    await open({
      'POST /api/v1/request-templates': ({ body }) => {
        sent = body;
        return json(201, template);
      },
    });
    await ui.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New request template' });
    await ui.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Year end');
    await ui.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Bank statement');
    await ui.click(within(dialog).getByRole('button', { name: 'Add a request' }));
    const second = within(dialog).getByRole('group', { name: 'Request 2' });
    await ui.type(within(second).getByRole('textbox', { name: /^Title/ }), 'Engagement letter');
    await ui.click(within(second).getByRole('radio', { name: 'Once' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Year end',
      description: '',
      items: [
        {
          title: 'Bank statement',
          description: '',
          kind: 'BANK_STATEMENT',
          recurrence: { cadence: 'MONTHLY', due_days: 10 },
        },
        { title: 'Engagement letter', description: '', kind: 'BANK_STATEMENT', due_in_days: 14 },
      ],
    });
  });

  it('checks each request before sending: a title is needed', async () => {
    const fetch = await open();
    await ui.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New request template' });
    await ui.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Year end');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of a taken name beside the field, in the user's language", async () => {
    await open({
      'POST /api/v1/request-templates': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid body',
            details: [{ field: 'name', message: 'Another template already has this name' }],
          },
        }),
    });
    await ui.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New request template' });
    await ui.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Monthly bookkeeping');
    await ui.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Bank statement');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'Another template already has this name',
      ),
    );
  });

  it('applies to all active clients and follows the run to its end', async () => {
    let applied: unknown;
    let polls = 0;
    await open({
      'POST /api/v1/request-templates/30000000-0000-4000-8000-000000000001/apply': ({ body }) => {
        applied = body;
        return json(202, { run_uuid: RUN_UUID });
      },
      'GET /api/v1/request-template-runs/40000000-0000-4000-8000-000000000001': () => {
        polls += 1;
        return json(
          200,
          polls < 2
            ? run({ state: 'RUNNING', done: 1 })
            : run({ state: 'DONE', done: 2, created_requests: 2, created_series: 2 }),
        );
      },
      'GET /api/v1/tenants': () => json(200, envelope([someTenant(1)], 1, 50)),
      'POST /api/v1/request-templates/30000000-0000-4000-8000-000000000001/repeats': () =>
        json(200, { data: [], total: 0 }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Apply Monthly bookkeeping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply “Monthly bookkeeping”' });
    await ui.click(within(dialog).getByRole('radio', { name: 'All active clients' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText('Applying: 1 of 2 clients')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(/Done for 2 clients: 2 requests made/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(applied).toEqual({ all_tenants: true, first_period: thisMonth(), skip_repeats: true });
  });

  it('warns of requests that repeat a client’s running ones, and skips only those chosen from the first period chosen', async () => {
    let applied: unknown;
    const repeat = (n: number) => ({
      tenant_uuid: `50000000-0000-4000-8000-00000000000${n}`,
      tenant_name: `Tenant ${n}`,
      item_uuid: '60000000-0000-4000-8000-000000000001',
      item_title: 'Bank statement',
      series_uuid: `70000000-0000-4000-8000-00000000000${n}`,
      series_title: 'Bank statements',
    });
    await open({
      'POST /api/v1/request-templates/30000000-0000-4000-8000-000000000001/repeats': () =>
        json(200, { data: [repeat(1), repeat(2)], total: 2 }),
      'POST /api/v1/request-templates/30000000-0000-4000-8000-000000000001/apply': ({ body }) => {
        applied = body;
        return json(202, { run_uuid: RUN_UUID });
      },
      'GET /api/v1/request-template-runs/40000000-0000-4000-8000-000000000001': () =>
        json(200, run({ state: 'RUNNING', done: 0 })),
    });
    await ui.click(await screen.findByRole('button', { name: 'Apply Monthly bookkeeping' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply “Monthly bookkeeping”' }));
    await ui.click(dialog.getByRole('radio', { name: 'All active clients' }));
    expect(await dialog.findByText('2 requests would repeat ones clients already have')).toBeVisible();
    await ui.click(dialog.getByRole('switch', { name: 'Skip every repeat' }));
    await ui.click(dialog.getByRole('checkbox', { name: 'Tenant 2: “Bank statement” repeats “Bank statements”' }));
    await ui.click(dialog.getByLabelText('First period', { selector: 'input' }));
    const twoMonthsAgo = monthsBack(2);
    await ui.click(await screen.findByRole('option', { name: monthName(twoMonthsAgo) }));
    await ui.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(applied).toEqual({
        all_tenants: true,
        first_period: twoMonthsAgo,
        skip_repeats: false,
        skip: [{ tenant_id: repeat(2).tenant_uuid, item_id: repeat(2).item_uuid }],
      }),
    );
  });

  it('says, translated, why an explicit selection was refused', async () => {
    await open({
      'POST /api/v1/request-templates/30000000-0000-4000-8000-000000000001/apply': () =>
        apiError(400, 'TENANT_INACTIVE'),
      'GET /api/v1/tenants': () => json(200, envelope([someTenant(1), someTenant(2)], 1, 50)),
    });
    await ui.click(await screen.findByRole('button', { name: 'Apply Monthly bookkeeping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply “Monthly bookkeeping”' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await ui.click(within(dialog).getByLabelText('Clients', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Tenant 2' }));
    await ui.click(apply);
    expect(
      await within(dialog).findByText('This company is In-active: nothing new can be requested from it.'),
    ).toBeInTheDocument();
  });
});
