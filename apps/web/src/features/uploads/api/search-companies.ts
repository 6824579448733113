import { ZTenant, zPage } from '@ledgerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tenantsQueryKey } from '../../../lib/query-keys.ts';

const ZTenantPage = zPage(ZTenant);

/** The firm's companies matching `search`, the first 20 (staff choosing where shared files go). */
export const useCompanySearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...tenantsQueryKey, 'shared-files-choice', search.trim()],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: '1', per_page: '20' });
      if (search.trim()) query.set('search', search.trim());
      return apiRequest(`/tenants?${query}`, { schema: ZTenantPage, signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
