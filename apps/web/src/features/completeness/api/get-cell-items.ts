import { ZCompletenessCellItems, type TCompletenessCellItems, type TCompletenessKind } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completenessQueryKey } from './get-completeness.ts';

/** Which cell: a tenant, a column key ('YYYY-MM' or 'YYYY-Qn'), and the kind filter the grid shows. */
export type TCellRef = { tenantUuid: string; tenantName: string; period: string; kind: TCompletenessKind | null };

export function getCellItems(cell: TCellRef, signal?: AbortSignal): Promise<TCompletenessCellItems> {
  const query = new URLSearchParams({ tenant_id: cell.tenantUuid, period: cell.period });
  if (cell.kind) query.set('kind', cell.kind);
  return apiRequest(`/completeness/cell?${query}`, { schema: ZCompletenessCellItems, signal });
}

export const useCellItems = (cell: TCellRef | null) =>
  useQuery(
    queryOptions({
      queryKey: [...completenessQueryKey, 'cell', cell?.tenantUuid, cell?.period, cell?.kind],
      queryFn: ({ signal }) => getCellItems(cell!, signal),
      enabled: cell !== null,
    }),
  );
