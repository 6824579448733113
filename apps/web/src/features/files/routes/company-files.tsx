import type { TFileEntry } from '@ledgerport/contract';
import { Alert, Card, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboundAddressLine } from '../../../components/inbound-address/inbound-address-line.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useFolder } from '../api/get-folder.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { FilePreviewModal } from '../components/file-preview-modal.tsx';
import { FolderCards } from '../components/folder-cards.tsx';
import { FolderFilters } from '../components/folder-filters.tsx';
import { DropOutline, FolderUploadProgress, useFolderDrop } from '../components/folder-upload.tsx';
import { useFolderLocation } from '../components/folder-location.ts';
import { FolderSearch } from '../components/folder-search.tsx';
import { FolderTable } from '../components/folder-table.tsx';
import { FolderToolbar } from '../components/folder-toolbar.tsx';
import { FolderTrail } from '../components/folder-trail.tsx';
import { TrashDrawer } from '../components/trash-drawer.tsx';
import { useDownloadFile } from '../components/use-download-file.ts';
import { useEntryFocus, type TEntryFocus } from '../components/use-entry-focus.ts';
import { useSelection } from '../components/use-selection.ts';
import { useWorkspaceDialogs } from '../components/workspace-dialogs.tsx';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';

/**
 * What the app puts beside the page's title, composed from another feature (the company's upload links, issue
 * 32): it gets the company and the folder open.
 */
export type TCompanyFilesExtra = ComponentType<{ tenantUuid: string; folder: string }>;

/** /index/company?company_uuid=…&company_name=…&path=…: Folder and File List (spec §2). */
export function CompanyFilesRoute({ Extra }: { Extra?: TCompanyFilesExtra } = {}) {
  const tenantUuid = useCompanyUuid();
  return tenantUuid ? <CompanyFiles tenantUuid={tenantUuid} Extra={Extra} /> : <Header notFound />;
}

/** Back to the Tenant List for staff, to the Dashboard for clients (spec §2), then this page. */
function Header({ notFound = false, children }: { notFound?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  return (
    <>
      <PageHeader
        title={t('pages.companyFiles')}
        crumbs={[...companyEntryCrumbs(t, isStaff), { label: t('pages.companyFiles') }]}
      >
        {children}
      </PageHeader>
      {notFound && <TenantNotFound />}
    </>
  );
}

function CompanyFiles({ tenantUuid, Extra }: { tenantUuid: string; Extra?: TCompanyFilesExtra | undefined }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const isPhone = usePhoneLayout();
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
  // The search box shows what the folder was narrowed to when it looked for the file: once the address says
  // that search, the box is made anew (a new key) starting from it.
  const [narrowingTo, setNarrowingTo] = useState<string | null>(null);
  const [narrowings, setNarrowings] = useState(0);
  if (narrowingTo !== null && location.search === narrowingTo) {
    setNarrowingTo(null);
    setNarrowings(narrowings + 1);
  }
  const focus = useEntryFocus(entries, location.focusPath, more, {
    pages: folder.data?.pages.length ?? 0,
    search: location.search,
    narrowTo: (name) => {
      location.searchForFocus(name);
      setNarrowingTo(name);
    },
    settled: !folder.isPlaceholderData,
  });
  const selection = useSelection(entries);
  const { download, downloadingPath } = useDownloadFile(tenantUuid);
  const [previewing, setPreviewing] = useState<TFileEntry | null>(null);
  const [trashOpened, setTrashOpened] = useState(false);
  const filtersActive = Object.keys(location.filters).length;
  const [filtersOpened, { toggle: toggleFilters }] = useDisclosure(filtersActive > 0);
  const dialogs = useWorkspaceDialogs({ tenantUuid, rootLabel, path: location.path, onDone: selection.clear });
  const folderDrop = useFolderDrop(tenantUuid, location.path);
  // Another folder is another list: ticks do not carry over.
  const { clear } = selection;
  useEffect(() => clear(), [location.path]); // eslint-disable-line react-hooks/exhaustive-deps

  // Staff hand the company its e-mail-in address (issue 32); clients see their folders only.
  const isStaff = useSignedInUser().audience === 'staff';
  const List = isPhone ? FolderCards : FolderTable;
  return (
    <>
      <Header>
        {Extra && (
          <Group justify="flex-end">
            <Extra tenantUuid={tenantUuid} folder={location.path} />
          </Group>
        )}
      </Header>
      <DropOutline over={folderDrop.over}>
        <Card withBorder radius="md" padding="md" {...folderDrop.dropTarget}>
          <Stack gap="md">
            <FolderToolbar
              tenantUuid={tenantUuid}
              companyName={companyName}
              path={location.path}
              zip={Boolean(entries?.length) && !location.searching}
              onNewFolder={dialogs.newFolder}
              onTrash={() => setTrashOpened(true)}
              folderUpload={
                // Into the folder open: not over a search's results, nor a folder that is not there.
                folderDrop.mayUpload && !location.searching && !folder.isError
                  ? { onChosen: folderDrop.start, disabled: folderDrop.upload.sending }
                  : undefined
              }
              search={
                <FolderSearch
                  key={`${location.path}#${narrowings}`}
                  initial={location.search}
                  onSearch={location.setSearch}
                />
              }
              phone={isPhone ? { filtersActive, filtersOpened, onToggleFilters: toggleFilters } : undefined}
            />
            <FolderUploadProgress upload={folderDrop.upload} />
            <FolderFilters
              key={location.path}
              filters={location.filters}
              onChange={location.setFilters}
              opened={filtersOpened}
            />
            {isStaff && <InboundAddressLine tenantUuid={tenantUuid} />}
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
            <FocusNotice focus={focus} />
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
                focus={focus}
              />
            )}
          </Stack>
        </Card>
      </DropOutline>
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

/**
 * Says where the file a search result opened the folder at is: to screen readers once its row is highlighted
 * (the row takes the focus too), to everyone when it is no longer in the folder.
 */
function FocusNotice({ focus }: { focus: TEntryFocus }) {
  const { t } = useTranslation();
  const name = focus.path?.split('/').pop() ?? '';
  if (focus.state === 'missing') {
    return (
      <Alert color="yellow" variant="light" role="status">
        {t('files.focus.missing', { name })}
      </Alert>
    );
  }
  return (
    <VisuallyHidden role="status">{focus.state === 'found' ? t('files.focus.shown', { name }) : ''}</VisuallyHidden>
  );
}
