import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFolderUp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadList } from '../../../components/uploads/upload-list.tsx';
import { useFeatureFlags } from '../../../lib/feature-flags/get-feature-flags.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import {
  entriesOfDrop,
  isOsJunk,
  readChosenFolder,
  readDroppedEntries,
  type TDroppedTree,
} from '../../../lib/uploads/dropped-folders.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useFolderUpload } from './use-folder-upload.ts';

const NONE_TAKEN: ReadonlySet<string> = new Set();

/** Whether this person may upload here now: 'upload files' in the company, and a client only while uploads are on. */
export function useMayUpload() {
  const { can } = usePermissions();
  const { isOn } = useFeatureFlags();
  const isStaff = useSignedInUser().audience === 'staff';
  return can('upload files') && (isStaff || isOn('CLIENT_FILE_UPLOAD'));
}

/** A drag from outside the page carrying files (not text, not a row of this page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Dropping a folder (or files) on the folder view uploads it into the open folder, its subfolders made as on the
 * disk (issue 36); "Upload folder" does the same from the system's folder picker. The progress shows below the
 * toolbar as the Upload Files screen shows it: one list of files, and how far all of them have got.
 */
export function useFolderDrop(tenantUuid: string, folder: string) {
  const upload = useFolderUpload(tenantUuid, folder);
  const mayUpload = useMayUpload();
  const [over, setOver] = useState(false);
  const start = (tree: TDroppedTree) => {
    if (!upload.sending && (tree.files.length > 0 || tree.directories.length > 0)) void upload.send(tree);
  };
  const dropTarget = mayUpload
    ? {
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event) || upload.sending) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        },
        onDrop: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setOver(false);
          if (upload.sending) return;
          // The entries must be taken during the event: the browser empties the list once it returns.
          const entries = entriesOfDrop(event.dataTransfer.items);
          const plain = Array.from(event.dataTransfer.files).filter((file) => !isOsJunk(file.name));
          if (entries) void readDroppedEntries(entries).then(start);
          else start({ directories: [], files: plain.map((file) => ({ file, directory: '' })) });
        },
      }
    : {};
  return { upload, start, over, dropTarget, mayUpload };
}

type TUploadFolderButtonProps = {
  onChosen: (tree: TDroppedTree) => void;
  disabled: boolean;
  /** On a phone, beside the folder's menu: its icon only (a menu's entry would be gone before the picker answers). */
  iconOnly?: boolean;
};

/** "Upload folder": the system's folder picker (a real button, so the keyboard reaches it). */
export function UploadFolderButton({ onChosen, disabled, iconOnly = false }: TUploadFolderButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // React passes no value for this non-standard attribute; set on the element itself.
  useEffect(() => input.current?.setAttribute('webkitdirectory', ''), []);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={t('files.folderUpload.button')}
        data-testid="folder-upload-input"
        onChange={(event) => {
          const tree = readChosenFolder(Array.from(event.currentTarget.files ?? []));
          // Choosing the same folder again must still count as a change.
          event.currentTarget.value = '';
          onChosen(tree);
        }}
      />
      {iconOnly ? (
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('files.folderUpload.button')}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          <IconFolderUp size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          leftSection={<IconFolderUp size={16} aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          {t('files.folderUpload.button')}
        </Button>
      )}
    </>
  );
}

/** The files of the folder being uploaded, each with its progress, under one bar for all of them. */
export function FolderUploadProgress({ upload }: { upload: ReturnType<typeof useFolderUpload> }) {
  const { t } = useTranslation();
  const { percent } = useFormats();
  if (upload.files.length === 0) return null;
  const failed = upload.files.filter((item) => item.state === 'failed').length;
  const label = upload.sending
    ? t('files.folderUpload.sending', { count: upload.files.length })
    : failed > 0
      ? t('files.folderUpload.someFailed', { count: failed })
      : t('files.folderUpload.done', { count: upload.files.length });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={500} role="status">
            {label}
          </Text>
          {!upload.sending && (
            <Button variant="subtle" size="compact-sm" onClick={upload.clear}>
              {t('files.folderUpload.close')}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={upload.percent}
            size="md"
            style={{ flex: 1 }}
            aria-label={t('files.folderUpload.overall')}
            color={failed > 0 ? 'red' : undefined}
          />
          <Text size="sm">{percent(upload.percent)}</Text>
        </Group>
        <UploadList
          files={upload.files}
          sending={upload.sending}
          taken={NONE_TAKEN}
          folder=""
          onChoose={() => undefined}
        />
      </Stack>
    </Paper>
  );
}

/** The outline a folder view shows while files are dragged over it. */
export function DropOutline({ over, children }: { over: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        outline: over ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 4,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {children}
    </div>
  );
}
