import type { TBulkBatchRow } from '@ledgerport/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { bulkBatchesQueryKey } from '../api/get-bulk-batches.ts';
import { isBatchSettled, useBulkBatch } from '../api/get-bulk-batch.ts';
import { useBulkBatchRows } from '../api/get-bulk-batch-rows.ts';
import { BatchSummary } from './batch-summary.tsx';
import { DeliveryCell } from './delivery-cell.tsx';

type TBatchResultsProps = {
  /** The batch to show; null when there is none yet (the table then says 'No data available'). */
  batchUuid: string | null;
  rowsPage: number;
  onRowsPage: (page: number) => void;
  /** The screen is still finding out which batch to show. */
  choosing?: boolean;
};

/**
 * One batch's send result, loaded from the server by its id (spec §2, with the batch in the address rather than
 * in navigation state): its progress and each recipient's Email Sent / Text Sent. While the batch is not done,
 * both are asked for again every 2 seconds.
 */
export function BatchResults({ batchUuid, rowsPage, onRowsPage, choosing = false }: TBatchResultsProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const queryClient = useQueryClient();
  const batch = useBulkBatch(batchUuid);
  const settled = isBatchSettled(batch.data);
  const live = batchUuid !== null && batch.data !== undefined && !settled;
  const rows = useBulkBatchRows(batchUuid, rowsPage, live);

  // When a batch seen sending is done, the last Yes/No may have changed after the final poll of its rows: ask
  // once more, and refresh the lists of batches (their states and counts).
  const sawSending = useRef(false);
  useEffect(() => {
    if (live) sawSending.current = true;
    if (!settled || !sawSending.current) return;
    sawSending.current = false;
    void queryClient.invalidateQueries({ queryKey: bulkBatchesQueryKey });
  }, [live, settled, queryClient]);

  const error = batch.error ?? rows.error;
  return (
    <Stack gap="md">
      {batch.data && <BatchSummary batch={batch.data} />}
      {error && (
        <Alert color="red" variant="light">
          {errorText(error)}
        </Alert>
      )}
      <DataTable<TBulkBatchRow>
        rows={batchUuid ? rows.data?.data : []}
        loading={batchUuid === null ? choosing : (batch.isPending || rows.isPending) && !error}
        firstSerial={rows.data?.from ?? 1}
        rowKey={(row) => row.row_number}
        columns={[
          {
            key: 'tenant',
            header: t('bulk.results.tenantName'),
            cell: (row) => (
              <>
                <Text size="sm">{row.client_name}</Text>
                {row.tenant_name && row.tenant_name !== row.client_name && (
                  <Text size="xs" c="dimmed">
                    {row.tenant_name}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'email',
            header: t('bulk.results.emailSent'),
            cell: (row) => <DeliveryCell state={row.email_state} />,
          },
          { key: 'text', header: t('bulk.results.textSent'), cell: (row) => <DeliveryCell state={row.text_state} /> },
        ]}
      />
      {batchUuid && rows.data && <ListFooter page={rows.data} onPage={onRowsPage} />}
    </Stack>
  );
}
