import type { TFileEntry } from '@ledgerport/contract';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EntryActionsMenu, type TEntryAction } from './entry-actions-menu.tsx';

type TEntryButtonsProps = {
  entry: TFileEntry;
  /** The entry's name as shown, for the menu button's accessible name. */
  label: string;
  onPreview: (entry: TFileEntry) => void;
  onDownload: (entry: TFileEntry) => void;
  onAction: (action: TEntryAction, entry: TFileEntry) => void;
  downloadingPath?: string;
};

/**
 * What one entry of a folder offers, the same in the table and on a phone's card: a file's preview and download
 * (icons, so the row keeps its room for the name and a whole status), a folder's "Folder" mark, and the menu.
 */
export function EntryButtons({ entry, label, onPreview, onDownload, onAction, downloadingPath }: TEntryButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      {entry.is_file ? (
        <>
          <ActionIcon
            variant="subtle"
            aria-label={t('files.preview', { name: entry.file })}
            onClick={() => onPreview(entry)}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
          <Tooltip label={t('files.download')} withinPortal>
            <ActionIcon
              variant="subtle"
              aria-label={t('files.downloadNamed', { name: entry.file })}
              loading={downloadingPath === entry.path}
              onClick={() => onDownload(entry)}
            >
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      ) : (
        <Badge variant="light" color="gray">
          {t('files.dir')}
        </Badge>
      )}
      <EntryActionsMenu entry={entry} label={label} onAction={onAction} />
    </>
  );
}
