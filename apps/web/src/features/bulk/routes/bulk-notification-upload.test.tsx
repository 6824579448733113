import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import {
  asStaffWith,
  batchUuid,
  dropFiles,
  jsonPart,
  nextRequest,
  rowProblems,
  salesTaxRows,
  sheetFile,
  someBatch,
} from '../bulk-test-support.ts';

const ui = userEvent.setup({ delay: null });
const MAY_SEND = ['send bulk notifications'];
const resultRoutes = {
  'GET /api/v1/bulk/notifications': () => new Response(JSON.stringify(emptyPage), { status: 200 }),
};
const emptyPage = { data: [], current_page: 1, last_page: 1, total: 0, from: null, to: null };

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a module-wide store: one test's must not fill the next one's screen.
  notifications.clean();
});

async function openUpload(path = '/upload/send/bulk/sale/tax/notification', permissions = MAY_SEND) {
  asStaffWith(permissions, resultRoutes);
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
  return view;
}
async function loadSalesTaxSheet(rows = salesTaxRows()) {
  await ui.upload(screen.getByLabelText('Choose file'), await sheetFile('march.xlsx', rows, [['ignored']]));
  expect(await screen.findByRole('checkbox', { name: 'Select row 2' })).toBeInTheDocument();
}
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' });
const submit = () => ui.click(screen.getByRole('button', { name: 'Submit Selected Data' }));

