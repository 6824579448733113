import type { TBulkBatch, TBulkBatchRow } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { envelope } from '../../../test/users-and-roles.ts';
import { callsTo } from '../../../test/tenant-user-fixtures.ts';
import { asStaffWith, batchUuid, someBatch, someBatchRow } from '../bulk-test-support.ts';

const MAY_SEND = ['send bulk notifications'];
const LIST = 'GET /api/v1/bulk/notifications';
const batchPath = (n: number) => `/api/v1/bulk/notifications/${batchUuid(n)}`;
const resultsOf = (n: number) => `/index/send/bulk/sale/tax/notification?batch=${batchUuid(n)}`;

function routesFor(batches: TBulkBatch[], rowsOf: Record<string, () => TBulkBatchRow[]> = {}) {
  const routes: Record<string, () => Response> = { [LIST]: () => json(200, envelope(batches, 1, 10)) };
  batches.forEach((batch, index) => {
    const n = Number(batch.uuid.slice(-12)) || index;
    routes[`GET ${batchPath(n)}`] = () => json(200, batch);
    routes[`GET ${batchPath(n)}/rows`] = () => json(200, envelope(rowsOf[batch.uuid]?.() ?? [], 1, 20));
  });
  return routes;
}
const resultTable = () => screen.getAllByRole('table')[0]!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Tenant Sales Tax List (bulk result)', () => {
  it('loads the batch named in the address, so a reload shows the same result', async () => {
    const done = someBatch(4, { file_name: 'march.xlsx' });
    const rows = [
      someBatchRow(1, { client_name: 'Acme Bakery LLC', tenant_name: 'Acme Bakery LLC' }),
      someBatchRow(2, { client_name: 'Blue Harbor', text_state: 'SKIPPED', email_state: 'FAILED' }),
    ];
    const fetch = asStaffWith(MAY_SEND, routesFor([someBatch(5), done], { [done.uuid]: () => rows }));
    renderApp(resultsOf(4));

    expect(await screen.findByRole('heading', { name: 'Tenant Sales Tax List' }, { timeout: 5000 })).toBeVisible();
    expect(await within(resultTable()).findByText('Acme Bakery LLC')).toBeVisible();
    const [header, first, second] = within(resultTable()).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Tenant Name', 'Email Sent', 'Text Sent']);
    expect(cellsOf(first!)).toEqual(['1', 'Acme Bakery LLC', 'Yes', 'Yes']);
    expect(cellsOf(second!)).toEqual(['2', 'Blue Harbor', 'Nodelivery failed', 'Nono address']);
    // Spec §9: DD-MM-YYYY HH:MM, in the viewer's time zone (the minutes hold in any whole-hour zone).
    expect(screen.getByText(/^march\.xlsx, sent 05-03-2026 \d\d:07 by Ada Staff$/)).toBeVisible();
    expect(screen.getByText(/^2 of 2 rows done/)).toBeVisible();
    expect(callsTo(fetch, 'GET', batchPath(4))).toHaveLength(1);
    expect(callsTo(fetch, 'GET', batchPath(5))).toHaveLength(0);

    // The recent batches, the one on screen marked, the other a link to its own address.
    const recent = within(screen.getByRole('region', { name: 'Recent batches' }));
    expect(recent.getByRole('link', { name: /Open the batch march-5.xlsx/ })).toHaveAttribute(
      'href',
      `/app${resultsOf(5)}`,
    );
    expect(recent.queryByRole('link', { name: /march.xlsx/ })).not.toBeInTheDocument();
  });

  it('asks again every 2 seconds while the batch is being sent, and stops once it is done', async () => {
    let polls = 0;
    const sending = someBatch(6, { state: 'SENDING', pending: 2, email_sent: 0, text_sent: 0 });
    const pendingRows = [someBatchRow(1, { email_state: 'PENDING', text_state: 'PENDING' })];
    const fetch = asStaffWith(MAY_SEND, {
      [LIST]: () => json(200, envelope([sending], 1, 10)),
      [`GET ${batchPath(6)}`]: () => {
        polls += 1;
        return json(200, polls < 2 ? sending : someBatch(6));
      },
      [`GET ${batchPath(6)}/rows`]: () => json(200, envelope(polls < 2 ? pendingRows : [someBatchRow(1)], 1, 20)),
    });
    renderApp(resultsOf(6));

    expect(await screen.findByText(/^0 of 2 rows done/, {}, { timeout: 5000 })).toBeVisible();
    expect(within(resultTable()).getAllByText('Pending')).toHaveLength(2);
    expect(screen.getByText(/^0 of 2 rows done/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '0');

    await waitFor(() => expect(screen.getByText(/^2 of 2 rows done/)).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(within(resultTable()).getAllByText('Yes')).toHaveLength(2), { timeout: 5000 });
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '100');

    const settledCalls = callsTo(fetch, 'GET', batchPath(6)).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(fetch, 'GET', batchPath(6))).toHaveLength(settledCalls);
  });

  it('shows the newest batch when the address names none', async () => {
    const newest = someBatch(7, { file_name: 'april.xlsx' });
    asStaffWith(
      MAY_SEND,
      routesFor([newest, someBatch(2)], { [newest.uuid]: () => [someBatchRow(1, { client_name: 'Cedar Books' })] }),
    );
    renderApp('/index/send/bulk/sale/tax/notification');
    expect(await screen.findByText('Cedar Books', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(/^april.xlsx, sent/)).toBeVisible();
  });

  it("says 'No data available' when nothing was sent yet, and offers the upload and the sample", async () => {
    asStaffWith(MAY_SEND, routesFor([]));
    renderApp('/index/send/bulk/payroll/tax/notification');
    expect(await screen.findByRole('heading', { name: 'Tenant Payroll Tax List' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(resultTable()).getByText('No data available')).toBeVisible());
    // Nothing is asked about a batch that does not exist (an unexpected call would show as a failure here).
    expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload File' })).toHaveAttribute(
      'href',
      '/app/upload/send/bulk/payroll/tax/notification',
    );
    expect(screen.getByRole('link', { name: 'Download sample CSV' })).toHaveAttribute(
      'href',
      '/app/samples/bulk-payroll-tax-sample.csv',
    );
  });

  it('says so when the batch in the address does not exist', async () => {
    asStaffWith(MAY_SEND, {
      [LIST]: () => json(200, envelope([], 1, 10)),
      [`GET ${batchPath(8)}`]: () => apiError(404, 'NOT_FOUND'),
      [`GET ${batchPath(8)}/rows`]: () => apiError(404, 'NOT_FOUND'),
    });
    renderApp(resultsOf(8));
    expect(
      await screen.findByText('What you were looking for could not be found.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
