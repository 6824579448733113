import { ZRoleSummaryPage, type TRoleSummaryPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type TRoleListParams = { page: number; perPage: number; search: string };

/** Every cached role query starts with this key, so a save can refresh them all at once. */
export const rolesQueryKey = ['roles'] as const;

export function getRoles({ page, perPage, search }: TRoleListParams, signal?: AbortSignal): Promise<TRoleSummaryPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/roles?${query}`, { schema: ZRoleSummaryPage, signal });
}

export const rolesQueryOptions = (params: TRoleListParams) =>
  queryOptions({
    queryKey: [...rolesQueryKey, 'list', params],
    queryFn: ({ signal }) => getRoles(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRoles = (params: TRoleListParams) => useQuery(rolesQueryOptions(params));
