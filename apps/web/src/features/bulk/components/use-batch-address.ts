import { ZBulkBatchParams } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';
import { useQueryUpdate } from '../../../lib/use-query-update.ts';

/**
 * The batch a result screen shows and the page of its rows, kept in the address (`?batch=…&rows_page=2`), so a
 * reload or a shared link shows the same batch. A malformed id counts as one that does not exist.
 */
export function useBatchAddress() {
  const [searchParams] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const raw = searchParams.get('batch');
  const parsed = raw === null ? null : ZBulkBatchParams.shape.batchId.safeParse(raw);
  const rowsPage = Number(searchParams.get('rows_page'));
  return {
    batchUuid: parsed?.success ? parsed.data : null,
    malformed: parsed !== null && !parsed.success,
    rowsPage: Number.isInteger(rowsPage) && rowsPage > 0 ? rowsPage : 1,
    setRowsPage: (page: number) =>
      updateQuery((next) => {
        if (page > 1) next.set('rows_page', String(page));
        else next.delete('rows_page');
      }),
  };
}
