import { ZTenant, zPage } from '@ledgerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

const ZTenantPage = zPage(ZTenant);
/** Clients offered per search in a tenant picker: type more to narrow them. */
const OFFERED = 50;

export const searchTenants = (search: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ page: '1', per_page: String(OFFERED) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/tenants?${query}`, { schema: ZTenantPage, signal });
};

/** The clients whose name matches `search` (the server searches; the list is paged there). */
export const useTenantSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['tenants', 'picker-search', search],
    queryFn: ({ signal }) => searchTenants(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