describe('bulk sales-tax upload', () => {
  it("refuses a file that is not .xlsx, .xls or .csv with the spec's message", async () => {
    const sent = installFakeXhr();
    await openUpload();
    dropFiles([new File(['%PDF'], 'march.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Invalid file type. Please upload an Excel or CSV file.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Rows of the sheet' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says so when the first sheet has no data, whatever the other sheets hold', async () => {
    await openUpload();
    dropFiles([await sheetFile('empty.xlsx', [['Client Name', 'Email', 'Phone Number', 'Sales Tax']], salesTaxRows())]);
    expect(await screen.findByText('No data found. Please upload a valid Excel file.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Rows of the sheet' })).not.toBeInTheDocument();
  });

  it('names a column the sheet lacks, as the file must spell it', async () => {
    await openUpload();
    dropFiles([
      await sheetFile('march.xlsx', [
        ['Client Name', 'Email', 'Phone Number'],
        ['Acme', 'a@acme.example', ''],
      ]),
    ]);
    expect(await screen.findByText('Sales Tax: The sheet lacks this column')).toBeVisible();
  });

  it('shows the rows unselected after "Data processed successfully!", each with its problems beside it', async () => {
    await openUpload();
    await loadSalesTaxSheet();
    expect(await screen.findByText('Data processed successfully!')).toBeVisible();
    const header = within(screen.getByRole('table', { name: 'Rows of the sheet' })).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual([
      '',
      'Row',
      'Client Name',
      'Email',
      'Phone Number',
      'Sales Tax',
      'Problems',
    ]);
    for (const n of [2, 3, 4]) expect(screen.getByRole('checkbox', { name: `Select row ${n}` })).not.toBeChecked();
    expect(selectAll()).not.toBeChecked();
    expect(screen.getByText('0 of 3 rows selected · rows with problems: 2')).toBeVisible();
    expect(rowProblems(2)).toBeNull();
    expect(rowProblems(3)).toHaveTextContent('Email: Enter a valid e-mail address');
    expect(rowProblems(4)).toHaveTextContent(
      'Phone Number: Enter a phone number the way it is dialled, with its country code if not from the US',
    );
    expect(screen.getByRole('textbox', { name: 'Email, row 3' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns select-all on only when every row is selected', async () => {
    await openUpload();
    await loadSalesTaxSheet();
    await ui.click(selectAll());
    for (const n of [2, 3, 4]) expect(screen.getByRole('checkbox', { name: `Select row ${n}` })).toBeChecked();
    expect(selectAll()).toBeChecked();

    await ui.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText(/^2 of 3 rows selected/)).toBeVisible();

    await ui.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(selectAll()).toBeChecked();
    await ui.click(selectAll());
    for (const n of [2, 3, 4]) expect(screen.getByRole('checkbox', { name: `Select row ${n}` })).not.toBeChecked();
    expect(selectAll()).not.toHaveAttribute('data-indeterminate');
  });

  it("says 'No rows selected' and sends nothing when no row is selected", async () => {
    const sent = installFakeXhr();
    await openUpload();
    await loadSalesTaxSheet();
    await submit();
    expect(screen.getByText('No rows selected. Please select rows before submitting.')).toBeVisible();
    expect(sent).toHaveLength(0);

    // The alert is about the selection: once rows are selected it gives way to what is true now.
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.queryByText('No rows selected. Please select rows before submitting.')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(screen.getByText(/^Selected rows with problems: 1\./)).toBeVisible();
  });

  it('rechecks a row when a cell is edited, and sends only the cells the user changed', async () => {
    const sent = installFakeXhr();
    const { router } = await openUpload();
    await loadSalesTaxSheet();
    await ui.click(selectAll());
    await submit();
    expect(screen.getByText(/^Selected rows with problems: 2\./)).toBeVisible();
    expect(sent).toHaveLength(0);

    const email = screen.getByRole('textbox', { name: 'Email, row 3' });
    await ui.clear(email);
    await ui.type(email, 'accounts@blueharbor.example{Enter}');
    await waitFor(() => expect(rowProblems(3)).toBeNull());
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    await submit();

    const request = await nextRequest(sent, 1);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/bulk/notifications');
    expect(request.headers.Authorization).toBe('Bearer stored-token');
    expect([...request.body!.keys()]).toEqual(['batch', 'file']);
    expect(jsonPart(request, 'batch')).toEqual({
      kind: 'SALES_TAX',
      selected_rows: [2, 3],
      edits: [{ row_number: 3, field: 'email', value: 'accounts@blueharbor.example' }],
    });
    expect(request.file?.name).toBe('march.xlsx');
    request.progress(500, 1000);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress of march.xlsx' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    request.respond(202, someBatch(9, { state: 'QUEUED', pending: 2, email_sent: 0, text_sent: 0 }));

    expect(await screen.findByText('Selected data submitted successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/upload/send/bulk/sale/tax/notification');
    // Spec §4: the result screen after 2 seconds, with the batch in the address.
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/app/index/send/bulk/sale/tax/notification?batch=${batchUuid(9)}`,
        ),
      { timeout: 4000 },
    );
  });

  it("shows the server's row problems beside their rows and stays on the screen", async () => {
    const sent = installFakeXhr();
    const { router } = await openUpload();
    await loadSalesTaxSheet();
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await submit();
    (await nextRequest(sent, 1)).respond(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid rows',
        details: [{ field: 'rows.2.phone_number', message: 'This value appears more than once in the sheet' }],
      },
    });
    await waitFor(() =>
      expect(rowProblems(2)).toHaveTextContent('Phone Number: This value appears more than once in the sheet'),
    );
    expect(screen.getByText(/The server found problems in the marked rows/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/upload/send/bulk/sale/tax/notification');
  });

  it("shows the spec's message for any other failure", async () => {
    const sent = installFakeXhr();
    await openUpload();
    await loadSalesTaxSheet();
    await ui.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await submit();
    (await nextRequest(sent, 1)).respond(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal error' } });
    expect(await screen.findByText('Something Wrong On your Input Data! Please Check!')).toBeVisible();
  });

  it('reads the payroll-tax sheet by its 941 Pmt column', async () => {
    await openUpload('/upload/send/bulk/payroll/tax/notification');
    expect(screen.getByRole('heading', { name: 'Bulk Payroll Tax Notification' })).toBeVisible();
    dropFiles([
      await sheetFile('q1.xls', [
        ['client name', 'EMAIL', 'PHONE_NUMBER', '941 pmt', 'Notes'],
        ['Acme Bakery LLC', 'owner@acme.example', '(212) 555-0142', '4310.20', 'ignored'],
      ]),
    ]);
    expect(await screen.findByRole('columnheader', { name: '941 Pmt' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '941 Pmt, row 2' })).toHaveValue('4310.20');
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
  });

  it('keeps a 10,000-row sheet usable: 50 rows a page, select-all over every row', async () => {
    const sent = installFakeXhr();
    await openUpload();
    const lines = ['Client Name,Email,Phone Number,Sales Tax'];
    for (let n = 1; n <= 10_000; n += 1) lines.push(`Client ${n},client${n}@example.com,,${n}.00`);
    dropFiles([new File([lines.join('\n')], 'big.csv', { type: 'text/csv' })]);
    expect(await screen.findByText('0 of 10,000 rows selected', {}, { timeout: 15_000 })).toBeVisible();
    const table = within(screen.getByRole('table', { name: 'Rows of the sheet' }));
    expect(table.getAllByRole('row')).toHaveLength(51);
    await ui.click(screen.getByRole('button', { name: 'Page 200' }));
    expect(table.getByRole('checkbox', { name: 'Select row 10001' })).toBeInTheDocument();

    await ui.click(selectAll());
    expect(screen.getByText('10,000 of 10,000 rows selected')).toBeVisible();
    await submit();
    const request = await nextRequest(sent, 1);
    expect((jsonPart(request, 'batch') as { selected_rows: number[] }).selected_rows).toHaveLength(10_000);
  });

  it("refuses those without 'send bulk notifications'", async () => {
    await openUpload('/upload/send/bulk/sale/tax/notification', ['view tenant']);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Selected Data' })).not.toBeInTheDocument();
  });
});
