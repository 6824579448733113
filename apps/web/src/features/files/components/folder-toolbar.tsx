import { ActionIcon, Button, Group, Indicator, Menu } from '@mantine/core';
import { IconDotsVertical, IconFilter, IconFolderPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../lib/permissions/can.tsx';
import { CompanyLinks } from './company-links.tsx';
import { DownloadZipButton, useFolderZip, ZipIcon } from './download-zip-button.tsx';
import { UploadFolderButton } from './folder-upload.tsx';
import type { TDroppedTree } from '../../../lib/uploads/dropped-folders.ts';

type TFolderToolbarProps = {
  tenantUuid: string;
  companyName: string | undefined;
  /** The open folder, for its zip. */
  path: string;
  /** The zip is offered for a folder with something in it, and not for a search's results. */
  zip: boolean;
  onNewFolder: () => void;
  onTrash: () => void;
  /** "Upload folder" into the open folder, for those who may upload (not over a search's results). */
  folderUpload?: { onChosen: (tree: TDroppedTree) => void; disabled: boolean } | undefined;
  /** The search box, beside the buttons (or the menu). */
  search: ReactNode;
  /**
   * On a phone: everything but the search in one menu, the filters' row included, so the folder's first file
   * shows on the first screen rather than under seven buttons.
   */
  phone?: { filtersActive: number; filtersOpened: boolean; onToggleFilters: () => void };
};

const icon = (Icon: typeof IconTrash) => <Icon size={16} aria-hidden />;

/** What the folder screen offers above its list: search, new folder, trash, zip and the company's other screens. */
export function FolderToolbar({
  tenantUuid,
  companyName,
  path,
  zip,
  onNewFolder,
  onTrash,
  folderUpload,
  search,
  phone,
}: TFolderToolbarProps) {
  const { t } = useTranslation();
  if (phone) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {search}
        <FolderMenu {...{ tenantUuid, companyName, path, zip, onNewFolder, onTrash }} phone={phone} />
        {folderUpload && <UploadFolderButton {...folderUpload} iconOnly />}
      </Group>
    );
  }
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {search}
      <Group gap="sm">
        <Can permission="manage files">
          <Button variant="default" leftSection={icon(IconFolderPlus)} onClick={onNewFolder}>
            {t('files.newFolder.button')}
          </Button>
          <Button variant="default" leftSection={icon(IconTrash)} onClick={onTrash}>
            {t('files.trash.button')}
          </Button>
        </Can>
        {zip && <DownloadZipButton tenantUuid={tenantUuid} path={path} />}
        <CompanyLinks
          tenantUuid={tenantUuid}
          companyName={companyName}
          afterUpload={folderUpload && <UploadFolderButton {...folderUpload} />}
        />
      </Group>
    </Group>
  );
}

function FolderMenu({
  tenantUuid,
  companyName,
  path,
  zip,
  onNewFolder,
  onTrash,
  phone,
}: Omit<TFolderToolbarProps, 'search' | 'phone' | 'folderUpload'> & {
  phone: NonNullable<TFolderToolbarProps['phone']>;
}) {
  const { t } = useTranslation();
  // Started from here, not from the menu's entry: the entry is gone once the menu closes, and its answer with it.
  const folderZip = useFolderZip(tenantUuid, path);
  const filters = phone.filtersActive;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="input-sm" aria-label={t('files.toolbar.menu')} loading={folderZip.pending}>
          {/* How many filters are set, on the icon: the menu holds them. */}
          <Indicator label={filters} size={16} disabled={filters === 0} offset={-2} aria-hidden>
            <IconDotsVertical size={18} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <CompanyLinks tenantUuid={tenantUuid} companyName={companyName} asMenuItems />
        <Can permission="manage files">
          <Menu.Item leftSection={icon(IconFolderPlus)} onClick={onNewFolder}>
            {t('files.newFolder.button')}
          </Menu.Item>
          <Menu.Item leftSection={icon(IconTrash)} onClick={onTrash}>
            {t('files.trash.button')}
          </Menu.Item>
        </Can>
        {zip && (
          <Menu.Item leftSection={<ZipIcon />} onClick={folderZip.start}>
            {t('files.downloadZip')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={icon(IconFilter)} onClick={phone.onToggleFilters} aria-expanded={phone.filtersOpened}>
          {filters > 0 ? t('files.filters.toggleActive', { count: filters }) : t('files.filters.toggle')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
