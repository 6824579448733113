import type { TFileEntry, TFileLink } from '@ledgerport/contract';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { startDownload } from '../../../lib/file-download/start-download.ts';
import { useFormats } from '../../../lib/formats.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useVersionLink } from '../api/get-version-link.ts';
import { useVersions } from '../api/get-versions.ts';
import { useRestoreVersion } from '../api/restore-version.ts';
import { LinkedPreview } from './file-preview-modal.tsx';
import { useFilesErrorText } from './use-files-error-text.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';

type TVersionsDialogProps = { tenantUuid: string; entry: TFileEntry | null; onClose: () => void };

/** Versions… of one file: every upload of it, newest first, each to view or download; an earlier one can come back. */
export function VersionsDialog({ tenantUuid, entry, onClose }: TVersionsDialogProps) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? t('files.versions.title', { name: entry.file }) : ''}
      size="xl"
      fullScreen={isPhone}
    >
      {entry && <VersionList tenantUuid={tenantUuid} entry={entry} />}
    </Modal>
  );
}

function VersionList({ tenantUuid, entry }: { tenantUuid: string; entry: TFileEntry }) {
  const { t } = useTranslation();
  const { fileSize, shortDateTime } = useFormats();
  const errorText = useFilesErrorText();
  const { can } = usePermissions();
  const versions = useVersions(tenantUuid, entry.id);
  const restore = useRestoreVersion(tenantUuid, entry.id);
  const link = useVersionLink();
  const [shown, setShown] = useState<{ number: number; link: TFileLink } | null>(null);

  const view = (number: number) =>
    link.mutate(
      { tenantUuid, path: entry.path, version: number, disposition: 'inline' },
      { onSuccess: (answer) => setShown({ number, link: answer }) },
    );
  const download = (number: number) =>
    link.mutate(
      { tenantUuid, path: entry.path, version: number, disposition: 'attachment' },
      { onSuccess: (answer) => startDownload(answer.url, entry.file) },
    );

  if (versions.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (versions.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(versions.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <ScrollTable minWidth={560} label={t('files.versions.list')}>
        <Table aria-label={t('files.versions.list')} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('files.versions.number')}</Table.Th>
              <Table.Th>{t('files.columns.size')}</Table.Th>
              <Table.Th>{t('files.versions.uploadedBy')}</Table.Th>
              <Table.Th>{t('files.versions.uploadedAt')}</Table.Th>
              <Table.Th>{t('files.columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.data.versions.map((version) => (
              <Table.Tr key={version.number}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text span>{t('files.versions.label', { number: version.number })}</Text>
                    {version.current && (
                      <Badge size="sm" variant="light" color="green">
                        {t('files.versions.current')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{fileSize(version.size)}</Table.Td>
                <Table.Td>{version.uploaded_by ?? '—'}</Table.Td>
                <Table.Td>{shortDateTime(version.uploaded_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('files.versions.view', { number: version.number })}
                      onClick={() => view(version.number)}
                    >
                      <IconEye size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('files.versions.download', { number: version.number })}
                      onClick={() => download(version.number)}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                    {!version.current && can('manage files') && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('files.versions.restoreNamed', { number: version.number })}
                        loading={restore.isPending && restore.variables === version.number}
                        onClick={() => restore.mutate(version.number)}
                      >
                        {t('files.versions.restore')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {(link.isError || restore.isError) && (
        <Alert color="red" variant="light" role="alert">
          {errorText(link.error ?? restore.error)}
        </Alert>
      )}
      {restore.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {t('files.versions.restored', { number: restore.variables })}
        </Alert>
      )}
      {shown && (
        <Stack gap="xs">
          <Text fw={600}>{t('files.versions.label', { number: shown.number })}</Text>
          <LinkedPreview link={shown.link} name={entry.file} />
        </Stack>
      )}
    </Stack>
  );
}
