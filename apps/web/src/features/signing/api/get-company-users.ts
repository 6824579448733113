import { ZTenantUserPage } from '@ledgerport/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The company's users who can be chosen as signers (the first 100; a person beyond them is added by e-mail). */
export const companyUsersQueryOptions = (tenantUuid: string) =>
  queryOptions({
    queryKey: ['signing', 'company-users', tenantUuid],
    queryFn: ({ signal }) =>
      apiRequest(`/tenants/${encodeURIComponent(tenantUuid)}/users?page=1&per_page=100`, {
        schema: ZTenantUserPage,
        signal,
      }),
  });
