import type { TBulkBatch, TBulkNotificationKind } from '@ledgerport/contract';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { useBulkBatches } from '../api/get-bulk-batches.ts';
import { BatchStateBadge } from './batch-state-badge.tsx';
import { NOTIFICATION_SCREENS } from './bulk-screens.ts';
import { formatSentTime } from './sent-time.ts';
import { paths } from '@ledgerport/contract';

/** Recent batches on a result screen's side list. */
export const RECENT_BATCHES_PER_PAGE = 10;

type TRecentBatchesProps = {
  kind: TBulkNotificationKind;
  /** The batch on screen, marked in the list. */
  currentUuid: string | null;
};

/** The batches of one kind, newest first, each opening its result by its address. */
export function RecentBatches({ kind, currentUuid }: TRecentBatchesProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const batches = useBulkBatches(kind, { page, perPage: RECENT_BATCHES_PER_PAGE, search: '' });
  const headingId = `recent-batches-${kind}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {t('bulk.results.recent')}
      </Title>
      <DataTable<TBulkBatch>
        rows={batches.data?.data}
        loading={batches.isPending}
        rowKey={(batch) => batch.uuid}
        label={t('bulk.results.recent')}
        columns={[
          {
            key: 'sent',
            header: t('bulk.results.sentAt'),
            cell: (batch) =>
              batch.uuid === currentUuid ? (
                <Text size="sm" fw={700} aria-current="true">
                  {formatSentTime(batch.created_at)}
                </Text>
              ) : (
                <Anchor
                  component={Link}
                  to={paths.bulkBatch(NOTIFICATION_SCREENS[kind].results, batch.uuid)}
                  size="sm"
                  aria-label={t('bulk.results.open', { file: batch.file_name, time: formatSentTime(batch.created_at) })}
                >
                  {formatSentTime(batch.created_at)}
                </Anchor>
              ),
          },
          {
            key: 'file',
            priority: 2,
            header: t('bulk.results.file'),
            truncate: { maxWidth: 200, text: (batch) => batch.file_name },
            cell: (batch) => batch.file_name,
          },
          { key: 'by', priority: 3, header: t('bulk.results.by'), cell: (batch) => batch.initiator_name ?? '—' },
          { key: 'rows', priority: 3, header: t('bulk.results.rows'), cell: (batch) => batch.total_rows },
          { key: 'state', header: t('bulk.results.state'), cell: (batch) => <BatchStateBadge state={batch.state} /> },
        ]}
      />
      {batches.data && batches.data.last_page > 1 && <ListFooter page={batches.data} onPage={setPage} />}
    </Card>
  );
}
