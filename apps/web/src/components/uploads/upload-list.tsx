import type { TExistingFileChoice } from '@ledgerport/contract';
import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { useFormats } from '../../lib/formats.ts';
import { ClampedName } from '../clamped-name.tsx';
import { ExistingChoice } from './existing-choice.tsx';
import type { TQueuedFile } from '../../lib/uploads/use-upload-queue.ts';

type TUploadListProps = {
  files: TQueuedFile[];
  /** Without it the files cannot be taken off the list (a dropped folder's, sent as soon as dropped). */
  onRemove?: (key: string) => void;
  sending: boolean;
  /** Names already in the folder the files land in, and that folder's name as the user reads it. */
  taken: ReadonlySet<string>;
  folder: string;
  onChoose: (key: string, existing: TExistingFileChoice) => void;
};

/**
 * The chosen files, each with its size, its progress once sending, and why it failed if it did. A file whose name is
 * already in the folder asks whether it is a new version of that file or a second file beside it.
 */
export function UploadList({ files, onRemove, sending, taken, folder, onChoose }: TUploadListProps) {
  const { t } = useTranslation();
  const { fileSize, percent } = useFormats();
  if (files.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label={t('uploads.chosenFiles')} p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((item) => (
        <Paper key={item.key} component="li" withBorder radius="sm" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <ClampedName fw={500} text={item.file.name} />
              <Text size="xs" c="dimmed">
                {fileSize(item.file.size)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <StateBadge item={item} />
              {item.state !== 'sent' && onRemove && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('uploads.remove', { name: item.file.name })}
                  onClick={() => onRemove(item.key)}
                  disabled={sending}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Group>
          {(item.state === 'sending' || item.state === 'sent') && (
            <Group gap="xs" mt="xs" wrap="nowrap">
              <Progress.Root size="md" style={{ flex: 1 }}>
                <Progress.Section
                  value={item.progress}
                  color={item.state === 'sent' ? 'green' : undefined}
                  aria-label={t('uploads.progressOf', { name: item.file.name })}
                />
              </Progress.Root>
              <Text size="xs" w={40} ta="right">
                {percent(item.progress)}
              </Text>
            </Group>
          )}
          {item.state !== 'sent' && taken.has(item.file.name) && (
            <ExistingChoice
              name={item.file.name}
              folder={folder}
              value={item.existing}
              onChange={(existing) => onChoose(item.key, existing)}
              disabled={sending}
            />
          )}
          {item.state === 'failed' && <FailureText error={item.error} />}
        </Paper>
      ))}
    </Stack>
  );
}

function StateBadge({ item }: { item: TQueuedFile }) {
  const { t } = useTranslation();
  if (item.state === 'sent') return <Badge color="green">{t('uploads.state.sent')}</Badge>;
  if (item.state === 'failed') return <Badge color="red">{t('uploads.state.failed')}</Badge>;
  if (item.state === 'sending' && item.reconnecting) {
    return (
      <Badge color="orange" role="status">
        {t('uploads.state.reconnecting')}
      </Badge>
    );
  }
  if (item.state === 'sending') return <Badge color="blue">{t('uploads.state.sending')}</Badge>;
  if (item.state === 'kept') return <Badge color="yellow">{t('uploads.state.kept')}</Badge>;
  return (
    <Badge color="gray" variant="light">
      {t('uploads.state.waiting')}
    </Badge>
  );
}

/**
 * Why a file was refused, in the user's language. For a file over the size limit, the limit too when the
 * server states it (a `max_bytes` detail).
 */
function FailureText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { fileSize } = useFormats();
  const { errorText } = useErrorText();
  const limit = isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE' ? maxBytesOf(error.details) : undefined;
  return (
    <Text c="red" size="sm" mt="xs" role="alert">
      {errorText(error)}
      {limit !== undefined && ` ${t('uploads.limit', { size: fileSize(limit) })}`}
    </Text>
  );
}

const maxBytesOf = (details: { field: string; message: string }[]) => {
  const value = Number(details.find((detail) => detail.field === 'max_bytes')?.message);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};
