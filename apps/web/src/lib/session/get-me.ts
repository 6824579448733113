import { ME_ANSWER, type TMeResponse } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { sessionStore } from './session-store.ts';

export const meQueryKey = ['auth', 'me'] as const;

export function getMe(signal?: AbortSignal): Promise<TMeResponse> {
  return apiRequest('/auth/me', { schema: ME_ANSWER, signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      const me = await getMe(signal);
      // Roles and permissions can change between visits: the stored copy follows the server's answer.
      sessionStore.refresh(me);
      return me;
    },
  });

export const useMe = () => useQuery(meQueryOptions());
