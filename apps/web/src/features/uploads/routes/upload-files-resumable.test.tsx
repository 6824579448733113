import type { TUploadRecord } from '@ledgerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asClient, filesPath } from '../../../test/files-test-support.ts';
import { installTusXhr, type TusXhr } from '../../../test/fake-xhr.ts';
import { RESUMABLE_FROM_BYTES } from '../../../lib/uploads/upload-file.ts';

const address = `/upload/company/files?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const pdfOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const folderRoutes = { [`GET ${filesPath()}`]: () => json(200, { path: '', entries: [], next_cursor: null }) };
const record = (name: string): TUploadRecord => ({
  id: '30000000-0000-4000-8000-000000000001',
  tenant_uuid: acme.uuid,
  document_id: '30000000-0000-4000-8000-000000000002',
  version: 1,
  type: 'BANK_STATEMENT',
  file_name: name,
  path: `Bank Statements/${name}`,
  size: 1000,
  sha256: 'a'.repeat(64),
  uploaded_by: { uuid: clientUser.uuid, name: 'Someone', side: 'client' },
  created_at: '2026-03-05T12:00:00.000Z',
});
const nextRequest = async (sent: TusXhr[], count: number) => {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent[count - 1]!;
};
const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Upload progress of ${name}` });
const metadataOf = (xhr: TusXhr) =>
  Object.fromEntries(
    xhr.headers['Upload-Metadata']!.split(',').map((pair) => {
      const [key, value] = pair.split(' ');
      return [key, atob(value ?? '')];
    }),
  );
const UPLOAD = '0123456789abcdef0123456789abcdef';

afterEach(() => vi.unstubAllGlobals());

async function sendFiles(files: File[]) {
  const ui = userEvent.setup();
  renderApp(address);
  expect(await screen.findByRole('heading', { name: 'Upload Files' }, { timeout: 5000 })).toBeVisible();
  await ui.click(screen.getByLabelText(/^File type/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name: 'Bank Statements' }));
  await ui.upload(screen.getByLabelText('Choose files'), files);
  await ui.click(screen.getByRole('button', { name: 'Send Files' }));
}

describe('Upload Files, large files (issue 36)', () => {
  it('sends a file from the threshold on resumably, says so while the connection is lost, resumes from the server offset; a smaller one still goes in one request', async () => {
    const sent = installTusXhr();
    asClient(['view files', 'upload files'], folderRoutes);
    const size = RESUMABLE_FROM_BYTES;
    await sendFiles([pdfOf('year.pdf', size), pdfOf('march.pdf', RESUMABLE_FROM_BYTES - 1)]);

    const create = await nextRequest(sent, 1);
    expect(create.method).toBe('POST');
    expect(create.url).toBe(`${location.origin}/api/v1/tenants/${acme.uuid}/resumable-uploads`);
    expect(create.headers.Authorization).toBe('Bearer stored-token');
    expect(create.headers['Upload-Length']).toBe(String(size));
    expect(metadataOf(create)).toEqual({ filename: 'year.pdf', type: 'BANK_STATEMENT' });
    create.answer(201, { Location: `resumable-uploads/${UPLOAD}` });

    const first = await nextRequest(sent, 2);
    expect(first.method).toBe('PATCH');
    expect(first.url).toBe(`${location.origin}/api/v1/tenants/${acme.uuid}/resumable-uploads/${UPLOAD}`);
    expect(first.headers['Upload-Offset']).toBe('0');
    first.progress(size / 2, size);
    await waitFor(() => expect(progressOf('year.pdf')).toHaveAttribute('aria-valuenow', '50'));
    first.drop();
    expect(await screen.findByText('Connection lost: resuming…')).toBeVisible();

    // It asks the server how much it has, and sends the rest from there.
    const head = await nextRequest(sent, 3);
    expect(head.method).toBe('HEAD');
    expect(head.url).toBe(first.url);
    expect(head.headers.Authorization).toBe('Bearer stored-token');
    const offset = 6 * 1024 * 1024;
    head.answer(200, { 'Upload-Offset': String(offset), 'Upload-Length': String(size) });
    const rest = await nextRequest(sent, 4);
    expect(rest.method).toBe('PATCH');
    expect(rest.headers['Upload-Offset']).toBe(String(offset));
    expect((rest.body as unknown as Blob).size).toBe(size - offset);
    rest.progress(size - offset, size - offset);
    await waitFor(() => expect(screen.queryByText('Connection lost: resuming…')).not.toBeInTheDocument());
    rest.answer(204, { 'Upload-Offset': String(size) });

    const small = await nextRequest(sent, 5);
    expect(small.method).toBe('POST');
    expect(small.url).toBe(`/api/v1/tenants/${acme.uuid}/uploads?type=BANK_STATEMENT`);
    expect(small.file?.name).toBe('march.pdf');
    small.respond(201, record('march.pdf'));
    expect(await screen.findByText('Your files were sent successfully to your CPA.')).toBeVisible();
  });

  it("shows the server's refusal of a resumable upload as the same translated text as a one-request upload's, and does not retry it", async () => {
    const sent = installTusXhr();
    asClient(['view files', 'upload files'], folderRoutes);
    await sendFiles([pdfOf('huge.pdf', RESUMABLE_FROM_BYTES)]);

    (await nextRequest(sent, 1)).answer(
      413,
      {},
      {
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'Upload larger than 209715200 bytes',
          details: [{ field: 'max_bytes', message: '209715200' }],
        },
      },
    );
    expect(await screen.findByText('What you sent is too large. The limit is 200.00 MB.')).toBeVisible();
    expect(screen.getByText('Failed')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(1);
  });
});
