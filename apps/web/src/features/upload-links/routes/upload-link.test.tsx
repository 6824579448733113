import type { TUploadLinkPage } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../../test/fake-api.ts';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr.ts';
import { asPhone } from '../../../test/phone.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const api = '/api/v1/upload-link/tok-123';
const page: TUploadLinkPage = {
  firm_name: 'Ledger & Co',
  company_name: 'Acme Bakery LLC',
  label: '2025 receipts',
  purpose: { kind: 'folder', folder: 'Bank Statements' },
  expires_at: '2099-05-01T00:00:00.000Z',
  needs_email_code: true,
  files_left: 5,
  bytes_left: 50 * 1024 ** 2,
  max_file_bytes: 10 * 1024 ** 2,
};
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const nextRequest = async (sent: FakeXhr[], count: number) => {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent[count - 1]!;
};

describe('the upload page of an upload link (no account)', () => {
  it('on a phone: confirms the address by code, sends each file with its progress, says why one was refused, then done', async () => {
    asPhone();
    const sent = installFakeXhr();
    const fetch = fakeApi({
      [`GET ${api}`]: () => json(200, page),
      [`POST ${api}/code`]: () => json(202, { sent: true, expires_in_minutes: 10 }),
      [`POST ${api}/verify`]: ({ body }) =>
        (body as { code: string }).code === '123456'
          ? json(200, { grant: 'grant-xyz', email: 'ann@home.example', expires_at: '2099-01-01T00:00:00.000Z' })
          : apiError(400, 'UPLOAD_LINK_CODE_INVALID'),
    });
    const ui = userEvent.setup();
    renderApp('/upload/link?token=tok-123');

    expect(await screen.findByRole('heading', { name: 'Send files to Ledger & Co' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('For Acme Bakery LLC')).toBeVisible();
    expect(screen.getByText('Files go to the folder “Bank Statements”.')).toBeVisible();
    expect(screen.getByText('2025 receipts')).toBeVisible();
    // No file picker before the address is confirmed.
    expect(screen.queryByLabelText('Choose files')).toBeNull();

    await ui.type(screen.getByLabelText(/Your e-mail address/), 'ann@home.example');
    await ui.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText(/a code is on its way to ann@home\.example/)).toBeVisible();
    await ui.type(screen.getByLabelText('Code from the e-mail'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/The code is wrong or has expired/)).toBeVisible();
    await ui.clear(screen.getByLabelText('Code from the e-mail'));
    await ui.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Sending as ann@home.example')).toBeVisible();
    expect(screen.getByText('You can send 5 more files, each up to 10.00 MB, 50.00 MB in all.')).toBeVisible();
    await ui.upload(screen.getByLabelText('Choose files'), [pdf('w2.pdf'), pdf('huge.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send files' }));

    const first = await nextRequest(sent, 1);
    expect(first.url).toBe(`${api}/files`);
    expect(first.headers['x-upload-grant']).toBe('grant-xyz');
    expect(first.headers.Authorization).toBeUndefined();
    expect(first.file?.name).toBe('w2.pdf');
    first.progress(50, 100);
    const list = within(screen.getByRole('list', { name: 'Chosen files' }));
    expect(await list.findByRole('progressbar', { name: 'Upload progress of w2.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    first.respond(201, { file_name: 'w2.pdf', size: 8, type: 'BANK_STATEMENT', files_left: 4, bytes_left: 1 });
    (await nextRequest(sent, 2)).respond(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'x' } });
    expect(await screen.findByText(/Some files were not sent/)).toBeVisible();
    expect(list.getByText('Sent')).toBeVisible();

    await ui.click(list.getByRole('button', { name: 'Remove huge.pdf' }));
    await ui.upload(screen.getByLabelText('Choose files'), pdf('receipt.pdf'));
    await ui.click(screen.getByRole('button', { name: 'Send files' }));
    (await nextRequest(sent, 3)).respond(201, {
      file_name: 'receipt.pdf',
      size: 8,
      type: 'BANK_STATEMENT',
      files_left: 3,
      bytes_left: 1,
    });
    expect(await screen.findByText('Thank you: 1 file reached Ledger & Co.')).toBeVisible();
    expect(sent).toHaveLength(3);
    const code = fetch.mock.calls.find(([url]) => String(url).endsWith('/code'));
    expect(JSON.parse(String(code?.[1]?.body))).toEqual({ email: 'ann@home.example', locale: 'en' });
  });

  it.each([
    ['UPLOAD_LINK_EXPIRED', 410, /has expired or is closed/],
    ['UPLOAD_LINK_REVOKED', 410, /withdrawn this upload link/],
    ['UPLOAD_LINK_USED_UP', 410, /taken all the files it allows/],
    ['UPLOAD_LINK_INVALID', 404, /upload link is not valid/],
  ])('a link answered %s shows a clear page and no way to upload', async (code, status, text) => {
    fakeApi({ [`GET ${api}`]: () => apiError(status, code) });
    renderApp('/upload/link?token=tok-123');
    expect(await screen.findByText('This link cannot be used', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByLabelText('Choose files')).toBeNull();
    expect(document.body.textContent).not.toMatch(/sign in|password|account/i);
  });
});
