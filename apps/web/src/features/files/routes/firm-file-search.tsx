import { paths, type TFirmSearchHit } from '@ledgerport/contract';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFileDownload } from '../../../lib/file-download/use-file-download.ts';
import { useFirmFileSearch } from '../api/search-firm-files.ts';
import { FilePreviewModal } from '../components/file-preview-modal.tsx';
import { useFirmSearchReview } from '../components/firm-search-review.tsx';
import { FirmSearchTable } from '../components/firm-search-table.tsx';
import { FolderFilters } from '../components/folder-filters.tsx';
import { FolderSearch } from '../components/folder-search.tsx';
import { useFirmSearchLocation } from '../components/firm-search-location.ts';

/** /files/search: staff look for a file in every company they may see, by name, type, uploader, days and status. */
export function FirmFileSearchRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const location = useFirmSearchLocation();
  const results = useFirmFileSearch({ q: location.q, filters: location.filters });
  const file = useFileDownload();
  const [previewing, setPreviewing] = useState<TFirmSearchHit | null>(null);
  const review = useFirmSearchReview();
  const download = (hit: TFirmSearchHit) =>
    file.download({ tenantUuid: hit.tenant_uuid, path: hit.path, name: hit.file });
  const hits = results.data?.data;

  return (
    <>
      <PageHeader
        title={t('pages.fileSearch')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.fileSearch') }]}
      >
        <Text c="dimmed" size="sm">
          {t('files.firmSearch.intro')}
        </Text>
      </PageHeader>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          {/* In a row, as on the folder view: the box's flex basis is its width, not a height in this column. */}
          <Group>
            <FolderSearch
              initial={location.q}
              onSearch={location.setQ}
              placeholder={t('files.firmSearch.placeholder')}
            />
          </Group>
          <FolderFilters filters={location.filters} onChange={location.setFilters} />
          {results.data?.truncated && (
            <Text size="sm" c="dimmed" role="status">
              {t('files.firmSearch.truncated', { count: results.data.data.length })}
            </Text>
          )}
          {results.isError ? (
            <Alert color="red" variant="light" title={t('files.firmSearch.failed')}>
              {errorText(results.error)}
            </Alert>
          ) : hits?.length === 0 ? (
            <Text c="dimmed" role="status" ta="center" py="lg">
              {t('files.firmSearch.empty')}
            </Text>
          ) : (
            <FirmSearchTable
              hits={hits}
              loading={results.isPending}
              onPreview={setPreviewing}
              onDownload={download}
              downloadingPath={file.pending ? `${file.pending.tenantUuid}/${file.pending.path}` : undefined}
              reviewActionsOf={review.actionsOf}
            />
          )}
        </Stack>
      </Card>
      <FilePreviewModal
        tenantUuid={previewing?.tenant_uuid ?? ''}
        entry={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={() => previewing && download(previewing)}
      />
      {review.element}
    </>
  );
}
