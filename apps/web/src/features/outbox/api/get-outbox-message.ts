import { ZOutboxMessageDetail, type TOutboxMessageDetail } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { outboxQueryKey } from './get-outbox.ts';

export function getOutboxMessage(id: string, signal?: AbortSignal): Promise<TOutboxMessageDetail> {
  return apiRequest(`/outbox/${encodeURIComponent(id)}`, { schema: ZOutboxMessageDetail, signal });
}

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...outboxQueryKey, 'detail', id],
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
  });

export const useOutboxMessage = (id: string) => useQuery(outboxMessageQueryOptions(id));
