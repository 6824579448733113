import type { TFileEntry } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { IconCash, IconReceiptTax, IconUpload, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { Can } from '../../../lib/permissions/can.tsx';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { useCompanyUuid } from '../../../components/company/use-company-uuid.ts';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useFolder } from '../api/get-folder.ts';
import { FilePreviewModal } from '../components/file-preview-modal.tsx';
import { useFolderLocation } from '../components/folder-location.ts';
import { FolderSearch } from '../components/folder-search.tsx';
import { FolderTable } from '../components/folder-table.tsx';
import { FolderTrail } from '../components/folder-trail.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useDownloadFile } from '../components/use-download-file.ts';
import { DownloadZipButton } from '../components/download-zip-button.tsx';
import { paths } from '@ledgerport/contract';

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
  const companyName = useCompanyName(tenantUuid);
  const location = useFolderLocation();
  const folder = useFolder({ tenantUuid, path: location.path, search: location.search });
  const { download, downloadingPath } = useDownloadFile(tenantUuid);
  const [previewing, setPreviewing] = useState<TFileEntry | null>(null);

  return (
    <>
      <Header />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <FolderSearch key={location.path} initial={location.search} onSearch={location.setSearch} />
            <Group gap="sm">
              {Boolean(folder.data?.entries.length) && (
                <DownloadZipButton tenantUuid={tenantUuid} path={location.path} />
              )}
              <Can permission="upload files">
                <FeatureOn feature="CLIENT_FILE_UPLOAD" clientsOnly>
                  <Button
                    component={Link}
                    to={paths.uploadFiles(tenantUuid, companyName)}
                    leftSection={<IconUpload size={16} aria-hidden />}
                  >
                    {t('files.uploadFile')}
                  </Button>
                </FeatureOn>
              </Can>
              <Can permission="view sales tax">
                <Button
                  component={Link}
                  to={paths.tenantSalesTax(tenantUuid)}
                  variant="default"
                  leftSection={<IconReceiptTax size={16} aria-hidden />}
                >
                  {t('files.saleTax')}
                </Button>
              </Can>
              <Can permission="view payroll">
                <Button
                  component={Link}
                  to={paths.tenantPayroll(tenantUuid)}
                  variant="default"
                  leftSection={<IconCash size={16} aria-hidden />}
                >
                  {t('files.payroll')}
                </Button>
              </Can>
              <Can permission="view tenant user">
                <Button
                  component={Link}
                  to={paths.tenantUsers(tenantUuid)}
                  variant="default"
                  leftSection={<IconUsers size={16} aria-hidden />}
                >
                  {t('files.users')}
                </Button>
              </Can>
            </Group>
          </Group>
          <FolderTrail
            rootLabel={companyName ?? t('files.rootFallback')}
            segments={location.segments}
            folderHref={location.folderHref}
          />
          {folder.isError ? (
            <Alert color="red" variant="light">
              {errorText(folder.error)}
            </Alert>
          ) : (
            <FolderTable
              entries={folder.data?.entries}
              loading={folder.isPending}
              folderHref={location.folderHref}
              onPreview={setPreviewing}
              onDownload={download}
              downloadingPath={downloadingPath}
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
    </>
  );
}
