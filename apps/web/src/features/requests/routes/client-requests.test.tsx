import type { TDocumentRequest, TUploadRecord } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type TRoutes } from '../../../test/fake-api.ts';
import { installFakeXhr, installTusXhr } from '../../../test/fake-xhr.ts';
import { RESUMABLE_FROM_BYTES } from '../../../lib/uploads/upload-file.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { callsTo, signedInAs } from '../../../test/tenant-user-fixtures.ts';
import { acme, pageOf, requestsPath, someRequest } from '../request-fixtures.ts';

const address = (query = '') => `/requests?company_uuid=${acme.uuid}${query}`;
const pdf = (name: string) => new File(['x'.repeat(100)], name, { type: 'application/pdf' });
const DOCUMENT_ID = '30000000-0000-4000-8000-000000000002';
const uploaded = (name: string): TUploadRecord => ({
  id: '30000000-0000-4000-8000-000000000001',
  tenant_uuid: acme.uuid,
  document_id: DOCUMENT_ID,
  version: 1,
  type: 'BANK_STATEMENT',
  file_name: name,
  path: `Bank Statements/${name}`,
  size: 100,
  sha256: 'a'.repeat(64),
  uploaded_by: { uuid: clientUser.uuid, name: 'Carl Client', side: 'client' },
  created_at: '2026-03-05T12:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

/** The client signed in with the company's list answering `rows` for every tab, and `more` routes. */
function asClient(rows: TDocumentRequest[], more: TRoutes = {}) {
  return signedInAs(clientUser, ['view files', 'upload files', 'submit sales tax'], {
    [`GET ${requestsPath}`]: ({ url }) =>
      json(200, pageOf(rows.filter((r) => r.status === url.searchParams.get('status')))),
    ...more,
  });
}

describe('the client Requests page', () => {
  it('shows what is owed: due date, overdue mark, description and the firm’s return note', async () => {
    const fetch = asClient([
      someRequest(1, {
        title: 'Bank statements for March',
        description: 'Every account, every page.',
        overdue: true,
        due_on: '2026-04-10',
        return_note: 'Page 2 is missing',
      }),
      someRequest(2, { title: 'Already sent', status: 'SUBMITTED' }),
    ]);
    renderApp(address());
    expect(await screen.findByRole('heading', { name: 'Requests – Acme Bakery LLC' }, { timeout: 5000 })).toBeVisible();
    const card = within(await screen.findByRole('article', { name: 'Bank statements for March' }));
    expect(card.getByText('Overdue')).toBeVisible();
    expect(card.getByText('Due Apr 10, 2026')).toBeVisible();
    expect(card.getByText('Every account, every page.')).toBeVisible();
    expect(card.getByText('Returned by your firm')).toBeVisible();
    expect(card.getByText('Page 2 is missing')).toBeVisible();
    expect(screen.queryByText('Already sent')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', requestsPath)[0]?.searchParams.get('status')).toBe('OPEN');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Submitted' }));
    expect(await screen.findByRole('article', { name: 'Already sent' })).toBeVisible();
    expect(screen.queryByText('Bank statements for March')).not.toBeInTheDocument();
  });

  it('uploads the files into the request’s folder, then submits the request with their document ids', async () => {
    const sent = installFakeXhr();
    const request = someRequest(1, { title: 'Bank statements for March' });
    const fetch = asClient([request], {
      [`POST ${requestsPath}/${request.uuid}/submit`]: () => json(200, { ...request, status: 'SUBMITTED' }),
    });
    const ui = userEvent.setup();
    renderApp(address());
    await ui.click(
      await screen.findByRole('button', { name: 'Upload files for Bank statements for March' }, { timeout: 5000 }),
    );
    await ui.upload(screen.getByLabelText('Choose files'), [pdf('march.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/v1/tenants/${acme.uuid}/uploads?type=BANK_STATEMENT`);
    expect(sent[0]!.file?.name).toBe('march.pdf');
    sent[0]!.respond(201, uploaded('march.pdf'));

    await waitFor(() => expect(callsTo(fetch, 'POST', `${requestsPath}/${request.uuid}/submit`)).toHaveLength(1));
    const submit = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/submit') && init?.method === 'POST');
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({ document_ids: [DOCUMENT_ID] });
    expect(await screen.findByText('Sent to your firm.')).toBeVisible();
  });

  it('sends a large file resumably into the request’s folder, then submits it with the document its last answer names', async () => {
    const sent = installTusXhr();
    const request = someRequest(1, { title: 'Bank statements for March' });
    const fetch = asClient([request], {
      [`POST ${requestsPath}/${request.uuid}/submit`]: () => json(200, { ...request, status: 'SUBMITTED' }),
    });
    const ui = userEvent.setup();
    renderApp(address());
    await ui.click(
      await screen.findByRole('button', { name: 'Upload files for Bank statements for March' }, { timeout: 5000 }),
    );
    const size = RESUMABLE_FROM_BYTES;
    await ui.upload(screen.getByLabelText('Choose files'), [new File([new Uint8Array(size)], 'year.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`${location.origin}/api/v1/tenants/${acme.uuid}/resumable-uploads`);
    expect(atob(sent[0]!.headers['Upload-Metadata']!.split(',')[1]!.split(' ')[1]!)).toBe('BANK_STATEMENT');
    sent[0]!.answer(201, { Location: 'resumable-uploads/0123456789abcdef0123456789abcdef' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.method).toBe('PATCH');
    sent[1]!.answer(204, { 'Upload-Offset': String(size), 'Upload-Document-Id': DOCUMENT_ID });

    await waitFor(() => expect(callsTo(fetch, 'POST', `${requestsPath}/${request.uuid}/submit`)).toHaveLength(1));
    const submit = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/submit') && init?.method === 'POST');
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({ document_ids: [DOCUMENT_ID] });
    expect(await screen.findByText('Sent to your firm.')).toBeVisible();
  });

  it('keeps an uploaded file when only the submit failed: Send again submits it without uploading again', async () => {
    const sent = installFakeXhr();
    const request = someRequest(1, { title: 'Bank statements for March' });
    let submits = 0;
    const fetch = asClient([request], {
      [`POST ${requestsPath}/${request.uuid}/submit`]: () =>
        ++submits === 1 ? apiError(409, 'REQUEST_STATE') : json(200, { ...request, status: 'SUBMITTED' }),
    });
    const ui = userEvent.setup();
    renderApp(address());
    await ui.click(
      await screen.findByRole('button', { name: 'Upload files for Bank statements for March' }, { timeout: 5000 }),
    );
    await ui.upload(screen.getByLabelText('Choose files'), [pdf('march.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(201, uploaded('march.pdf'));

    expect(
      await screen.findByText(
        'The files are uploaded, but the request could not be sent: This request is no longer in a state that allows this. Reload to see where it stands. Press Send to try again.',
      ),
    ).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${requestsPath}/${request.uuid}/submit`)).toHaveLength(2));
    const last = fetch.mock.calls.filter(([url]) => String(url).endsWith('/submit')).at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ document_ids: [DOCUMENT_ID] });
    expect(sent).toHaveLength(1);
  });

  it('sends a sales-tax request to the sales-tax form, which fulfils it', async () => {
    asClient([someRequest(1, { title: 'Sales tax for March', kind: 'SALES_TAX' })]);
    renderApp(address());
    const link = await screen.findByRole('link', { name: 'Send sales tax for Sales tax for March' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/app/tenant/send/sale/tax/notification/to/cpa?company_uuid=${acme.uuid}`);
  });

  it('opens the request an e-mail links to, above the list, with the focus on it', async () => {
    const linked = someRequest(7, { title: 'Payroll records for Q1', status: 'SUBMITTED' });
    asClient([], { [`GET ${requestsPath}/${linked.uuid}`]: () => json(200, linked) });
    renderApp(address(`&request=${linked.uuid}`));
    expect(await screen.findByRole('heading', { name: 'The request you opened' }, { timeout: 5000 })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Payroll records for Q1' });
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('counts the open requests in the sidebar badge, red while any is overdue', async () => {
    asClient([], {
      [`GET ${requestsPath}/summary`]: () => json(200, { open: 3, overdue: 1, submitted: 2 }),
    });
    renderApp(address());
    const badge = await screen.findByLabelText('3 open requests, 1 overdue', {}, { timeout: 5000 });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('data-overdue', 'true');
    const entry = screen.getByRole('link', { name: /Requests/ });
    expect(entry).toHaveAttribute('href', `/app/requests?company_uuid=${acme.uuid}`);
  });
});
