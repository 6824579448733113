import { Button, Card, CloseButton, Group, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useQueryUpdate } from '../../../lib/use-query-update.ts';
import { FeatureOn } from '../../../lib/feature-flags/feature-on.tsx';
import { useBulkBatches } from '../api/get-bulk-batches.ts';
import { BatchResults } from './batch-results.tsx';
import { NOTIFICATION_SCREENS } from './bulk-screens.ts';
import { PushTable } from './push-table.tsx';
import { SampleLink } from './sample-link.tsx';
import { useBatchAddress } from './use-batch-address.ts';
import { paths } from '@ledgerport/contract';

/** Spec §9: the push notification list shows 10 a page. */
export const PUSH_PER_PAGE = 10;

/**
 * Tenant Push Notification List (spec §2): every push message sent, searched by subject; one message's
 * recipients, with live progress, when the address names it (?batch=…).
 */
export function PushList() {
  const { t } = useTranslation();
  const list = useListParams(PUSH_PER_PAGE);
  const batches = useBulkBatches('PUSH', list.params);
  const address = useBatchAddress();
  const updateQuery = useQueryUpdate();
  // A step of its own in the history: Back opens the message again.
  const closeBatch = () =>
    updateQuery(
      (next) => {
        next.delete('batch');
        next.delete('rows_page');
      },
      { replace: false },
    );

  return (
    <Stack gap="lg">
      {address.batchUuid && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="push-recipients">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="push-recipients">
              {t('bulk.push.recipients')}
            </Title>
            <CloseButton onClick={closeBatch} aria-label={t('common.close')} />
          </Group>
          <BatchResults batchUuid={address.batchUuid} rowsPage={address.rowsPage} onRowsPage={address.setRowsPage} />
        </Card>
      )}
      <PagedListCard
        list={list}
        query={batches}
        searchPlaceholder={t('bulk.push.searchPlaceholder')}
        debounceMs={300}
        actions={
          <Group gap="sm">
            <SampleLink fileName={NOTIFICATION_SCREENS.PUSH.sample} />
            <FeatureOn feature="BULK_NOTIFICATIONS">
              <Button component={Link} to={paths.bulkPushUpload} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('bulk.results.upload')}
              </Button>
            </FeatureOn>
          </Group>
        }
      >
        {(rows) => <PushTable {...rows} />}
      </PagedListCard>
    </Stack>
  );
}
