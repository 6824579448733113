import type { TFileEntry } from '@ledgerport/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowsMove, IconCheck, IconFileZip, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { startDownload } from '../../../lib/file-download/start-download.ts';
import { useFormats } from '../../../lib/formats.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useZipLink } from '../api/get-zip-link.ts';

type TBulkBarProps = {
  tenantUuid: string;
  selected: TFileEntry[];
  onMove: () => void;
  onDelete: () => void;
  onMarkReviewed: () => void;
  onNeedsAttention: () => void;
  reviewing: boolean;
  onClear: () => void;
};

/** What can be done with the ticked rows at once; shown while any row is ticked. */
export function BulkBar(props: TBulkBarProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { errorText } = useErrorText();
  const { fileSize } = useFormats();
  const zip = useZipLink();
  const { selected } = props;
  const onlyFiles = selected.every((entry) => entry.is_file);
  const downloadZip = () =>
    zip.mutate(
      { tenantUuid: props.tenantUuid, paths: selected.map((entry) => entry.path) },
      {
        onSuccess: (link) => {
          notifications.show({ message: t('files.zipStarting', { count: link.files, size: fileSize(link.bytes) }) });
          startDownload(link.url, link.file_name);
        },
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      bg="var(--mantine-color-default-hover)"
      role="region"
      aria-label={t('files.selection.bar')}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} mr="xs" aria-live="polite">
          {t('files.selection.count', { count: selected.length })}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconFileZip size={14} aria-hidden />}
          loading={zip.isPending}
          onClick={downloadZip}
        >
          {t('files.selection.zip')}
        </Button>
        {can('manage files') && (
          <>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconArrowsMove size={14} aria-hidden />}
              onClick={props.onMove}
            >
              {t('files.selection.move')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={props.onDelete}
            >
              {t('files.selection.delete')}
            </Button>
          </>
        )}
        {can('review files') && onlyFiles && (
          <>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={props.reviewing}
              onClick={props.onMarkReviewed}
            >
              {t('files.selection.markReviewed')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconAlertTriangle size={14} aria-hidden />}
              onClick={props.onNeedsAttention}
            >
              {t('files.selection.needsAttention')}
            </Button>
          </>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={props.onClear}
        >
          {t('files.selection.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
