import { ZRole, type TRole } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { rolesQueryKey } from './get-roles.ts';

export function getRole(id: number, signal?: AbortSignal): Promise<TRole> {
  return apiRequest(`/roles/${id}`, { schema: ZRole, signal });
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...rolesQueryKey, 'detail', id], queryFn: ({ signal }) => getRole(id, signal) });

export const useRole = (id: number) => useQuery(roleQueryOptions(id));
