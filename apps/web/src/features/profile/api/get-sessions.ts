import { ZActiveSessionList, type TActiveSessionList } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

export function getSessions(signal?: AbortSignal): Promise<TActiveSessionList> {
  return apiRequest('/auth/sessions', { schema: ZActiveSessionList, signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
