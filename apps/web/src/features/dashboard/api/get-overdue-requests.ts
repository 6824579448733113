import { OVERDUE_REQUESTS_ANSWER, type TOverdueRequests } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getOverdueRequests = (signal?: AbortSignal): Promise<TOverdueRequests> =>
  apiRequest('/dashboard/overdue-requests?responsible=mine', { schema: OVERDUE_REQUESTS_ANSWER, signal });

/** Requests fall overdue at the firm's midnight and are fulfilled all day: refreshed every few minutes. */
const REFRESH_MS = 5 * 60_000;

export const useOverdueRequests = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'overdue-requests', 'mine'],
    queryFn: ({ signal }) => getOverdueRequests(signal),
    refetchInterval: REFRESH_MS,
    enabled,
  });
