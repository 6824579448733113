import { paths, type TFirmSearchHit } from '@ledgerport/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClampedName } from '../../../components/clamped-name.tsx';
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
  /** What the user may do about each hit's review (mark reviewed, needs attention): after the other actions. */
  reviewActionsOf?: (hit: TFirmSearchHit) => TRowAction[];
};

/**
 * The folder a hit sits in, as the folder view's address names it (with its company, to open it there), and
 * the hit itself, which the folder view scrolls to and highlights.
 */
export const folderOf = (hit: TFirmSearchHit) => {
  const segments = hit.path.split('/');
  return paths.companyFile(hit.tenant_uuid, segments.slice(0, -1).join('/'), segments.at(-1)!, hit.tenant_name);
};

/** The firm-wide search's results: each file with its company and folder, status and what can be done with it. */
export function FirmSearchTable(props: TFirmSearchTableProps) {
  const { hits, loading, onPreview, onDownload, downloadingPath, reviewActionsOf } = props;
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
    ...(reviewActionsOf?.(hit) ?? []),
  ];
  const fileWithFolder = (hit: TFirmSearchHit, name: ReactNode) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {name}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {parentLabel(hit) || '/'}
      </Text>
    </Stack>
  );

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
          // One line in the table (the whole in a tooltip); on a phone's card, two, and the whole on a tap.
          truncate: {
            maxWidth: 280,
            text: (hit) => hit.file,
            within: (name, hit) => fileWithFolder(hit, <Text size="sm">{name}</Text>),
          },
          cell: (hit) => fileWithFolder(hit, <ClampedName size="sm" text={hit.file} />),
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
