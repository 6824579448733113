import type { TUploadRecord } from '@ledgerport/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fake-api.ts';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { clientUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { acme, asClient, filesPath, folderEntry } from '../../../test/files-test-support.ts';

const address = `/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC&path=Others`;
const record = (path: string): TUploadRecord => ({
  id: '30000000-0000-4000-8000-000000000001',
  tenant_uuid: acme.uuid,
  document_id: '30000000-0000-4000-8000-000000000002',
  version: 1,
  type: 'OTHERS',
  file_name: path.split('/').pop()!,
  path,
  size: 4,
  sha256: 'a'.repeat(64),
  uploaded_by: { uuid: clientUser.uuid, name: 'Someone', side: 'client' },
  created_at: '2026-03-05T12:00:00.000Z',
});

// The File and Directory Entries API as Chromium hands it to a drop: a reader answers its entries, then [].
const fileEntry = (name: string) => ({
  name,
  isFile: true,
  isDirectory: false,
  file: (ok: (file: File) => void) => ok(new File(['data'], name)),
});
const directoryEntry = (name: string, children: object[]) => ({
  name,
  isFile: false,
  isDirectory: true,
  createReader: () => {
    let read = false;
    return {
      readEntries: (ok: (entries: object[]) => void) => {
        ok(read ? [] : children);
        read = true;
      },
    };
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('dropping a folder on the folder view', () => {
  it('makes its directories below the open folder, uploads each file into its own, and says what did not go', async () => {
    const sent = installFakeXhr();
    const made: unknown[] = [];
    const fetch = asClient(['view files', 'upload files'], {
      [`GET ${filesPath()}`]: () =>
        json(200, { path: 'Others', entries: [folderEntry('Others/Old')], next_cursor: null }),
      [`POST /api/v1/tenants/${acme.uuid}/folder-paths`]: ({ body }) => {
        made.push(body);
        const { parent, path } = body as { parent: string; path: string };
        if (path.endsWith('CON')) return apiError(400, 'NAME_REFUSED');
        return json(200, { id: '40000000-0000-4000-8000-000000000001', path: `${parent}/${path}`, created: 1 });
      },
    });
    renderApp(address);
    const button = await screen.findByRole('button', { name: 'Upload folder' }, { timeout: 5000 });
    const view = button.closest('.mantine-Card-root')!;
    const dropped = directoryEntry('Taxes', [
      fileEntry('w2.pdf'),
      fileEntry('.DS_Store'),
      directoryEntry('Empty', []),
      directoryEntry('CON', [fileEntry('refused.pdf')]),
    ]);
    const dataTransfer = {
      types: ['Files'],
      files: [],
      items: [{ kind: 'file', webkitGetAsEntry: () => dropped }],
      dropEffect: 'none',
    };
    fireEvent.dragOver(view, { dataTransfer });
    fireEvent.drop(view, { dataTransfer });

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(made).toEqual([
      { parent: 'Others', path: 'Taxes' },
      { parent: 'Others', path: 'Taxes/Empty' },
      { parent: 'Others', path: 'Taxes/CON' },
    ]);
    const upload = new URL(sent[0]!.url, 'http://localhost');
    expect(upload.searchParams.get('folder')).toBe('Others/Taxes');
    expect(upload.searchParams.get('type')).toBe('OTHERS');
    expect(sent[0]!.file?.name).toBe('w2.pdf');
    sent[0]!.respond(201, record('Others/Taxes/w2.pdf'));

    // The file of the refused folder is never sent; it fails with the reason, in the user's words.
    expect(await screen.findByText('1 file of the folder was not uploaded.')).toBeVisible();
    expect(screen.getByText('refused.pdf')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of the whole folder' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(sent).toHaveLength(1);
    // The folder is read again, to show what arrived.
    await waitFor(() => expect(fetch.mock.calls.filter(([input]) => String(input).includes('/files')).length).toBe(2));
  });
});
