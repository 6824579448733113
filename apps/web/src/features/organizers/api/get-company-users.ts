import { ZTenantUserPage } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The company's users one organizer may be sent to by name (the first 100). */
export const useCompanyUsers = (tenantUuid: string | null) =>
  useQuery({
    queryKey: ['organizers', 'company-users', tenantUuid],
    queryFn: ({ signal }) =>
      apiRequest(`/tenants/${encodeURIComponent(tenantUuid ?? '')}/users?page=1&per_page=100`, {
        schema: ZTenantUserPage,
        signal,
      }),
    enabled: tenantUuid !== null,
  });
