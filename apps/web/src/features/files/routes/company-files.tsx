import type { TFileEntry } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFolderPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { Can } from '../../../lib/permissions/can.tsx';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useCompanyUuid } from '../../../components/company/use-company-uuid.ts';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useFolder } from '../api/get-folder.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { CompanyLinks } from '../components/company-links.tsx';
import { DownloadZipButton } from '../components/download-zip-button.tsx';
import { FilePreviewModal } from '../components/file-preview-modal.tsx';
import { FolderCards } from '../components/folder-cards.tsx';
import { FolderFilters } from '../components/folder-filters.tsx';
import { useFolderLocation } from '../components/folder-location.ts';
import { FolderSearch } from '../components/folder-search.tsx';
import { FolderTable } from '../components/folder-table.tsx';
import { FolderTrail } from '../components/folder-trail.tsx';
import { TrashDrawer } from '../components/trash-drawer.tsx';
import { useDownloadFile } from '../components/use-download-file.ts';
import { useSelection } from '../components/use-selection.ts';
import { useWorkspaceDialogs } from '../components/workspace-dialogs.tsx';

/** /index/company?company_uuid=…&company_name=…&path=…: Folder and File List (spec §2). */
export function CompanyFilesRoute() {
  const tenantUuid = useCompanyUuid();
  return tenantUuid ? <CompanyFiles tenantUuid={tenantUuid} /> : <Header notFound />;
}

/** Back to the Tenant List for staff, to the Dashboard for clients (spec §2), then this page. */
function Header({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  return (
    <>
      <PageHeader
        title={t('pages.companyFiles')}
        crumbs={[...companyEntryCrumbs(t, isStaff), { label: t('pages.companyFiles') }]}
      />
      {notFound && <TenantNotFound />}
    </>
  );
}

function CompanyFiles({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const companyName = useCompanyName(tenantUuid);
  const rootLabel = companyName ?? t('files.rootFallback');
  const location = useFolderLocation();
  const folder = useFolder({ tenantUuid, path: location.path, search: location.search, filters: location.filters });
  const { fetchNextPage } = folder;
  const entries = useMemo(() => folder.data?.pages.flatMap((page) => page.entries), [folder.data]);
  const more = {
    hasMore: folder.hasNextPage,
    loadingMore: folder.isFetchingNextPage,
    onLoadMore: useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]),
  };
  const selection = useSelection(entries);
  const { download, downloadingPath } = useDownloadFile(tenantUuid);
  const [previewing, setPreviewing] = useState<TFileEntry | null>(null);
  const [trashOpened, setTrashOpened] = useState(false);
  const dialogs = useWorkspaceDialogs({ tenantUuid, rootLabel, path: location.path, onDone: selection.clear });
  // Another folder is another list: ticks do not carry over.
  const { clear } = selection;
  useEffect(() => clear(), [location.path]); // eslint-disable-line react-hooks/exhaustive-deps

  const List = isPhone ? FolderCards : FolderTable;
  return (
    <>
      <Header />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <FolderSearch key={location.path} initial={location.search} onSearch={location.setSearch} />
            <Group gap="sm">
              <Can permission="manage files">
                <Button
                  variant="default"
                  leftSection={<IconFolderPlus size={16} aria-hidden />}
                  onClick={dialogs.newFolder}
                >
                  {t('files.newFolder.button')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setTrashOpened(true)}
                >
                  {t('files.trash.button')}
                </Button>
              </Can>
              {Boolean(entries?.length) && !location.searching && (
                <DownloadZipButton tenantUuid={tenantUuid} path={location.path} />
              )}
              <CompanyLinks tenantUuid={tenantUuid} companyName={companyName} />
            </Group>
          </Group>
          <FolderFilters key={location.path} filters={location.filters} onChange={location.setFilters} />
          <FolderTrail rootLabel={rootLabel} segments={location.segments} folderHref={location.folderHref} />
          {selection.some && (
            <BulkBar
              tenantUuid={tenantUuid}
              selected={selection.selected}
              onMove={() => dialogs.act('move', selection.selected)}
              onDelete={() => dialogs.act('delete', selection.selected)}
              onMarkReviewed={() => dialogs.markReviewed(selection.selected)}
              onNeedsAttention={() => dialogs.needsAttention(selection.selected)}
              reviewing={dialogs.reviewing}
              onClear={selection.clear}
            />
          )}
          {folder.isError ? (
            <Alert color="red" variant="light">
              {errorText(folder.error)}
            </Alert>
          ) : (
            <List
              entries={entries}
              loading={folder.isPending}
              searching={location.searching}
              folderHref={location.folderHref}
              selection={selection}
              onPreview={setPreviewing}
              onDownload={download}
              onAction={(action, entry) => dialogs.act(action, [entry])}
              downloadingPath={downloadingPath}
              more={more}
            />
          )}
        </Stack>
      </Card>
      <FilePreviewModal
        tenantUuid={tenantUuid}
        entry={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={download}
      />
      <TrashDrawer tenantUuid={tenantUuid} opened={trashOpened} onClose={() => setTrashOpened(false)} />
      {dialogs.element}
    </>
  );
}
