import { ZTenant, zPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';

const ZTenantPage = zPage(ZTenant);
type TTenantPage = ReturnType<typeof ZTenantPage.parse>;

/** `responsible`: whose clients (mine, a staff member's uuid, none); none given: everyone's. */
export function getTenants(
  { page, perPage, search }: TListParams,
  signal?: AbortSignal,
  responsible?: string,
): Promise<TTenantPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  if (responsible) query.set('responsible', responsible);
  return apiRequest(`/tenants?${query}`, { schema: ZTenantPage, signal });
}

export const tenantsQueryOptions = (params: TListParams, responsible?: string) =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'list', params, responsible ?? null],
    queryFn: ({ signal }) => getTenants(params, signal, responsible),
    // The current rows stay on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
  });

export const useTenants = (params: TListParams, responsible?: string) =>
  useQuery(tenantsQueryOptions(params, responsible));
