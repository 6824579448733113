import type { TUploadRecord } from '@ledgerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api.ts';
import { clientUser, staffUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asClient, asStaff, fileEntry, filesPath, folderEntry } from '../../../test/files-test-support.ts';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr.ts';

const address = `/upload/company/files?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const folderAddress = `/app/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const pdf = (name: string, bytes = 1000) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });
const record = (name: string, side: 'client' | 'staff' = 'client'): TUploadRecord => ({
  id: '30000000-0000-4000-8000-000000000001',
  tenant_uuid: acme.uuid,
  document_id: '30000000-0000-4000-8000-000000000002',
  version: 1,
  type: 'BANK_STATEMENT',
  file_name: name,
  path: `Bank Statements/${name}`,
  size: 1000,
  sha256: 'a'.repeat(64),
  uploaded_by: { uuid: side === 'client' ? clientUser.uuid : staffUser.uuid, name: 'Someone', side },
  created_at: '2026-03-05T12:00:00.000Z',
});
const folderRoutes = { [`GET ${filesPath()}`]: () => json(200, { path: '', entries: [], next_cursor: null }) };

afterEach(() => vi.unstubAllGlobals());

async function openScreen() {
  const ui = userEvent.setup();
  const { router } = renderApp(address);
  expect(await screen.findByRole('heading', { name: 'Upload Files' }, { timeout: 5000 })).toBeVisible();
  return { ui, router };
}
const chooseType = async (ui: ReturnType<typeof userEvent.setup>, label: string) => {
  await ui.click(screen.getByLabelText(/^File type/, { selector: 'input' }));
  await ui.click(await screen.findByRole('option', { name: label }));
};
const chooseFiles = (ui: ReturnType<typeof userEvent.setup>, files: File[]) =>
  ui.upload(screen.getByLabelText('Choose files'), files);
