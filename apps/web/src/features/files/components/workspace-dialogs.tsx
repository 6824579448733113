import { paths, type TFileEntry, type TReviewStatus } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormats } from '../../../lib/formats.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useDeleteEntries } from '../api/delete-entries.ts';
import { useMoveEntries } from '../api/move-entries.ts';
import { useRequestSignature } from '../api/request-signature.ts';
import { useRenameEntry } from '../api/place-entry.ts';
import { useSetReview } from '../api/set-review.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import type { TEntryAction } from './entry-actions-menu.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { NameDialog } from './name-dialog.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { useFilesErrorText } from './use-files-error-text.ts';
import { VersionsDialog } from './versions-dialog.tsx';

type TOpen =
  | { kind: 'newFolder' }
  | { kind: Exclude<TEntryAction, 'review' | 'signature'>; entries: TFileEntry[] }
  | { kind: 'review'; entries: TFileEntry[]; status: TReviewStatus };

type TWorkspaceParams = { tenantUuid: string; rootLabel: string; path: string; onDone: () => void };

/**
 * The dialogs of the folder screen (new folder, rename, move, delete, versions, review) and the calls behind
 * them. `open` shows one; a success closes it and reports through `onDone` (the screen clears its selection).
 */
export function useWorkspaceDialogs({ tenantUuid, rootLabel, path, onDone }: TWorkspaceParams) {
  const { t } = useTranslation();
  const errorText = useFilesErrorText();
  const { date } = useFormats();
  const [open, setOpen] = useState<TOpen | null>(null);
  const create = useCreateFolder(tenantUuid);
  const rename = useRenameEntry(tenantUuid);
  const move = useMoveEntries(tenantUuid);
  const remove = useDeleteEntries(tenantUuid);
  const review = useSetReview(tenantUuid);
  const navigate = useNavigate();
  const requestSignature = useRequestSignature();
  // A draft envelope of the PDF, then its prepare screen: nothing to ask first.
  const prepareSignature = (entry: TFileEntry) =>
    requestSignature.mutate(
      { tenantUuid, path: entry.path },
      {
        onSuccess: (envelope) => void navigate(paths.signaturePrepare(tenantUuid, envelope.uuid)),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );
  const close = () => {
    setOpen(null);
    for (const mutation of [create, rename, move, remove, review]) mutation.reset();
  };
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    close();
    onDone();
  };
  const entriesOf = (kind: TOpen['kind']) => (open && open.kind === kind && 'entries' in open ? open.entries : null);

  const markReviewed = (entries: TFileEntry[]) =>
    review.mutate(
      { ids: entries.map((entry) => entry.id), status: 'REVIEWED' },
      {
        onSuccess: ({ updated }) => done(t('files.review.saved', { count: updated })),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );

  const element = (
    <>
      <NameDialog
        opened={open?.kind === 'newFolder'}
        title={t('files.newFolder.title')}
        initial=""
        submitLabel={t('files.newFolder.create')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(name) =>
          create.mutate(
            { parent: path, name },
            { onSuccess: (folder) => done(t('files.newFolder.created', { name: folder.file })) },
          )
        }
        onClose={close}
      />
      <NameDialog
        opened={open?.kind === 'rename'}
        title={t('files.rename.title')}
        initial={entriesOf('rename')?.[0]?.file ?? ''}
        submitLabel={t('files.rename.save')}
        pending={rename.isPending}
        error={rename.error}
        onSubmit={(name) => {
          const entry = entriesOf('rename')?.[0];
          if (entry) rename.mutate({ entry, name }, { onSuccess: () => done(t('files.rename.done', { name })) });
        }}
        onClose={close}
      />
      <MoveDialog
        tenantUuid={tenantUuid}
        rootLabel={rootLabel}
        entries={entriesOf('move')}
        startPath={path}
        pending={move.isPending}
        error={move.error}
        onMove={(folder) =>
          move.mutate(
            { entries: entriesOf('move') ?? [], folder },
            { onSuccess: ({ moved }) => done(t('files.move.done', { count: moved })) },
          )
        }
        onClose={close}
      />
      <DeleteDialog
        tenantUuid={tenantUuid}
        entries={entriesOf('delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(entriesOf('delete') ?? [], {
            onSuccess: ({ trashed, purgeAfter }) =>
              done(
                purgeAfter
                  ? t('files.delete.doneUntil', { count: trashed.length, date: date(purgeAfter) })
                  : t('files.delete.done', { count: trashed.length }),
              ),
          })
        }
        onCancel={close}
      />
      <VersionsDialog tenantUuid={tenantUuid} entry={entriesOf('versions')?.[0] ?? null} onClose={close} />
      <ReviewDialog
        entries={entriesOf('review')}
        initialStatus={open?.kind === 'review' ? open.status : 'REVIEWED'}
        pending={review.isPending}
        error={review.error}
        onSubmit={(status, note) =>
          review.mutate(
            { ids: (entriesOf('review') ?? []).map((entry) => entry.id), status, note },
            { onSuccess: ({ updated }) => done(t('files.review.saved', { count: updated })) },
          )
        }
        onClose={close}
      />
    </>
  );

  return {
    element,
    newFolder: () => setOpen({ kind: 'newFolder' }),
    /** A row action (one entry) or a bulk one (the ticked entries). */
    act: (action: TEntryAction, entries: TFileEntry[]) =>
      action === 'signature'
        ? entries[0] && prepareSignature(entries[0])
        : setOpen(
            action === 'review'
              ? {
                  kind: 'review',
                  entries,
                  status: entries.length === 1 ? (entries[0]!.review_status ?? 'NEW') : 'REVIEWED',
                }
              : { kind: action, entries },
          ),
    needsAttention: (entries: TFileEntry[]) => setOpen({ kind: 'review', entries, status: 'NEEDS_ATTENTION' }),
    markReviewed,
    reviewing: review.isPending && open === null,
  };
}
