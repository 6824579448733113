import type { TFileEntry, TTrashItem } from '@ledgerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, type TRoutes } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  acme,
  asClient,
  asStaff,
  callsTo,
  captureDownloads,
  fileEntry,
  filesPath,
  folderEntry,
} from '../../../test/files-test-support.ts';

const api = `/api/v1/tenants/${acme.uuid}`;
const acmeAddress = `/index/company?company_uuid=${acme.uuid}&company_name=Acme+Bakery+LLC`;
const notes = fileEntry('notes.txt', 1536, { revision: 4 });
const scan = fileEntry('scan.pdf', 2048);
const march = fileEntry('Bank Statements/march.pdf', 2048);
const tree: Record<string, TFileEntry[]> = {
  '': [folderEntry('Bank Statements'), folderEntry('Others'), notes, scan],
  'Bank Statements': [folderEntry('Bank Statements/2026'), march],
  'Bank Statements/2026': [],
  Others: [],
};
const listing = ({ url }: { url: URL }) => {
  const path = url.searchParams.get('path') ?? '';
  return tree[path] ? json(200, { path, entries: tree[path], next_cursor: null }) : apiError(404, 'NOT_FOUND');
};
const trashItem = (overrides: Partial<TTrashItem> = {}): TTrashItem => ({
  trash_id: '50000000-0000-4000-8000-000000000001',
  is_file: true,
  path: 'old/receipt.pdf',
  deleted_at: '2026-03-01T10:00:00.000Z',
  deleted_by: 'Sam Staff',
  files: 1,
  purge_after: '2026-03-31T10:00:00.000Z',
  ...overrides,
});
/** The bodies each call was sent with, by "METHOD path". */
function recorder() {
  const sent: Record<string, unknown[]> = {};
  const record =
    (key: string, answer: (body: unknown, url: URL) => Response): TRoutes[string] =>
    ({ body, url }) => {
      (sent[key] ??= []).push(url.search ? { body, query: url.search } : body);
      return answer(body, url);
    };
  return { sent, record };
}

const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));
async function rowAction(ui: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await ui.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await ui.click(await screen.findByRole('menuitem', { name: action }));
}
async function openAcme(path = '') {
  const ui = userEvent.setup();
  renderApp(path ? `${acmeAddress}&path=${encodeURIComponent(path)}` : acmeAddress);
  await screen.findByText(path ? 'march.pdf' : 'notes.txt', {}, { timeout: 5000 });
  return ui;
}

