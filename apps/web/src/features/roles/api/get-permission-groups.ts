import { ZPermissionGroupList, type TPermissionGroupItem } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getPermissionGroups(signal?: AbortSignal): Promise<TPermissionGroupItem[]> {
  return apiRequest('/permission-groups', { schema: ZPermissionGroupList, signal });
}

export const permissionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['permission-groups'],
    queryFn: ({ signal }) => getPermissionGroups(signal),
    // The catalogue changes only with a new release.
    staleTime: Infinity,
  });

export const usePermissionGroups = () => useQuery(permissionGroupsQueryOptions());
