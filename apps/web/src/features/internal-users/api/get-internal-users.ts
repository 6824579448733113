import { ZInternalUser, zPage, type TInternalUser } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPageOf } from '../../../components/paged-list-card.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

const ZInternalUserPage = zPage(ZInternalUser);

/** Every cached internal-user query starts with this key, so an addition can refresh them all. */
export const internalUsersQueryKey = ['internal-users'] as const;

export function getInternalUsers(
  { page, perPage, search }: TListParams,
  signal?: AbortSignal,
): Promise<TPageOf<TInternalUser>> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/internal-users?${query}`, { schema: ZInternalUserPage, signal });
}

export const internalUsersQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...internalUsersQueryKey, 'list', params],
    queryFn: ({ signal }) => getInternalUsers(params, signal),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useInternalUsers = (params: TListParams) => useQuery(internalUsersQueryOptions(params));
