import { paths, type TFirmSearchHit } from '@ledgerport/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { useParentLabel } from './entry-name.tsx';
import { ReviewBadge } from './review-badge.tsx';

type TFirmSearchTableProps = {
  hits: TFirmSearchHit[] | undefined;
  loading: boolean;
  onPreview: (hit: TFirmSearchHit) => void;
  onDownload: (hit: TFirmSearchHit) => void;
  downloadingPath?: string;
};

/** The folder a hit sits in, as the folder view's address names it (with its company, to open it there). */
export const folderOf = (hit: TFirmSearchHit) => {
  const parent = hit.path.split('/').slice(0, -1).join('/');
  const company = paths.company(hit.tenant_uuid, hit.tenant_name);
  return parent ? `${company}&${new URLSearchParams({ path: parent })}` : company;
};

/** The firm-wide search's results: each file with its company and folder, status and what can be done with it. */
export function FirmSearchTable({ hits, loading, onPreview, onDownload, downloadingPath }: TFirmSearchTableProps) {
  const { t } = useTranslation();
  const { shortDateTime } = useFormats();
  const parentLabel = useParentLabel();
  const actionsOf = (hit: TFirmSearchHit): TRowAction[] => [
    {
      key: 'preview',
      label: t('files.viewFile'),
      ariaLabel: t('files.preview', { name: hit.file }),
      icon: <IconEye size={18} aria-hidden />,
      onClick: () => onPreview(hit),
      iconOnly: true,
    },
    {
      key: 'download',
      label: t('files.download'),
      ariaLabel: t('files.downloadNamed', { name: hit.file }),
      icon: <IconDownload size={18} aria-hidden />,
      onClick: () => onDownload(hit),
      loading: downloadingPath === `${hit.tenant_uuid}/${hit.path}`,
      iconOnly: true,
    },
    {
      key: 'folder',
      label: t('files.firmSearch.openFolder'),
      ariaLabel: t('files.firmSearch.openFolderOf', { name: hit.file }),
      icon: <IconFolderOpen size={18} aria-hidden />,
      to: folderOf(hit),
      iconOnly: true,
    },
  ];

  return (
    <DataTable
      rows={hits}
      loading={loading}
      label={t('files.firmSearch.results')}
      rowKey={(hit) => `${hit.tenant_uuid}/${hit.path}`}
      columns={[
        {
          key: 'company',
          header: t('files.firmSearch.company'),
          truncate: {
            maxWidth: 200,
            text: (hit) => hit.tenant_name,
            within: (text, hit) => (
              <Anchor component={Link} to={paths.company(hit.tenant_uuid, hit.tenant_name)} size="sm">
                {text}
              </Anchor>
            ),
          },
          cell: (hit) => (
            <Anchor component={Link} to={paths.company(hit.tenant_uuid, hit.tenant_name)} size="sm">
              {hit.tenant_name}
            </Anchor>
          ),
        },
        {
          key: 'file',
          header: t('files.columns.file'),
          cell: (hit) => (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end" title={hit.file} maw={280}>
                {hit.file}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" title={parentLabel(hit) || '/'} maw={280}>
                {parentLabel(hit) || '/'}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'uploaded',
          header: t('files.firmSearch.uploaded'),
          priority: 2,
          cell: (hit) => (hit.created ? shortDateTime(hit.created) : '—'),
        },
        {
          key: 'uploader',
          header: t('files.filters.uploader'),
          priority: 3,
          truncate: { maxWidth: 160, text: (hit) => hit.uploaded_by ?? '—' },
          cell: (hit) => hit.uploaded_by ?? '—',
        },
        { key: 'status', header: t('files.columns.status'), cell: (hit) => <ReviewBadge entry={hit} /> },
      ]}
      rowActions={{
        header: t('files.columns.action'),
        of: actionsOf,
        rowName: (hit) => hit.file,
      }}
    />
  );
}
