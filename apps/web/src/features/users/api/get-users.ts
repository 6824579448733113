import { ZUserPage, type TUserPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached user query starts with this key, so a save can refresh them all at once. */
export const usersQueryKey = ['users'] as const;

export function getUsers({ page, perPage, search }: TListParams, signal?: AbortSignal): Promise<TUserPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/users?${query}`, { schema: ZUserPage, signal });
}

export const usersQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: TListParams) => useQuery(usersQueryOptions(params));
