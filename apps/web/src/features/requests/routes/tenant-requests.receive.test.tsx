import type { TDocumentRequest } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type TRoutes } from '../../../test/fake-api.ts';
import { staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, pageOf, requestsPath, someRequest } from '../request-fixtures.ts';

const address = `/tenant/requests?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const MARCH = '30000000-0000-4000-8000-000000000011';
const APRIL = '30000000-0000-4000-8000-000000000012';

function asStaff(rows: TDocumentRequest[], more: TRoutes = {}) {
  return signedInAs(staffUser, ['view files', 'manage requests'], {
    [`GET ${requestsPath}`]: () => json(200, pageOf(rows)),
    ...more,
  });
}

describe('staff mark a request received outside the portal', () => {
  it('asks for a note, offers the files of its period (all ticked), and sends the note with the files kept', async () => {
    const request = someRequest(1, {
      title: 'Bank statements for March',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
    });
    const receivePath = `${requestsPath}/${request.uuid}/receive`;
    let sent: unknown;
    const fetch = asStaff([request], {
      [`GET ${requestsPath}/${request.uuid}/received-candidates`]: () =>
        json(200, {
          data: [
            { uuid: MARCH, name: 'march.pdf', folder: 'Bank Statements', uploaded_at: '2026-03-20T10:00:00.000Z' },
            { uuid: APRIL, name: 'march-2.pdf', folder: 'Bank Statements', uploaded_at: '2026-03-21T10:00:00.000Z' },
          ],
        }),
      [`POST ${receivePath}`]: ({ body }) => {
        sent = body;
        return json(200, { ...request, status: 'DONE' });
      },
    });
    const ui = userEvent.setup();
    renderApp(address);
    await ui.click(
      await screen.findByRole('button', { name: 'Mark received: Bank statements for March' }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Received outside the portal' }));
    const second = await dialog.findByRole('checkbox', { name: /march-2\.pdf/ });
    expect(dialog.getByRole('checkbox', { name: /march\.pdf/ })).toBeChecked();
    await ui.click(dialog.getByRole('button', { name: 'Mark received' }));
    expect(
      dialog.getByText('Say how it reached the firm (at most 2000 characters): the client reads this note'),
    ).toBeVisible();
    expect(callsTo(fetch, 'POST', receivePath)).toHaveLength(0);

    await ui.click(second);
    await ui.type(dialog.getByRole('textbox', { name: /How it reached the firm/ }), 'Handed over at the office');
    await ui.click(dialog.getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(sent).toEqual({ note: 'Handed over at the office', document_ids: [MARCH] }));
    expect(await screen.findByText('Marked received.')).toBeVisible();
  });

  it('shows on a done request who marked it received, when, and their note', async () => {
    asStaff([
      someRequest(1, {
        title: 'Corporation papers',
        status: 'DONE',
        received_outside: { note: 'Brought by post', by_name: 'Sam Staff', at: '2026-03-20T10:00:00.000Z' },
      }),
      someRequest(2, { title: 'Sales tax for March', kind: 'SALES_TAX', status: 'DONE', fulfilled_by: 'sales-tax:x' }),
    ]);
    renderApp(address);
    const row = within(await screen.findByRole('row', { name: /Corporation papers/ }, { timeout: 5000 }));
    expect(row.getByText(/Received outside the portal by Sam Staff on .*: Brought by post/)).toBeVisible();
    const sales = within(screen.getByRole('row', { name: /Sales tax for March/ }));
    expect(sales.getByText('Done: the sales tax for this period was already submitted.')).toBeVisible();
  });
});