describe('document workspace', () => {
  it('creates a folder in the open folder and lists it', async () => {
    const { sent, record } = recorder();
    const fetch = asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`POST ${api}/folders`]: record('create', () => {
        tree['Bank Statements']!.unshift(folderEntry('Bank Statements/2027'));
        return json(201, folderEntry('Bank Statements/2027'));
      }),
    });
    const ui = await openAcme('Bank Statements');
    await ui.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New folder' }));
    await ui.type(dialog.getByRole('textbox', { name: 'Name' }), '2027');
    await ui.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Folder “2027” created.')).toBeVisible();
    expect(sent.create).toEqual([{ parent: 'Bank Statements', name: '2027' }]);
    expect(await screen.findByRole('link', { name: 'Open folder 2027' })).toBeInTheDocument();
    expect(callsTo(fetch, filesPath()).length).toBeGreaterThan(1);
    tree['Bank Statements']!.shift();
  });

  it('shows a refused name with the rule it broke, in the user language, and keeps the dialog open', async () => {
    asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`PATCH ${api}/documents/${notes.id}`]: () =>
        json(400, {
          error: { code: 'NAME_REFUSED', message: 'English', details: [{ field: 'name', message: 'TRAILING_DOT' }] },
        }),
    });
    const ui = await openAcme();
    await rowAction(ui, 'notes.txt', 'Rename');
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('notes.txt');
    await ui.clear(name);
    await ui.type(name, 'notes.');
    await ui.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This name cannot be used. The name cannot end with a dot.',
    );
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeVisible();
  });

  it('moves a file into a folder picked by browsing, against the revision shown', async () => {
    const { sent, record } = recorder();
    asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`POST ${api}/catalog/move`]: record('move', () =>
        json(200, { moved: 1, items: [{ ...notes, path: 'Bank Statements/2026/notes.txt' }] }),
      ),
    });
    const ui = await openAcme();
    await rowAction(ui, 'notes.txt', 'Move…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Move notes.txt' }));
    // Already in the root: nothing to move there.
    expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
    await ui.click(await dialog.findByRole('button', { name: 'Bank Statements' }));
    await ui.click(await dialog.findByRole('button', { name: '2026' }));
    expect(await dialog.findByText('No folders in here.')).toBeVisible();
    await ui.click(dialog.getByRole('button', { name: 'Move here' }));

    expect(await screen.findByText('1 item moved.')).toBeVisible();
    expect(sent.move).toEqual([{ items: [{ kind: 'file', id: notes.id, revision: 4 }], to: 'Bank Statements/2026' }]);
  });

  it('deletes to the trash, says for how long it can come back, and restores it from the trash', async () => {
    const { sent, record } = recorder();
    const trashed = trashItem({ trash_id: '50000000-0000-4000-8000-000000000002', path: 'notes.txt' });
    let trash = [trashItem()];
    asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`GET ${api}/trash`]: () => json(200, { items: trash, truncated: false, retention_days: 30 }),
      [`POST ${api}/catalog/delete`]: record('delete', () => {
        trash = [trashed, ...trash];
        return json(200, {
          trashed: 1,
          items: [{ trash_id: trashed.trash_id, files: 1, is_file: true, path: 'notes.txt' }],
        });
      }),
      [`POST ${api}/trash/${trashed.trash_id}/restore`]: record('restore', () => {
        trash = trash.slice(1);
        return json(200, { trash_id: trashed.trash_id, files: 1 });
      }),
    });
    const ui = await openAcme();
    await rowAction(ui, 'notes.txt', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete' }));
    expect(
      await dialog.findByText('“notes.txt” goes to the trash. It can be restored from there for 30 days.'),
    ).toBeVisible();
    await ui.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 item moved to the trash. It can be restored until Mar 31, 2026.')).toBeVisible();
    expect(sent.delete).toEqual([{ items: [{ kind: 'file', id: notes.id, revision: 4 }] }]);

    await ui.click(screen.getByRole('button', { name: 'Trash' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Trash' }));
    expect(await drawer.findByText('Deleted items are kept for 30 days, then removed for good.')).toBeVisible();
    const item = within(await drawer.findByRole('listitem', { name: 'notes.txt' }));
    expect(item.getByText(/^Deleted by Sam Staff on 03\/01\/2026/)).toBeVisible();
    expect(item.getByText('Can be restored until Mar 31, 2026')).toBeVisible();
    await ui.click(item.getByRole('button', { name: 'Restore notes.txt' }));
    await waitFor(() => expect(drawer.queryByRole('listitem', { name: 'notes.txt' })).not.toBeInTheDocument());
    expect(sent.restore).toHaveLength(1);
    expect(drawer.getByRole('listitem', { name: 'receipt.pdf' })).toBeVisible();
  });

  it('ticks rows, selects all, and deletes or zips the ticked ones together', async () => {
    const { sent, record } = recorder();
    const clicked = captureDownloads();
    asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`GET ${api}/trash`]: () => json(200, { items: [], truncated: false, retention_days: 14 }),
      [`POST ${api}/catalog/delete`]: record('delete', () =>
        json(200, {
          trashed: 2,
          items: [
            { trash_id: notes.id, files: 1, is_file: true, path: 'notes.txt' },
            { trash_id: scan.id, files: 1, is_file: true, path: 'scan.pdf' },
          ],
        }),
      ),
      [`POST ${api}/files/zip-link`]: record('zip', () =>
        json(200, {
          url: '/api/v1/files/zip?token=z',
          expires_at: new Date().toISOString(),
          file_name: 'Acme.zip',
          files: 2,
          bytes: 3584,
        }),
      ),
    });
    const ui = await openAcme();
    await ui.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('4 selected')).toBeVisible();
    await ui.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByRole('region', { name: 'Selected items' })).not.toBeInTheDocument();

    await ui.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Select scan.pdf' }));
    const bar = within(screen.getByRole('region', { name: 'Selected items' }));
    expect(bar.getByText('2 selected')).toBeVisible();

    await ui.click(bar.getByRole('button', { name: 'Download as zip' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(sent.zip).toEqual([{ paths: ['notes.txt', 'scan.pdf'] }]);

    await ui.click(bar.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete' }));
    expect(
      await dialog.findByText('2 items go to the trash. It can be restored from there for 14 days.'),
    ).toBeVisible();
    await ui.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 items moved to the trash.')).toBeVisible();
    // One call for the whole selection, each item against the revision shown.
    expect(sent.delete).toEqual([
      {
        items: [
          { kind: 'file', id: notes.id, revision: 4 },
          { kind: 'file', id: scan.id, revision: scan.revision },
        ],
      },
    ]);
    // Done: the selection is cleared.
    expect(screen.queryByRole('region', { name: 'Selected items' })).not.toBeInTheDocument();
  });

  it('moves the ticked rows in one call; a refusal names the clashing name and says nothing moved', async () => {
    const { sent, record } = recorder();
    asStaff(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`POST ${api}/catalog/move`]: record('move', () =>
        json(409, {
          error: { code: 'NAME_TAKEN', message: 'English text', details: [{ field: 'name', message: 'scan.pdf' }] },
        }),
      ),
    });
    const ui = await openAcme();
    await ui.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Select scan.pdf' }));
    const bar = within(screen.getByRole('region', { name: 'Selected items' }));
    await ui.click(bar.getByRole('button', { name: 'Move…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move 2 items' }));
    await ui.click(await dialog.findByRole('button', { name: 'Others' }));
    await ui.click(dialog.getByRole('button', { name: 'Move here' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      '“scan.pdf” is already there. Choose another name or folder. Nothing was moved or deleted.',
    );
    expect(sent.move).toEqual([
      {
        items: [
          { kind: 'file', id: notes.id, revision: 4 },
          { kind: 'file', id: scan.id, revision: scan.revision },
        ],
        to: 'Others',
      },
    ]);
  });

  it('lists the versions of a file, each to view or download, and brings an earlier one back', async () => {
    const { sent, record } = recorder();
    const clicked = captureDownloads();
    asClient(['view files', 'manage files'], {
      [`GET ${filesPath()}`]: listing,
      [`GET ${api}/documents/${notes.id}/versions`]: () =>
        json(200, {
          versions: [
            {
              number: 2,
              size: 1536,
              uploaded_by: 'Olga Owner',
              uploaded_at: '2026-03-04T11:30:00.000Z',
              current: true,
            },
            {
              number: 1,
              size: 1024,
              uploaded_by: 'Sam Staff',
              uploaded_at: '2026-03-01T09:00:00.000Z',
              current: false,
            },
          ],
        }),
      [`POST ${api}/documents/${notes.id}/versions/1/restore`]: record('restore', () => json(200, notes)),
      [`POST ${api}/files/link`]: record('link', () =>
        json(200, {
          url: '/api/v1/files/download?token=v1',
          expires_at: new Date().toISOString(),
          preview: 'none',
          content_type: 'text/plain',
        }),
      ),
    });
    const ui = await openAcme();
    await rowAction(ui, 'notes.txt', 'Versions…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Versions of notes.txt' }));
    const current = within((await dialog.findByText('Version 2')).closest('tr')!);
    expect(current.getByText('Current')).toBeVisible();
    expect(current.getByText('1.50 KB')).toBeVisible();
    expect(current.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    const earlier = within(dialog.getByText('Version 1').closest('tr')!);
    expect(earlier.getByText('Sam Staff')).toBeVisible();

    await ui.click(earlier.getByRole('button', { name: 'Download version 1' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(sent.link).toEqual([{ path: 'notes.txt', disposition: 'attachment', version: 1 }]);

    await ui.click(earlier.getByRole('button', { name: 'Restore version 1' }));
    expect(await dialog.findByText('Version 1 is the current version again.')).toBeVisible();
    expect(sent.restore).toHaveLength(1);
  });

  it('lets staff mark a file as needing attention, with the note the client will read', async () => {
    const { sent, record } = recorder();
    asStaff(['view files', 'review files'], {
      [`GET ${filesPath()}`]: listing,
      [`PUT ${api}/documents/review`]: record('review', () => json(200, { updated: 1 })),
    });
    const ui = await openAcme();
    expect(rowOf('scan.pdf').getByText('New')).toBeVisible();
    await rowAction(ui, 'scan.pdf', 'Review…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Review scan.pdf' }));
    await ui.click(dialog.getByRole('radio', { name: 'Needs attention' }));
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Say what needs attention: the client reads this note')).toBeVisible();
    expect(sent.review).toBeUndefined();

    await ui.type(dialog.getByRole('textbox', { name: /Note for the client/ }), 'Page 2 is missing');
    await ui.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status saved for 1 file.')).toBeVisible();
    expect(sent.review).toEqual([{ ids: [scan.id], status: 'NEEDS_ATTENTION', note: 'Page 2 is missing' }]);
  });

  it('marks the ticked files reviewed in one go', async () => {
    const { sent, record } = recorder();
    asStaff(['view files', 'review files'], {
      [`GET ${filesPath()}`]: listing,
      [`PUT ${api}/documents/review`]: record('review', () => json(200, { updated: 2 })),
    });
    const ui = await openAcme();
    await ui.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await ui.click(screen.getByRole('checkbox', { name: 'Select scan.pdf' }));
    await ui.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText('Status saved for 2 files.')).toBeVisible();
    expect(sent.review).toEqual([{ ids: [notes.id, scan.id], status: 'REVIEWED' }]);
  });

  it('shows the client the status and the note, and no way to change them', async () => {
    tree['']![3] = { ...scan, review_status: 'NEEDS_ATTENTION', review_note: 'Page 2 is missing' };
    asClient(['view files', 'upload files'], { [`GET ${filesPath()}`]: listing });
    const ui = await openAcme();
    const row = rowOf('scan.pdf');
    expect(row.getByText('Needs attention')).toBeVisible();
    expect(row.getByText('Page 2 is missing')).toBeVisible();
    expect(row.getByLabelText('Needs attention: Page 2 is missing')).toBeInTheDocument();

    await ui.click(row.getByRole('button', { name: 'Actions for scan.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Versions…' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Review…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await ui.keyboard('{Escape}');
    await ui.click(screen.getByRole('checkbox', { name: 'Select scan.pdf' }));
    expect(screen.queryByRole('button', { name: 'Mark reviewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    tree['']![3] = scan;
  });

  it('searches every folder below on the server, shows where each result is, filters, and pages on', async () => {
    const fetch = asStaff(['view files'], {
      [`GET ${filesPath()}`]: ({ url }) =>
        !url.searchParams.has('search') && !url.searchParams.has('review_status')
          ? listing({ url })
          : url.searchParams.get('cursor') === 'more'
            ? json(200, { path: '', entries: [fileEntry('Others/march-copy.pdf', 10)], next_cursor: null })
            : json(200, {
                path: '',
                entries: [fileEntry('Bank Statements/2026/q1/march.pdf', 10)],
                next_cursor: 'more',
              }),
    });
    const ui = await openAcme();
    await ui.type(screen.getByRole('searchbox', { name: 'Search' }), 'march');
    const row = within((await screen.findByText('march.pdf')).closest('tr')!);
    expect(row.getByText('Bank Statements / 2026 / q1')).toBeVisible();
    // The results past the first page follow as the list is scrolled to its end (here: it already is).
    expect(await screen.findByText('march-copy.pdf')).toBeVisible();
    expect(callsTo(fetch, filesPath()).at(-1)?.searchParams.get('search')).toBe('march');

    await ui.click(screen.getByLabelText('Review status', { selector: 'input' }));
    await ui.click(await screen.findByRole('option', { name: 'Needs attention' }));
    await waitFor(() =>
      expect(callsTo(fetch, filesPath()).at(-1)?.searchParams.get('review_status')).toBe('NEEDS_ATTENTION'),
    );
    expect(callsTo(fetch, filesPath()).at(-1)?.searchParams.get('search')).toBe('march');
  });
});
