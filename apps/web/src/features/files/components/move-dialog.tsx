import type { TFileEntry } from '@ledgerport/contract';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconFolder, IconFolderOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { folderLabel } from '../../../lib/folder-names.ts';
import { useSubfolders } from '../api/get-folder.ts';
import { useFilesErrorText } from './use-files-error-text.ts';
import trail from './folder-trail.module.css';

type TMoveDialogProps = {
  tenantUuid: string;
  rootLabel: string;
  /** What is being moved; null when the dialog is closed. */
  entries: TFileEntry[] | null;
  /** Where they are now: the browsing starts there. */
  startPath: string;
  pending: boolean;
  error: unknown;
  onMove: (folder: string) => void;
  onClose: () => void;
};

/** Move… : the user browses the company's folders and moves the entries into the one open in the dialog. */
export function MoveDialog(props: TMoveDialogProps) {
  const { t } = useTranslation();
  const count = props.entries?.length ?? 0;
  const title =
    count === 1 ? t('files.move.titleOne', { name: props.entries![0]!.file }) : t('files.move.titleMany', { count });
  return (
    <Modal opened={props.entries !== null} onClose={props.onClose} title={title} centered size="lg">
      {props.entries && <FolderPicker {...props} entries={props.entries} />}
    </Modal>
  );
}

function FolderPicker({
  tenantUuid,
  rootLabel,
  entries,
  startPath,
  pending,
  error,
  onMove,
  onClose,
}: TMoveDialogProps & { entries: TFileEntry[] }) {
  const { t } = useTranslation();
  const errorText = useFilesErrorText();
  const [path, setPath] = useState(startPath);
  const folders = useSubfolders(tenantUuid, path, true);
  const segments = path ? path.split('/') : [];
  const label = (segment: string, index: number) => (index === 0 ? folderLabel(t, segment) : segment);
  // A folder cannot go into itself or below itself: those are not offered.
  const moving = new Set(entries.filter((entry) => !entry.is_file).map((entry) => entry.path));
  const insideMoved = [...moving].some((moved) => path === moved || path.startsWith(`${moved}/`));
  const alreadyThere = entries.every((entry) => entry.path.split('/').slice(0, -1).join('/') === path);

  return (
    <Stack gap="sm">
      <Breadcrumbs
        aria-label={t('files.move.where')}
        separatorMargin={6}
        classNames={{ root: trail.trail, breadcrumb: trail.level }}
      >
        {[rootLabel, ...segments].map((segment, index) =>
          index === segments.length ? (
            <Text key={index} size="sm" fw={600} aria-current="location">
              {index === 0 ? segment : label(segment, index - 1)}
            </Text>
          ) : (
            <Anchor
              key={index}
              component="button"
              type="button"
              size="sm"
              onClick={() => setPath(segments.slice(0, index).join('/'))}
            >
              {index === 0 ? segment : label(segment, index - 1)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      <ScrollArea.Autosize mah={320} type="auto">
        {folders.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : folders.isError ? (
          <Alert color="red" variant="light">
            {errorText(folders.error)}
          </Alert>
        ) : folders.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('files.move.noSubfolders')}
          </Text>
        ) : (
          <nav aria-label={t('files.move.subfolders')}>
            {folders.data
              .filter((folder) => !moving.has(folder.path))
              .map((folder) => (
                <NavLink
                  key={folder.path}
                  component="button"
                  label={path ? folder.file : folderLabel(t, folder.file)}
                  leftSection={<IconFolder size={16} aria-hidden />}
                  onClick={() => setPath(folder.path)}
                />
              ))}
          </nav>
        )}
      </ScrollArea.Autosize>
      {error != null && (
        <Alert color="red" variant="light" role="alert">
          {errorText(error, entries.length > 1)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          leftSection={<IconFolderOpen size={16} aria-hidden />}
          loading={pending}
          disabled={insideMoved || alreadyThere}
          onClick={() => onMove(path)}
        >
          {t('files.move.here')}
        </Button>
      </Group>
    </Stack>
  );
}
