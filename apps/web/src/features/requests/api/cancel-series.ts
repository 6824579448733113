import { ZRequestSeriesCancelled, type TRequestSeriesCancelled } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requestsQueryKey } from './request-keys.ts';

type TCancelSeriesParams = { tenantUuid: string; seriesUuid: string };

/** POST /tenants/{id}/request-series/{seriesId}/cancel: no new periods; its open requests are cancelled. */
export function cancelSeries({ tenantUuid, seriesUuid }: TCancelSeriesParams): Promise<TRequestSeriesCancelled> {
  const path = `/tenants/${encodeURIComponent(tenantUuid)}/request-series/${encodeURIComponent(seriesUuid)}/cancel`;
  return apiRequest(path, { method: 'POST', schema: ZRequestSeriesCancelled });
}

export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeries,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
