import type { TBulkBatch } from '@ledgerport/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BatchStateBadge } from './batch-state-badge.tsx';
import { formatSentTime } from './sent-time.ts';

/** Which sheet, when and by whom, and how far its sending has got (live while the batch is not done). */
export function BatchSummary({ batch }: { batch: TBulkBatch }) {
  const { t } = useTranslation();
  const settled = batch.total_rows - batch.pending;
  const percent = batch.total_rows > 0 ? Math.round((settled / batch.total_rows) * 100) : 100;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('bulk.results.batchOf', {
            file: batch.file_name,
            time: formatSentTime(batch.created_at),
            name: batch.initiator_name ?? t('bulk.results.someone'),
          })}
        </Text>
        <BatchStateBadge state={batch.state} />
      </Group>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          color={batch.state === 'DONE' ? 'green' : undefined}
          animated={batch.state !== 'DONE'}
          aria-label={t('bulk.results.progressLabel')}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('bulk.results.progress', {
          settled,
          total: batch.total_rows,
          emails: batch.email_sent,
          texts: batch.text_sent,
          failed: batch.failed,
        })}
      </Text>
    </Stack>
  );
}
