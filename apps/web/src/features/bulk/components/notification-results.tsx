import type { TBulkNotificationKind } from '@ledgerport/contract';
import { Alert, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBulkBatches } from '../api/get-bulk-batches.ts';
import { BatchResults } from './batch-results.tsx';
import { NOTIFICATION_SCREENS } from './bulk-screens.ts';
import { RECENT_BATCHES_PER_PAGE, RecentBatches } from './recent-batches.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';
import { useBatchAddress } from './use-batch-address.ts';

/**
 * 'Tenant Sales Tax List' (or payroll tax): the batch named in the address, else the newest one, with its
 * recipients' Email Sent / Text Sent, and the recent batches to pick another from.
 */
export function NotificationResults({ kind }: { kind: 'SALES_TAX' | 'PAYROLL_TAX' }) {
  const { t } = useTranslation();
  const screens = NOTIFICATION_SCREENS[kind satisfies TBulkNotificationKind];
  const address = useBatchAddress();
  const newest = useBulkBatches(kind, { page: 1, perPage: RECENT_BATCHES_PER_PAGE, search: '' }, !address.batchUuid);
  const shownUuid = address.batchUuid ?? (address.malformed ? null : (newest.data?.data[0]?.uuid ?? null));

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <ResultsToolbar uploadPath={screens.upload} sample={screens.sample} />
        {address.malformed && (
          <Alert color="red" variant="light" mb="md">
            {t('errors.codes.NOT_FOUND')}
          </Alert>
        )}
        <BatchResults
          batchUuid={shownUuid}
          rowsPage={address.rowsPage}
          onRowsPage={address.setRowsPage}
          choosing={!address.batchUuid && !address.malformed && newest.isPending}
        />
      </Card>
      <RecentBatches kind={kind} currentUuid={shownUuid} />
    </Stack>
  );
}
