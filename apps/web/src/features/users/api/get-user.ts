import { ZUser, type TUser } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersQueryKey } from './get-users.ts';

export function getUser(id: string, signal?: AbortSignal): Promise<TUser> {
  return apiRequest(`/users/${encodeURIComponent(id)}`, { schema: ZUser, signal });
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...usersQueryKey, 'detail', id], queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