/** The next request the screen sends. */
const nextRequest = async (sent: FakeXhr[], count: number) => {
  await waitFor(() => expect(sent).toHaveLength(count));
  return sent[count - 1]!;
};
const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Upload progress of ${name}` });

describe('Upload Files', () => {
  it('asks for a file type first, then for a file (spec §5)', async () => {
    const sent = installFakeXhr();
    asClient(['view files', 'upload files']);
    const { ui } = await openScreen();

    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    expect(screen.getByText('Please select a file type before uploading.')).toBeVisible();
    expect(screen.queryByText('Please select a file to upload.')).not.toBeInTheDocument();

    await chooseType(ui, 'Bank Statements');
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    expect(screen.queryByText('Please select a file type before uploading.')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a file to upload.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it("sends each file on its own with the session's token, shows its progress, then tells the client it reached the CPA", async () => {
    const sent = installFakeXhr();
    asClient(['view files', 'upload files'], folderRoutes);
    const { ui, router } = await openScreen();
    await chooseType(ui, 'Bank Statements');
    await chooseFiles(ui, [pdf('march.pdf'), pdf('april.pdf')]);
    expect(screen.getByText('march.pdf')).toBeVisible();
    expect(screen.getByText('april.pdf')).toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));

    const first = await nextRequest(sent, 1);
    expect(first.method).toBe('POST');
    expect(first.url).toBe(`/api/v1/tenants/${acme.uuid}/uploads?type=BANK_STATEMENT`);
    expect(first.headers.Authorization).toBe('Bearer stored-token');
    expect(first.file?.name).toBe('march.pdf');
    expect(first.file?.size).toBe(1000);
    // One file per request: the second waits for the first.
    expect(sent).toHaveLength(1);

    first.progress(450, 1000);
    await waitFor(() => expect(progressOf('march.pdf')).toHaveAttribute('aria-valuenow', '45'));
    expect(screen.getByText('45%')).toBeVisible();
    first.respond(201, record('march.pdf'));

    const second = await nextRequest(sent, 2);
    expect(second.file?.name).toBe('april.pdf');
    await waitFor(() => expect(progressOf('march.pdf')).toHaveAttribute('aria-valuenow', '100'));
    second.progress(1000, 1000);
    second.respond(201, record('april.pdf'));

    expect(await screen.findByText('Your files were sent successfully to your CPA.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/upload/company/files');
    // Spec §9: back to the folder view after 2 seconds.
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(folderAddress),
      {
        timeout: 4000,
      },
    );
  });

  it("tells staff the file reached the client's folder", async () => {
    const sent = installFakeXhr();
    asStaff(['view files', 'upload files'], folderRoutes);
    const { ui } = await openScreen();
    await chooseType(ui, 'Others');
    await chooseFiles(ui, [pdf('engagement-letter.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    const request = await nextRequest(sent, 1);
    expect(request.url).toContain('type=OTHERS');
    request.respond(201, record('engagement-letter.pdf', 'staff'));
    expect(await screen.findByText('Your files were sent successfully to the client.')).toBeVisible();
  });

  it('shows a file over the limit on that file, and a retry sends only what failed', async () => {
    const sent = installFakeXhr();
    asClient(['view files', 'upload files'], folderRoutes);
    const { ui, router } = await openScreen();
    await chooseType(ui, 'Payroll Documents');
    await chooseFiles(ui, [pdf('huge.pdf'), pdf('small.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));

    (await nextRequest(sent, 1)).respond(413, {
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Upload larger than 209715200 bytes',
        details: [{ field: 'max_bytes', message: '209715200' }],
      },
    });
    (await nextRequest(sent, 2)).respond(201, record('small.pdf'));

    expect(await screen.findByText('What you sent is too large. The limit is 200.00 MB.')).toBeVisible();
    expect(screen.getByText('Failed')).toBeVisible();
    expect(screen.getByText('Sent')).toBeVisible();
    expect(screen.queryByText('Your files were sent successfully to your CPA.')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(router.state.location.pathname).toBe('/app/upload/company/files');

    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    const retry = await nextRequest(sent, 3);
    expect(retry.file?.name).toBe('huge.pdf');
    retry.respond(201, record('huge.pdf'));
    expect(await screen.findByText('Your files were sent successfully to your CPA.')).toBeVisible();
    expect(sent).toHaveLength(3);
  });

  it('says so where the browser has no camera', async () => {
    installFakeXhr();
    asClient(['view files', 'upload files']);
    const { ui } = await openScreen();
    await ui.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect(await screen.findByText('Camera not supported on this browser.')).toBeVisible();
    expect(screen.queryByLabelText('Take a photo', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('opens the rear camera through a capture input where the browser has one', async () => {
    installFakeXhr();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => Promise.resolve() } });
    asClient(['view files', 'upload files']);
    const { ui } = await openScreen();
    const camera = screen.getByLabelText('Take a photo', { selector: 'input' });
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');

    await ui.upload(camera, new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('photo.jpg')).toBeVisible();
    expect(screen.queryByText('Camera not supported on this browser.')).not.toBeInTheDocument();
  });

  it('takes files dropped on the drop area', async () => {
    installFakeXhr();
    asClient(['view files', 'upload files']);
    await openScreen();
    const files = [pdf('dropped-1.pdf'), pdf('dropped-2.pdf')];
    fireEvent.drop(screen.getByRole('group', { name: 'Files to upload' }), { dataTransfer: { files } });
    expect(await screen.findByText('dropped-1.pdf')).toBeVisible();
    expect(screen.getByText('dropped-2.pdf')).toBeVisible();
  });

  it('ends the session when the server refuses its token', async () => {
    const sent = installFakeXhr();
    asClient(['view files', 'upload files']);
    const { ui, router } = await openScreen();
    await chooseType(ui, 'Bank Statements');
    await chooseFiles(ui, [pdf('march.pdf')]);
    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    (await nextRequest(sent, 1)).respond(401, { error: { code: 'UNAUTHENTICATED', message: 'Session ended' } });
    // The login screen's code loads lazily: on a busy machine that alone can take past waitFor's 1 s default.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'), { timeout: 5000 });
  });

  it('refuses those without "upload files"', async () => {
    asClient(['view files']);
    renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Files' })).not.toBeInTheDocument();
  });

  it('asks, for a name already in the folder, whether it is a new version or a second file, and sends the choice', async () => {
    const sent = installFakeXhr();
    asClient(['view files', 'upload files'], {
      [`GET ${filesPath()}`]: ({ url }) =>
        // The folder comes in two pages: the name taken is on the second.
        url.searchParams.get('path') !== 'Bank Statements'
          ? json(200, { path: '', entries: [], next_cursor: null })
          : url.searchParams.get('cursor') === 'page-2'
            ? json(200, {
                path: 'Bank Statements',
                entries: [fileEntry('Bank Statements/march.pdf', 900)],
                next_cursor: null,
              })
            : json(200, {
                path: 'Bank Statements',
                entries: [folderEntry('Bank Statements/2025')],
                next_cursor: 'page-2',
              }),
    });
    const { ui } = await openScreen();
    await chooseType(ui, 'Bank Statements');
    await chooseFiles(ui, [pdf('march.pdf'), pdf('april.pdf'), pdf('2025')]);

    // Only the file whose name is taken asks; a new version is what happens unless the user says otherwise.
    const choice = await screen.findByRole('radiogroup', { name: '“march.pdf” is already in Bank Statements.' });
    expect(screen.getByRole('radio', { name: 'New version' })).toBeChecked();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    await ui.click(within(choice).getByRole('radio', { name: 'Keep both' }));

    await ui.click(screen.getByRole('button', { name: 'Send Files' }));
    const first = await nextRequest(sent, 1);
    expect(first.url).toBe(`/api/v1/tenants/${acme.uuid}/uploads?type=BANK_STATEMENT&existing=keep_both`);
    first.respond(201, { ...record('march (1).pdf'), path: 'Bank Statements/march (1).pdf' });
    // A name not yet there needs no choice: the server's default applies.
    const second = await nextRequest(sent, 2);
    expect(second.url).toBe(`/api/v1/tenants/${acme.uuid}/uploads?type=BANK_STATEMENT`);
    second.respond(201, record('april.pdf'));
    const third = await nextRequest(sent, 3);
    expect(third.url).toBe(`/api/v1/tenants/${acme.uuid}/uploads?type=BANK_STATEMENT`);
  });
});
