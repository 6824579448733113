import { ZOutboxPage, type TOutboxPage, type TOutboxStatus } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

export type TOutboxListParams = TListParams & { status: TOutboxStatus | null };

/** Every cached outbox query starts with this key. */
export const outboxQueryKey = ['outbox'] as const;

export function getOutbox(
  { page, perPage, search, status }: TOutboxListParams,
  signal?: AbortSignal,
): Promise<TOutboxPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  if (status) query.set('status', status);
  return apiRequest(`/outbox?${query}`, { schema: ZOutboxPage, signal });
}

export const outboxQueryOptions = (params: TOutboxListParams) =>
  queryOptions({
    queryKey: [...outboxQueryKey, 'list', params],
    queryFn: ({ signal }) => getOutbox(params, signal),
    // The current rows stay on screen while the next page, search or filter result loads.
    placeholderData: keepPreviousData,
  });

export const useOutbox = (params: TOutboxListParams) => useQuery(outboxQueryOptions(params));
