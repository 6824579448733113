import { ZTenantUserPage, type TTenantUserPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

/** Every cached tenant-user query starts with this key, so an addition can refresh them all. */
export const tenantUsersQueryKey = ['tenant-users'] as const;

export const tenantUsersPath = (tenantUuid: string) => `/tenants/${encodeURIComponent(tenantUuid)}/users`;

export function getTenantUsers(
  tenantUuid: string,
  { page, perPage, search }: TListParams,
  signal?: AbortSignal,
): Promise<TTenantUserPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`${tenantUsersPath(tenantUuid)}?${query}`, { schema: ZTenantUserPage, signal });
}

export const tenantUsersQueryOptions = (tenantUuid: string, params: TListParams) =>
  queryOptions({
    queryKey: [...tenantUsersQueryKey, tenantUuid, 'list', params],
    queryFn: ({ signal }) => getTenantUsers(tenantUuid, params, signal),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useTenantUsers = (tenantUuid: string, params: TListParams) =>
  useQuery(tenantUsersQueryOptions(tenantUuid, params));
