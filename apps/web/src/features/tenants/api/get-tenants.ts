import { ZTenant, zPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

const ZTenantPage = zPage(ZTenant);
type TTenantPage = ReturnType<typeof ZTenantPage.parse>;

export function getTenants({ page, perPage, search }: TListParams, signal?: AbortSignal): Promise<TTenantPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/tenants?${query}`, { schema: ZTenantPage, signal });
}

export const tenantsQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'list', params],
    queryFn: ({ signal }) => getTenants(params, signal),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useTenants = (params: TListParams) => useQuery(tenantsQueryOptions(params));
