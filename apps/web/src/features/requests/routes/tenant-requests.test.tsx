import type { TDocumentRequest } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, type TRoutes } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, pageOf, requestsPath, someRequest } from '../request-fixtures.ts';

const address = (query = '') => `/tenant/requests?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC${query}`;

/** Staff who manage requests, the tenant's list answering `rows`, and `more` routes. */
function asStaff(rows: TDocumentRequest[], more: TRoutes = {}) {
  return signedInAs(staffUser, ['view files', 'manage requests'], {
    [`GET ${requestsPath}`]: () => json(200, pageOf(rows)),
    ...more,
  });
}
const bodyOf = (fetch: ReturnType<typeof asStaff>, method: string, path: string) => {
  const call = fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path))
    .at(-1);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};
async function openList() {
  const ui = userEvent.setup();
  renderApp(address());
  expect(await screen.findByRole('heading', { name: 'Requests – Acme Bakery LLC' }, { timeout: 5000 })).toBeVisible();
  return ui;
}

describe('the staff tenant Requests page', () => {
  it('lists requests with their state and files, and sends the status and overdue filters to the server', async () => {
    const fetch = asStaff([
      someRequest(1, {
        title: 'Bank statements for March',
        status: 'SUBMITTED',
        documents: [{ uuid: '30000000-0000-4000-8000-000000000009', name: 'march.pdf', folder: 'Bank Statements' }],
      }),
      someRequest(2, { title: 'Payroll for February', overdue: true, due_on: '2026-03-10' }),
    ]);
    const ui = await openList();
    const submitted = within(await screen.findByRole('row', { name: /Bank statements for March/ }));
    expect(submitted.getByText('Submitted')).toBeVisible();
    expect(submitted.getByRole('link', { name: 'march.pdf' })).toHaveAttribute(
      'href',
      `/app/index/company?company_uuid=${acme.uuid}&path=Bank+Statements`,
    );
    expect(within(screen.getByRole('row', { name: /Payroll for February/ })).getByText('Overdue')).toBeVisible();

    await ui.click(screen.getByLabelText('Overdue only'));
    await waitFor(() => expect(callsTo(fetch, 'GET', requestsPath).at(-1)?.searchParams.get('overdue')).toBe('true'));
    await ui.click(screen.getByLabelText('Status', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Submitted' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', requestsPath).at(-1)?.searchParams.get('status')).toBe('SUBMITTED'),
    );
  });

  it('refuses to return a request without a note, then returns it with the note the client reads', async () => {
    const request = someRequest(1, { title: 'Bank statements for March', status: 'SUBMITTED' });
    const fetch = asStaff([request], {
      [`POST ${requestsPath}/${request.uuid}/return`]: () => json(200, { ...request, status: 'OPEN' }),
    });
    const ui = await openList();
    await ui.click(await screen.findByRole('button', { name: 'Return Bank statements for March' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Return to the client' }));
    await ui.click(dialog.getByRole('button', { name: 'Return' }));
    expect(dialog.getByText('Say what is missing (at most 2000 characters): the client reads this note')).toBeVisible();
    expect(callsTo(fetch, 'POST', `${requestsPath}/${request.uuid}/return`)).toHaveLength(0);

    await ui.type(dialog.getByRole('textbox', { name: /What is missing/ }), 'Page 2 is missing');
    await ui.click(dialog.getByRole('button', { name: 'Return' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST', `/requests/${request.uuid}/return`)).toEqual({ note: 'Page 2 is missing' }),
    );
    expect(await screen.findByText('Returned to the client.')).toBeVisible();
  });

  it('checks a new request before sending it: title and due date, or the first period of a recurring one', async () => {
    const fetch = asStaff([], {
      [`POST ${requestsPath}`]: () => json(201, { series_uuid: null, data: [someRequest(3)] }),
    });
    const ui = await openList();
    await ui.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New request' }));
    await ui.click(dialog.getByRole('button', { name: 'Create request' }));
    expect(dialog.getByText('Title is required')).toBeVisible();
    expect(dialog.getByText('Due date is required')).toBeVisible();

    await ui.type(dialog.getByRole('textbox', { name: /Title/ }), 'VAT receipts');
    await ui.click(dialog.getByText('Recurring'));
    await ui.click(dialog.getByLabelText(/^Repeats/, { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Quarterly' }));
    await ui.type(dialog.getByLabelText(/First period/), '2026-02');
    await ui.click(dialog.getByRole('button', { name: 'Create request' }));
    expect(
      dialog.getByText('A quarterly request starts on the first day of a quarter (January, April, July or October)'),
    ).toBeVisible();
    expect(callsTo(fetch, 'POST', requestsPath)).toHaveLength(0);

    await ui.clear(dialog.getByLabelText(/First period/));
    await ui.type(dialog.getByLabelText(/First period/), '2026-04');
    await ui.click(dialog.getByRole('button', { name: 'Create request' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST', '/requests')).toEqual({
        title: 'VAT receipts',
        description: '',
        kind: 'BANK_STATEMENT',
        recurrence: { cadence: 'QUARTERLY', first_period: '2026-04-01', due_days: 10 },
      }),
    );
  });

  it('shows the server’s refusal of a past due date beside the field', async () => {
    asStaff([], {
      [`POST ${requestsPath}`]: () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            details: [{ field: 'due_on', message: 'The due date may not be in the past' }],
          },
        }),
    });
    const ui = await openList();
    await ui.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New request' }));
    await ui.type(dialog.getByRole('textbox', { name: /Title/ }), 'VAT receipts');
    await ui.type(dialog.getByLabelText(/Due date/), '2099-01-31');
    await ui.click(dialog.getByRole('button', { name: 'Create request' }));
    expect(await dialog.findAllByText('The due date may not be in the past')).not.toHaveLength(0);
  });

  it('edits against the revision shown; a change made meanwhile is explained, not lost silently', async () => {
    const request = someRequest(1, { title: 'Bank statements for March', revision: 4 });
    const fetch = asStaff([request], {
      [`PATCH ${requestsPath}/${request.uuid}`]: () => apiError(409, 'CHANGED_MEANWHILE'),
    });
    const ui = await openList();
    await ui.click(await screen.findByRole('button', { name: 'Edit Bank statements for March' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit request' }));
    const title = dialog.getByRole('textbox', { name: /Title/ });
    await ui.clear(title);
    await ui.type(title, 'Bank statements for Q1');
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Someone changed this while you had it open. Reload and try again.')).toBeVisible();
    expect(bodyOf(fetch, 'PATCH', `/requests/${request.uuid}`)).toEqual({
      revision: 4,
      title: 'Bank statements for Q1',
    });
  });

  it('offers accept and return on a submitted request, reopen on a finished one, and stops a series after asking', async () => {
    const series = someRequest(2, {
      title: 'Monthly sales tax',
      kind: 'SALES_TAX',
      series_uuid: '70000000-0000-4000-8000-000000000001',
    });
    const fetch = asStaff([someRequest(1, { title: 'Done one', status: 'DONE' }), series], {
      [`POST /api/v1/tenants/${acme.uuid}/request-series/${series.series_uuid}/cancel`]: () =>
        json(200, { series_uuid: series.series_uuid, cancelled_requests: 1 }),
    });
    const ui = await openList();
    const done = within(await screen.findByRole('row', { name: /Done one/ }));
    expect(done.getByRole('button', { name: 'Reopen Done one' })).toBeVisible();
    expect(done.queryByRole('button', { name: 'Accept Done one' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Stop the recurring Monthly sales tax' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop this recurring request?' }));
    await ui.click(dialog.getByRole('button', { name: 'Stop recurring' }));
    expect(await screen.findByText('Stopped; 1 open request cancelled.')).toBeVisible();
    expect(
      callsTo(fetch, 'POST', `/api/v1/tenants/${acme.uuid}/request-series/${series.series_uuid}/cancel`),
    ).toHaveLength(1);
  });
});
